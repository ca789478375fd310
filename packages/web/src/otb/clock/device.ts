/**
 * The device around the clock: keeping the screen awake while a game runs, a vibration and a beep
 * when a flag falls. Each is skipped silently where the browser lacks it or refuses it (no wake
 * lock on an insecure page, no vibration on iOS, no sound before a gesture).
 */

/**
 * Keeps the screen on until the returned function is called: a screen wake lock, asked again each
 * time the page becomes visible (the browser drops it when the page is hidden).
 */
export function keepAwake(): () => void {
  const wakeLock = (navigator as Partial<Navigator>).wakeLock;
  if (wakeLock === undefined) return () => undefined;
  let sentinel: WakeLockSentinel | null = null;
  let done = false;
  const request = () => {
    if (done || document.visibilityState !== 'visible') return;
    wakeLock.request('screen').then(
      (s) => {
        if (done) void s.release().catch(() => undefined);
        else sentinel = s;
      },
      () => undefined, // refused (insecure page, power saving): the screen may sleep
    );
  };
  request();
  document.addEventListener('visibilitychange', request);
  return () => {
    done = true;
    document.removeEventListener('visibilitychange', request);
    void sentinel?.release().catch(() => undefined);
    sentinel = null;
  };
}

/** Vibrates for a flag (where the device can). */
export function vibrateFlag(): void {
  try {
    (navigator as Partial<Navigator>).vibrate?.call(navigator, [250, 120, 250]);
  } catch {
    // not allowed without a gesture: nothing to do
  }
}

let audio: AudioContext | null = null;

/** Prepares sound on a user gesture (browsers start audio only then); nothing where audio is unavailable. */
export function unlockSound(): void {
  if (audio !== null || typeof AudioContext === 'undefined') return;
  try {
    audio = new AudioContext();
    void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

/** Two short beeps for a flag (only after `unlockSound`, and only when the players turned sound on). */
export function beepFlag(): void {
  const c = audio;
  if (c === null || c.state !== 'running') return;
  for (const at of [0, 0.25]) {
    const osc = c.createOscillator();
    osc.frequency.value = 1040;
    const g = c.createGain();
    const start = c.currentTime + at;
    g.gain.setValueAtTime(0, start);
    g.gain.linearRampToValueAtTime(0.25, start + 0.01);
    g.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
    osc.connect(g).connect(c.destination);
    osc.start(start);
    osc.stop(start + 0.2);
  }
}
