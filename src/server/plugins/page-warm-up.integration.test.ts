import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * Issue 32: the blog list's first visit after a start was slow, because the first page a server
 * answers loads the page renderer and builds the page. Once the server listens, the landing page
 * and the blog list are built in the background, so their first visitors get a page already built.
 */
describe('public pages are built once the server listens', () => {
  let app: App;
  let database: Database;
  let clientDir: string;
  const rendered: string[] = [];

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'https://irish.example' }),
      database,
      clientDir,
      logger: false,
      renderPage: async (path) => {
        rendered.push(path);
        return `<main>${path}</main>`;
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('builds the landing page and the blog list in the background, and their first visitors get them without a new build', async () => {
    await expect.poll(() => [...rendered].sort(), { timeout: 10_000 }).toEqual(['/', '/blog']);
    for (const path of ['/blog', '/']) {
      const res = await app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
    }
    const blog = await app.inject({ method: 'GET', url: '/blog' });
    expect(blog.body).toContain('<main>/blog</main>');
    expect(rendered).toEqual(expect.arrayContaining(['/', '/blog']));
    expect(rendered).toHaveLength(2);
  });
});
