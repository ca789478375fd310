// What Vite puts on `import.meta.env` (only what the page reads): `PROD` is true in `vite build`, false under `vite dev`.
interface ImportMetaEnv {
  readonly PROD: boolean;
  readonly DEV: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
