import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const browserAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: fileURLToPath(new URL('./src/client/lib/preact-react.js', import.meta.url)) },
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/client/lib/preact-react.js', import.meta.url)) },
];

// `vite build --ssr entry-server.tsx` builds the page renderer the server runs (decision 032) as a
// few files with the packages it uses inside, production React only: left as imports, the packages
// were hundreds of files to resolve and load (every icon of lucide-react, every part of radix-ui),
// 1.1–1.4 s of CPU at a load average of 20 against 0.16 s bundled (issue 32, the blog list's first visit).
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // Issue 9 / decision 010: the browser bundle runs on Preact's React-compatible layer (about 4 KB
  // gzipped instead of react-dom's 58 KB). Types, tests and the server's renderer still see React.
  resolve: { alias: isSsrBuild ? [] : browserAliases },
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/ssr' : './dist/client', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the server to send a modulepreload for a page's own chunk (src/server/plugins/route-preloads.ts).
    manifest: !isSsrBuild,
    // Current browsers read <link rel="modulepreload"> themselves (decision 081); an older one still
    // loads each module when it is imported, a round trip later.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
