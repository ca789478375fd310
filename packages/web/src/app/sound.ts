/**
 * Sounds made on the spot with Web Audio (no sound files, so no licences to track): a move tap,
 * a capture (two taps), a low-time double beep, and an end chime. The audio context starts on
 * the first user gesture, as browsers require; before that, sounds are skipped silently.
 */
export type SoundName = 'move' | 'capture' | 'lowTime' | 'end' | 'notify';

let ctx: AudioContext | null = null;

/** Resumes audio on a user gesture (called once from the app's first pointerdown/keydown). */
export function unlockAudio(): void {
  if (ctx !== null || typeof AudioContext === 'undefined') return;
  try {
    ctx = new AudioContext();
    void ctx.resume();
  } catch {
    ctx = null;
  }
}

function tap(c: AudioContext, at: number, gain: number): void {
  const length = Math.floor(c.sampleRate * 0.08);
  const buffer = c.createBuffer(1, length, c.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * Math.exp(-i / (c.sampleRate * 0.012));
  const src = c.createBufferSource();
  src.buffer = buffer;
  const band = c.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 1800;
  band.Q.value = 1.2;
  const g = c.createGain();
  g.gain.value = gain;
  src.connect(band).connect(g).connect(c.destination);
  src.start(at);
}

function beep(c: AudioContext, at: number, hz: number, seconds: number, gain: number): void {
  const osc = c.createOscillator();
  osc.frequency.value = hz;
  const g = c.createGain();
  g.gain.setValueAtTime(0, at);
  g.gain.linearRampToValueAtTime(gain, at + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  osc.connect(g).connect(c.destination);
  osc.start(at);
  osc.stop(at + seconds + 0.02);
}

/** Plays a sound now (nothing before the first gesture or when audio is unavailable). */
export function play(name: SoundName): void {
  const c = ctx;
  if (c === null || c.state !== 'running') return;
  const now = c.currentTime;
  switch (name) {
    case 'move':
      tap(c, now, 2.5);
      break;
    case 'capture':
      tap(c, now, 2.5);
      tap(c, now + 0.035, 2);
      break;
    case 'lowTime':
      beep(c, now, 880, 0.12, 0.25);
      beep(c, now + 0.18, 880, 0.12, 0.25);
      break;
    case 'end':
      beep(c, now, 660, 0.25, 0.2);
      beep(c, now + 0.2, 880, 0.35, 0.2);
      break;
    case 'notify':
      beep(c, now, 990, 0.15, 0.15);
      break;
  }
}
