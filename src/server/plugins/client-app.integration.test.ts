import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

/** The HTML shell as the server sends it: metadata must be there without running any script. */
describe('server-sent pages', () => {
  let app: App;
  let database: Database;
  const appUrl = 'https://irish.example';

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-1.js'] },
        '_shared-1.js': { file: 'assets/shared-1.js' },
        '_blog-only-1.js': { file: 'assets/blog-only-1.js' },
        'features/blog/blog-post-page.tsx': {
          file: 'assets/blog-post-page-1.js',
          imports: ['index.html', '_shared-1.js', '_blog-only-1.js'],
        },
      }),
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
    await app.close();
    await database.close();
  });

  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const pageData = (html: string) => {
    const blocks = [...html.matchAll(/<script type="application\/json" id="page-data">(.*?)<\/script>/gs)];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0][1]);
  };
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('landing page carries title, description, Open Graph and Organization/WebSite/FAQPage JSON-LD', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(/<title>[^<]*Irish Citizenship[^<]*<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain(`<link rel="canonical" href="${appUrl}/">`);
    expect(html).toContain('<meta property="og:title"');
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(['Organization', 'WebSite', 'FAQPage']);
    const faq = jsonLd(html)[2];
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
  });

  it('a blog post page has its own title, canonical URL and BlogPosting JSON-LD', async () => {
    const { posts } = (await app.inject({ method: 'GET', url: '/api/blog' })).json();
    const post = posts[0];
    const res = await app.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${appUrl}/blog/${post.slug}">`);
    expect(res.body).toContain('<meta property="og:type" content="article">');
    const [posting] = jsonLd(res.body);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.publishedAt });
  });

  it('the landing page carries the prices GET /api/pricing answers, and says a visitor without a session cookie is signed out', async () => {
    const pricing = (await app.inject({ method: 'GET', url: '/api/pricing' })).json();
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    const anonymous = await app.inject({ method: 'GET', url: '/' });
    expect(anonymous.headers.vary).toContain('cookie');
    expect(pageData(anonymous.body)).toEqual({ config, signedOut: true, pricing });
    const withSession = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { cookie: 'theme=x; better-auth.session_token=abc.def' },
    });
    expect(pageData(withSession.body)).toEqual({ config, pricing });
    const secure = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { cookie: '__Secure-better-auth.session_token=abc' },
    });
    // The blog carries its list as GET /api/blog answers it (decision 032), and no signedOut.
    const blogPosts = (await app.inject({ method: 'GET', url: '/api/blog' })).json();
    expect(pageData(secure.body)).toEqual({ config, blogPosts });
    expect(modulePreloads(anonymous.body)).toEqual([]);
  });

  it('a blog post page carries the article as GET /api/blog/:slug answers it, escaped, and preloads its own chunks', async () => {
    const { posts } = (await app.inject({ method: 'GET', url: '/api/blog' })).json();
    const post = (await app.inject({ method: 'GET', url: `/api/blog/${posts[0].slug}` })).json();
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    const res = await app.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(post.content).toContain('</');
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(res.body)![1];
    expect(block).not.toContain('<');
    expect(pageData(res.body)).toEqual({ config, signedOut: true, blogPost: post });
    expect(modulePreloads(res.body)).toEqual(['/assets/blog-post-page-1.js', '/assets/blog-only-1.js']);
    const missing = await app.inject({ method: 'GET', url: '/blog/not-a-post' });
    expect(pageData(missing.body)).toEqual({ config, signedOut: true });
    expect(modulePreloads(missing.body)).toEqual([]);
  });

  it('does not serve the build manifest', async () => {
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('unknown pages get the app shell with status 404 and noindex; unknown API paths get JSON', async () => {
    const page = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('404 Page Not Found');
    expect(page.body).toContain('noindex');
    expect((await app.inject({ method: 'GET', url: '/blog/not-a-post' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /api/nothing', code: 'NOT_FOUND' });
  });

  it('private pages are served but not indexed', async () => {
    const res = await app.inject({ method: 'GET', url: '/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('serves every signed-in view at its own address, titled, not indexed (decision 070)', async () => {
    const views: Array<[string, string]> = [
      ['/tree', 'Your Family Tree'],
      ['/tree/members/new?relationship=parent', 'Add Family Member'],
      ['/tree/members/0b6f4c1e-0000-4000-8000-000000000001', 'Edit Family Member'],
      ['/guide', 'Template Guide'],
      ['/guide/checkout', 'Payment'],
      ['/order-documents', 'Document Request'],
      ['/order-documents/0b6f4c1e-0000-4000-8000-000000000002', 'Confirm Your Request'],
      ['/order-documents/0b6f4c1e-0000-4000-8000-000000000002/checkout', 'Payment'],
      ['/application/posted', 'Your Application'],
      ['/orders/0b6f4c1e-0000-4000-8000-000000000003', 'My Orders'],
      ['/admin/claims', 'Admin'],
    ];
    for (const [url, title] of views) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title} |`);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
    for (const url of ['/tree/members', '/application/nothing', '/admin/nothing', '/orders/a/b']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    for (const prefix of ['/tree', '/guide', '/order-documents']) expect(robots.body).toContain(`Disallow: ${prefix}`);
  });

  it('serves robots.txt, sitemap.xml and the RSS feed', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /admin');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${appUrl}/blog</loc>`);
    const rss = await app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect((rss.body.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(6);
  });

  it('hashed assets are cached for a year and compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends security headers: CSP without inline scripts, no framing, HSTS behind https', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/eligibility-checks',
      headers: { origin: 'https://evil.example' },
      payload: { q1: 'no' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE');
    const same = await app.inject({
      method: 'POST',
      url: '/api/eligibility-checks',
      headers: { origin: appUrl },
      payload: { q1: 'no' },
    });
    expect(same.statusCode).toBe(201);
  });
});
