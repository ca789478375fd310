/**
 * Which category a time control falls in under a ruleset's scheme, so the arbiter can note a
 * ruleset used outside its category (the ruleset still rules: the event chose it).
 */
import { classifyFide, classifyUscf } from '../clock/classify.js';
import type { TimeControl } from '../clock/timeControl.js';
import type { CategoryRule, TimeCategory } from './types.js';

/**
 * The category of `control` under `scheme`, or `null` when the scheme gives none (scheme `any`,
 * an unknown or missing control). FIDE 2023 and US Chess use the clock module's classifiers;
 * FIDE 2009 drew the lines at 15 and 60 minutes of base + 60 × increment (2009 A.1, B.1).
 */
export function categorize(scheme: CategoryRule['scheme'], control: TimeControl): TimeCategory | null {
  switch (scheme) {
    case 'any':
      return null;
    case 'fide-2023':
      return classifyFide(control);
    case 'uscf':
      return classifyUscf(control);
    case 'fide-2009': {
      if (control.kind === 'hourglass') return control.baseMs < 15 * 60_000 ? 'blitz' : control.baseMs < 60 * 60_000 ? 'rapid' : 'standard';
      if (control.kind !== 'periods') return null;
      const first = control.periods[0];
      if (control.periods.length > 1 || first.moves !== null) return 'standard';
      const minutes = (first.baseMs + 60 * (first.incrementMs + first.delayMs)) / 60_000;
      if (minutes < 15) return 'blitz'; // FIDE 2009 B.1
      return minutes < 60 ? 'rapid' : 'standard'; // FIDE 2009 A.1
    }
  }
}
