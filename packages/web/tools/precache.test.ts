import { test } from 'node:test';
import assert from 'node:assert/strict';
import { otbFiles, type ChunkFacts } from './precache.js';

const chunk = (fileName: string, o: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  importedCss: [],
  importedAssets: [],
  ...o,
});
const OTB = '/repo/packages/web/src/otb/main.tsx';
const isOtb = (id: string) => id === OTB;

/** An app like ours: an entry that imports a vendor chunk, lazy-loads the over-the-board chunk and a lobby chunk. */
const BUNDLE: ChunkFacts[] = [
  chunk('assets/index-A.js', {
    isEntry: true,
    facadeModuleId: '/repo/packages/web/index.html',
    imports: ['assets/vendor-V.js'],
    dynamicImports: ['assets/otb-O.js', 'assets/Lobby-L.js'],
    importedCss: ['assets/index-A.css'],
  }),
  chunk('assets/vendor-V.js'),
  chunk('assets/otb-O.js', {
    facadeModuleId: OTB,
    imports: ['assets/vendor-V.js', 'assets/core-C.js'],
    dynamicImports: ['assets/pgn-P.js'],
    importedCss: ['assets/otb-O.css'],
  }),
  chunk('assets/core-C.js', { importedAssets: ['assets/beep-B.wav'] }),
  chunk('assets/pgn-P.js', { imports: ['assets/core-C.js'], dynamicImports: ['assets/deep-D.js'] }),
  chunk('assets/deep-D.js'),
  chunk('assets/Lobby-L.js', { imports: ['assets/lobbyOnly-X.js'], importedCss: ['assets/Lobby-L.css'] }),
  chunk('assets/lobbyOnly-X.js'),
];

test('the entry and the over-the-board chunk, with what they import, their lazy chunks, CSS and files', () => {
  assert.deepEqual(otbFiles(BUNDLE, isOtb), [
    'assets/beep-B.wav',
    'assets/core-C.js',
    'assets/deep-D.js',
    'assets/index-A.css',
    'assets/index-A.js',
    'assets/otb-O.css',
    'assets/otb-O.js',
    'assets/pgn-P.js',
    'assets/vendor-V.js',
  ]);
});

test('the app’s own lazy chunks are left out', () => {
  const files = otbFiles(BUNDLE, isOtb);
  for (const f of ['assets/Lobby-L.js', 'assets/Lobby-L.css', 'assets/lobbyOnly-X.js']) assert.ok(!files.includes(f), f);
});

test('import cycles end; a file named twice is listed once', () => {
  const cyclic = [
    chunk('assets/index-A.js', { isEntry: true, imports: ['assets/b.js'], dynamicImports: ['assets/otb.js'] }),
    chunk('assets/b.js', { imports: ['assets/index-A.js'] }),
    chunk('assets/otb.js', { facadeModuleId: OTB, imports: ['assets/b.js'], dynamicImports: ['assets/otb.js'] }),
  ];
  assert.deepEqual(otbFiles(cyclic, isOtb), ['assets/b.js', 'assets/index-A.js', 'assets/otb.js']);
});

test('a build without the over-the-board chunk is an error, not a silent offline failure', () => {
  assert.throws(() => otbFiles([chunk('assets/index-A.js', { isEntry: true })], isOtb), /no chunk stands for the over-the-board entry/);
});
