/**
 * What each signed-in route loads beyond the landing page's initial JS: the route's own lazy chunk
 * (found in Vite's manifest, dist/client/.vite/manifest.json, by the source module it was built
 * from, so a renamed or re-hashed chunk is still found) plus every chunk it imports statically,
 * less the chunks the landing page already loads. Gzipped as bench/frontend.ts's bundleReport
 * measures the initial JS (zlib default level).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '#tests/reliability/support/server.ts';

const CLIENT_DIR = join(REPO_ROOT, 'dist/client');

type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
export type RouteChunk = {
  /** The source module the route's chunk was built from, e.g. app/routes/tree-page.tsx. */
  module: string;
  /** The route's chunk and its static imports not in the landing page's initial JS, gzipped. */
  files: { file: string; gzip: number }[];
  gzip: number;
};

export function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * The route's chunk: the first of `modules` (patterns on the manifest's source paths, tried in
 * order) that names a lazily loaded module; null when none does.
 */
export function routeChunk(
  manifest: Record<string, ManifestChunk>,
  modules: RegExp[],
  initialFiles: Set<string>,
): RouteChunk | null {
  const dynamic = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry);
  for (const pattern of modules) {
    const found = dynamic.find(([source]) => pattern.test(source));
    if (!found) continue;
    const seen = new Set<string>();
    const queue = [found[0]];
    while (queue.length) {
      const key = queue.shift()!;
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      queue.push(...(chunk.imports ?? []));
    }
    const files = [...seen]
      .map((f) => f.replace(/^assets\//, ''))
      .filter((f) => f.endsWith('.js') && !initialFiles.has(f))
      .map((file) => ({ file, gzip: gzipSync(readFileSync(join(CLIENT_DIR, 'assets', file))).length }));
    return { module: found[0], files, gzip: files.reduce((s, f) => s + f.gzip, 0) };
  }
  return null;
}
