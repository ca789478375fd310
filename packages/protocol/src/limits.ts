/**
 * Bounds on what a client may send. The server enforces them before parsing; the web client
 * uses the same numbers so it never sends what the server refuses.
 */
export const PROTOCOL_LIMITS = {
  /** The largest WebSocket frame a client may send (bytes); a larger one closes with 1009. */
  maxFrameBytes: 4096,
  /** The longest time control text. */
  maxTcChars: 64,
  /** The longest chat line (characters). */
  maxChatChars: 140,
  /** The longest client move id. */
  maxCidChars: 32,
  /** The longest username. */
  maxUsernameChars: 20,
} as const;

/** The WebSocket close codes the server uses. */
export const CLOSE_CODES = {
  /** The server is shutting down (RFC 6455 1001 "going away"). */
  goingAway: 1001,
  /** A binary frame (text frames only; text that is not UTF-8 closes with 1007, by the ws library). */
  unsupported: 1003,
  /** A frame larger than `PROTOCOL_LIMITS.maxFrameBytes` (RFC 6455 1009 "message too big"). */
  tooBig: 1009,
  /** Too many messages: the rate limit was exceeded far past its allowance (4429, app range). */
  rateLimited: 4429,
  /** The session ended (logged out, or the same token opened too many sockets). */
  sessionEnded: 4401,
} as const;
