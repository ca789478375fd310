/**
 * The ruleset tables as Markdown, so docs/rulesets.md is rendered from the tables
 * themselves (a test keeps the two identical) and a reader sees every parameter,
 * its value, its article and how firmly the article backs it.
 */
import type { Basis, Ruleset } from './types.js';

/** One parameter of a ruleset, flattened: `illegalMove.penaltyMs` and its data. */
export interface RulesetParamRow {
  readonly path: string;
  readonly value: unknown;
  readonly rule: string;
  readonly basis?: Basis;
  readonly note?: string;
}

const isParam = (v: unknown): v is { value: unknown; rule: string; basis?: Basis; note?: string } =>
  typeof v === 'object' && v !== null && 'value' in v && 'rule' in v;

/** Every parameter of `ruleset` in table order (identity fields and citations excluded). */
export function rulesetParams(ruleset: Ruleset): RulesetParamRow[] {
  const rows: RulesetParamRow[] = [];
  const walk = (prefix: string, node: object): void => {
    for (const [key, v] of Object.entries(node)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      if (isParam(v)) {
        rows.push({
          path,
          value: v.value,
          rule: v.rule,
          ...(v.basis !== undefined ? { basis: v.basis } : {}),
          ...(v.note !== undefined ? { note: v.note } : {}),
        });
      } else if (typeof v === 'object' && v !== null && key !== 'cite') {
        walk(path, v);
      }
    }
  };
  walk('', ruleset);
  return rows;
}

function formatMs(ms: number): string {
  if (ms === 0) return '0';
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${ms / 1000} s`;
}

function formatValue(key: string, value: unknown): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return key.endsWith('Ms') ? formatMs(value) : String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? 'any' : value.join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${formatValue(k, v)}`)
      .join('; ');
  }
  return String(value);
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The generated part of docs/rulesets.md: an overview of all tables, then each table in full. */
export function makeRulesetDoc(rulesets: readonly Ruleset[]): string {
  const out: string[] = [];
  const first = rulesets[0];
  if (first === undefined) return '';
  const paths = rulesetParams(first).map((r) => r.path);
  out.push('## Overview', '');
  out.push(`| Parameter | ${rulesets.map((r) => `\`${r.name}\``).join(' | ')} |`);
  out.push(`|---|${rulesets.map(() => '---').join('|')}|`);
  const byName = new Map(rulesets.map((r) => [r.name, new Map(rulesetParams(r).map((row) => [row.path, row]))]));
  for (const path of paths) {
    const key = path.slice(path.lastIndexOf('.') + 1);
    const cells = rulesets.map((r) => {
      const row = byName.get(r.name)?.get(path);
      return row === undefined ? '—' : cell(formatValue(key, row.value));
    });
    out.push(`| \`${path}\` | ${cells.join(' | ')} |`);
  }
  for (const r of rulesets) {
    out.push('', `## \`${r.name}\` — ${r.title}`, '', `Source: ${r.source}.`, '');
    out.push('| Parameter | Value | Article | Basis and notes |', '|---|---|---|---|');
    for (const row of rulesetParams(r)) {
      const key = row.path.slice(row.path.lastIndexOf('.') + 1);
      const basis = row.basis === undefined ? '' : `*${row.basis}*${row.note === undefined ? '' : ': '}`;
      out.push(`| \`${row.path}\` | ${cell(formatValue(key, row.value))} | ${cell(row.rule)} | ${cell(basis + (row.note ?? ''))} |`);
    }
    out.push(
      '',
      `Articles cited for rulings without a parameter: ${Object.entries(r.cite)
        .map(([k, v]) => `${k} — ${v}`)
        .join('; ')}.`,
    );
  }
  return out.join('\n') + '\n';
}
