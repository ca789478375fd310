/**
 * Reads a Tournament Report File: TRF16 (FIDE C.04 Annex 2, 2016) with JaVaFo's TRF(x) extensions
 * (`XXR XXC XXA XXP XXZ XXS`) and bbpPairings' TRF(bx) point codes (`BBW BBD BBL BBZ BBF BBU`), and
 * TRF-2026 (`142 152 162 240 250 260`, `###` comments).
 */
import { err, ok, type Result } from '@flagfall/core';
import type { Acceleration, ForbiddenPairs, InfoRecord, Player, RequestedBye, Tournament } from '../model/tournament.js';
import { trfError, type TrfError } from './error.js';
import { readCount } from './fields.js';
import { parsePlayerLine } from './player.js';
import { isBbCode, read162, readBb, readXxs, resolvePoints, type ExplicitPoints } from './pointSystem.js';
import { read240, read250, read260, readXxa, readXxp, readXxz, type AccelerationRange } from './records.js';
import { checkPairings } from './consistency.js';

export type { TrfError } from './error.js';

/**
 * Parses `text` (lines ending in CR, LF or CRLF; blank lines ignored; a leading BOM skipped).
 *
 * Guarantees on success: players sorted by pairing number, unique; every opponent exists and names
 * the player back in the same round with the opposite colour (or both without colour, a forfeit);
 * no player's rounds end with a blank block; accelerations one per player, sorted by player,
 * without trailing zeros (all-zero rows dropped); a `260` range covering rounds 1..totalRounds and
 * an `XXP` line both read as every round (fromRound = toRound = null). Records the model does not
 * hold (`012`, `092`, `192`, `132`, `###` comments, unknown codes …) are kept verbatim in `info`,
 * in file order. The points column is kept as written, even when it disagrees with the results
 * (see `pointsMismatches`).
 *
 * Fails with `bad-trf` naming the line and field: malformed fields, unknown result codes, a
 * repeated pairing number, an opponent that does not exist or does not answer, inconsistent colours,
 * contradicting round counts or initial colours, ids in header records with no `001` record.
 */
