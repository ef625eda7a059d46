import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '#shared/page-data.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { requestAs, signIn, type SignedIn } from '#tests/support/sign-in.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * Issue 32: a signed-in page comes with what its first screen reads, for the user its cookie
 * names and no one else, and no shared cache may keep it.
 */
describe('signed-in pages carry their first screen', () => {
  let t: TestApp;
  let clientDir: string;
  let aoife: SignedIn;
  let padraig: SignedIn;
  /** What the stand-in renderer was given, by request, to show the page is rendered from that data. */
  const rendered: { path: string; data: PageData }[] = [];

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'https://irish.example' });
    const database = await createTestDatabase();
    const app = await buildApp({
      config,
      database,
      clientDir,
      logger: false,
      renderPage: async (path, data) => {
        rendered.push({ path, data });
        const session = data.queries?.find((q) => q.key[0] === '/api/session')?.data as
          { user: { email: string } } | undefined;
        return `<main data-path="${path}">${session ? `Signed in as ${session.user.email}` : 'Public page'}</main>`;
      },
    });
    await app.ready();
    t = {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    };
    aoife = await signIn(t, 'aoife.first-screen@example.com');
    padraig = await signIn(t, 'padraig.first-screen@example.com');
    for (const [who, firstName, lastName] of [
      [aoife, 'Siobhan', 'Kavanagh'],
      [padraig, 'Fionnuala', 'Brennan'],
    ] as const) {
      const added = await requestAs(t, who, 'POST', '/api/family-members', {
        relationship: 'self',
        firstName,
        lastName,
        birthDate: '1990-05-01',
        birthPlace: 'Leeds',
        birthCountry: 'England',
      });
      expect(added.statusCode).toBe(201);
      const named = await requestAs(t, who, 'PUT', '/api/user/name', { name: `${firstName} ${lastName}` });
      expect(named.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const pageData = (html: string): PageData => {
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
    expect(block).not.toBeNull();
    return JSON.parse(block![1]) as PageData;
  };
  const answer = (data: PageData, url: string) => data.queries?.find((q) => q.key.includes(url))?.data;
  const page = (who: SignedIn | null, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: who ? { cookie: who.cookie } : {},
      remoteAddress: who?.ip ?? '127.0.0.1',
    });

  it("the dashboard comes rendered with the signed-in user's session and first-screen answers, the same JSON the API gives", async () => {
    const res = await page(aoife, '/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main data-path="/dashboard">Signed in as aoife.first-screen@example.com</main>');
    const data = pageData(res.body);
    expect(data.signedOut).toBeUndefined();
    expect(data.queries!.map((q) => q.key)).toEqual([
      ['/api/session'],
      ['tree-state', '/api/family-tree/eligibility'],
      ['tree-state', '/api/application'],
      ['/api/family-tree-lock'],
    ]);
    for (const url of ['/api/session', '/api/family-tree/eligibility', '/api/application', '/api/family-tree-lock']) {
      const api = await requestAs(t, aoife, 'GET', url);
      expect(answer(data, url), url).toEqual(api.json());
    }
    expect(JSON.stringify(data)).toContain('Siobhan');
  });

  it("holds only that user's data: another user's page names the other user and the other tree", async () => {
    const mine = (await page(aoife, '/application')).body;
    const theirs = (await page(padraig, '/application')).body;
    expect(mine).toContain('aoife.first-screen@example.com');
    expect(mine).toContain('Siobhan');
    expect(mine).not.toContain('padraig.first-screen@example.com');
    expect(mine).not.toContain('Fionnuala');
    expect(theirs).toContain('Fionnuala');
    expect(theirs).not.toContain('aoife.first-screen@example.com');
    expect(theirs).not.toContain('Siobhan');
    // Your Application's first screen reads the session and the workspace only.
    expect(pageData(mine).queries!.map((q) => q.key)).toEqual([['/api/session'], ['tree-state', '/api/application']]);
  });

  it('is not cacheable by anyone but the browser, and not even there on disk; it varies with the cookie', async () => {
    const res = await page(aoife, '/dashboard');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(res.headers.etag).toBeUndefined();
    // The public landing page is still shared-cacheable, and carries no one's data.
    const anonymous = await page(null, '/');
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(pageData(anonymous.body).queries).toBeUndefined();
  });

  it('a cookie that names no session gets the bare shell and no data, as before', async () => {
    const before = rendered.length;
    const res = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(pageData(res.body).queries).toBeUndefined();
    expect(res.body).not.toContain('first-screen@example.com');
    expect(rendered.length).toBe(before);
  });
});
