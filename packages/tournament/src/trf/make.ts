/** Writes a Tournament Report File in TRF16 with TRF(x)/TRF(bx) extensions, or in TRF-2026. */
import { playedRounds } from '../model/edit.js';
import type { Tournament } from '../model/tournament.js';
import { makePlayerLine } from './player.js';
import { makePointLines } from './pointSystem.js';
import { accelerationRanges, make240, make250, make260, makeXxa, makeXxp, makeXxz } from './records.js';

/** Options of `makeTrf`. */
export interface MakeTrfOptions {
  /** `trf26` (default): `142 152 162 240 250 260`; `trf16`: `XXR XXC BB* XXS XXZ XXA XXP`. */
  readonly format?: 'trf16' | 'trf26';
  /** Line ending after every line; default `\r\n` (TRF asks for a CR; CRLF reads everywhere). */
  readonly lineEnding?: '\r\n' | '\n' | '\r';
}

/**
 * The TRF text of `t`, every line ended by `lineEnding`. Order: the info records (verbatim, in
 * their order), the round count, initial colour and point system, the `001` records by pairing
 * number, then requested byes, accelerations and forbidden pairs (each in the model's order).
 *
 * Guarantees `parseTrf(makeTrf(t, o))` deep-equals `t` in both formats when `t` is what `parseTrf`
 * returns (see its guarantees: normalised rounds, accelerations, ranges). Where a format lacks a
 * code the other is used, as bbpPairings reads both: TRF16 writes byes other than the next round's
 * zero-point byes as `240` and round-limited forbidden pairs as `260`; TRF-2026 writes point-system
 * fields `162` cannot say as `XXS`, and forbidden pairs for every round as `XXP` when the number of
 * rounds is unknown.
 */
export function makeTrf(t: Tournament, options: MakeTrfOptions = {}): string {
  const format = options.format ?? 'trf26';
  const eol = options.lineEnding ?? '\r\n';
  const lines: string[] = t.info.map((r) => (r.code === '###' ? `###${r.value}` : r.value === '' ? r.code : `${r.code} ${r.value}`));
  const put = (code: string, body: string) => lines.push(code + body);
  const trf16 = format === 'trf16';

  if (t.totalRounds !== null) put(trf16 ? 'XXR' : '142', ` ${t.totalRounds}`);
  if (t.initialColor !== null) {
    if (trf16) put('XXC', t.initialColor === 'w' ? ' white1' : ' black1');
    else put('152', t.initialColor === 'w' ? ' W' : ' B');
  }
  for (const [code, body] of makePointLines(t.pointSystem, format)) put(code, body);

  for (const p of [...t.players].sort((a, b) => a.id - b.id)) lines.push(makePlayerLine(p));

  const nextRound = playedRounds(t) + 1;
  for (const b of t.requestedByes) {
    // JaVaFo's XXZ can only say "absent (zero points) in the round about to be paired".
    if (trf16 && b.kind === 'Z' && b.round === nextRound) put('XXZ', makeXxz(b.players));
    else put('240', make240(b));
  }

  if (trf16) for (const a of t.accelerations) put('XXA', makeXxa(a));
  else for (const range of accelerationRanges(t.accelerations)) put('250', make250(range));

  for (const f of t.forbiddenPairs) {
    const every = f.fromRound === null && f.toRound === null;
    if (every && (trf16 || t.totalRounds === null)) put('XXP', makeXxp(f.players));
    else {
      const from = f.fromRound ?? 1;
      const to = f.toRound ?? t.totalRounds ?? Math.max(from, nextRound);
      put('260', make260(f.players, from, to));
    }
  }
  return lines.map((l) => l + eol).join('');
}
