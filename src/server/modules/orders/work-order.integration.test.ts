import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { startStripeStub, type StripeStub } from '#tests/support/stripe-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { AdminStats } from '#shared/admin.ts';
import type { DocumentRequestResponse, OrderLine } from '#shared/orders.ts';
import { emailOutbox, registryFeeLines, testPaymentIntents } from '#server/db/schema.ts';

/**
 * The work order (docs/decisions/065-the-work-order.md): each certificate of an order is a line
 * holding what the office needs, read from the tree when the order was placed; the operator records
 * its outcome; a line not found at the office is refunded its share of what was paid.
 */

const ADMIN = 'work-order-admin@example.com';
const ADDRESS = { addressLine1: '1 Main Street', city: 'Castlebar', county: 'Mayo', country: 'Ireland' };
const NOTE = 'Known as Paddy; baptised in Islandeady parish.';

type Call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) => ReturnType<typeof requestAs>;

async function ok(res: Awaited<ReturnType<Call>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** The brief's family: Patrick born in Mayo in 1931, his son John born in Liverpool to Mary née Kelly. */
async function familyOrder(call: Call, u: SignedIn) {
  const add = async (body: Record<string, unknown>) =>
    ok(await call(u, 'POST', '/api/family-members', { lastName: 'Walsh', ...body }), 201);
  await ok(await call(u, 'POST', '/api/user-profile', ADDRESS));
  await add({ firstName: 'Sean', relationship: 'self', birthPlace: 'Manchester', birthCountry: 'England' });
  const john = await add({
    firstName: 'John',
    relationship: 'parent',
    gender: 'male',
    birthDate: '1950-03-12',
    birthPlace: 'Liverpool',
    birthCountry: 'England',
    isLineageAnchor: true,
  });
  const patrick = await add({
    firstName: 'Patrick',
    relationship: 'grandparent',
    gender: 'male',
    parentId: john.id,
    birthDate: '1931',
    birthPlace: 'Islandeady, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
  const mary = await add({
    firstName: 'Mary',
    relationship: 'grandparent',
    gender: 'female',
    parentId: john.id,
    birthPlace: 'Westport, Co. Mayo',
    birthCountry: 'Ireland',
  });
  const record = async (body: Record<string, unknown>) =>
    ok(await call(u, 'POST', '/api/name-change-events', body), 201);
  await record({ familyMemberId: mary.id, changeType: 'birth', surnameAfterChange: 'Kelly' });
  await record({
    familyMemberId: mary.id,
    changeType: 'marriage',
    surnameBeforeChange: 'Kelly',
    surnameAfterChange: 'Walsh',
    changeDate: '1948-06-01',
    changePlace: 'Westport',
    changeCountry: 'Ireland',
  });
  await record({
    familyMemberId: patrick.id,
    changeType: 'irish_form',
    givenNames: 'Pádraig',
    surnameAfterChange: 'Breathnach',
  });
  const order = (await ok(
    await call(u, 'POST', '/api/document-request/lineage-based', {
      selectedFamilyMemberId: patrick.id,
      documentsNeeded: [
        { familyMemberId: patrick.id, documentType: 'birth_certificate' },
        { familyMemberId: john.id, documentType: 'birth_certificate' },
      ],
      additionalInfo: NOTE,
    }),
    201,
  )) as DocumentRequestResponse;
  return { order, john, patrick };
}

function suite(
  name: string,
  setup: () => Promise<{
    t: TestApp;
    pay: (u: SignedIn, orderId: string) => Promise<string>;
    refunded: (intent: string) => Promise<number>;
    close?: () => Promise<void>;
  }>,
) {
  describe(name, () => {
    let t: TestApp;
    let admin: SignedIn;
    let pay: (u: SignedIn, orderId: string) => Promise<string>;
    let refunded: (intent: string) => Promise<number>;
    let close: (() => Promise<void>) | undefined;
    let users = 0;
    beforeAll(async () => {
      ({ t, pay, refunded, close } = await setup());
      admin = await signIn(t, ADMIN);
    });
    afterAll(async () => {
      await t?.close();
      await close?.();
    });
    const call: Call = (u, method, url, payload) => requestAs(t, u, method, url, payload);
    const newUser = () => signIn(t, `work-order-${name.length}-${++users}@example.com`);
    const linesOf = async (orderId: string) =>
      ((await ok(await call(admin, 'GET', `/api/admin/orders/${orderId}/lines`))) as { lines: OrderLine[] }).lines;
    const outcome = (orderId: string, index: number, body: Record<string, unknown>) =>
      call(admin, 'POST', `/api/admin/orders/${orderId}/lines/${index}/outcome`, body);
    const stats = async () => (await ok(await call(admin, 'GET', '/api/admin/stats'))) as AdminStats;

    it('each line holds what the office needs as the tree said when ordering; a later edit of the tree changes nothing', async () => {
      const u = await newUser();
      const { order, john } = await familyOrder(call, u);
      const lines = await linesOf(order.id);
      expect(lines).toHaveLength(2);
      const [grandfather, father] = lines;
      expect(grandfather).toMatchObject({
        documentIndex: 0,
        kind: 'birth',
        certificate: 'Birth Certificate',
        outcome: 'open',
        facts: {
          name: 'Patrick Walsh',
          nameIs: 'the birth name',
          otherNames: ['Pádraig Breathnach (Irish form)'],
          birth: { date: { recorded: '1931', words: '1931' }, place: 'Islandeady, Co. Mayo, Ireland' },
          customerNote: NOTE,
        },
      });
      expect(grandfather.facts.office).toMatchObject({ region: expect.stringContaining('Ireland') });
      expect(grandfather.facts.office!.askFor).not.toBe('');
      expect(father.facts).toMatchObject({
        name: 'John Walsh',
        birth: { date: { recorded: '1950-03-12', words: '12 March 1950' }, place: 'Liverpool, England' },
        father: { name: 'Patrick Walsh', birthSurname: 'Walsh' },
        mother: { name: 'Mary Walsh', birthSurname: 'Kelly' },
        customerNote: NOTE,
      });
      expect(father.facts.office).toMatchObject({ region: expect.stringContaining('England') });
      expect(father.registryForm).toContain("Mother's birth surname: Kelly");
      expect(father.registryForm).toContain('Date of birth: 12 March 1950');
      expect(father.registryForm).toContain('Place of birth: Liverpool, England');
      // The tree changes afterwards: the order keeps what was ordered.
      await ok(
        await call(u, 'PUT', `/api/family-members/${john.id}`, {
          firstName: 'Johnny',
          lastName: 'Walsh',
          relationship: 'parent',
          gender: 'male',
          birthDate: '1951',
          birthPlace: 'Leeds',
          birthCountry: 'England',
          isLineageAnchor: true,
        }),
      );
      expect(
        (await ok(await call(u, 'GET', '/api/family-members'))).some(
          (m: { firstName: string }) => m.firstName === 'Johnny',
        ),
      ).toBe(true);
      expect(await linesOf(order.id)).toEqual(lines);
    });

    it('a certificate not found is refunded its share: the order goes on, the customer is told, the figures follow', async () => {
      const u = await newUser();
      const { order, john, patrick } = await familyOrder(call, u);
      // Nothing is worked before payment.
      expect((await outcome(order.id, 0, { outcome: 'received' })).statusCode).toBe(409);
      const intent = await pay(u, order.id);
      const before = await stats();
      await ok(
        await outcome(order.id, 0, {
          outcome: 'ordered',
          orderedOn: '2026-11-25',
          officeReference: 'GRO-2026-4411',
          officeAmountPaid: 2000,
          officeCurrency: 'eur',
        }),
      );
      await ok(
        await outcome(order.id, 1, {
          outcome: 'ordered',
          orderedOn: '2026-11-25',
          officeReference: 'GRO-UK-77',
          officeAmountPaid: 1250,
          officeCurrency: 'GBP',
        }),
      );
      // A step out of order is refused and says why.
      const posted = await outcome(order.id, 1, { outcome: 'posted' });
      expect(posted.statusCode).toBe(409);
      expect(posted.json().message).toBe('This certificate is ordered from the office: it cannot be marked posted.');
      // Only a line not found is refunded on its own.
      expect((await call(admin, 'POST', `/api/admin/orders/${order.id}/lines/1/refund`)).statusCode).toBe(409);
      await ok(
        await outcome(order.id, 1, { outcome: 'not_found', searched: 'Liverpool births 1949–1952, Walsh/Kelly' }),
      );
      const share = order.totalCost / 2;
      const [, notFound] = await linesOf(order.id);
      expect(notFound).toMatchObject({ outcome: 'not_found', refundDue: share, refundedAt: null });

      const after = (await ok(await call(admin, 'POST', `/api/admin/orders/${order.id}/lines/1/refund`))) as {
        lines: OrderLine[];
      };
      expect(after.lines[1]).toMatchObject({ refundAmount: share, refundedBy: ADMIN, refundedAt: expect.any(String) });
      // Again: nothing more is refunded.
      await ok(await call(admin, 'POST', `/api/admin/orders/${order.id}/lines/1/refund`));
      expect(await refunded(intent)).toBe(share);

      // The order goes on with its other certificate.
      const [mine] = (await ok(await call(u, 'GET', '/api/document-requests'))) as DocumentRequestResponse[];
      expect(mine.status).toBe('paid');
      expect(mine.lines).toEqual([
        expect.objectContaining({ documentIndex: 0, outcome: 'ordered', refundAmount: null }),
        expect.objectContaining({ documentIndex: 1, outcome: 'not_found', refundAmount: share }),
      ]);
      const mails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.userId, u.userId))
        .orderBy(asc(emailOutbox.createdAt));
      const receipt = mails.find((m) => m.subject.includes('Refund for a certificate not found'))!;
      expect(receipt.text).toContain(`Refunded: €${(share / 100).toFixed(2)}`);
      expect(receipt.text).toContain('Birth Certificate for John Walsh');
      expect(receipt.text).toContain('We carry on with the other certificates of your order.');
      const figures = await stats();
      expect(figures.money.refunds.count).toBe(before.money.refunds.count + 1);
      expect(figures.money.refunds.inPence).toBe(before.money.refunds.inPence + share);

      const history = (await ok(await call(admin, 'GET', `/api/admin/orders/${order.id}/history`))) as {
        actor: string;
        note: string | null;
      }[];
      expect(history.map((e) => e.note)).toEqual(
        expect.arrayContaining([
          'Ordered from the office for line 1, Birth Certificate on 25 November 2026: reference GRO-2026-4411, €20.00 paid.',
          'Not found at the office for line 2, Birth Certificate. Searched: Liverpool births 1949–1952, Walsh/Kelly',
          `Refunded €${(share / 100).toFixed(2)} for line 2, Birth Certificate (not found at the office).`,
        ]),
      );

      // The other line is received and posted, and the order delivered: only the certificate
      // delivered is in hand in the customer's workspace.
      await ok(await outcome(order.id, 0, { outcome: 'received' }));
      await ok(await outcome(order.id, 0, { outcome: 'posted' }));
      expect((await linesOf(order.id))[0]).toMatchObject({ outcome: 'posted', postedAt: expect.any(String) });
      // The customer paid the delivered certificate's registry fee (decision 056); the line not found holds nothing up.
      await t.database.db
        .update(registryFeeLines)
        .set({
          status: 'paid',
          paidAt: new Date(),
          toConfirmReason: null,
          amount: 2000,
          officeAmount: 2000,
          officeCurrency: 'EUR',
        })
        .where(and(eq(registryFeeLines.orderId, order.id), eq(registryFeeLines.documentIndex, 0)));
      for (const step of [
        { status: 'processing' },
        { status: 'shipped', carrier: 'An Post', trackingNumber: 'RR123456789IE' },
        { status: 'delivered' },
      ])
        await ok(await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, step));
      const workspace = (await ok(await call(u, 'GET', '/api/application'))) as {
        items: { memberId: string; kind: string; status: string }[];
      };
      const birthOf = (memberId: string) =>
        workspace.items.find((i) => i.memberId === memberId && i.kind === 'birth')?.status;
      expect([birthOf(patrick.id), birthOf(john.id)]).toEqual(['in_hand', 'needed']);
    });

    it('when every certificate is refunded the order is refunded, counted once in the figures', async () => {
      const u = await newUser();
      const { order } = await familyOrder(call, u);
      const intent = await pay(u, order.id);
      const before = await stats();
      for (const index of [0, 1]) {
        await ok(await outcome(order.id, index, { outcome: 'not_found', searched: 'Every register, 1925–1955' }));
        await ok(await call(admin, 'POST', `/api/admin/orders/${order.id}/lines/${index}/refund`));
      }
      expect(await refunded(intent)).toBe(order.totalCost);
      const [mine] = (await ok(await call(u, 'GET', '/api/document-requests'))) as DocumentRequestResponse[];
      expect(mine.status).toBe('refunded');
      const figures = await stats();
      expect(figures.money.refunds.inPence).toBe(before.money.refunds.inPence + order.totalCost);
      expect(figures.money.refunds.count).toBe(before.money.refunds.count + 1);
    });
  });
}

