import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '#client/entry-server.tsx';
import { QUIZ_OUTCOMES, QUIZ_QUESTIONS } from '#shared/eligibility-content.ts';
import { buildApp, type App } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { devMailbox, eligibilityChecks } from '#server/db/schema.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const appUrl = 'https://irish.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: appUrl };

/** The page data the server rendered the page from. */
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as {
    posted?: unknown;
  };
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/** Decision 060: the quiz and the sign-in link work as HTML forms, answered by a page the server renders. */
describe('public forms posted without JavaScript', () => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
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

  const post = (url: string, payload: string, headers: Record<string, string> = FORM) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1` });

  it('GET /eligibility is rendered with the first question as a form posting to /eligibility', async () => {
    const res = await app.inject({ method: 'GET', url: '/eligibility' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form action="\/eligibility" method="post">/);
    expect(res.body).toContain(escaped(QUIZ_QUESTIONS[0].text));
    expect(res.body).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*name="answer")(?=[^>]*value="yes")/);
    expect(res.body).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*name="answer")(?=[^>]*value="no")/);
  });

  it('each answer renders the next question; Back steps back; the last renders the result and stores the check', async () => {
    const second = await post('/eligibility', 'answers=&answer=yes');
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.body).toContain(escaped(QUIZ_QUESTIONS[1].text));
    expect(second.body).toContain('name="answers" value="yes"');
    expect(pageData(second.body).posted).toEqual({ form: 'eligibility', answers: ['yes'] });

    const back = await post('/eligibility', 'answers=yes%2Cno&back=1');
    expect(back.body).toContain(escaped(QUIZ_QUESTIONS[1].text));

    const before = await database.db.select().from(eligibilityChecks);
    const result = await post('/eligibility', 'answers=yes%2Cno%2Cno&answer=yes');
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('data-reason="eligible"');
    expect(result.body).toContain(escaped(QUIZ_OUTCOMES.eligible.title));
    // The eligible result offers the sign-in form, itself a form posting to /login.
    expect(result.body).toContain('action="/login"');
    const after = await database.db.select().from(eligibilityChecks).orderBy(desc(eligibilityChecks.createdAt));
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ q1: 'yes', q2: 'no', q3: 'no', q4: 'yes', reason: 'eligible', userId: null });
  });

  it('a stale or hand-made form starts the check again with 400, storing nothing', async () => {
    const before = (await database.db.select().from(eligibilityChecks)).length;
    for (const body of ['answers=maybe&answer=yes', 'answers=no&answer=yes', 'answers=yes&answer=perhaps', '']) {
      const res = await post('/eligibility', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.body).toContain(escaped(QUIZ_QUESTIONS[0].text));
    }
    expect(await database.db.select().from(eligibilityChecks)).toHaveLength(before);
  });

  it('the origin check refuses a form posted from another site', async () => {
    const res = await post('/eligibility', 'answers=&answer=no', { ...FORM, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const login = await post('/login', 'email=victim%40example.com', { ...FORM, origin: 'https://evil.example' });
    expect(login.statusCode).toBe(403);
  });

  it('the JSON API still refuses a form body', async () => {
    const res = await post('/api/eligibility-checks', 'q1=no');
    expect(res.statusCode).toBe(415);
  });

  it('GET /login is rendered: a form posting the email to /login, its button enabled', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.body).toMatch(/<form[^>]*action="\/login" method="post"/);
    expect(res.body).toMatch(/<input[^>]*name="email"/);
    expect(res.body).toMatch(/<button[^>]*type="submit"/);
    expect(res.body).not.toMatch(/<button(?=[^>]*type="submit")[^>]*\sdisabled[\s=>]/);
  });

  it('POST /login sends the link and renders the page saying so', async () => {
    const res = await post('/login', 'email=No.Script%40Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Link sent. Open it on this device within 15 minutes; it works once.');
    const [mail] = await database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.to, 'No.Script@Example.com'))
      .orderBy(desc(devMailbox.createdAt));
    expect(mail?.text).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
  });

  it('POST /login renders why the link was not sent: an empty or invalid address, too many requests', async () => {
    const empty = await post('/login', 'email=');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please enter your email address.');
    const invalid = await post('/login', 'email=not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(pageData(invalid.body).posted).toMatchObject({ form: 'sign-in', sent: false, email: 'not-an-address' });
    // Shown on the field, as the form shows its own refusal.
    expect(invalid.body).toMatch(
      /<input(?=[^>]*name="email")(?=[^>]*aria-invalid="true")(?=[^>]*value="not-an-address")/,
    );
    const many = [];
    for (let i = 0; i < 4; i++) many.push(await post('/login', 'email=often%40example.com'));
    expect(many.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(many[3].body).toContain('Too many sign-in links requested.');
  });
});
