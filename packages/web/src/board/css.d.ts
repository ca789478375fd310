// Vite bundles a side-effect `import './board.css'`; the compiler only needs to know it exists.
declare module '*.css';
