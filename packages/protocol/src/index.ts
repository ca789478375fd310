/**
 * @flagfall/protocol: the messages of live play between the server and its clients, and the
 * player preferences both keep, as types and validators (docs/protocol.md describes each).
 */
export * from './common.js';
export * from './limits.js';
export * from './client.js';
export * from './server.js';
export * from './parse.js';
export * from './preferences.js';
