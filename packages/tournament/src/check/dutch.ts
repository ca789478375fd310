import type { BracketEvaluation } from '../dutch/oracle/criteria.js';
import { CRITERION_TEXT, evaluateCandidate, QUALITY_CRITERIA } from '../dutch/oracle/criteria.js';
import { allocateColours } from '../dutch/oracle/colours.js';
import { rankCandidates } from '../dutch/oracle/compare.js';
import { absoluteViolations } from '../dutch/oracle/legality.js';
import { candidateOf } from '../dutch/oracle/oracle.js';
import type { OracleState } from '../dutch/oracle/view.js';
import type { Pair, RoundPairing } from '../model/pairing.js';
import type { Violation } from './check.js';

const COLOUR_RULE_TEXT = {
  '5.2.1': 'both colour preferences can be granted',
  '5.2.2': 'the stronger colour preference is granted',
  '5.2.3': 'colours alternate from the last round in which the two had different colours',
  '5.2.4': "the higher-ranked player's preference is granted",
  '5.2.5': "the higher-ranked player's pairing number decides (initial colour)",
} as const;

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
const showValue = (v: BracketEvaluation['values'][number]): string => (typeof v === 'number' ? `${v}` : `[${v.join(', ')}]`);

/**
 * The Dutch-system violations of a recorded round (C.04.3, 2026 text), judged by the independent
 * criteria evaluator: absolute criteria and completeness, colours (5.2), the first quality
 * criterion on which the round ranks below `prescribed`, and the boards that differ from it.
 * `hasColours` says whether the file recorded a pair's colours (forfeits may not).
 */
export function dutchViolations(
  state: OracleState,
  prescribed: RoundPairing,
  actual: RoundPairing,
  hasColours: (p: Pair) => boolean,
): Violation[] {
  const out: Violation[] = [];
  const absolute = absoluteViolations(state, candidateOf(actual));
  for (const v of absolute) out.push({ criterion: v.criterion, players: v.players, message: v.message });

  const byId = new Map(state.players.map((p) => [p.id, p]));
  for (const pair of actual.pairs) {
    const a = byId.get(pair.white);
    const b = byId.get(pair.black);
    if (a === undefined || b === undefined || !hasColours(pair)) continue;
    const due = allocateColours(a, b, state.initialColour);
    if (due.white !== pair.white) {
      out.push({
        criterion: due.rule,
        players: [pair.white, pair.black],
        message: `${pair.white}–${pair.black}: White should go to ${due.white}, not ${pair.white} (${due.rule}: ${COLOUR_RULE_TEXT[due.rule]})`,
      });
    }
  }

  const same =
    prescribed.bye === actual.bye &&
    prescribed.pairs.length === actual.pairs.length &&
    prescribed.pairs.every((p) => actual.pairs.some((q) => pairKey(p.white, p.black) === pairKey(q.white, q.black)));
  if (same) return out;

  let note = '';
  if (absolute.length === 0) {
    const mine = evaluateCandidate(state, candidateOf(actual));
    const due = evaluateCandidate(state, candidateOf(prescribed));
    const ranking = rankCandidates(mine, due);
    if (ranking.bracket !== null && ranking.criterion !== null) {
      const k = ranking.bracket;
      const c = QUALITY_CRITERIA.indexOf(ranking.criterion);
      const fileBracket = mine[k]!;
      const where = `in the bracket of score ${fileBracket.score} (bracket ${k + 1} from the top)`;
      const values = `the file has ${showValue(fileBracket.values[c]!)}, the prescribed pairing ${showValue(due[k]!.values[c]!)}`;
      if (ranking.order > 0) {
        const dueKeys = new Set(due[k]!.pairs.map(([x, y]) => pairKey(x.id, y.id)));
        const players = [
          ...fileBracket.pairs.filter(([x, y]) => !dueKeys.has(pairKey(x.id, y.id))).flat(),
          ...fileBracket.downfloaters,
        ].map((p) => p.id);
        out.push({
          criterion: ranking.criterion,
          players: [...new Set(players)].sort((x, y) => x - y),
          message: `${where} the pairing breaks ${ranking.criterion} (${CRITERION_TEXT[ranking.criterion]}): ${values}`,
        });
      } else {
        note = `; it ranks above the prescribed pairing on ${ranking.criterion} ${where} (${values}) — the pairing program may be wrong`;
      }
    } else if (ranking.bracket !== null) {
      note = `; both are equal on every criterion ${`in the bracket of score ${mine[ranking.bracket]!.score}`}, where the order of Article 4 (transpositions, exchanges) decides`;
    }
  }

  const inFile = new Set(actual.pairs.map((p) => pairKey(p.white, p.black)));
  const prescribedKeys = new Set(prescribed.pairs.map((p) => pairKey(p.white, p.black)));
  const missing = prescribed.pairs.map((p, i) => ({ p, board: i + 1 })).filter(({ p }) => !inFile.has(pairKey(p.white, p.black)));
  const extra = actual.pairs.filter((p) => !prescribedKeys.has(pairKey(p.white, p.black)));
  const parts: string[] = [];
  if (missing.length > 0) parts.push(`prescribed ${missing.map(({ p, board }) => `board ${board} ${p.white}–${p.black}`).join(', ')}`);
  if (extra.length > 0) parts.push(`the file has ${extra.map((p) => `${p.white}–${p.black}`).join(', ')}`);
  if (prescribed.bye !== actual.bye) {
    parts.push(`bye: prescribed ${prescribed.bye ?? 'none'}, the file ${actual.bye ?? 'none'}`);
  }
  const players = [...missing.flatMap(({ p }) => [p.white, p.black]), ...extra.flatMap((p) => [p.white, p.black])];
  if (prescribed.bye !== null) players.push(prescribed.bye);
  if (actual.bye !== null) players.push(actual.bye);
  out.push({
    criterion: 'pairing',
    players: [...new Set(players)].sort((x, y) => x - y),
    message: `differs from the prescribed pairing: ${parts.join('; ')}${note}`,
  });
  return out;
}
