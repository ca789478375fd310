import { makePairingOutput } from '../model/pairing.js';
import type { CheckReport } from './check.js';

/**
 * The text `flagfall pair FILE --check` prints for a report: a verdict line, one line per
 * violation (rule, players, explanation), then the prescribed pairing in the bbpPairings output
 * format. Every line ends with `\n`.
 */
export function makeCheckReport(report: CheckReport): string {
  const system = report.system === 'dutch' ? 'FIDE Dutch system (C.04.3, 2026)' : 'Berger tables (C.05 Annex 1)';
  const lines: string[] = [];
  if (report.violations.length === 0) {
    lines.push(`Round ${report.round}: the pairing in the file is the one the ${system} prescribes.`);
  } else {
    const count = report.violations.length;
    lines.push(`Round ${report.round}: ${count} violation${count === 1 ? '' : 's'} of the ${system}.`);
    for (const v of report.violations) {
      const who = v.players.length === 0 ? '' : ` [${v.players.join(', ')}]`;
      lines.push(`- ${v.criterion}${who}: ${v.message}`);
    }
    lines.push('Prescribed pairing:');
    lines.push(...makePairingOutput(report.prescribed).trimEnd().split('\n'));
  }
  return lines.map((l) => `${l}\n`).join('');
}
