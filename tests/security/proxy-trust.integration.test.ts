import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { COMPANY_ENV } from '../support/company-env.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * Issue 19 item 21: the client address (request.ip, the rate-limit key) comes from
 * X-Forwarded-For only when the request arrives from a configured proxy. A client that talks to
 * the app directly cannot choose its own rate-limit address by sending the header.
 */

const database = await createTestDatabase();
const apps: App[] = [];
async function appWith(env: Record<string, string>): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, clientDir: null, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

const PROXY = '10.20.0.5';

/** POST /api/eligibility-checks allows 20 a minute per client address: what is left tells whose counter moved. */
async function check(app: App, remoteAddress: string, forwardedFor?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/eligibility-checks',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { q1: 'no' },
    remoteAddress,
  });
}
const remaining = (res: LightMyRequestResponse) => Number(res.headers['x-ratelimit-remaining']);

describe.each([
  ['unset (the default, production too)', {}],
  ['a list of proxy addresses', { TRUST_PROXY: `${PROXY},192.0.2.0/24` }],
  ['a CIDR range', { TRUST_PROXY: '10.20.0.0/16' }],
])('TRUST_PROXY %s', (_name, env) => {
  it('a client not behind our proxy cannot choose its rate-limit address with X-Forwarded-For', async () => {
    const app = await appWith({
      ...env,
      NODE_ENV: 'production',
      APP_URL: 'https://irish.example',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2',
      ...COMPANY_ENV,
    });
    const direct = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await check(app, direct, `198.51.100.${i + 1}`));
    expect(answers.slice(0, 20).map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.map(remaining).slice(0, 3)).toEqual([19, 18, 17]);
    // The 21st, "from" yet another forwarded address, is still counted against the socket's address.
    expect(answers[20].statusCode).toBe(429);
  });
});

describe('behind a configured proxy', () => {
  it.each([
    ['its address', { TRUST_PROXY: PROXY }],
    ['its range', { TRUST_PROXY: '10.20.0.0/16' }],
    ['one hop', { TRUST_PROXY: '1' }],
  ])('trusting %s, each forwarded client has its own counter', async (_name, env) => {
    const app = await appWith(env);
    expect(remaining(await check(app, PROXY, '198.51.100.1'))).toBe(19);
    expect(remaining(await check(app, PROXY, '198.51.100.2'))).toBe(19);
    expect(remaining(await check(app, PROXY, '198.51.100.1'))).toBe(18);
  });

  it('only the hop our proxy appended counts: a client cannot prepend its own choice', async () => {
    const app = await appWith({ TRUST_PROXY: PROXY });
    // The client sent "X-Forwarded-For: 192.0.2.99"; our proxy appended the real address.
    expect(remaining(await check(app, PROXY, '192.0.2.99, 198.51.100.50'))).toBe(19);
    expect(remaining(await check(app, PROXY, '192.0.2.100, 198.51.100.50'))).toBe(18);
  });

  it('an address outside the trusted list sending the header is counted by its own address', async () => {
    const app = await appWith({ TRUST_PROXY: PROXY });
    expect(remaining(await check(app, '10.30.0.9', '198.51.100.60'))).toBe(19);
    expect(remaining(await check(app, '10.30.0.9', '198.51.100.61'))).toBe(18);
  });
});
