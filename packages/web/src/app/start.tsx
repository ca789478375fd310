/**
 * The online app's start: sound unlocked on the first gesture, who we are asked, the socket
 * opened, the page rendered. A chunk of its own, loaded by `main.tsx` for every route but the
 * over-the-board pages, which never load it.
 */
import { render } from 'preact';
import { App } from './App.js';
import { connection, loadAccount } from './session.js';
import { unlockAudio } from './sound.js';

/** Starts the app in `root`. */
export function startApp(root: HTMLElement): void {
  const unlock = () => {
    unlockAudio();
    removeEventListener('pointerdown', unlock);
    removeEventListener('keydown', unlock);
  };
  addEventListener('pointerdown', unlock);
  addEventListener('keydown', unlock);

  // The guest cookie comes with the first response: ask who we are before opening the socket, so
  // the socket and the HTTP calls speak for the same guest.
  void loadAccount().finally(() => connection.connect());
  render(<App />, root);
}
