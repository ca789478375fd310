/**
 * `@flagfall/core/notation` — FEN, SAN and UCI, each a `parseX`/`makeX` pair. Parse errors are
 * `Result` values whose message names the offending part.
 *
 * ```ts
 * const pos = parseFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
 * if (pos.ok) { const m = parseSan(pos.value, 'O-O'); if (m.ok) makeUci(m.value); }  // 'e1g1'
 * ```
 */
export { INITIAL_FEN, makeFen, parseFen, parseFenTolerant, parseSetup, type FenError, type FenField } from './fen.js';
export { makeSan, parseSan, type SanError } from './san.js';
export { makeUci, parseUci, type UciError } from './uci.js';
