/** Cross-checks of the `001` records: every opponent exists and answers with the opposite colour. */
import type { Player } from '../model/tournament.js';
import { trfError, type TrfError } from './error.js';

/**
 * The first inconsistency between players' round blocks, or null: an opponent with no `001` record,
 * an opponent whose block for that round names someone else, or colours that are not opposite
 * (`w`/`b`) or both absent (`-`/`-`, a forfeit written without colours). Results are not compared
 * (an arbiter may score a game 0–0 or 0–½). `players` sorted by id; `lineOf` gives each one's line.
 */
export function checkPairings(players: readonly Player[], lineOf: ReadonlyMap<number, number>): TrfError | null {
  const byId = new Map(players.map((p) => [p.id, p]));
  for (const p of players) {
    const line = lineOf.get(p.id) ?? 0;
    for (let r = 0; r < p.rounds.length; r++) {
      const e = p.rounds[r]!;
      if (e.opponent === null) continue;
      const where = `round ${r + 1} opponent ${e.opponent}`;
      const q = byId.get(e.opponent);
      if (q === undefined) return trfError(line, `${where} has no 001 record`);
      const back = q.rounds[r];
      if (back?.opponent !== p.id) {
        const names = back === undefined || back.opponent === null ? 'nobody' : `player ${back.opponent}`;
        return trfError(line, `${where} does not name player ${p.id} back in round ${r + 1} (it names ${names})`);
      }
      const colours = e.color + back.color;
      if (colours !== 'wb' && colours !== 'bw' && colours !== '--') {
        return trfError(line, `round ${r + 1} colours of ${p.id} ('${e.color}') and ${q.id} ('${back.color}') are not opposite`);
      }
    }
  }
  return null;
}
