// The web client's build: one page, hashed assets under dist/assets, served by the server at `/`;
// the over-the-board pages' icons and service worker (dist/sw.js) come from tools/pwaPlugin.ts.
import { defineConfig } from 'vite';
import { pwaPlugin } from './tools/pwaPlugin.js';

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    // The over-the-board pages' chunk (src/otb/main.tsx) and its CSS are `otb-…`, not a second `main-…` beside the entry.
    rolldownOptions: {
      output: {
        chunkFileNames: (c) =>
          c.facadeModuleId?.endsWith('/src/otb/main.tsx') === true ? 'assets/otb-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (a) => (a.names.includes('main.css') ? 'assets/otb-[hash][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [pwaPlugin()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true }, '/game/export': 'http://127.0.0.1:8080' },
  },
});
