import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { familyMembers, familyTreeLocks, lineageRoutePreferences, nameChangeEvents } from '#server/db/schema.ts';

/** Every family endpoint is private: without a valid session it answers 401 JSON and does nothing. */

const UNAUTHORIZED = { message: 'Authentication required', code: 'UNAUTHORIZED' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const id = randomUUID();
const member = { firstName: 'Aoife', lastName: 'Walsh', relationship: 'self' };

/** [label, request with a valid body, request with an invalid body] */
const endpoints: [string, InjectOptions, InjectOptions][] = [
  [
    'GET /api/family-members',
    { method: 'GET', url: '/api/family-members' },
    { method: 'GET', url: '/api/family-members?x=1' },
  ],
  [
    'POST /api/family-members',
    { method: 'POST', url: '/api/family-members', payload: member },
    { method: 'POST', url: '/api/family-members', payload: { firstName: 42, userId: 'x' } },
  ],
  [
    'PUT /api/family-members/:id',
    { method: 'PUT', url: `/api/family-members/${id}`, payload: member },
    { method: 'PUT', url: '/api/family-members/not-a-uuid', payload: { nonsense: true } },
  ],
  [
    'DELETE /api/family-members/:id',
    { method: 'DELETE', url: `/api/family-members/${id}` },
    { method: 'DELETE', url: '/api/family-members/not-a-uuid' },
  ],
  [
    'GET /api/family-members/:id/children-count',
    { method: 'GET', url: `/api/family-members/${id}/children-count` },
    { method: 'GET', url: '/api/family-members/1/children-count' },
  ],
  [
    'GET /api/name-change-events',
    { method: 'GET', url: '/api/name-change-events' },
    { method: 'GET', url: '/api/name-change-events' },
  ],
  [
    'GET /api/name-change-events/family-member/:id',
    { method: 'GET', url: `/api/name-change-events/family-member/${id}` },
    { method: 'GET', url: '/api/name-change-events/family-member/x' },
  ],
  [
    'POST /api/name-change-events',
    { method: 'POST', url: '/api/name-change-events', payload: { familyMemberId: id, changeType: 'birth' } },
    { method: 'POST', url: '/api/name-change-events', payload: { changeType: 'elopement' } },
  ],
  [
    'DELETE /api/name-change-events/:id',
    { method: 'DELETE', url: `/api/name-change-events/${id}` },
    { method: 'DELETE', url: '/api/name-change-events/x' },
  ],
  [
    'GET /api/family-tree-lock',
    { method: 'GET', url: '/api/family-tree-lock' },
    { method: 'GET', url: '/api/family-tree-lock' },
  ],
  [
    'POST /api/family-tree-lock/lock',
    { method: 'POST', url: '/api/family-tree-lock/lock', payload: { reason: 'Manual lock by user' } },
    { method: 'POST', url: '/api/family-tree-lock/lock', payload: { reason: '' } },
  ],
  [
    'POST /api/family-tree-lock/unlock',
    { method: 'POST', url: '/api/family-tree-lock/unlock' },
    { method: 'POST', url: '/api/family-tree-lock/unlock', payload: { anything: 1 } },
  ],
  [
    'GET /api/lineage-route-preference',
    { method: 'GET', url: '/api/lineage-route-preference' },
    { method: 'GET', url: '/api/lineage-route-preference' },
  ],
  [
    'POST /api/lineage-route-preference',
    { method: 'POST', url: '/api/lineage-route-preference', payload: { selectedGrandparentId: id } },
    { method: 'POST', url: '/api/lineage-route-preference', payload: { selectedGrandparentId: 'nope' } },
  ],
  [
    'GET /api/family-tree/eligibility',
    { method: 'GET', url: '/api/family-tree/eligibility' },
    { method: 'GET', url: '/api/family-tree/eligibility' },
  ],
  [
    'GET /api/document-request/family-member-options',
    { method: 'GET', url: '/api/document-request/family-member-options' },
    { method: 'GET', url: '/api/document-request/family-member-options' },
  ],
];

async function nothingStored() {
  for (const table of [familyMembers, nameChangeEvents, familyTreeLocks, lineageRoutePreferences]) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    expect(row.n).toBe(0);
  }
}

function expect401(res: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual(UNAUTHORIZED);
}

describe('without a session', () => {
  it.each(endpoints)('%s answers 401 JSON', async (_label, valid) => {
    expect401(await t.app.inject(valid));
    await nothingStored();
  });

  it.each(endpoints)('%s answers 401 JSON even with an invalid body or id', async (_label, _valid, invalid) => {
    expect401(await t.app.inject(invalid));
    await nothingStored();
  });

  it.each(endpoints.filter(([label]) => !label.startsWith('GET')))(
    '%s answers 401 JSON even with malformed JSON',
    async (_label, valid) => {
      expect401(
        await t.app.inject({ ...valid, headers: { 'content-type': 'application/json' }, payload: '{"firstName":' }),
      );
      await nothingStored();
    },
  );

  it.each(endpoints)('%s answers 401 JSON to a made-up session cookie', async (_label, valid) => {
    expect401(await t.app.inject({ ...valid, headers: { cookie: 'better-auth.session_token=made-up.token' } }));
    await nothingStored();
  });
});

describe('after signing out', () => {
  it('the old session cookie no longer reaches the tree', async () => {
    const u = await signIn(t, 'auth-required-1@example.com');
    const ok = await t.app.inject({ method: 'GET', url: '/api/family-members', headers: { cookie: u.cookie } });
    expect(ok.statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: u.cookie, origin: t.config.appUrl },
      remoteAddress: u.ip,
    });
    expect(out.statusCode, out.body).toBe(200);
    for (const [, valid] of endpoints) {
      expect401(await t.app.inject({ ...valid, headers: { cookie: u.cookie } }));
    }
    await nothingStored();
  });
});
