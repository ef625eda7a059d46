import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { eligibilityChecks } from '#server/db/schema.ts';

describe('POST /api/eligibility-checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`truncate eligibility_checks`);
  });

  const post = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/eligibility-checks', payload: payload as object, remoteAddress: ip });
  const stored = async () => (await t.database.db.select({ n: count() }).from(eligibilityChecks))[0].n;

  it.each([
    [{ q1: 'no' }, 'born_in_ireland', false],
    [{ q1: 'yes', q2: 'yes' }, 'already_citizen', false],
    [{ q1: 'yes', q2: 'no', q3: 'yes' }, 'already_citizen', false],
    [{ q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' }, 'eligible', true],
    [{ q1: 'yes', q2: 'no', q3: 'no', q4: 'no' }, 'not_eligible', false],
  ])('%j is stored as %s', async (answers, reason, isEligible) => {
    const res = await post(answers);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ reason, isEligible });
    const rows = await t.database.db.select().from(eligibilityChecks);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, reason, isEligible, userId: null, q1: answers.q1 });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown answer', { q1: 'maybe' }],
    ['a wrong type', { q1: true }],
    ['an unfinished check', { q1: 'yes', q2: 'no' }],
    ['answers after the end', { q1: 'no', q2: 'yes' }],
    ['a gap', { q1: 'yes', q3: 'no', q4: 'yes' }],
    ['a result sent by the client', { q1: 'yes', q2: 'no', q3: 'no', q4: 'no', isEligible: true }],
    ['a huge string', { q1: 'y'.repeat(100_000) }],
  ])('rejects %s with a clear 400 and stores nothing', async (_label, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toMatch(/^Invalid request: /);
    expect(await stored()).toBe(0);
  });

  it('rejects malformed JSON with a JSON error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/eligibility-checks',
      headers: { 'content-type': 'application/json' },
      payload: '{"q1":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    expect(await stored()).toBe(0);
  });

  it('limits each address to 20 checks a minute with a clear message', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) expect((await post({ q1: 'no' }, ip)).statusCode).toBe(201);
    const limited = await post({ q1: 'no' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
    expect(await stored()).toBe(20);
    expect((await post({ q1: 'no' }, '10.9.9.10')).statusCode).toBe(201);
  });
});
