/**
 * The limit for a public page: the HTML the app sends for it (`/`, a blog post), saved and served with
 * dist/client's files (and the app's robots.txt) by a bare node:http server (gzip when the browser asks, as the app does; no
 * logging, hooks, or headers beyond the content type). Lighthouse on it measures what this content
 * costs when nothing else does. Paths it cannot serve are collected, so a page that needs the API
 * shows in the report.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '#tests/reliability/support/server.ts';

const CLIENT_DIR = join(REPO_ROOT, 'dist/client');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

export type StaticTwin = { url: string; missing: Set<string>; stop(): Promise<void> };

/** A static copy of the app's pages at `paths` (the HTML the app sends for each, saved now). */
export async function startStaticTwin(appUrl: string, paths: string[] = ['/']): Promise<StaticTwin> {
  const pages = new Map<string, Buffer>();
  for (const path of paths) {
    const page = await fetch(`${appUrl}${path}`);
    if (!page.ok) throw new Error(`GET ${path} answered ${page.status}`);
    pages.set(path, Buffer.from(await page.text()));
  }
  // The app answers /robots.txt itself (Lighthouse's SEO audit reads it); the copy serves the same text.
  const robots = await fetch(`${appUrl}/robots.txt`);
  const robotsTxt = robots.ok ? Buffer.from(await robots.text()) : null;
  const files = new Map<string, { body: Buffer; gzip: Buffer | null; type: string }>();
  const missing = new Set<string>();

  async function load(path: string) {
    const known = files.get(path);
    if (known) return known;
    const page = pages.get(path);
    const ext = page ? '.html' : extname(path);
    const file = normalize(join(CLIENT_DIR, path));
    if (!page && (!file.startsWith(`${CLIENT_DIR}/`) || !TYPES[ext])) return null;
    const body = page ?? (path === '/robots.txt' ? robotsTxt : await readFile(file).catch(() => null));
    if (!body) return null;
    const entry = { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : null, type: TYPES[ext] };
    files.set(path, entry);
    return entry;
  }

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    void load(path).then((entry) => {
      if (!entry) {
        missing.add(path);
        res.writeHead(404).end();
        return;
      }
      const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = gzip ? entry.gzip! : entry.body;
      res.writeHead(200, {
        'content-type': entry.type,
        'content-length': body.length,
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    missing,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
