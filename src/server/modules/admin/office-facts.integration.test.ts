import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminOfficeFactsResponse, adminStatsResponse } from '#shared/admin.ts';
import { listOfficeFacts } from './office-facts-service.ts';

/**
 * GET /api/admin/office-facts ('Facts to re-check', docs/decisions/037-facts-that-stay-fresh.md):
 * every fact of the office data set by age with its source, admins only; the overview counts the
 * facts past 18 months.
 */
let t: TestApp;
let admin: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'facts.admin@example.com' });
  admin = await signIn(t, 'facts.admin@example.com');
  member = await signIn(t, 'facts.member@example.com');
});
afterAll(() => t?.close());

const get = (url: string, who: SignedIn | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/admin/office-facts', () => {
  it('lists a fact seen more than 18 months ago, oldest first, with its source address', async () => {
    const res = await get('/api/admin/office-facts', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = adminOfficeFactsResponse.parse(res.json());
    expect(body.staleAfterMonths).toBe(18);
    expect(body.total).toBe(body.facts.length);
    expect(body.stale).toBe(body.facts.filter((f) => f.stale).length);
    // Ontario's fee regulation, in force to 30 March 2006: the oldest fact, long past 18 months.
    expect(body.facts[0]).toMatchObject({
      id: 'ca-on.fee.birth',
      kind: 'fee',
      seenOn: '2006-03-30',
      seenLabel: '30 March 2006',
      stale: true,
      sourceUrl: 'https://ontario.ca/laws/regulation/010511/v2?search=+Family+Law+Reform+Act',
    });
    expect(body.facts.find((f) => f.id === 'us-ny.fee.birth')).toMatchObject({
      stale: true,
      seenLabel: '2010',
      sourceUrl: 'https://222health.com/public-health-safety/public-health/77015.html',
    });
    const days = body.facts.map((f) => f.seenOn ?? '');
    expect(days).toEqual([...days].sort());
    for (const f of body.facts) expect(f.sourceUrl).toMatch(/^https?:\/\//);
  });

  it('refuses a signed-in user who is not an admin, and a visitor', async () => {
    const refused = await get('/api/admin/office-facts', member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You don't have permission to access this page.", code: 'FORBIDDEN' });
    expect(refused.body).not.toContain('ontario.ca');
    expect((await get('/api/admin/office-facts', null)).statusCode).toBe(401);
  });

  it('counts 190 facts, 38 past 18 months, on 27 November 2026', () => {
    const on = listOfficeFacts(new Date('2026-11-27T12:00:00Z'));
    expect(on).toMatchObject({ today: '2026-11-27', total: 190, stale: 38 });
  });
});

describe('the admin overview', () => {
  it('counts the office facts past 18 months', async () => {
    const res = await get('/api/admin/stats', admin);
    expect(res.statusCode).toBe(200);
    const stats = adminStatsResponse.parse(res.json());
    const facts = adminOfficeFactsResponse.parse((await get('/api/admin/office-facts', admin)).json());
    expect(stats.officeFacts).toEqual({ total: facts.total, stale: facts.stale });
    expect(stats.officeFacts.stale).toBeGreaterThan(0);
  });
});
