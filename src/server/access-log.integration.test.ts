import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '#tests/support/log-lines.ts';
import { extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';

describe('the access log', () => {
  const { stream: sink, lines } = logLines();
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      clientDir: null,
      logger: { level: 'info', stream: sink },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['/api/pricing', 200],
    ['/api/family-members', 401],
    ['/api/nope', 404],
  ])('GET %s: exactly one info line with method, URL, status, time and remote address', async (url, status) => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(status);
    const completed = lines.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url, remoteAddress: '203.0.113.9' },
      res: { statusCode: status },
    });
    expect(completed[0].responseTime).toEqual(expect.any(Number));
  });
});

describe('secrets in the log (docs/decisions/039-timeouts-redaction-and-one-payment.md)', () => {
  const output: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output.push(String(chunk));
      done();
    },
  });
  const logged = () => output.join('');
  let smtp: TestSmtp;
  let database: Database;
  let app: App;
  beforeAll(async () => {
    // Mail goes out over SMTP as in production (the development mailbox prints mails on purpose).
    smtp = await startSmtp();
    database = await createTestDatabase();
    // Debug, so the 'incoming request' line of every request is checked as well as the access line.
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url }),
      database,
      clientDir: null,
      logger: { level: 'debug', stream: sink },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.stop();
  });

  const linesOf = (requestId: unknown) =>
    logged()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { reqId?: string; msg: string; req?: { url: string }; res?: { statusCode: number } })
      .filter((l) => l.reqId === requestId);

  it('a sign-in link opened with a foreign callbackURL answers 403 without logging its token; the link then signs in, unlogged', async () => {
    const email = `redact-${Date.now()}@example.com`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: '203.0.113.40',
      payload: { email, callbackURL: '/auth/callback' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = new URL(extractLink(await smtp.waitForMail(email, 10_000), 'http'));
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(16);

    const foreign = new URL(link);
    foreign.searchParams.set('callbackURL', 'https://evil.example/steal');
    const refused = await app.inject({
      method: 'GET',
      url: foreign.pathname + foreign.search,
      remoteAddress: '203.0.113.40',
    });
    expect(refused.statusCode).toBe(403);
    const refusedLines = linesOf(refused.headers['x-request-id']);
    expect(refusedLines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(refusedLines.at(-1)).toMatchObject({
      req: { url: expect.stringMatching(/^\/api\/auth\/magic-link\/verify\?token=\[redacted\]&callbackURL=https/) },
      res: { statusCode: 403 },
    });

    // The refusal did not use the token up: the link signs in, and its line shows no token either.
    const verified = await app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: '203.0.113.40',
    });
    expect(verified.statusCode).toBe(302);
    expect(String(verified.headers['set-cookie'])).toContain('session_token');
    expect(linesOf(verified.headers['x-request-id']).at(-1)).toMatchObject({
      req: { url: '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fauth%2Fcallback' },
      res: { statusCode: 302 },
    });
    expect(logged()).not.toContain(token);
    expect(logged()).not.toContain(encodeURIComponent(token));
  });

  it('an OAuth callback logs neither its code nor its state', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/callback/google?code=oauth-code-4711&state=oauth-state-4712',
      remoteAddress: '203.0.113.41',
    });
    expect(linesOf(res.headers['x-request-id']).at(-1)).toMatchObject({
      msg: 'request completed',
      req: { url: '/api/auth/callback/google?code=[redacted]&state=[redacted]' },
    });
    // better-auth's own complaint about the unknown state reaches the log, without the state.
    expect(logged()).toMatch(/"component":"better-auth","code":"state_mismatch"/);
    expect(logged()).not.toMatch(/oauth-code-4711|oauth-state-4712/);
  });
});
