import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payRegistryFees, placeCertificateOrder } from '#tests/support/orders.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';

/** What an admin records when posting an order ('In Transit' needs it, decision 059). */
const POSTED = { carrier: 'An Post', trackingNumber: 'RR123456789IE' };

/** Issue 19 items 1 and 2 (decision 026): a paid order locks the tree; choosing a route marks the Irish line. */

const ORDER_LOCKED = {
  message:
    'Your family tree is locked while your paid order is being worked on, so your documents match what was ordered. ' +
    'You can still add dates, death details, notes and marriages.',
  code: 'TREE_LOCKED',
};
const HAND_LOCKED = { message: 'Your family tree is locked. Unlock it to make changes.', code: 'TREE_LOCKED' };

let t: TestApp;
let ops: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'ops-lock@example.com' });
  ops = await signIn(t, 'ops-lock@example.com');
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `order-lock-${++users}@example.com`);
const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);

async function add(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await call(u, 'POST', '/api/family-members', { lastName: 'Walsh', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, error: object) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual(error);
}

describe('a paid order locks the tree (decision 026)', () => {
  it('the lock says locked by the order it waits for, without a hand lock, and opens when the order is delivered', async () => {
    const u = await newUser();
    const { id: orderId } = await placeCertificateOrder(t, u);
    const lock = (await call(u, 'GET', '/api/family-tree-lock')).json();
    expect(lock).toEqual({
      isLocked: true,
      hasActiveOrders: true,
      paidOrdersCount: 1,
      reason: null,
      lockedAt: null,
      lockedBy: 'order',
      activeOrders: [{ id: orderId, status: 'paid' }],
      awaitingPayment: [],
    });
    expectError(
      await call(u, 'POST', '/api/family-members', { firstName: 'A', lastName: 'B', relationship: 'self' }),
      423,
      ORDER_LOCKED,
    );
    expect((await call(u, 'POST', '/api/family-tree-lock/unlock')).statusCode).toBe(409);

    // Posted only once its registry fees are set and paid (docs/decisions/056-the-registry-fee.md).
    await payRegistryFees(t, u, ops, orderId);
    for (const status of ['processing', 'shipped', 'delivered']) {
      expect((await call(ops, 'PATCH', `/api/admin/orders/${orderId}`, { status, ...POSTED })).statusCode).toBe(200);
      const after = (await call(u, 'GET', '/api/family-tree-lock')).json();
      expect(after.isLocked).toBe(status !== 'delivered');
    }
    expect((await call(u, 'GET', '/api/family-tree-lock')).json()).toMatchObject({ lockedBy: null, activeOrders: [] });
    await add(u, { firstName: 'Aoife', relationship: 'self' });
  });

  it('an order waiting for payment does not lock the tree; the lock names it so a hand lock can warn first', async () => {
    const u = await newUser();
    await call(u, 'POST', '/api/user-profile', {
      addressLine1: '1 Main St',
      city: 'Castlebar',
      county: 'Mayo',
      country: 'Ireland',
    });
    const order = (
      await call(u, 'POST', '/api/create-document-request', {
        requesterName: 'Me',
        requesterEmail: u.email,
        subjectName: 'Bridget Walsh',
        documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
      })
    ).json();
    expect((await call(u, 'GET', '/api/family-tree-lock')).json()).toMatchObject({
      isLocked: false,
      lockedBy: null,
      awaitingPayment: [{ id: order.id }],
    });
    await add(u, { firstName: 'Aoife', relationship: 'self' });
  });

  it('a locked tree still takes a missing date, death details, notes and a marriage; nothing else', async () => {
    const u = await newUser();
    const self = await add(u, { firstName: 'Aoife', relationship: 'self', gender: 'female' });
    const father = await add(u, { firstName: 'John', relationship: 'parent', birthPlace: 'Leeds' });
    const grandmother = await add(u, {
      firstName: 'Mary',
      relationship: 'grandparent',
      gender: 'female',
      parentId: father.id,
      birthDate: '1931-04-02',
      birthPlace: 'Castlebar, Co. Mayo',
      isIrishBorn: true,
    });
    await placeCertificateOrder(t, u);
    const put = (m: FamilyMemberResponse, change: object) =>
      call(u, 'PUT', `/api/family-members/${m.id}`, { ...m, ...change });

    // Additions the pack asks for.
    const died = await put(grandmother, {
      isDeceased: true,
      deathDate: '2001-01-01',
      deathPlace: 'Boston',
      notes: 'Buried in Aglish',
    });
    expect(died.statusCode, died.body).toBe(200);
    expect(died.json()).toMatchObject({
      isDeceased: true,
      deathDate: '2001-01-01',
      deathPlace: 'Boston',
      notes: 'Buried in Aglish',
    });
    expect((await put(father, { birthDate: '1960-02-02' })).json()).toMatchObject({ birthDate: '1960-02-02' });
    const marriage = await call(u, 'POST', '/api/name-change-events', {
      familyMemberId: grandmother.id,
      changeType: 'marriage',
      changeDate: '1955-06-01',
      changePlace: 'Castlebar',
    });
    expect(marriage.statusCode, marriage.body).toBe(201);

    // Changes to facts the order was placed on are refused, and change nothing.
    const current = died.json() as FamilyMemberResponse;
    for (const change of [
      { firstName: 'Maura' },
      { birthDate: '1932-04-02' },
      { deathDate: null },
      { birthPlace: 'Leeds' },
      { isIrishBorn: false },
    ]) {
      expectError(await put(current, change), 423, ORDER_LOCKED);
    }
    expectError(
      await call(u, 'PUT', `/api/family-members/${self.id}`, { includeInApplication: false }),
      423,
      ORDER_LOCKED,
    );
    expectError(await call(u, 'DELETE', `/api/family-members/${father.id}`), 423, ORDER_LOCKED);
    expectError(
      await call(u, 'POST', '/api/name-change-events', {
        familyMemberId: self.id,
        changeType: 'legal_change',
        surnameAfterChange: 'Byrne',
      }),
      423,
      ORDER_LOCKED,
    );
    expectError(await call(u, 'DELETE', `/api/name-change-events/${marriage.json().id}`), 423, ORDER_LOCKED);
    const stored = (await call(u, 'GET', '/api/family-members')).json() as FamilyMemberResponse[];
    expect(stored.find((m) => m.id === grandmother.id)).toEqual(current);
  });

  it('a tree locked by hand takes the same additions and refuses the rest with its own message', async () => {
    const u = await newUser();
    const father = await add(u, { firstName: 'John', relationship: 'parent' });
    await call(u, 'POST', '/api/family-tree-lock/lock', {});
    const ok = await call(u, 'PUT', `/api/family-members/${father.id}`, { ...father, birthDate: '1960-02-02' });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(
      await call(u, 'PUT', `/api/family-members/${father.id}`, { ...father, firstName: 'Sean' }),
      423,
      HAND_LOCKED,
    );
  });
});

describe('a locked tree and dates as records hold them (docs/decisions/051-dates-as-records-hold-them.md)', () => {
  it('takes a loose date made exact, and refuses one moved or made vaguer', async () => {
    const u = await newUser();
    const father = await add(u, { firstName: 'John', relationship: 'parent', birthDate: 'ABT 1960' });
    await call(u, 'POST', '/api/family-tree-lock/lock', {});
    const year = await call(u, 'PUT', `/api/family-members/${father.id}`, { ...father, birthDate: '1960' });
    expect(year.statusCode, year.body).toBe(200);
    expectError(
      await call(u, 'PUT', `/api/family-members/${father.id}`, { ...father, birthDate: '1975' }),
      423,
      HAND_LOCKED,
    );
    expectError(
      await call(u, 'PUT', `/api/family-members/${father.id}`, { ...father, birthDate: 'ABT 1960' }),
      423,
      HAND_LOCKED,
    );
    const day = await call(u, 'PUT', `/api/family-members/${father.id}`, { ...father, birthDate: '1960-02-02' });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().birthDate).toBe('1960-02-02');
  });
});

