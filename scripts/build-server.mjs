// Bundles the server (src/server/main.ts and what it imports) into dist/server/main.mjs, which
// `npm start` runs. Loading one file instead of a few thousand modules halves start-up
// (docs/performance.md); the source still runs as it is in tests and `npm run dev`.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // PGlite loads its WASM and pdfkit its font metrics from files beside their own code.
  external: ['@electric-sql/pglite', 'pdfkit', 'pg-native'],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
