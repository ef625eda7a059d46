import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The code-split pages whose chunk the server announces, by the source file Vite names them after. */
export const PRELOADED_PAGES = { blogPost: 'features/blog/blog-post-page.tsx' } as const;
export type PreloadedPage = keyof typeof PRELOADED_PAGES;

function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticImports(manifest, dep, seen);
  return seen;
}

/**
 * For each page of PRELOADED_PAGES, the `<link rel="modulepreload">` tags of its chunk and of the
 * chunks it imports that the entry does not, read from Vite's build manifest. The browser then
 * fetches them beside the entry instead of after it. Without a manifest (tests) there are none.
 */
export function routePreloads(clientDir: string): Record<PreloadedPage, string> {
  const file = join(clientDir, '.vite', 'manifest.json');
  const none = { blogPost: '' };
  if (!existsSync(file)) return none;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const initial = staticImports(manifest, 'index.html');
  const tags = Object.fromEntries(
    Object.entries(PRELOADED_PAGES).map(([page, source]) => {
      if (!manifest[source]) throw new Error(`The build manifest has no chunk for ${source}`);
      const chunks = [...staticImports(manifest, source)].filter((key) => !initial.has(key));
      return [
        page,
        chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`).join('\n    '),
      ];
    }),
  );
  return { ...none, ...tags };
}
