/**
 * Command-line arguments, read against one declarative spec per command: the options that take
 * a value (text, a choice, or a strict integer in a range), the boolean flags, the positional
 * arguments allowed, and the options that exclude or need each other. Every mistake is an error
 * value with one line naming it; nothing given is silently ignored.
 */
import { err, ok, quote } from '@flagfall/core';
import type { Result } from '@flagfall/core';

/** What one option takes. */
export type OptionSpec =
  /** A boolean flag: `--divide`; `--divide=yes` is an error. */
  | { readonly kind: 'flag' }
  /** Any text: `--fen FEN` or `--fen=FEN`. */
  | { readonly kind: 'text' }
  /** One of a few words: `--side white|black`. */
  | { readonly kind: 'choice'; readonly values: readonly string[] }
  /** A plain decimal integer within `min` … `max` (see `parseStrictInt`). */
  | { readonly kind: 'int'; readonly min: number; readonly max: number };

/** The arguments one command accepts. */
export interface CommandSpec {
  /** Options by name, without the leading `--`. */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Names of the positional arguments, all required, in order (`['FILE']`); none when absent. */
  readonly positional?: readonly string[];
  /** Whether the last positional argument may span several words (`flagfall tc 40/90, SD/30`). */
  readonly variadic?: boolean;
  /** A one-line synopsis (`flagfall adjudicate [--trace] FILE`) added to a missing or extra argument's error. */
  readonly synopsis?: string;
  /** Groups that exclude each other: no option of the first may be given with one of the second. */
  readonly conflicts?: ReadonlyArray<readonly [readonly string[], readonly string[]]>;
  /** `[option, needed]`: the option only means something together with `needed`. */
  readonly requires?: ReadonlyArray<readonly [string, string]>;
}

/** Arguments that passed their spec: values already checked and converted. */
export interface ParsedArgs {
  readonly positional: readonly string[];
  /** Whether the option was given. */
  has(name: string): boolean;
  /** The text of a `text` or `choice` option, `undefined` when not given. */
  text(name: string): string | undefined;
  /** The value of an `int` option, `undefined` when not given. */
  int(name: string): number | undefined;
}

/** A wrong argument: `message` is one line (no prefix, no newline) naming what is wrong. */
export interface ArgsError {
  readonly message: string;
}

/**
 * Reads `text` as a plain decimal integer within `min` … `max`: digits only (`/^[0-9]+$/`), so
 * no sign, spaces, `0x3`, `0b11`, `1e1` or empty text. The error names the option and the range:
 * `--depth must be an integer from 0 to 15, got "0x3"`.
 */
export function parseStrictInt(option: string, text: string, min: number, max: number): Result<number, ArgsError> {
  const value = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) return err({ message: `--${option} must be an integer from ${min} to ${max}, got ${quote(text)}` });
  return ok(value);
}

const fail = (message: string): Result<never, ArgsError> => err({ message });

/**
 * Parses `args` against `spec`. Options are `--name value` or `--name=value`; `--` ends the
 * options; a lone `-` is a positional argument (standard input). Errors: an unknown option, a
 * value given to a flag or missing for an option, a value out of its type or range, an option
 * given twice, a missing or extra positional argument, two conflicting options, an option
 * without the one it needs.
 */
export function parseArgs(args: readonly string[], spec: CommandSpec): Result<ParsedArgs, ArgsError> {
  const values = new Map<string, string | number | true>();
  const order: string[] = [];
  const positional: string[] = [];
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (optionsEnded || a === '-' || !a.startsWith('-')) {
      positional.push(a);
      continue;
    }
    if (a === '--') {
      optionsEnded = true;
      continue;
    }
    if (!a.startsWith('--')) return fail(`unknown option ${quote(a)}`);
    const eq = a.indexOf('=');
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    // Own properties only: `--toString` or `--__proto__` must not find Object.prototype members.
    const option = Object.hasOwn(spec.options, name) ? spec.options[name] : undefined;
    if (option === undefined) return fail(`unknown option ${quote(eq > 2 ? a.slice(0, eq) : a)}`);
    if (values.has(name)) return fail(`option --${name} given twice`);
    if (option.kind === 'flag') {
      if (eq > 0) return fail(`option --${name} takes no value`);
      values.set(name, true);
      order.push(name);
      continue;
    }
    let text: string | undefined;
    if (eq > 0) text = a.slice(eq + 1);
    else {
      const next = args[i + 1];
      // `--depth --divide`: the next option is not a value.
      if (next !== undefined && !(next.startsWith('--') && next.length > 2)) {
        text = next;
        i++;
      }
    }
    if (text === undefined) return fail(`option --${name} needs a value`);
    if (option.kind === 'int') {
      const n = parseStrictInt(name, text, option.min, option.max);
      if (!n.ok) return n;
      values.set(name, n.value);
    } else if (option.kind === 'choice' && !option.values.includes(text)) {
      return fail(`--${name} must be ${option.values.join(' or ')}, got ${quote(text)}`);
    } else {
      values.set(name, text);
    }
    order.push(name);
  }

  const names = spec.positional ?? [];
  const usage = spec.synopsis === undefined ? '' : ` (usage: ${spec.synopsis})`;
  if (positional.length < names.length) return fail(`missing ${names[positional.length]!}${usage}`);
  if (positional.length > names.length && !(spec.variadic === true && names.length > 0)) {
    const extra = quote(positional[names.length]!);
    return fail(
      names.length === 0
        ? `unexpected argument ${extra}: this command takes options only`
        : `unexpected argument ${extra} after ${names.join(' ')}${usage}`,
    );
  }
  for (const [left, right] of spec.conflicts ?? []) {
    const a = left.find((n) => values.has(n));
    const b = right.find((n) => values.has(n));
    if (a !== undefined && b !== undefined) {
      const [first, second] = order.indexOf(a) < order.indexOf(b) ? [a, b] : [b, a];
      return fail(`option --${second} cannot be used with --${first}`);
    }
  }
  for (const [option, needed] of spec.requires ?? []) {
    if (values.has(option) && !values.has(needed)) return fail(`option --${option} needs --${needed}`);
  }

  // Asking for an option the spec does not declare, or as the wrong type, is a bug in the command.
  const get = (name: string, kinds: readonly OptionSpec['kind'][]): string | number | true | undefined => {
    const option = Object.hasOwn(spec.options, name) ? spec.options[name] : undefined;
    if (option === undefined || !kinds.includes(option.kind))
      throw new Error(`bug: --${name} is not a ${kinds.join('/')} option of this command`);
    return values.get(name);
  };
  return ok({
    positional,
    has: (name) => get(name, ['flag', 'text', 'choice', 'int']) !== undefined,
    text: (name) => get(name, ['text', 'choice']) as string | undefined,
    int: (name) => get(name, ['int']) as number | undefined,
  });
}