describe('choosing a route marks the Irish line (issue 19 item 1)', () => {
  it("the chosen grandparent's parent becomes the lineage anchor, the other parent stops being one, also in a locked tree", async () => {
    const u = await newUser();
    await add(u, { firstName: 'Aoife', relationship: 'self', gender: 'female' });
    const father = await add(u, { firstName: 'John', relationship: 'parent', gender: 'male' });
    const mother = await add(u, { firstName: 'Anne', lastName: 'Byrne', relationship: 'parent', gender: 'female' });
    const patrick = await add(u, {
      firstName: 'Patrick',
      relationship: 'grandparent',
      parentId: father.id,
      birthPlace: 'Castlebar, Co. Mayo',
      isIrishBorn: true,
    });
    const nora = await add(u, {
      firstName: 'Nora',
      lastName: 'Byrne',
      relationship: 'grandparent',
      gender: 'female',
      parentId: mother.id,
      birthPlace: 'Cork',
      isIrishBorn: true,
    });
    const anchors = async () =>
      ((await call(u, 'GET', '/api/family-members')).json() as FamilyMemberResponse[])
        .filter((m) => m.isLineageAnchor)
        .map((m) => m.firstName);
    expect(await anchors()).toEqual([]);

    expect(
      (await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: nora.id })).statusCode,
    ).toBe(200);
    expect(await anchors()).toEqual(['Anne']);

    await call(u, 'POST', '/api/family-tree-lock/lock', {});
    expect(
      (await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: patrick.id })).statusCode,
    ).toBe(200);
    expect(await anchors()).toEqual(['John']);
    expect((await call(u, 'GET', '/api/family-tree/eligibility')).json().summary).toContain('Patrick Walsh');

    // The member form cannot undo the mark: the route choice owns it.
    await call(u, 'POST', '/api/family-tree-lock/unlock');
    const edited = await call(u, 'PUT', `/api/family-members/${father.id}`, {
      ...father,
      isLineageAnchor: false,
      notes: 'x',
    });
    expect(edited.json()).toMatchObject({ isLineageAnchor: true, notes: 'x' });

    // Deleting the chosen grandparent takes the mark away with the choice.
    expect((await call(u, 'DELETE', `/api/family-members/${patrick.id}`)).statusCode).toBe(200);
    expect(await anchors()).toEqual([]);
    expect((await call(u, 'GET', '/api/lineage-route-preference')).json().selectedGrandparentId).toBeNull();
  });
});
