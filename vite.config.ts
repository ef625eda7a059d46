import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // Issue 9 / decision 010: the browser bundle runs on Preact's React-compatible layer (about 4 KB
  // gzipped instead of react-dom's 58 KB). Types, tests and the server still see React.
  resolve: {
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: fileURLToPath(new URL('./src/client/lib/preact-react.js', import.meta.url)) },
      { find: /^react$/, replacement: fileURLToPath(new URL('./src/client/lib/preact-react.js', import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the server to send a modulepreload for a page's own chunk (src/server/plugins/route-preloads.ts).
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
