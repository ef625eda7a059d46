import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { familyMembers } from '#server/db/schema.ts';

/**
 * Requests of one user that arrive at the same time must still respect the tree limits
 * (writeTree serialises them on the user's lock row). Run with DATABASE_URL set for real
 * PostgreSQL concurrency; PGlite runs one transaction at a time.
 */

const PARENT_LIMIT = {
  message: 'A person can only have 2 parents. Please edit an existing parent or delete one first.',
  code: 'PARENT_LIMIT',
};
const GRANDPARENT_LIMIT = {
  message: 'Each parent can have at most 2 grandparents in the tree. Edit or delete one first.',
  code: 'GRANDPARENT_LIMIT',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `concurrency-${++users}@example.com`);

const post = (u: SignedIn, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: u.cookie }, payload });
const postMember = (u: SignedIn, body: Record<string, unknown>) =>
  post(u, '/api/family-members', { firstName: 'Aoife', lastName: 'Walsh', ...body });

async function add(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await postMember(u, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Fires the same request n times at once. */
const burst = (n: number, send: (i: number) => ReturnType<typeof postMember>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

const stored = (u: SignedIn, relationship: 'self' | 'parent' | 'grandparent' | 'sibling') =>
  t.database.db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, u.userId), eq(familyMembers.relationship, relationship)));

function expectOutcome(
  responses: Awaited<ReturnType<typeof postMember>>[],
  created: number,
  refusal: { message: string; code: string },
) {
  const statuses = responses.map((r) => r.statusCode).sort();
  expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([
    ...Array<number>(created).fill(201),
    ...Array<number>(responses.length - created).fill(409),
  ]);
  for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual(refusal);
}

describe('concurrent writes of one user', () => {
  it('two parents at once with one already there: one 201, one 409, two parents stored', async () => {
    const u = await newUser();
    await add(u, { relationship: 'self' });
    await add(u, { relationship: 'parent' });
    const responses = await burst(2, (i) => postMember(u, { relationship: 'parent', firstName: `Parent ${i}` }));
    expectOutcome(responses, 1, PARENT_LIMIT);
    expect(await stored(u, 'parent')).toHaveLength(2);
  });

  it('five parents at once with none there: two 201, three 409, two parents stored', async () => {
    const u = await newUser();
    await add(u, { relationship: 'self' });
    const responses = await burst(5, (i) => postMember(u, { relationship: 'parent', firstName: `Parent ${i}` }));
    expectOutcome(responses, 2, PARENT_LIMIT);
    const rows = await stored(u, 'parent');
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.id).sort()).toEqual(
      responses
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json().id)
        .sort(),
    );
  });

  it("five parents at once as a new user's very first writes (no lock row yet)", async () => {
    const u = await newUser();
    const responses = await burst(5, (i) => postMember(u, { relationship: 'parent', firstName: `Parent ${i}` }));
    expectOutcome(responses, 2, PARENT_LIMIT);
    expect(await stored(u, 'parent')).toHaveLength(2);
  });

  it('two grandparents at once under a parent that has one: one 201, one 409', async () => {
    const u = await newUser();
    const parent = await add(u, { relationship: 'parent' });
    await add(u, { relationship: 'grandparent', parentId: parent.id });
    const responses = await burst(2, () => postMember(u, { relationship: 'grandparent', parentId: parent.id }));
    expectOutcome(responses, 1, GRANDPARENT_LIMIT);
    expect(await stored(u, 'grandparent')).toHaveLength(2);
  });

  it('five grandparents at once under one parent: two 201, three 409; the other parent is unaffected', async () => {
    const u = await newUser();
    const father = await add(u, { relationship: 'parent' });
    const mother = await add(u, { relationship: 'parent', gender: 'female' });
    const responses = await burst(5, (i) =>
      postMember(u, { relationship: 'grandparent', firstName: `Grandparent ${i}`, parentId: father.id }),
    );
    expectOutcome(responses, 2, GRANDPARENT_LIMIT);
    const rows = await stored(u, 'grandparent');
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.parentId === father.id)).toBe(true);
    const other = await burst(2, () => postMember(u, { relationship: 'grandparent', parentId: mother.id }));
    expect(other.map((r) => r.statusCode)).toEqual([201, 201]);
  });

  it('three selves at once: one 201, two 409', async () => {
    const u = await newUser();
    const responses = await burst(3, () => postMember(u, { relationship: 'self' }));
    expectOutcome(responses, 1, {
      message: 'You are already in the family tree. Edit your own entry instead.',
      code: 'SELF_EXISTS',
    });
    expect(await stored(u, 'self')).toHaveLength(1);
  });

  it('the same idempotencyKey twice at once stores one member and answers it to both', async () => {
    const u = await newUser();
    const body = { relationship: 'sibling', idempotencyKey: 'double-click-0001' };
    const responses = await burst(2, () => postMember(u, body));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(responses[0].json().id).toBe(responses[1].json().id);
    expect(await stored(u, 'sibling')).toHaveLength(1);
  });

  it('the same idempotencyKey five times at once stores one member', async () => {
    const u = await newUser();
    const responses = await burst(5, () =>
      postMember(u, { relationship: 'parent', idempotencyKey: 'retry-storm-0001' }),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await stored(u, 'parent')).toHaveLength(1);
  });

  it('a lock racing with writes: afterwards the tree is locked and every write either landed or got 423', async () => {
    const u = await newUser();
    const [locked, ...writes] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/family-tree-lock/lock', headers: { cookie: u.cookie }, payload: {} }),
      ...Array.from({ length: 4 }, (_, i) => postMember(u, { relationship: 'sibling', firstName: `Sibling ${i}` })),
    ]);
    expect(locked.statusCode).toBe(200);
    for (const w of writes) expect([201, 423]).toContain(w.statusCode);
    const created = writes.filter((w) => w.statusCode === 201).length;
    expect(await stored(u, 'sibling')).toHaveLength(created);
    const after = await postMember(u, { relationship: 'sibling' });
    expect(after.statusCode).toBe(423);
  });

  it('deleting a parent while grandparents are being added leaves no orphan grandparent', async () => {
    const u = await newUser();
    const parent = await add(u, { relationship: 'parent' });
    const [deleted, ...adds] = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/family-members/${parent.id}`, headers: { cookie: u.cookie } }),
      ...Array.from({ length: 3 }, () => postMember(u, { relationship: 'grandparent', parentId: parent.id })),
    ]);
    expect(deleted.statusCode).toBe(200);
    for (const a of adds) expect([201, 400, 409]).toContain(a.statusCode);
    expect(await stored(u, 'parent')).toHaveLength(0);
    expect(await stored(u, 'grandparent')).toHaveLength(0);
  });

  it('two users writing at once do not block or limit each other', async () => {
    const a = await newUser();
    const b = await newUser();
    const responses = await Promise.all([
      ...Array.from({ length: 2 }, () => postMember(a, { relationship: 'parent' })),
      ...Array.from({ length: 2 }, () => postMember(b, { relationship: 'parent' })),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await stored(a, 'parent')).toHaveLength(2);
    expect(await stored(b, 'parent')).toHaveLength(2);
  });
});
