/** @flagfall/server: the online blitz server (see docs/server.md). */
export { startServer, type RunningServer, type ServerOptions } from './server.js';
export { systemTime, ManualTime, type TimeSource, type Timer } from './time.js';
export type { Storage } from './storage/types.js';
export { VERSION } from './version.js';
