/**
 * `@flagfall/core/rules` — the rulesets: one table per body (fide2023.ts, fide2009.ts, uscf.ts,
 * online.ts), each parameter citing its article, looked up by the name an event gives.
 * Documented in docs/rulesets.md (rendered from these tables).
 */
import { err, ok, type Result } from '../result.js';
import { quote } from '../text.js';
import { FIDE_2009_BLITZ, FIDE_2009_STANDARD } from './fide2009.js';
import { FIDE_BLITZ, FIDE_RAPID, FIDE_STANDARD } from './fide2023.js';
import { ONLINE } from './online.js';
import { RULESET_NAMES, type Ruleset, type RulesetName } from './types.js';
import { USCF_BLITZ, USCF_STANDARD } from './uscf.js';

export * from './types.js';
export { FIDE_STANDARD, FIDE_RAPID, FIDE_BLITZ } from './fide2023.js';
export { FIDE_2009_STANDARD, FIDE_2009_BLITZ } from './fide2009.js';
export { USCF_STANDARD, USCF_BLITZ } from './uscf.js';
export { ONLINE } from './online.js';

/** Every ruleset by name, in the order of `RULESET_NAMES`. */
export const RULESETS: Readonly<Record<RulesetName, Ruleset>> = {
  'fide-standard': FIDE_STANDARD,
  'fide-rapid': FIDE_RAPID,
  'fide-blitz': FIDE_BLITZ,
  'fide-2009-standard': FIDE_2009_STANDARD,
  'fide-2009-blitz': FIDE_2009_BLITZ,
  'uscf-standard': USCF_STANDARD,
  'uscf-blitz': USCF_BLITZ,
  online: ONLINE,
};

/** A ruleset name nobody defined. */
export interface UnknownRulesetError {
  readonly code: 'unknown_ruleset';
  readonly name: string;
  readonly message: string;
}

/** The ruleset called `name`, or an error listing the names that exist. */
export function getRuleset(name: string): Result<Ruleset, UnknownRulesetError> {
  const found = (RULESET_NAMES as readonly string[]).includes(name) ? RULESETS[name as RulesetName] : undefined;
  if (found !== undefined) return ok(found);
  return err({ code: 'unknown_ruleset', name, message: `unknown ruleset ${quote(name)} (one of: ${RULESET_NAMES.join(', ')})` });
}
