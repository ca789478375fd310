/** A small argument parser: `--name value`, `--flag`, and positional arguments. */
export interface ParsedArgs {
  readonly options: ReadonlyMap<string, string | true>;
  readonly positional: readonly string[];
}

/** An argument the command does not know or a value missing. */
export interface ArgsError {
  readonly message: string;
}

/**
 * Parses `args` given the names of options that take a value and of boolean flags.
 * Unknown options are errors (a typo must not be silently ignored).
 */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
): { ok: true; value: ParsedArgs } | { ok: false; error: ArgsError } {
  const options = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (valued.includes(name)) {
        const value = eq > 0 ? a.slice(eq + 1) : args[++i];
        if (value === undefined) return { ok: false, error: { message: `option --${name} needs a value` } };
        options.set(name, value);
      } else if (flags.includes(name) && eq < 0) {
        options.set(name, true);
      } else {
        return { ok: false, error: { message: `unknown option --${name}` } };
      }
    } else {
      positional.push(a);
    }
  }
  return { ok: true, value: { options, positional } };
}
