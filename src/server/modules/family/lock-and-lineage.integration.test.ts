import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { familyMembers, familyTreeLocks, lineageRoutePreferences, nameChangeEvents } from '#server/db/schema.ts';

/** The tree lock, the eligibility assessment, the route preference and the document-request options. */

const LOCKED = { message: 'Your family tree is locked. Unlock it to make changes.', code: 'TREE_LOCKED' };
const UNLOCKED = {
  isLocked: false,
  hasActiveOrders: false,
  paidOrdersCount: 0,
  reason: null,
  lockedAt: null,
  lockedBy: null,
  activeOrders: [],
  awaitingPayment: [],
};
const INVALID_ROUTE = {
  message: 'Choose one of your Irish-born grandparents who is linked to a parent.',
  code: 'INVALID_ROUTE',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `lock-lineage-${++users}@example.com`);

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

async function add(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await call(u, 'POST', '/api/family-members', { lastName: 'Walsh', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = async (u: SignedIn, url: string) => {
  const res = await call(u, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** What a user owns in the database: members, name changes, lock row and preference. */
const stateOf = async (u: SignedIn) => ({
  members: await t.database.db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, u.userId))
    .orderBy(asc(familyMembers.id)),
  events: await t.database.db
    .select()
    .from(nameChangeEvents)
    .where(eq(nameChangeEvents.userId, u.userId))
    .orderBy(asc(nameChangeEvents.id)),
  lock: await t.database.db.select().from(familyTreeLocks).where(eq(familyTreeLocks.userId, u.userId)),
  preference: await t.database.db
    .select()
    .from(lineageRoutePreferences)
    .where(eq(lineageRoutePreferences.userId, u.userId)),
});

function expectError(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  error: { message: unknown; code: unknown },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual(error);
}

describe('family tree lock', () => {
  it('a new tree is unlocked', async () => {
    const u = await newUser();
    expect(await get(u, '/api/family-tree-lock')).toEqual(UNLOCKED);
  });

  it("locks with no body using the reason 'Manual lock by user'", async () => {
    const u = await newUser();
    const res = await call(u, 'POST', '/api/family-tree-lock/lock');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      isLocked: true,
      hasActiveOrders: false,
      paidOrdersCount: 0,
      reason: 'Manual lock by user',
      lockedAt: expect.any(String),
      lockedBy: 'user',
      activeOrders: [],
      awaitingPayment: [],
    });
    expect(Math.abs(Date.parse(body.lockedAt) - Date.now())).toBeLessThan(60_000);
    expect(await get(u, '/api/family-tree-lock')).toEqual(body);
    const [row] = (await stateOf(u)).lock;
    expect(row).toMatchObject({ isLocked: true, reason: 'Manual lock by user' });
  });

  it('locks with an empty object using the default reason, and with a given reason (trimmed)', async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await call(a, 'POST', '/api/family-tree-lock/lock', {})).json()).toMatchObject({
      isLocked: true,
      reason: 'Manual lock by user',
    });
    expect(
      (await call(b, 'POST', '/api/family-tree-lock/lock', { reason: '  Ordering documents ' })).json(),
    ).toMatchObject({
      isLocked: true,
      reason: 'Ordering documents',
    });
  });

  it('locking a locked tree keeps the first reason and time', async () => {
    const u = await newUser();
    const first = (await call(u, 'POST', '/api/family-tree-lock/lock', { reason: 'First' })).json();
    const second = await call(u, 'POST', '/api/family-tree-lock/lock', { reason: 'Second' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
  });

  it.each([
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a 201-character reason', { reason: 'r'.repeat(201) }],
    ['a number as reason', { reason: 5 }],
    ['an unknown field', { reason: 'ok', isLocked: false }],
  ])('lock with %s answers 400 and leaves the tree unlocked', async (_label, body) => {
    const u = await newUser();
    const res = await call(u, 'POST', '/api/family-tree-lock/lock', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request: /), code: 'VALIDATION_ERROR' });
    expect(await get(u, '/api/family-tree-lock')).toEqual(UNLOCKED);
  });

  it('unlocking a tree that was never locked answers the unlocked state', async () => {
    const u = await newUser();
    const res = await call(u, 'POST', '/api/family-tree-lock/unlock');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNLOCKED);
  });

  it('a locked tree refuses every change with 423 and changes nothing; reads still work; unlock allows writes again', async () => {
    const u = await newUser();
    const self = await add(u, { firstName: 'Aoife', relationship: 'self' });
    const father = await add(u, { firstName: 'John', relationship: 'parent' });
    const grandfather = await add(u, {
      firstName: 'Patrick',
      relationship: 'grandparent',
      parentId: father.id,
      isIrishBorn: true,
    });
    const sibling = await add(u, { firstName: 'Ciara', relationship: 'sibling', gender: 'female' });
    const event = (
      await call(u, 'POST', '/api/name-change-events', { familyMemberId: self.id, changeType: 'birth' })
    ).json();
    expect(
      (await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: grandfather.id })).statusCode,
    ).toBe(200);

    const locked = await call(u, 'POST', '/api/family-tree-lock/lock', { reason: 'Manual lock by user' });
    expect(locked.json()).toMatchObject({ isLocked: true, reason: 'Manual lock by user' });
    const before = await stateOf(u);

    const writes: [Method, string, unknown][] = [
      [
        'POST',
        '/api/family-members',
        { firstName: 'Mary', lastName: 'Byrne', relationship: 'parent', gender: 'female' },
      ],
      [
        'POST',
        '/api/family-members',
        { firstName: 'Sean', lastName: 'Walsh', relationship: 'sibling', idempotencyKey: 'locked-key-1' },
      ],
      ['PUT', `/api/family-members/${father.id}`, { firstName: 'Johnny', lastName: 'Walsh' }],
      ['PUT', `/api/family-members/${sibling.id}`, { includeInApplication: false }],
      ['DELETE', `/api/family-members/${sibling.id}`, undefined],
      ['DELETE', `/api/family-members/${father.id}`, undefined],
      [
        'POST',
        '/api/name-change-events',
        { familyMemberId: father.id, changeType: 'legal_change', surnameAfterChange: 'Walshe' },
      ],
      ['DELETE', `/api/name-change-events/${event.id}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      expectError(await call(u, method, url, body), 423, LOCKED);
    }
    expect(await stateOf(u)).toEqual(before);

    // Reading the tree still works.
    expect(await get(u, '/api/family-members')).toHaveLength(4);
    expect(await get(u, `/api/family-members/${father.id}/children-count`)).toEqual({ childrenCount: 1 });
    expect(await get(u, '/api/name-change-events')).toEqual([event]);
    expect(await get(u, `/api/name-change-events/family-member/${self.id}`)).toEqual([event]);
    expect((await get(u, '/api/family-tree/eligibility')).status).toBe('eligible');
    expect((await get(u, '/api/document-request/family-member-options')).irishGrandparents).toHaveLength(1);
    expect((await get(u, '/api/lineage-route-preference')).selectedGrandparentId).toBe(grandfather.id);
    expect((await get(u, '/api/family-tree-lock')).isLocked).toBe(true);

    const unlocked = await call(u, 'POST', '/api/family-tree-lock/unlock');
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual(UNLOCKED);
    expect((await stateOf(u)).lock[0]).toMatchObject({ isLocked: false, reason: null, lockedAt: null });

    expect((await call(u, 'POST', '/api/family-members', writes[0][2])).statusCode).toBe(201);
    expect(
      (await call(u, 'PUT', `/api/family-members/${sibling.id}`, { includeInApplication: false })).statusCode,
    ).toBe(200);
    expect((await call(u, 'DELETE', `/api/name-change-events/${event.id}`)).statusCode).toBe(200);
    expect((await call(u, 'DELETE', `/api/family-members/${sibling.id}`)).statusCode).toBe(200);
    expect(await get(u, '/api/family-members')).toHaveLength(4);
  });

  it("one user's lock does not lock another user's tree", async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await call(a, 'POST', '/api/family-tree-lock/lock', {})).json()).toMatchObject({ isLocked: true });
    expect(await get(b, '/api/family-tree-lock')).toEqual(UNLOCKED);
    await add(b, { firstName: 'Bob', relationship: 'self' });
    expectError(
      await call(a, 'POST', '/api/family-members', { firstName: 'A', lastName: 'B', relationship: 'self' }),
      423,
      LOCKED,
    );
  });
});

/** self + father + mother + the three grandparents not born in Ireland + a sibling. */
async function treeWithoutIrishGrandparent(u: SignedIn) {
  const self = await add(u, { firstName: 'Aoife', relationship: 'self', gender: 'female', birthDate: '1990-05-01' });
  const father = await add(u, {
    firstName: 'John',
    relationship: 'parent',
    gender: 'male',
    birthDate: '1960-02-02',
    birthPlace: 'Boston',
  });
  const mother = await add(u, {
    firstName: 'Mary',
    lastName: 'Byrne',
    relationship: 'parent',
    gender: 'female',
    birthPlace: 'Leeds',
  });
  const grandmother = await add(u, {
    firstName: 'Nora',
    relationship: 'grandparent',
    gender: 'female',
    parentId: father.id,
    birthPlace: 'New York',
  });
  const mGrandfather = await add(u, {
    firstName: 'Sean',
    lastName: 'Byrne',
    relationship: 'grandparent',
    parentId: mother.id,
  });
  const mGrandmother = await add(u, {
    firstName: 'Kate',
    lastName: 'Byrne',
    relationship: 'grandparent',
    gender: 'female',
    parentId: mother.id,
  });
  const sibling = await add(u, { firstName: 'Ciara', relationship: 'sibling', gender: 'female' });
  return { self, father, mother, grandmother, mGrandfather, mGrandmother, sibling };
}

const addIrishGrandfather = (u: SignedIn, fatherId: string) =>
  add(u, {
    firstName: 'Patrick',
    relationship: 'grandparent',
    gender: 'male',
    parentId: fatherId,
    birthDate: '1930-03-17',
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
    isDeceased: true,
    deathDate: '2001-01-01',
  });

const ROUTE_TEXT =
  'You can apply to the Foreign Births Register through your grandfather Patrick Walsh (born in Ireland), via your father John Walsh.';

describe('eligibility and document-request options', () => {
  it('an empty tree is incomplete, with empty options and no preference', async () => {
    const u = await newUser();
    const assessment = await get(u, '/api/family-tree/eligibility');
    expect(assessment).toMatchObject({
      status: 'incomplete',
      label: 'Incomplete',
      route: null,
      routes: [],
      memberCount: 0,
    });
    expect(assessment.missing).toContain('Add yourself to the family tree');
    expect(await get(u, '/api/document-request/family-member-options')).toEqual({
      irishGrandparents: [],
      parents: [],
      grandparents: [],
      applicant: null,
      currentSelection: null,
    });
    expect(await get(u, '/api/lineage-route-preference')).toEqual({
      selectedGrandparentId: null,
      routeDescription: null,
    });
  });

  it("building the tree turns 'incomplete' into 'eligible' through the Irish-born grandparent", async () => {
    const u = await newUser();
    await add(u, { firstName: 'Aoife', relationship: 'self' });
    const onlySelf = await get(u, '/api/family-tree/eligibility');
    expect(onlySelf).toMatchObject({ status: 'incomplete', route: null, memberCount: 1 });
    expect(onlySelf.missing).toContain('Add both of your parents');

    const u2 = await newUser();
    const tree = await treeWithoutIrishGrandparent(u2);
    const almost = await get(u2, '/api/family-tree/eligibility');
    expect(almost).toMatchObject({
      status: 'incomplete',
      label: 'Incomplete',
      route: null,
      routes: [],
      memberCount: 7,
    });
    expect(almost.missing).toContain("Add your father John Walsh's other parent (your grandparent)");

    const grandfather = await addIrishGrandfather(u2, tree.father.id);
    const eligible = await get(u2, '/api/family-tree/eligibility');
    expect(eligible).toMatchObject({
      status: 'eligible',
      label: 'Eligible',
      route: {
        kind: 'irish_born_grandparent',
        grandparentId: grandfather.id,
        parentId: tree.father.id,
        description: ROUTE_TEXT,
      },
      summary: ROUTE_TEXT,
      memberCount: 8,
    });
    expect(eligible.routes).toEqual([eligible.route]);
    expect(eligible.reasons.join('\n')).toContain('(Castlebar, Co. Mayo)');
  });

  it('the options list the parents, grandparents, applicant and the Irish-born grandparent', async () => {
    const u = await newUser();
    const tree = await treeWithoutIrishGrandparent(u);
    const grandfather = await addIrishGrandfather(u, tree.father.id);
    const option = (m: FamilyMemberResponse) => ({
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      gender: m.gender,
      birthPlace: m.birthPlace,
      relationship: m.relationship,
      parentId: m.parentId,
    });
    expect(await get(u, '/api/document-request/family-member-options')).toEqual({
      irishGrandparents: [option(grandfather)],
      parents: [option(tree.father), option(tree.mother)],
      grandparents: [tree.grandmother, tree.mGrandfather, tree.mGrandmother, grandfather].map(option),
      applicant: option(tree.self),
      currentSelection: null,
    });
  });

  it('saves the route preference with a description written by the server', async () => {
    const u = await newUser();
    const tree = await treeWithoutIrishGrandparent(u);
    const grandfather = await addIrishGrandfather(u, tree.father.id);
    const res = await call(u, 'POST', '/api/lineage-route-preference', {
      selectedGrandparentId: grandfather.id,
      routeDescription: 'Guaranteed Irish passport in 24 hours!',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = { selectedGrandparentId: grandfather.id, routeDescription: ROUTE_TEXT };
    expect(res.json()).toEqual(saved);
    expect((await stateOf(u)).preference[0]).toMatchObject(saved);
    expect(await get(u, '/api/lineage-route-preference')).toEqual(saved);
    expect((await get(u, '/api/document-request/family-member-options')).currentSelection).toEqual(saved);

    // Saving again replaces the one stored preference.
    const again = await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: grandfather.id });
    expect(again.json()).toEqual(saved);
    expect((await stateOf(u)).preference).toHaveLength(1);
  });

  it('the chosen grandparent becomes the route when two qualify', async () => {
    const u = await newUser();
    const father = await add(u, { firstName: 'John', relationship: 'parent' });
    const mother = await add(u, { firstName: 'Mary', lastName: 'Byrne', relationship: 'parent', gender: 'female' });
    await add(u, { firstName: 'Aoife', relationship: 'self' });
    const paternal = await add(u, {
      firstName: 'Patrick',
      relationship: 'grandparent',
      parentId: father.id,
      isIrishBorn: true,
    });
    const maternal = await add(u, {
      firstName: 'Kate',
      lastName: 'Byrne',
      gender: 'female',
      relationship: 'grandparent',
      parentId: mother.id,
      isIrishBorn: true,
    });
    expect((await get(u, '/api/family-tree/eligibility')).route.grandparentId).toBe(paternal.id);

    const res = await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: maternal.id });
    expect(res.json()).toEqual({
      selectedGrandparentId: maternal.id,
      routeDescription:
        'You can apply to the Foreign Births Register through your grandmother Kate Byrne (born in Ireland), via your mother Mary Byrne.',
    });
    const assessment = await get(u, '/api/family-tree/eligibility');
    expect(assessment.route).toMatchObject({ grandparentId: maternal.id, parentId: mother.id });
    expect(assessment.reasons).toContain('This is the grandparent you chose to claim through.');
    expect(
      (await get(u, '/api/document-request/family-member-options')).irishGrandparents.map((g: { id: string }) => g.id),
    ).toEqual([paternal.id, maternal.id]);
  });

  it('refuses a grandparent who is not an Irish-born grandparent of this user with 400 and keeps the saved choice', async () => {
    const u = await newUser();
    const other = await newUser();
    const tree = await treeWithoutIrishGrandparent(u);
    const grandfather = await addIrishGrandfather(u, tree.father.id);
    const othersFather = await add(other, { firstName: 'Tom', relationship: 'parent' });
    const othersIrish = await addIrishGrandfather(other, othersFather.id);
    expect(
      (await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: grandfather.id })).statusCode,
    ).toBe(200);
    const before = await stateOf(u);

    for (const id of [
      tree.grandmother.id,
      tree.mGrandfather.id,
      tree.father.id,
      tree.self.id,
      othersIrish.id,
      randomUUID(),
    ]) {
      expectError(
        await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: id }),
        400,
        INVALID_ROUTE,
      );
    }
    expect(await stateOf(u)).toEqual(before);
    expect((await get(other, '/api/lineage-route-preference')).selectedGrandparentId).toBeNull();
  });

  it.each([
    ['a missing id', {}],
    ['a non-uuid id', { selectedGrandparentId: 'patrick' }],
    ['a null id', { selectedGrandparentId: null }],
    ['an unknown field', { selectedGrandparentId: randomUUID(), userId: 'x' }],
  ])('POST lineage preference with %s answers 400 and saves nothing', async (_label, body) => {
    const u = await newUser();
    const res = await call(u, 'POST', '/api/lineage-route-preference', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request: /), code: 'VALIDATION_ERROR' });
    expect((await stateOf(u)).preference).toEqual([]);
  });

  it('a non-uuid selectedGrandparentId is explained in plain words', async () => {
    const u = await newUser();
    const res = await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: 'patrick' });
    expect(res.json().message).toBe(
      'Invalid request: selectedGrandparentId: Choose one of your Irish-born grandparents',
    );
  });

  it('deleting the chosen grandparent clears the whole saved choice', async () => {
    const u = await newUser();
    const tree = await treeWithoutIrishGrandparent(u);
    const grandfather = await addIrishGrandfather(u, tree.father.id);
    await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: grandfather.id });
    expect((await call(u, 'DELETE', `/api/family-members/${tree.father.id}`)).statusCode).toBe(200);
    expect((await get(u, '/api/document-request/family-member-options')).currentSelection).toBeNull();
    expect((await get(u, '/api/family-tree/eligibility')).status).toBe('incomplete');
    expect(await get(u, '/api/lineage-route-preference')).toEqual({
      selectedGrandparentId: null,
      routeDescription: null,
    });
  });
});
