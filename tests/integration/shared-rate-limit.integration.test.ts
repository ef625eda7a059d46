import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two instances behind a load balancer count one visitor's requests together (DESIGN 'Scale-out'). */
describe('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL });
    b = await createTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('limits eligibility checks to 20 a minute per address across both instances', async () => {
    const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const send = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/eligibility-checks', payload: { q1: 'no' }, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await send(a)).statusCode, (await send(b)).statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('limits magic links per email across both instances', async () => {
    const email = `shared-${randomInt(1e9)}@example.com`;
    const send = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        payload: { email },
        remoteAddress: `10.9.${i}.1`,
      });
    const statuses = [
      (await send(a, 1)).statusCode,
      (await send(b, 2)).statusCode,
      (await send(a, 3)).statusCode,
      (await send(b, 4)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
