import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const appUrl = 'https://irish.example';

/** The share image every page names in og:image: served from the built client, as `vite build` copies public/. */
describe('og:image', () => {
  let app: App;
  let database: Database;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    cpSync('public', clientDir, { recursive: true });
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', APP_URL: appUrl }),
      database,
      clientDir,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('every page names a 1200×630 PNG that answers 200 image/png', async () => {
    const { posts } = (await app.inject({ method: 'GET', url: '/api/blog' })).json<{ posts: { slug: string }[] }>();
    const paths = ['/', '/blog', `/blog/${posts[0].slug}`, '/privacy-policy', '/cookie-policy', '/guarantee', '/login'];
    const images = new Set<string>();
    for (const path of [...paths, '/no-such-page']) {
      const page = await app.inject({ method: 'GET', url: path });
      const image = /<meta property="og:image" content="([^"]+)">/.exec(page.body)?.[1];
      expect(image, path).toBeDefined();
      images.add(image!);
    }
    expect([...images]).toEqual([`${appUrl}/og-image.png`]);

    const res = await app.inject({ method: 'GET', url: new URL([...images][0]).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
