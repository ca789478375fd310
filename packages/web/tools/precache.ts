/**
 * Which built files the over-the-board pages need, read from the bundle's chunk graph (pure: the
 * plugin passes the chunks in, the tests pass made-up ones). Those pages start from the entry
 * chunk (index.html's script), which loads their own chunk (`src/otb/main.tsx`) with a dynamic
 * import; they need both, everything either imports statically, everything the pages' chunk may
 * load later (its dynamic imports, transitively), and the CSS and files (fonts, images) of each.
 * The app's other lazy chunks (the entry's other dynamic imports) are not needed.
 */

/** What the precache list reads from one output chunk (Rollup's fields, plus Vite's `viteMetadata`). */
export interface ChunkFacts {
  /** The file under dist, like `assets/index-abc.js`. */
  readonly fileName: string;
  readonly isEntry: boolean;
  /** The module the chunk stands for, when it has one (an entry or a dynamic import's target). */
  readonly facadeModuleId: string | null;
  /** Files this chunk imports statically. */
  readonly imports: readonly string[];
  /** Files this chunk may import dynamically. */
  readonly dynamicImports: readonly string[];
  /** CSS files Vite loads with this chunk. */
  readonly importedCss: readonly string[];
  /** Other files (fonts, images) the chunk's code or CSS refers to. */
  readonly importedAssets: readonly string[];
}

/**
 * The files (under dist, sorted, each once) that the entry chunks and the chunks standing for a
 * module `isOtbModule` accepts need, as described above. Throws when no chunk stands for such a
 * module: the pages would not work offline, so the build must fail (a moved `src/otb/main.tsx`).
 */
export function otbFiles(chunks: readonly ChunkFacts[], isOtbModule: (id: string) => boolean): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const otb = chunks.filter((c) => c.facadeModuleId !== null && isOtbModule(c.facadeModuleId));
  if (otb.length === 0) throw new Error('precache: no chunk stands for the over-the-board entry (src/otb/main.tsx)');
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string, followDynamic: boolean) => {
    const c = byName.get(name);
    if (c === undefined || seen.has(`${name} ${followDynamic}`)) return;
    seen.add(`${name} ${followDynamic}`);
    files.add(c.fileName);
    for (const f of [...c.importedCss, ...c.importedAssets]) files.add(f);
    for (const f of c.imports) visit(f, followDynamic);
    if (followDynamic) for (const f of c.dynamicImports) visit(f, true);
  };
  for (const c of chunks) if (c.isEntry) visit(c.fileName, false);
  for (const c of otb) visit(c.fileName, true);
  return [...files].sort();
}
