// Bundles the server (src/server/main.ts and what it imports) into dist/server/main.mjs, which
// `npm start` runs, and a few chunks it imports on demand. Loading a few files instead of a few
// thousand modules halves start-up (docs/performance.md); the source still runs as it is in tests
// and `npm run dev`. Code only some requests need sits in chunks of its own (decision 015).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a hash: without this, chunks of earlier builds would pile up.
rmSync('dist/server', { recursive: true, force: true });
await build({
  // The job worker and the page renderer run in threads of their own, so each is an entry of its own
  // (dist/server/worker.mjs, dist/server/page-render-worker.mjs).
  entryPoints: {
    main: 'src/server/main.ts',
    worker: 'src/server/jobs/worker.ts',
    'page-render-worker': 'src/server/plugins/page-render-worker.ts',
  },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  // Beside main.mjs, two folders below the root, as src/server/paths.ts expects.
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // PGlite loads its WASM and pdfkit its font metrics from files beside their own code; pino-pretty is a
  // development dependency, loaded only when pretty logs are asked for; Piscina starts its worker threads
  // from a script beside its own code.
  external: ['@electric-sql/pglite', 'pdfkit', 'pg-native', 'pino-pretty', 'piscina'],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// A migrated PGlite data directory that the server copies into an empty one (decision 015).
const { writePgliteTemplate } = await import('#server/db/pglite-template.ts');
await writePgliteTemplate();
