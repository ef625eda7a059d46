import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { documentRequests } from '#server/db/schema.ts';

/**
 * Issue 19 item 5: Manual Entry refuses the places Smart Selection does not research, with the
 * same words; a certificate already ordered and paid for the same person is flagged on the
 * unpaid order before paying; the user's note comes back with the order.
 */

const NOT_RESEARCHED = {
  message: 'We research civil records from Ireland and the UK only: order this one from the office named here.',
  code: 'NOT_RESEARCHED',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `manual-scope-${++users}@example.com`);
const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);

async function ok<T>(res: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

const MANUAL = {
  requesterName: 'Mary Walsh',
  requesterEmail: 'mary.walsh@example.com',
  subjectName: 'Patrick Walsh',
  subjectBirthYear: 1920,
  subjectBirthLocation: 'Castlebar, Co. Mayo',
  documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
  additionalInfo: 'He was baptised Pádraig;\nthe register may spell it that way.',
};
const manual = (u: SignedIn, body: Record<string, unknown>) =>
  call(u, 'POST', '/api/create-document-request', { ...MANUAL, ...body });
const ordersInDb = (u: SignedIn) =>
  t.database.db.select().from(documentRequests).where(eq(documentRequests.userId, u.userId));
const listed = async (u: SignedIn) => ok<DocumentRequestResponse[]>(await call(u, 'GET', '/api/document-requests'));

/** Pays an order with the test provider (an address first, as the spec requires). */
async function pay(u: SignedIn, orderId: string) {
  await ok(
    await call(u, 'POST', '/api/user-profile', {
      addressLine1: '1 Main Street',
      city: 'Castlebar',
      county: 'Mayo',
      country: 'Ireland',
    }),
  );
  const intent = await ok<{ paymentIntentId: string; clientSecret: string }>(
    await call(u, 'POST', '/api/create-document-payment', { documentRequestId: orderId }),
  );
  await ok(
    await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
      clientSecret: intent.clientSecret,
      outcome: 'succeed',
    }),
  );
  const settled = await ok<{ status: string }>(
    await call(u, 'PATCH', `/api/document-requests/${orderId}/payment`, {
      paymentIntentId: intent.paymentIntentId,
      status: 'succeeded',
    }),
  );
  expect(settled.status).toBe('paid');
}

