import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '#client/entry-server.tsx';
import { buildApp, DEFAULT_BLOG_DIR, type App } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { loadBlog } from '#server/modules/blog/repository.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** What a reader without JavaScript sees in the app's root element: its text, tags and comments removed. */
function rootText(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ');
}

const firstSentence = (html: string) =>
  rootText(`<div id="root">${html}</div><script type="application/json"`)
    .trim()
    .split(/(?<=\.) /)
    .find((s) => s.length > 40)!;

const CSS = '.text-slate-900{color:#0f172b}';

/** Decision 032: public pages arrive as complete HTML, rendered by React from the client's own code. */
describe('server-rendered public pages', () => {
  let app: App;
  let database: Database;
  const appUrl = 'https://irish.example';
  const blog = loadBlog(DEFAULT_BLOG_DIR);

  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'index-abc.css'), CSS);
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><!--app-head-->\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', APP_URL: appUrl }),
      database,
      clientDir,
      renderPage,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

  it('the landing page holds its headline, its text and the prices', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const text = rootText(res.body);
    const pricing = (await get('/api/pricing')).json();
    expect(text).toContain(pricing.pdf_guide.display);
    expect(text).toContain('Is your grandparent Irish? You could be too.');
    expect(text).toContain('Find out in four questions whether you can become an Irish citizen');
    // The sections below the fold and the footer are there too, not only after a script runs.
    expect(text).toContain('Cookie Policy');
    expect(title(res.body)).toContain('Irish Citizenship');
    expect(canonical(res.body)).toBe(`${appUrl}/`);
  });

  it("the landing page holds each registry's certificate fee, though the browser loads that list's code after the first render", async () => {
    // A fresh copy of the renderer, as in a server that has just started: its first render must hold the list too.
    vi.resetModules();
    const fresh = await import('#client/entry-server.tsx');
    const pricing = (await get('/api/pricing')).json();
    const text = rootText(
      `<div id="root">${await fresh.renderPage('/', { signedOut: true, pricing })}</div><script type="application/json"`,
    );
    expect(text).toContain('Registry fees by office');
    for (const office of ['Republic of Ireland', 'Northern Ireland', 'England and Wales', 'Scotland'])
      expect(text).toContain(office);
    expect(text).toContain('Ask the office for the current fee');
    expect(text).not.toContain('Loading the registries’ fees');
  });

  it('a blog post holds its headline and a sentence of the article', async () => {
    const post = blog.get(blog.list()[0].slug)!;
    const res = await get(`/blog/${post.slug}`);
    expect(res.statusCode).toBe(200);
    const text = rootText(res.body);
    expect(text).toContain(post.title);
    expect(text).toContain(firstSentence(post.content));
    expect(title(res.body)).toContain(post.title);
    expect(canonical(res.body)).toBe(`${appUrl}/blog/${post.slug}`);
  });

  it('a tag page holds its headline and the titles and descriptions of its articles', async () => {
    const tag = blog.list()[0].tags[0];
    const res = await get(`/blog/tag/${encodeURIComponent(tag)}`);
    expect(res.statusCode).toBe(200);
    const text = rootText(res.body);
    expect(text).toContain(`Articles tagged “${tag}”`);
    for (const post of blog.byTag(tag)) {
      expect(text).toContain(post.title);
      expect(text).toContain(post.description);
    }
    expect(title(res.body)).toBe(`Articles tagged “${tag}” | Blog`);
    expect(canonical(res.body)).toBe(`${appUrl}/blog/tag/${encodeURIComponent(tag)}`);
    // Another spelling of the same path (built per request, not kept) shows the same page.
    const spelledOtherwise = await get(
      `/blog/tag/%${tag.charCodeAt(0).toString(16)}${encodeURIComponent(tag.slice(1))}`,
    );
    expect(rootText(spelledOtherwise.body)).toContain(`Articles tagged “${tag}”`);
  });

  it.each([
    ['/cookie-policy', 'Cookie Policy', 'What cookies and local storage are'],
    ['/privacy-policy', 'Privacy Policy', 'What we collect'],
  ])('%s holds its headline and its sections', async (path, headline, section) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
    expect(rootText(res.body)).toContain(section);
    expect(title(res.body)).toContain(headline);
    expect(canonical(res.body)).toBe(`${appUrl}${path}`);
  });

  it('the stylesheet comes inside the HTML, so the first paint waits for no other request', async () => {
    const { body } = await get('/');
    expect(body).toContain(`<style>${CSS}</style>`);
    expect(body).not.toContain('rel="stylesheet"');
  });

  it('the blog, the guarantee and the 404 page are rendered too; signed-in pages are left to the client', async () => {
    expect(rootText((await get('/blog')).body)).toContain(blog.list()[0].title);
    expect(rootText((await get('/guarantee')).body)).toMatch(/guarantee/i);
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(rootText(missing.body)).toContain('404 Page Not Found');
    expect((await get('/dashboard')).body).toContain('<div id="root"></div>');
    // With a session cookie, `/` may be the dashboard: the client decides.
    expect((await get('/', { cookie: 'better-auth.session_token=abc.def' })).body).toContain('<div id="root"></div>');
  });

  it.each(['/', '/home', '/blog', '/cookie-policy', '/privacy-policy', `/blog/${blog.list()[0].slug}`])(
    '%s carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match',
    async (path) => {
      const first = await get(path);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(path, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    },
  );

  it('a rendered page loads its scripts after its first paint, through the one inline script the CSP allows', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const data = /<script type="application\/json" id="deferred-scripts">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(data!)).toEqual({ entry: '/assets/index-abc.js', preload: ['/assets/react-abc.js'] });
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1].split(' ');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`);
    // A page the client renders needs its scripts at once: they stay in its head.
    const shell = (await get('/dashboard')).body;
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(shell).not.toContain('deferred-scripts');
  });

  it.each(['/', `/blog/${blog.list()[0].slug}`, '/privacy-policy'])(
    '%s is sent compressed as the browser accepts, each encoding with its own ETag',
    async (path) => {
      const plain = await get(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('cookie, accept-encoding');
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
      const revalidated = await get(path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers.etag).toBe(br.headers.etag);
      // The tag of another encoding does not validate this one.
      expect(
        (await get(path, { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) })).statusCode,
      ).toBe(200);
    },
  );

  it('the 404 page is compressed too, with gzip', async () => {
    const missing = await get('/no-such-page', { 'accept-encoding': 'br, gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.rawPayload).toString()).toContain('404 Page Not Found');
  });

  it('a page that fails to render is sent as the shell the client renders, and rendered again on the next request', async () => {
    let calls = 0;
    const failingOnce = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', APP_URL: appUrl }),
      database,
      clientDir,
      renderPage: async (path, data) => (++calls === 1 ? Promise.reject(new Error('boom')) : renderPage(path, data)),
      logger: false,
    });
    try {
      const first = await failingOnce.inject({ method: 'GET', url: '/privacy-policy' });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<div id="root"></div>');
      const second = await failingOnce.inject({ method: 'GET', url: '/privacy-policy' });
      expect(rootText(second.body)).toContain('What we collect');
    } finally {
      await failingOnce.close();
    }
  });

  it.each(['/api/pricing', '/api/blog'])(
    '%s carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match',
    async (path) => {
      const first = await get(path);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = String(first.headers.etag);
      const again = await get(path, { 'if-none-match': `W/${etag}, "other"` });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('public, max-age=300');
      expect((await get(path, { 'if-none-match': '"other"' })).json()).toEqual(first.json());
    },
  );
});
