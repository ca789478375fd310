// The web client's build: one page, hashed assets under dist/assets, served by the server at `/`.
import { defineConfig } from 'vite';

export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: true, reportCompressedSize: true },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true }, '/game/export': 'http://127.0.0.1:8080' },
  },
});