suite('with the built-in test provider', async () => {
  const t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  const call: Call = (u, method, url, payload) => requestAs(t, u, method, url, payload);
  return {
    t,
    async pay(u, orderId) {
      const intent = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: orderId }));
      await ok(
        await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
          clientSecret: intent.clientSecret,
          outcome: 'succeed',
        }),
      );
      await ok(
        await call(u, 'PATCH', `/api/document-requests/${orderId}/payment`, {
          paymentIntentId: intent.paymentIntentId,
        }),
      );
      return intent.paymentIntentId as string;
    },
    // The test provider keeps the total refunded on the intent.
    async refunded(intent) {
      const [row] = await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent));
      return row.refundedAmount;
    },
  };
});

let stub: StripeStub;
suite('with Stripe (the local stub)', async () => {
  stub = await startStripeStub();
  const t = await createTestApp({
    ADMIN_EMAILS: ADMIN,
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_work_order',
    STRIPE_API_BASE: stub.url,
  });
  const call: Call = (u, method, url, payload) => requestAs(t, u, method, url, payload);
  return {
    t,
    async pay(u, orderId) {
      const pay = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: orderId }));
      stub.setStatus(pay.paymentIntentId, 'succeeded');
      await ok(
        await call(u, 'PATCH', `/api/document-requests/${orderId}/payment`, { paymentIntentId: pay.paymentIntentId }),
      );
      return pay.paymentIntentId as string;
    },
    refunded: async (intent) => {
      const made = stub.refunds.filter((r) => r.payment_intent === intent);
      // One refund per line, each under its line's own key.
      expect(made.map((r) => r.idempotencyKey).sort()).toEqual([...new Set(made.map((r) => r.idempotencyKey))].sort());
      expect(made.every((r) => r.idempotencyKey?.startsWith('order-line-refund-'))).toBe(true);
      return made.reduce((sum, r) => sum + r.amount, 0);
    },
    close: () => stub.stop(),
  };
});