export function parseTrf(text: string): Result<Tournament, TrfError> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const info: InfoRecord[] = [];
  const players: Player[] = [];
  const playerLine = new Map<number, number>();
  const explicitPoints: ExplicitPoints = {};
  const requestedByes: (RequestedBye & { line: number; nextRound?: true })[] = [];
  const accelerationRows = new Map<number, { row: number[]; line: number; fromXxa: boolean }>();
  const accelerationRanges: (AccelerationRange & { line: number })[] = [];
  const forbidden: (ForbiddenPairs & { line: number })[] = [];
  let totalRounds: { value: number; line: number } | null = null;
  let initialColor: { value: 'w' | 'b'; line: number } | null = null;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const lineNo = i + 1;
    if (line.trim() === '') continue;
    const fail = (message: string) => err(trfError(lineNo, message));
    if (line.length < 3) return fail(`'${line}' is too short to hold a record code`);
    const code = line.slice(0, 3);
    if (code === '###') {
      // TRF-2026 Remark 1: comment lines start with ###.
      info.push({ code, value: line.slice(3) });
      continue;
    }
    if (line.length > 3 && line[3] !== ' ') return fail(`record code '${code}' must be followed by a blank (column 4)`);
    const body = line.slice(4);
    switch (code) {
      case '001': {
        const player = parsePlayerLine(line, lineNo);
        if (!player.ok) return player;
        const previous = playerLine.get(player.value.id);
        if (previous !== undefined) return fail(`pairing number ${player.value.id} is repeated (first on line ${previous})`);
        playerLine.set(player.value.id, lineNo);
        players.push(player.value);
        break;
      }
      case 'XXR':
      case '142': {
        const n = readCount(body);
        if (n === undefined || n === null || n === 0) return fail(`${code} number of rounds '${body.trim()}' is not a positive number`);
        if (totalRounds !== null && totalRounds.value !== n) {
          return fail(`${code} says ${n} rounds but line ${totalRounds.line} said ${totalRounds.value}`);
        }
        totalRounds = { value: n, line: lineNo };
        break;
      }
      case 'XXC':
      case '152': {
        const tokens = body
          .trim()
          .split(/\s+/)
          .filter((t) => t !== '');
        const colours = tokens.filter((t) => /^(white1|black1|w|b)$/i.test(t));
        const others = tokens.filter((t) => !colours.includes(t));
        if (code === '152' && (tokens.length !== 1 || colours.length !== 1))
          return fail(`152 initial colour '${body.trim()}' is not W or B`);
        if (colours.length > 1) return fail(`XXC names more than one initial colour`);
        // JaVaFo's other XXC options (e.g. `rank`) are not modelled: kept verbatim.
        if (others.length > 0) info.push({ code, value: others.join(' ') });
        const first = colours[0];
        if (first !== undefined) {
          const value = first.toLowerCase().startsWith('w') ? 'w' : 'b';
          if (initialColor !== null && initialColor.value !== value) {
            return fail(`${code} initial colour contradicts line ${initialColor.line}`);
          }
          initialColor = { value, line: lineNo };
        }
        break;
      }
      case '162': {
        const read = read162(line, explicitPoints);
        if (typeof read === 'string') return fail(read);
        if (read.kept.length > 0) info.push({ code, value: ` ${read.kept.join('    ')}` });
        break;
      }
      case 'XXS': {
        const message = readXxs(line, explicitPoints);
        if (message !== null) return fail(message);
        break;
      }
      case '240': {
        const bye = read240(line);
        if (typeof bye === 'string') return fail(bye);
        requestedByes.push({ ...bye, line: lineNo });
        break;
      }
      case 'XXZ': {
        const ids = readXxz(line);
        if (typeof ids === 'string') return fail(ids);
        // JaVaFo AUM: XXZ lists the players absent in the round about to be paired.
        requestedByes.push({ round: 0, kind: 'Z', players: ids, line: lineNo, nextRound: true });
        break;
      }
      case '250': {
        const range = read250(line);
        if (typeof range === 'string') return fail(range);
        accelerationRanges.push({ ...range, line: lineNo });
        break;
      }
      case 'XXA': {
        const a = readXxa(line);
        if (typeof a === 'string') return fail(a);
        const seen = accelerationRows.get(a.player);
        if (seen?.fromXxa) return fail(`XXA for player ${a.player} is repeated (first on line ${seen.line})`);
        const row = seen?.row ?? [];
        a.pointsByRound.forEach((x, r) => (row[r] = x));
        accelerationRows.set(a.player, { row, line: lineNo, fromXxa: true });
        break;
      }
      case '260':
      case 'XXP': {
        const pairs = code === '260' ? read260(line) : readXxp(line);
        if (typeof pairs === 'string') return fail(pairs);
        forbidden.push({ ...pairs, line: lineNo });
        break;
      }
      default: {
        if (isBbCode(code)) {
          const message = readBb(code, line, explicitPoints);
          if (message !== null) return fail(message);
          break;
        }
        info.push({ code, value: body });
      }
    }
  }

  players.sort((a, b) => a.id - b.id);
  const consistency = checkPairings(players, playerLine);
  if (consistency !== null) return err(consistency);

  const known = (id: number, line: number, what: string) =>
    playerLine.has(id) ? null : err(trfError(line, `${what} names player ${id}, who has no 001 record`));
  const playedRounds = players.reduce((n, p) => Math.max(n, p.rounds.length), 0);

  for (const b of requestedByes) {
    for (const id of b.players) {
      const e = known(id, b.line, b.nextRound ? 'XXZ' : '240');
      if (e) return e;
    }
  }
  for (const r of accelerationRanges) {
    for (let id = r.fromPlayer; id <= r.toPlayer; id++) {
      const entry = accelerationRows.get(id) ?? { row: [], line: r.line, fromXxa: false };
      for (let round = r.fromRound; round <= r.toRound; round++) entry.row[round - 1] = r.points;
      accelerationRows.set(id, entry);
    }
  }
  const accelerations: Acceleration[] = [];
  for (const [player, { row, line }] of [...accelerationRows].sort((a, b) => a[0] - b[0])) {
    const e = known(player, line, 'acceleration record');
    if (e) return e;
    const pointsByRound = Array.from({ length: row.length }, (_, r) => row[r] ?? 0);
    while (pointsByRound.length > 0 && pointsByRound[pointsByRound.length - 1] === 0) pointsByRound.pop();
    if (pointsByRound.length > 0) accelerations.push({ player, pointsByRound });
  }
  for (const f of forbidden) {
    for (const id of f.players) {
      const e = known(id, f.line, 'forbidden-pairs record');
      if (e) return e;
    }
  }

  const rounds = totalRounds?.value ?? null;
  return ok({
    info,
    players,
    totalRounds: rounds,
    initialColor: initialColor?.value ?? null,
    pointSystem: resolvePoints(explicitPoints),
    requestedByes: requestedByes.map((b) => ({
      round: b.nextRound ? playedRounds + 1 : b.round,
      kind: b.kind,
      players: b.players,
    })),
    accelerations,
    forbiddenPairs: forbidden.map(({ players: ids, fromRound, toRound }) =>
      // Rounds 1..totalRounds are every round: the same constraint as XXP's.
      fromRound === 1 && toRound === rounds ? { players: ids, fromRound: null, toRound: null } : { players: ids, fromRound, toRound },
    ),
  });
}
