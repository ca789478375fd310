/**
 * What the tournament commands (`pair`, `standings`) share: reading a TRF file into the model,
 * with the exit code bbpPairings uses for a file it refuses (3, "invalid input").
 */
import { quote } from '@flagfall/core';
import { parseTrf, type PairingError, type Tournament } from '@flagfall/tournament';
import { EXIT, cannotRead, fail, oneLine } from '../errors.js';
import type { Io } from '../io.js';

/** Exit code for a TRF file the parser refuses: 3, as bbpPairings and JaVaFo ("invalid input"). */
export const EXIT_INVALID_TRF = 3;

/** Exit code when no valid pairing exists: 1, as bbpPairings. */
export const EXIT_NO_PAIRING = EXIT.failed;

/**
 * Reads and parses the TRF file at `path` (`-` for standard input). On failure writes one line on
 * stderr and returns the exit code instead: 2 when the file cannot be read, 3 when it is not a
 * valid TRF (the parser's message, which names the line and field).
 */
export async function readTournament(
  io: Io,
  command: string,
  path: string,
): Promise<{ ok: true; value: Tournament } | { ok: false; code: number }> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    return { ok: false, code: fail(io, command, cannotRead(path, e)) };
  }
  const parsed = parseTrf(text);
  if (!parsed.ok) {
    const name = path === '-' ? 'standard input' : quote(path);
    io.err(`flagfall ${command}: ${oneLine(`${name}: ${parsed.error.message}`)}\n`);
    return { ok: false, code: EXIT_INVALID_TRF };
  }
  return { ok: true, value: parsed.value };
}

/**
 * A pairing error in one sentence: `no valid pairing exists for round 15: <why>` (the engine's own
 * "round 15:" prefix dropped, so the round is said once), or the bad-input message as it is.
 */
export function describePairingError(e: PairingError): string {
  if (e.code !== 'no-valid-pairing') return e.message;
  const why = e.message.replace(new RegExp(`^round ${e.round}: `), '');
  return `no valid pairing exists for round ${e.round}: ${why}`;
}
