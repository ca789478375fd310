/**
 * The Vite plugin that makes the over-the-board pages an installable, offline app:
 *
 * - writes the icons (`icons/*.png`, drawn by `icon.ts`, encoded by `png.ts`) into the build,
 *   and serves them under `vite dev` too;
 * - lists what the pages need (`precache.ts` over the bundle's chunk graph, plus `public/` and the
 *   icons), hashes all of it (with index.html, the shell) into a build id;
 * - builds the service worker (`src/otb/sw/sw.ts` and what it imports) into one classic script,
 *   `dist/sw.js`, with that list and id injected as `__FLAGFALL_PRECACHE__`.
 *
 * The same sources always give the same sw.js, so browsers update the worker only when something
 * it caches changed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { makeRoute } from '../src/app/routes.js';
import type { PrecacheManifest } from '../src/otb/sw/policy.js';
import { ICONS, renderIcon, type IconFile } from './icon.js';
import { encodePng } from './png.js';
import { otbFiles, type ChunkFacts } from './precache.js';

/** The worker's source, relative to the package. */
const SW_ENTRY = 'src/otb/sw/sw.ts';
/** The over-the-board pages' chunk stands for this module. */
const OTB_MAIN = 'src/otb/main.tsx';
/** The worker's file under dist (served at `/sw.js`: its scope may then be the whole site). */
export const SW_FILE = 'sw.js';

const pngs = new Map<string, Uint8Array>();
/** The icon's PNG, drawn once per process. */
function iconPng(icon: IconFile): Uint8Array {
  let png = pngs.get(icon.file);
  if (png === undefined) {
    png = encodePng(icon.size, icon.size, renderIcon(icon));
    pngs.set(icon.file, png);
  }
  return png;
}

/** Every file under `dir`, as `/`-separated paths relative to it, sorted; none when `dir` is absent. */
function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** The chunk facts `otbFiles` reads. */
function factsOf(c: Rolldown.OutputChunk): ChunkFacts {
  return {
    fileName: c.fileName,
    isEntry: c.isEntry,
    facadeModuleId: c.facadeModuleId,
    imports: c.imports,
    dynamicImports: c.dynamicImports,
    importedCss: [...(c.viteMetadata?.importedCss ?? [])],
    importedAssets: [...(c.viteMetadata?.importedAssets ?? [])],
  };
}

/** Builds the worker with `manifest` injected: its code (a classic script) and its source map. */
async function buildWorker(root: string, manifest: PrecacheManifest): Promise<{ code: string; map: string | null }> {
  const out = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    define: { __FLAGFALL_PRECACHE__: JSON.stringify(manifest) },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: { input: resolve(root, SW_ENTRY), output: { format: 'iife', entryFileNames: SW_FILE } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const chunk = outputs.find((o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.fileName === SW_FILE);
  if (chunk === undefined) throw new Error(`pwa: the service worker build wrote no ${SW_FILE}`);
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
    throw new Error(`pwa: ${SW_FILE} must be one classic script, and it imports other files`);
  const map = outputs.find((o): o is Rolldown.OutputAsset => o.type === 'asset' && o.fileName === `${SW_FILE}.map`);
  return { code: chunk.code, map: map === undefined ? null : String(map.source) };
}

/** The plugin (see the file's comment). */
export function pwaPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'flagfall-pwa',
    configResolved(c) {
      config = c;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = ICONS.find((i) => req.url === `/${i.file}`);
        if (icon === undefined) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(iconPng(icon));
      });
    },
    generateBundle: {
      // After Vite's own hooks, so index.html and every chunk's CSS are in the bundle.
      order: 'post',
      async handler(_options, bundle) {
        if (config === undefined) throw new Error('pwa: no resolved config');
        for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: iconPng(icon) });

        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const otbId = resolve(config.root, OTB_MAIN).split(sep).join('/');
        const built = otbFiles(chunks.map(factsOf), (id) => id.split(sep).join('/') === otbId);
        const publicFiles = config.publicDir === '' ? [] : filesUnder(config.publicDir);
        const files = [...new Set([...built, ...publicFiles, ...ICONS.map((i) => i.file)])].sort();

        // Every byte that is cached goes into the build id: the icons', the bundle's as written, public/'s from the disk.
        const contentOf = (file: string): string | Uint8Array => {
          const icon = ICONS.find((i) => i.file === file);
          if (icon !== undefined) return iconPng(icon);
          const o = bundle[file];
          if (o !== undefined) return o.type === 'chunk' ? o.code : o.source;
          if (publicFiles.includes(file)) return readFileSync(join(config!.publicDir, file));
          throw new Error(`pwa: ${file} is to be cached but is neither built nor in public/`);
        };
        const hash = createHash('sha256');
        for (const file of ['index.html', ...files]) hash.update(`${file}\0`).update(contentOf(file)).update('\0');
        const manifest: PrecacheManifest = {
          build: hash.digest('hex').slice(0, 16),
          shells: [makeRoute({ name: 'clock' }), makeRoute({ name: 'arbiter' })],
          files: files.map((f) => `/${f}`),
        };

        const worker = await buildWorker(config.root, manifest);
        this.emitFile({ type: 'asset', fileName: SW_FILE, source: worker.code });
        if (worker.map !== null) this.emitFile({ type: 'asset', fileName: `${SW_FILE}.map`, source: worker.map });
      },
    },
  };
}
