/**
 * @flagfall/engine/uci: UCI for Node — the built-in engine as a UCI engine, and an adapter that
 * runs any UCI engine as a child process.
 */
export type { MoveAnswer, MovePicker, MoveRequest } from './picker.js';