describe('Manual Entry respects what we research', () => {
  it.each([
    ['a country outside Ireland and the UK', { subjectBirthCountry: 'United States' }],
    ['a place outside them, with no country', { subjectBirthLocation: 'Boston, Massachusetts' }],
    ['the country decides over a place it contradicts', { subjectBirthCountry: 'France' }],
  ])('%s is refused with the Smart Selection message, and nothing is stored', async (_case, body) => {
    const u = await newUser();
    const res = await manual(u, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(NOT_RESEARCHED);
    expect(await ordersInDb(u)).toHaveLength(0);
  });

  it.each([
    ['Ireland', 'Castlebar, Co. Mayo, Ireland'],
    ['Northern Ireland', 'Castlebar, Co. Mayo, Northern Ireland'],
    ['Scotland', 'Castlebar, Co. Mayo, Scotland'],
  ])('%s is accepted; the country is kept with the place', async (country, stored) => {
    const u = await newUser();
    const order = await ok<DocumentRequestResponse>(await manual(u, { subjectBirthCountry: country }), 201);
    expect(order.status).toBe('pending');
    const [row] = await ordersInDb(u);
    expect(row.subjectBirthLocation).toBe(stored);
  });

  it("the spec's payload (no country) is still accepted when the place is ours or unknown", async () => {
    const u = await newUser();
    await ok(await manual(u, {}), 201);
    await ok(await manual(u, { subjectBirthLocation: null }), 201);
    expect(await ordersInDb(u)).toHaveLength(2);
  });

  it('the note the user wrote comes back with the order, line breaks kept', async () => {
    const u = await newUser();
    const created = await ok<DocumentRequestResponse>(await manual(u, { subjectBirthCountry: 'Ireland' }), 201);
    expect(created.additionalInfo).toBe(MANUAL.additionalInfo);
    expect((await listed(u))[0].additionalInfo).toBe(MANUAL.additionalInfo);
  });
});

describe('a certificate already ordered and paid for the same person is flagged before paying', () => {
  async function treeWithGrandfather(u: SignedIn) {
    const add = async (body: Record<string, unknown>) =>
      ok<FamilyMemberResponse>(await call(u, 'POST', '/api/family-members', { lastName: 'Walsh', ...body }), 201);
    await add({ firstName: 'Sean', relationship: 'self', birthPlace: 'Manchester', birthCountry: 'England' });
    const father = await add({
      firstName: 'John',
      relationship: 'parent',
      birthPlace: 'Leeds',
      birthCountry: 'England',
    });
    const grandfather = await add({
      firstName: 'Patrick',
      relationship: 'grandparent',
      parentId: father.id,
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
    });
    return { father, grandfather };
  }
  const lineage = (u: SignedIn, grandfatherId: string, members: { id: string }[]) =>
    call(u, 'POST', '/api/document-request/lineage-based', {
      selectedFamilyMemberId: grandfatherId,
      documentsNeeded: members.map((m) => ({ familyMemberId: m.id, documentType: 'birth_certificate' })),
    });

  it('a second Smart Selection order of the same certificate names the paid order; a new one is not flagged', async () => {
    const u = await newUser();
    const { father, grandfather } = await treeWithGrandfather(u);
    const first = await ok<DocumentRequestResponse>(await lineage(u, grandfather.id, [grandfather]), 201);
    // Unpaid, the first order is no reason to flag anything.
    const before = await ok<DocumentRequestResponse>(await lineage(u, grandfather.id, [grandfather]), 201);
    expect(before.alreadyOrdered).toEqual([]);

    await pay(u, first.id);
    const second = await ok<DocumentRequestResponse>(await lineage(u, grandfather.id, [grandfather, father]), 201);
    const flag = [
      {
        documentType: 'birth_certificate',
        memberName: 'Patrick Walsh',
        orderId: first.id,
        paidAt: expect.any(String),
      },
    ];
    expect(second.alreadyOrdered).toEqual(flag);
    // The order list says the same for every unpaid order, and nothing for the paid one.
    const list = await listed(u);
    expect(list.find((o) => o.id === second.id)?.alreadyOrdered).toEqual(flag);
    expect(list.find((o) => o.id === before.id)?.alreadyOrdered).toEqual(flag);
    expect(list.find((o) => o.id === first.id)?.alreadyOrdered).toBeUndefined();
  });

  it('Manual Entry of the same person, typed with other accents and case, is flagged too', async () => {
    const u = await newUser();
    const { grandfather } = await treeWithGrandfather(u);
    const paid = await ok<DocumentRequestResponse>(await lineage(u, grandfather.id, [grandfather]), 201);
    await pay(u, paid.id);

    const typed = await ok<DocumentRequestResponse>(
      await manual(u, {
        subjectName: 'PATRICK  WALSH',
        subjectBirthCountry: 'Ireland',
        documentsNeeded: { birthCert: true, deathCert: true, marriageCert: false, other: false },
      }),
      201,
    );
    expect(typed.alreadyOrdered).toEqual([
      { documentType: 'birth_certificate', memberName: 'PATRICK  WALSH', orderId: paid.id, paidAt: expect.any(String) },
    ]);
    const other = await ok<DocumentRequestResponse>(
      await manual(u, { subjectName: 'Bridget Walsh', subjectBirthCountry: 'Ireland' }),
      201,
    );
    expect(other.alreadyOrdered).toEqual([]);
  });

  it("another user's paid order of a person with the same name is never compared", async () => {
    const a = await newUser();
    const { grandfather } = await treeWithGrandfather(a);
    const paid = await ok<DocumentRequestResponse>(await lineage(a, grandfather.id, [grandfather]), 201);
    await pay(a, paid.id);

    const b = await newUser();
    const order = await ok<DocumentRequestResponse>(await manual(b, { subjectBirthCountry: 'Ireland' }), 201);
    expect(order.alreadyOrdered).toEqual([]);
  });
});
