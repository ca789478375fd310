/** Style sheets are imported for their side effect; Vite bundles them. */
declare module '*.css';
