/**
 * How much the page weighs: the gzip size of every JS and CSS file of the build, and of the JS a
 * first visit loads (the entry script of dist/index.html, its modulepreloads and every static
 * import they make, transitively), against the budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The page's budget: 150 KB of gzipped JavaScript for the game page. */
export const BUDGET_GZIP_BYTES = 150 * 1024;

/** One built file and its sizes in bytes. */
export interface AssetSize {
  /** The path under dist, like `assets/index-abc.js`. */
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** The gzip size (zlib's default level, as most servers and Vite's report use). */
export function gzipSize(data: Buffer): number {
  return gzipSync(data).length;
}

/** Every .js and .css file under `dist/assets`, largest gzip first. */
export function assetSizes(dist: string): AssetSize[] {
  const dir = join(dist, 'assets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => {
      const data = readFileSync(join(dir, f));
      return { file: `assets/${f}`, bytes: data.length, gzipBytes: gzipSize(data) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The local paths (under dist, no leading slash) that index.html loads as scripts, modulepreloads and stylesheets. */
export function entryFiles(indexHtml: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const local = (u: string) => (/^(?:[a-z]+:)?\/\//i.test(u) ? null : u.replace(/^\.?\//, ''));
  for (const m of indexHtml.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)) {
    const f = local(m[1]!);
    if (f !== null) scripts.push(f);
  }
  for (const m of indexHtml.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel="([^"]+)"/i.exec(m[0])?.[1];
    const href = /\bhref="([^"]+)"/i.exec(m[0])?.[1];
    if (href === undefined) continue;
    const f = local(href);
    if (f === null) continue;
    if (rel === 'modulepreload') scripts.push(f);
    else if (rel === 'stylesheet') styles.push(f);
  }
  return { scripts, styles };
}

/**
 * The static imports of a built module: `import … from "./x.js"`, `import "./x.js"` and
 * `export … from "./x.js"` (minified or not); dynamic `import("…")` is not followed.
 */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g)) out.push(m[1]!);
  return out;
}

/** The JS files a first visit loads, closed under static imports, as paths under dist. */
export function initialScripts(dist: string): string[] {
  const { scripts } = entryFiles(readFileSync(join(dist, 'index.html'), 'utf8'));
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const f = queue.shift()!;
    if (seen.has(f) || !existsSync(join(dist, f))) continue;
    seen.add(f);
    for (const spec of staticImports(readFileSync(join(dist, f), 'utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      queue.push(spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(f), spec)));
    }
  }
  return [...seen];
}

/** Kilobytes with one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
