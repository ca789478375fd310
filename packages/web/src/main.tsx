/** The entry point: styles, the session, the connection, and the page. */
import { render } from 'preact';
import './styles/base.css';
import { App } from './app/App.js';
import { connection, loadAccount } from './app/session.js';
import { unlockAudio } from './app/sound.js';

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
render(<App />, document.getElementById('app')!);
