import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

/** A page asked for with a trailing slash or in another case moves to its canonical path. */
describe('canonical page paths', () => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, clientDir, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url });

  it.each([
    ['/blog/', '/blog'],
    ['/blog//', '/blog'],
    ['/Blog', '/blog'],
    ['/PRIVACY-POLICY/', '/privacy-policy'],
    ['/cookie-policy/', '/cookie-policy'],
    ['/Guarantee', '/guarantee'],
    ['/login/', '/login'],
    ['/home/', '/home'],
    ['/Dashboard', '/dashboard'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('keeps the query string', async () => {
    const res = await get('/Blog/?utm_source=newsletter&page=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog?utm_source=newsletter&page=2');
  });

  it('moves a blog post and a tag to the spelling the blog uses', async () => {
    const { posts } = (await get('/api/blog')).json<{ posts: { slug: string; tags: string[] }[] }>();
    const post = posts[0];
    const postRes = await get(`/blog/${post.slug.toUpperCase()}/`);
    expect(postRes.statusCode).toBe(301);
    expect(postRes.headers.location).toBe(`/blog/${post.slug}`);
    const tag = post.tags[0];
    const tagRes = await get(`/blog/tag/${encodeURIComponent(tag.toUpperCase())}/`);
    expect(tagRes.statusCode).toBe(301);
    expect(tagRes.headers.location).toBe(`/blog/tag/${encodeURIComponent(tag)}`);
    expect((await get(postRes.headers.location as string)).statusCode).toBe(200);
  });

  it('answers HEAD the same way', async () => {
    const res = await get('/blog/', 'HEAD');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog');
  });

  it('leaves canonical pages, unknown paths, other methods and the API alone', async () => {
    expect((await get('/blog')).statusCode).toBe(200);
    expect((await get('/privacy-policy?x=1')).statusCode).toBe(200);
    expect((await get('/Nowhere/')).statusCode).toBe(404);
    expect((await get('/blog/no-such-post/')).statusCode).toBe(404);
    expect((await get('//evil.example/')).headers.location).toBeUndefined();
    expect((await get('/API/health')).headers.location).toBeUndefined();
    expect((await get('/api/blog/')).statusCode).toBe(200);
    expect((await get('/blog/', 'POST')).headers.location).toBeUndefined();
  });
});
