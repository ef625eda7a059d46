import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPdfWithTestProvider, claimForm, fileClaim, isoDay, LETTERS, recordRefusal } from '#tests/support/claims.ts';
import { addGrandparentRouteTree } from '#tests/support/application.ts';
import { payRegistryFees, placeCertificateOrder } from '#tests/support/orders.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { startStripeStub, type StripeStub } from '#tests/support/stripe-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { writtenDate } from '#domain/dates/written-date.ts';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import {
  adminAudit,
  documentRequests,
  emailOutbox,
  guaranteeClaimEvidence,
  guaranteeClaims,
  pdfOrders,
  registryFeeLines,
  testPaymentIntents,
  userProfiles,
} from '#server/db/schema.ts';
import { refundKey } from './refunds.ts';

/**
 * The success guarantee end to end through the API, with Stripe configured and its API served
 * by a local stub (so refunds, their idempotency keys and refusals are real SDK calls).
 */

const ADMIN = 'claims.admin@example.com';
let stub: StripeStub;
let t: TestApp;
let admin: SignedIn;
let users = 0;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    ADMIN_EMAILS: ADMIN,
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_API_BASE: stub.url,
  });
  admin = await signIn(t, ADMIN);
});
afterAll(async () => {
  await t?.close();
  await stub?.stop();
});

const newUser = () => signIn(t, `claimant-${++users}@example.com`);
/** A user whose tracker shows the refusal after a review, dated today (decision 053). */
const claimant = async () => {
  const u = await newUser();
  await recordRefusal(t, u);
  return u;
};
const db = () => t.database.db;
const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);

/** A PDF pack paid by card through Stripe (the stub says the intent succeeded; the server checks). */
async function buyPdf(u: SignedIn): Promise<{ orderId: string; paymentIntentId: string; amount: number }> {
  const created = (await call(u, 'POST', '/api/create-pdf-payment', {})).json() as {
    orderId: string;
    paymentIntentId: string;
    amount: number;
  };
  stub.setStatus(created.paymentIntentId, 'succeeded');
  const settled = await call(u, 'POST', '/api/confirm-payment', { paymentIntentId: created.paymentIntentId });
  expect(settled.json()).toMatchObject({ status: 'paid' });
  return created;
}

const claimCount = async () =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(guaranteeClaims)
    )[0].n,
  );
const refundsFor = (intentId: string) => stub.refunds.filter((r) => r.payment_intent === intentId);
const pdfStatus = async (id: string) =>
  (await db().select({ s: pdfOrders.status }).from(pdfOrders).where(eq(pdfOrders.id, id)))[0].s;
const mailsFor = async (u: SignedIn) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.userId, u.userId))).map((m) => m.subject);

async function filed(u: SignedIn, orders: string[]) {
  const res = await fileClaim(t, u, { orders, note: 'Refused after review, letter attached.' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; reference: string };
}

describe('guarantee terms on orders', () => {
  it('stores the terms version in force with every new order', async () => {
    const u = await newUser();
    const { orderId } = await buyPdf(u);
    const [order] = await db().select().from(pdfOrders).where(eq(pdfOrders.id, orderId));
    expect(order.guaranteeTermsVersion).toBe(CURRENT_GUARANTEE_TERMS.version);

    const orders = (await call(u, 'GET', '/api/claims/orders')).json();
    expect(orders).toEqual([
      expect.objectContaining({
        type: 'pdf',
        id: orderId,
        label: 'PDF application pack',
        covered: true,
        reason: null,
        guaranteeTermsVersion: '1',
      }),
    ]);
  });
});

describe('filing a claim: validation', () => {
  let u: SignedIn;
  let paid: { orderId: string; amount: number };
  beforeAll(async () => {
    u = await claimant();
    paid = await buyPdf(u);
  });

  it('refuses an order that was never paid, and changes nothing', async () => {
    const pending = (await call(u, 'POST', '/api/create-pdf-payment', {})).json() as { orderId: string };
    const before = await claimCount();
    const res = await fileClaim(t, u, { orders: [`pdf:${pending.orderId}`] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `Order #${pending.orderId.slice(0, 8)}: Only paid orders can be claimed.`,
    });
    expect(await claimCount()).toBe(before);
  });

  it("answers 404 for another user's order, and changes nothing", async () => {
    const other = await newUser();
    const before = await claimCount();
    const res = await fileClaim(t, other, { orders: [`pdf:${paid.orderId}`] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
    expect(await claimCount()).toBe(before);
  });

  it.each([
    ['no order chosen', { orders: [] }, 'Choose the orders your claim covers.'],
    ['a malformed order', { orders: ['pdf:../../etc'] }, 'Choose the orders your claim covers.'],
    ['no letter', { orders: ['ORDER'], letter: null }, 'Attach the refusal letter.'],
    [
      'an empty letter',
      { orders: ['ORDER'], letter: { content: Buffer.alloc(0), fileName: 'l.pdf', type: 'application/pdf' } },
      'Attach the refusal letter.',
    ],
    [
      'a letter dated in the future',
      { orders: ['ORDER'], decisionDate: isoDay(2) },
      'The date on the letter cannot be in the future.',
    ],
    [
      'a letter dated 92 days ago (91 even at UTC−12)',
      { orders: ['ORDER'], decisionDate: isoDay(-92) },
      'Claims must be made within 90 days of the date on the refusal letter.',
    ],
    [
      'a letter dated before the purchase',
      { orders: ['ORDER'], decisionDate: isoDay(-1) },
      'was bought after the date on the letter',
    ],
    ['not a date', { orders: ['ORDER'], decisionDate: '0000-00-00' }, 'Enter the date on the refusal letter.'],
    ['an unknown field', { orders: ['ORDER'], extraFields: { amount: '1' } }, 'Unrecognized key'],
  ])('refuses %s with a JSON 400, and changes nothing', async (_name, input, message) => {
    const orders = input.orders.map((o) => (o === 'ORDER' ? `pdf:${paid.orderId}` : o));
    const before = await claimCount();
    const res = await fileClaim(t, u, { ...input, orders });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await claimCount()).toBe(before);
  });

  it('refuses a letter whose content is not a PDF or an image, whatever its name and declared type', async () => {
    const before = await claimCount();
    const res = await fileClaim(t, u, {
      orders: [`pdf:${paid.orderId}`],
      letter: { content: LETTERS.fakePdf, fileName: 'refusal-letter.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The refusal letter must be a PDF, JPEG, PNG or WebP file.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    // An HTML page named like a photo is refused the same way.
    const html = await fileClaim(t, u, {
      orders: [`pdf:${paid.orderId}`],
      letter: {
        content: Buffer.from('<html><script>alert(1)</script></html>'),
        fileName: 'letter.png',
        type: 'image/png',
      },
    });
    expect(html.statusCode).toBe(400);
    expect(await claimCount()).toBe(before);
  });

  it('refuses a letter over 10 MB with 413, and changes nothing', async () => {
    const before = await claimCount();
    const big = Buffer.concat([LETTERS.pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - LETTERS.pdf.length, 0x20)]);
    const res = await fileClaim(t, u, {
      orders: [`pdf:${paid.orderId}`],
      letter: { content: big, fileName: 'big.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The refusal letter can be at most 10 MB.' });
    expect(await claimCount()).toBe(before);
  });

  it('accepts a letter of exactly 10 MB', async () => {
    const v = await claimant();
    const order = await buyPdf(v);
    const exact = Buffer.concat([LETTERS.pdf, Buffer.alloc(10 * 1024 * 1024 - LETTERS.pdf.length, 0x20)]);
    const res = await fileClaim(t, v, {
      orders: [`pdf:${order.orderId}`],
      letter: { content: exact, fileName: 'scan.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().evidence).toEqual({ fileName: 'scan.pdf', mimeType: 'application/pdf', size: 10 * 1024 * 1024 });
  });

  it('refuses a JSON body: the claim needs its letter', async () => {
    const res = await call(u, 'POST', '/api/claims', { order: [`pdf:${paid.orderId}`], decisionDate: isoDay() });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: 'Send the claim as a form with the refusal letter attached.' });
  });

  it('needs a session', async () => {
    const { payload, headers } = await claimForm({ orders: [`pdf:${paid.orderId}`], decisionDate: isoDay() });
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', payload, headers });
    expect(res.statusCode).toBe(401);
  });

  it('files a claim once per order: a second claim for the same order is refused', async () => {
    const claim = await filed(u, [`pdf:${paid.orderId}`]);
    expect(claim).toMatchObject({
      status: 'submitted',
      statusLabel: 'Submitted',
      totalAmount: paid.amount,
      note: 'Refused after review, letter attached.',
    });
    const again = await fileClaim(t, u, { orders: [`pdf:${paid.orderId}`] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('This order is already part of a claim.');
    expect((await call(u, 'GET', '/api/claims/orders')).json()).toContainEqual(
      expect.objectContaining({ id: paid.orderId, covered: false, reason: 'This order is already part of a claim.' }),
    );
    expect(await mailsFor(u)).toContain(`Claim ${claim.reference}: We have received your guarantee claim`);
  });
});

describe('claims that match the record (decision 053)', () => {
  const evidenceCount = async () =>
    Number(
      (
        await db()
          .select({ n: sql<number>`count(*)` })
          .from(guaranteeClaimEvidence)
      )[0].n,
    );
  /** A claimant who has a tree and a paid PDF pack, and whatever `record` puts in the tracker. */
  async function withOrder(record: (u: SignedIn) => Promise<unknown>) {
    const u = await newUser();
    await addGrandparentRouteTree(t, u);
    const order = await buyPdf(u);
    await record(u);
    return { u, order };
  }
  const post = (u: SignedIn, url: string, body: object) =>
    call(u, url === '/api/application/posting' ? 'PUT' : 'POST', url, body);

  it('refuses a claim while the tracker shows no refusal, says what to record, and writes nothing', async () => {
    const { u, order } = await withOrder((u) =>
      post(u, '/api/application/posting', { postedOn: isoDay(), signedOn: isoDay() }),
    );
    const before = { claims: await claimCount(), letters: await evidenceCount(), mails: (await mailsFor(u)).length };
    const res = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CLAIM_NOT_ON_RECORD',
      message:
        "Your tracker in 'Your Application' does not show that DFA refused your application. Record the refusal there first, with the date on DFA's letter, then ask DFA for a review.",
    });
    expect({ claims: await claimCount(), letters: await evidenceCount(), mails: (await mailsFor(u)).length }).toEqual(
      before,
    );
    // The order stays claimable once the record is complete.
    expect((await call(u, 'GET', '/api/claims/orders')).json()).toContainEqual(
      expect.objectContaining({ id: order.orderId, covered: true }),
    );
  });

  it('refuses a claim when nothing was posted, and while the review is still open', async () => {
    const { u, order } = await withOrder(async () => undefined);
    const none = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('does not show that you posted your application');

    await post(u, '/api/application/posting', { postedOn: isoDay(), signedOn: isoDay() });
    await post(u, '/api/application/timeline', { step: 'refused', on: isoDay() });
    const unreviewed = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`] });
    expect(unreviewed.statusCode).toBe(400);
    expect(unreviewed.json().message).toContain('but no review');

    await post(u, '/api/application/timeline', { step: 'review_requested', on: isoDay() });
    const pending = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`] });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toContain('you asked DFA to review the refusal');
    expect(await claimCount()).toBeGreaterThan(0);
  });

  it('refuses a letter dated before posting, naming the posting day; the refusal’s own date is accepted', async () => {
    const { u, order } = await withOrder((u) =>
      recordRefusal(t, u, { postedOn: isoDay(-30), firstRefusedOn: isoDay(-20), refusedOn: isoDay(-5), hasTree: true }),
    );
    // Bought two months ago, so the letter's date is judged against the record, not the purchase.
    await db()
      .update(pdfOrders)
      .set({ paidAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(pdfOrders.id, order.orderId));
    const before = await claimCount();
    const long = (offset: number) => writtenDate(new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));

    const early = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`], decisionDate: isoDay(-40) });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'CLAIM_NOT_ON_RECORD',
      message: `The refusal letter cannot be dated before you posted your application (${long(-30)} in your tracker). Check the date on the letter.`,
    });

    const first = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`], decisionDate: isoDay(-20) });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toContain(`the letter that confirms the refusal after the review, dated ${long(-5)}`);

    const other = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`], decisionDate: isoDay(-4) });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain(`does not match DFA's refusal in your tracker`);
    expect(await claimCount()).toBe(before);

    const ok = await fileClaim(t, u, { orders: [`pdf:${order.orderId}`], decisionDate: isoDay(-5) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ decisionDate: isoDay(-5) });
  });

  it('tells the claim form what the tracker says, and shows admins the steps beside the letter', async () => {
    const { u, order } = await withOrder((u) =>
      post(u, '/api/application/posting', { postedOn: isoDay(), signedOn: isoDay() }),
    );
    expect((await call(u, 'GET', '/api/claims/record')).json()).toEqual({
      ready: false,
      refusedOn: null,
      message: expect.stringContaining('does not show that DFA refused your application'),
      steps: [{ step: 'posted', label: 'Posted', on: isoDay() }],
    });
    expect((await call(null, 'GET', '/api/claims/record')).statusCode).toBe(401);

    await recordRefusal(t, u, { hasTree: true });
    const record = (await call(u, 'GET', '/api/claims/record')).json();
    expect(record).toMatchObject({ ready: true, refusedOn: isoDay() });
    expect(record.steps.map((s: { label: string }) => s.label)).toEqual([
      'Posted',
      'Refused',
      'Review requested',
      'Refused',
    ]);

    const claim = await filed(u, [`pdf:${order.orderId}`]);
    const shown = (await call(admin, 'GET', '/api/admin/claims?status=submitted')).json() as Array<{
      id: string;
      application: { steps: Array<{ step: string; on: string }> };
    }>;
    expect(shown.find((c) => c.id === claim.id)?.application.steps).toEqual(
      ['posted', 'refused', 'review_requested', 'refused'].map((step) => ({
        step,
        label: expect.any(String),
        on: isoDay(),
      })),
    );
  });
});

describe('the refusal letter is shown to its owner and admins only', () => {
  let owner: SignedIn;
  let claimId: string;
  beforeAll(async () => {
    owner = await claimant();
    const order = await buyPdf(owner);
    const res = await fileClaim(t, owner, {
      orders: [`pdf:${order.orderId}`],
      letter: { content: LETTERS.png, fileName: 'photo of letter.png', type: 'image/png' },
    });
    claimId = res.json().id;
  });

  it('the owner gets the bytes back, typed by content and inert in the browser', async () => {
    const res = await call(owner, 'GET', `/api/claims/${claimId}/letter`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(LETTERS.png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('an admin can open it', async () => {
    const res = await call(admin, 'GET', `/api/admin/claims/${claimId}/letter`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(LETTERS.png)).toBe(true);
  });

  it('another user, a non-admin on the admin route and nobody signed in get nothing', async () => {
    const other = await newUser();
    const asOther = await call(other, 'GET', `/api/claims/${claimId}/letter`);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain('PNG');
    expect((await call(other, 'GET', `/api/admin/claims/${claimId}/letter`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/claims/${claimId}/letter`)).statusCode).toBe(401);
    const list = await call(other, 'GET', '/api/claims');
    expect(list.json()).toEqual([]);
    expect(list.headers['cache-control']).toBe('no-store');
  });
});

describe('approving a claim refunds every covered order exactly once', () => {
  it('a double click and a retried request still refund once, with the idempotency key', async () => {
    const u = await claimant();
    const order = await buyPdf(u);
    const claim = await filed(u, [`pdf:${order.orderId}`]);

    const [a, b] = await Promise.all([
      call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`),
      call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const retried = await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      status: 'refunded',
      statusLabel: 'Approved and refunded',
      refundError: null,
      decidedByEmail: ADMIN,
    });

    expect(refundsFor(order.paymentIntentId)).toHaveLength(1);
    expect(refundsFor(order.paymentIntentId)[0]).toMatchObject({
      amount: order.amount,
      idempotencyKey: refundKey(claim.id, 'pdf', order.orderId, 1),
    });
    expect(await pdfStatus(order.orderId)).toBe('refunded');

    const mine = (await call(u, 'GET', '/api/claims')).json();
    expect(mine).toEqual([
      expect.objectContaining({
        id: claim.id,
        status: 'refunded',
        statusLabel: 'Approved and refunded',
        orders: [expect.objectContaining({ refunded: true })],
      }),
    ]);
    expect(mine[0]).not.toHaveProperty('refundError');
    expect(await mailsFor(u)).toContain(`Claim ${claim.reference}: Your guarantee claim was approved and refunded`);
    // A refunded pack can no longer be generated.
    expect((await call(u, 'POST', '/api/generate-pdf', {})).statusCode).toBe(402);
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, 'guarantee_claim'), eq(adminAudit.targetId, claim.id)));
    expect(audit.map((e) => e.action)).toEqual(['claim.approve']);
  });

  it('a refund the provider refuses leaves the claim approved but unpaid; the retry refunds only what is left', async () => {
    const u = await claimant();
    const first = await buyPdf(u);
    const second = await buyPdf(u);
    const claim = await filed(u, [`pdf:${first.orderId}`, `pdf:${second.orderId}`]);
    expect((await call(admin, 'POST', `/api/admin/claims/${claim.id}/review`)).json()).toMatchObject({
      status: 'under_review',
      statusLabel: 'Under review',
    });
    expect(await mailsFor(u)).toContain(`Claim ${claim.reference}: We are reviewing your guarantee claim`);

    // Stripe refuses the second order's refund; the first goes through.
    stub.refuseRefunds.set(second.paymentIntentId, 'This charge is disputed and cannot be refunded.');
    const failed = await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      status: 'refund_failed',
      statusLabel: 'Approved, refund failed',
      refundError: `Order #${second.orderId.slice(0, 8)}: This charge is disputed and cannot be refunded.`,
    });
    expect(refundsFor(first.paymentIntentId)).toHaveLength(1);
    expect(refundsFor(second.paymentIntentId)).toHaveLength(0);
    expect(await pdfStatus(first.orderId)).toBe('refunded');
    expect(await pdfStatus(second.orderId)).toBe('paid');
    // The claimant sees an approved claim whose refund is in progress, never the provider's words.
    const seen = (await call(u, 'GET', '/api/claims')).json()[0];
    expect(seen).toMatchObject({ status: 'refund_failed', statusLabel: 'Approved, refund in progress' });
    expect(JSON.stringify(seen)).not.toContain('disputed');
    // It cannot be declined any more.
    expect(
      (
        await call(admin, 'POST', `/api/admin/claims/${claim.id}/decline`, {
          reason: 'Changed my mind about this one.',
        })
      ).statusCode,
    ).toBe(409);

    stub.refuseRefunds.delete(second.paymentIntentId);
    const retried = await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`);
    expect(retried.json()).toMatchObject({ status: 'refunded', refundError: null });
    expect(refundsFor(first.paymentIntentId)).toHaveLength(1);
    // Stripe keeps the refusal under the first key, so the retry is sent under a new one.
    expect(refundsFor(second.paymentIntentId)).toEqual([
      expect.objectContaining({ idempotencyKey: refundKey(claim.id, 'pdf', second.orderId, 2) }),
    ]);
    expect(await pdfStatus(second.orderId)).toBe('refunded');
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, 'guarantee_claim'), eq(adminAudit.targetId, claim.id)));
    expect(audit.map((e) => e.action).sort()).toEqual(['claim.approve', 'claim.retry_refund', 'claim.review']);
  });

  it('an approval arriving while the refunds run does nothing; one that finds them stalled takes over without refunding twice', async () => {
    const u = await claimant();
    const order = await buyPdf(u);
    const claim = await filed(u, [`pdf:${order.orderId}`]);
    // As if an approval had started a minute ago and was still refunding.
    await db()
      .update(guaranteeClaims)
      .set({ status: 'refunding', refundStartedAt: new Date(Date.now() - 60_000) })
      .where(eq(guaranteeClaims.id, claim.id));
    const during = await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`);
    expect(during.json()).toMatchObject({ status: 'refunding' });
    expect(refundsFor(order.paymentIntentId)).toHaveLength(0);
    // The process died mid-way long ago: the refund had reached Stripe but was never recorded.
    const stripe = await fetch(`${stub.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_x',
        'idempotency-key': refundKey(claim.id, 'pdf', order.orderId, 1),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${order.paymentIntentId}`,
    });
    expect(stripe.status).toBe(200);
    await db()
      .update(guaranteeClaims)
      .set({ refundStartedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(guaranteeClaims.id, claim.id));
    const takeover = await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`);
    expect(takeover.json()).toMatchObject({ status: 'refunded' });
    expect(refundsFor(order.paymentIntentId)).toHaveLength(1);
  });
});

describe('declining and reviewing', () => {
  it('a declined claim shows its reason, frees its orders for a new claim, and is mailed', async () => {
    const u = await claimant();
    const order = await buyPdf(u);
    const claim = await filed(u, [`pdf:${order.orderId}`]);
    const tooShort = await call(admin, 'POST', `/api/admin/claims/${claim.id}/decline`, { reason: 'No.' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('Give the claimant a reason of at least 10 characters.');

    const reason = 'The letter shows the application was returned as incomplete, not refused.';
    const declined = await call(admin, 'POST', `/api/admin/claims/${claim.id}/decline`, { reason });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: reason, decidedByEmail: ADMIN });
    expect((await call(u, 'GET', '/api/claims')).json()[0]).toMatchObject({
      status: 'declined',
      statusLabel: 'Declined',
      declineReason: reason,
    });
    expect(await mailsFor(u)).toContain(`Claim ${claim.reference}: Your guarantee claim was declined`);
    const mail = (
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `claim:${claim.id}:declined`))
    )[0];
    expect(mail.text).toContain(reason);

    expect((await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`)).statusCode).toBe(409);
    expect(stub.refunds.filter((r) => r.payment_intent === order.paymentIntentId)).toHaveLength(0);
    expect(await pdfStatus(order.orderId)).toBe('paid');
    // The claimant may claim again with the right letter.
    expect((await fileClaim(t, u, { orders: [`pdf:${order.orderId}`] })).statusCode).toBe(201);
  });

  it('an admin reopens a declined claim: it is under review again, holds its orders, is audited and mailed', async () => {
    const u = await claimant();
    const order = await buyPdf(u);
    const claim = await filed(u, [`pdf:${order.orderId}`]);
    const reason = 'The letter shows the application was returned as incomplete, not refused.';
    await call(admin, 'POST', `/api/admin/claims/${claim.id}/decline`, { reason });

    const reopened = await call(admin, 'POST', `/api/admin/claims/${claim.id}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'under_review', declineReason: null, decidedByEmail: null });
    expect(reopened.json().orders).toEqual([expect.objectContaining({ id: order.orderId })]);
    // The claim holds its order again: the claimant cannot file a second claim for it.
    expect((await call(u, 'GET', '/api/claims/orders')).json()).toContainEqual(
      expect.objectContaining({ id: order.orderId, covered: false, reason: 'This order is already part of a claim.' }),
    );
    expect(await mailsFor(u)).toContain(`Claim ${claim.reference}: We are looking at your guarantee claim again`);
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetId, claim.id), eq(adminAudit.action, 'claim.reopen')));
    expect(audit).toHaveLength(1);
    expect(audit[0].adminEmail).toBe(ADMIN);
    expect(audit[0].details).toContain(reason);

    // Only a declined claim can be reopened; declined again, the claimant hears of it again.
    const twice = await call(admin, 'POST', `/api/admin/claims/${claim.id}/reopen`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This claim is still open; only a declined claim can be reopened.');
    await call(admin, 'POST', `/api/admin/claims/${claim.id}/decline`, { reason: 'Still not a refusal after review.' });
    const declines = (await mailsFor(u)).filter(
      (m) => m === `Claim ${claim.reference}: Your guarantee claim was declined`,
    );
    expect(declines).toHaveLength(2);
  });

  it('refuses to reopen a declined claim whose order was claimed again, naming the new claim', async () => {
    const u = await claimant();
    const order = await buyPdf(u);
    const claim = await filed(u, [`pdf:${order.orderId}`]);
    await call(admin, 'POST', `/api/admin/claims/${claim.id}/decline`, { reason: 'The letter is not a refusal.' });
    const second = await filed(u, [`pdf:${order.orderId}`]);

    const res = await call(admin, 'POST', `/api/admin/claims/${claim.id}/reopen`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Order #${order.orderId.slice(0, 8)} is now part of claim ${second.reference}, so this claim cannot be reopened. Decide that claim instead.`,
    );
    expect((await call(admin, 'GET', '/api/admin/claims?status=declined')).json()).toContainEqual(
      expect.objectContaining({ id: claim.id, status: 'declined' }),
    );
    expect(await mailsFor(u)).not.toContain(`Claim ${claim.reference}: We are looking at your guarantee claim again`);
  });

  it('sends claim emails to a claimant who turned email notifications off: they are transactional', async () => {
    const u = await claimant();
    await db()
      .insert(userProfiles)
      .values({ userId: u.userId, notifyEmail: false })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { notifyEmail: false } });
    const order = await buyPdf(u);
    const claim = await filed(u, [`pdf:${order.orderId}`]);
    await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`);
    const ref = `Claim #${claim.id.slice(0, 8)}`;
    expect((await mailsFor(u)).sort()).toEqual([
      `${ref}: We have received your guarantee claim`,
      `${ref}: Your guarantee claim was approved and refunded`,
      `Order #${order.orderId.slice(0, 8)}: Payment received`,
    ]);
  });

  it('lists claims for admins by status, with the claimant and the letter described', async () => {
    const res = await call(admin, 'GET', '/api/admin/claims?status=refunded');
    expect(res.statusCode).toBe(200);
    const claims = res.json() as Array<{ status: string; userEmail: string; evidence: { mimeType: string } }>;
    expect(claims.length).toBeGreaterThan(0);
    for (const c of claims) {
      expect(c.status).toBe('refunded');
      expect(c.userEmail).toMatch(/^claimant-\d+@example.com$/);
      expect(c.evidence.mimeType).toBe('application/pdf');
    }
    expect((await call(await newUser(), 'GET', '/api/admin/claims')).statusCode).toBe(403);
  });
});

describe('revenue', () => {
  it('refunded orders are counted out of revenue and paid orders', async () => {
    const stats = async () =>
      (await call(admin, 'GET', '/api/admin/stats')).json() as {
        pdfOrders: { paid: number; revenueInPence: number };
        totalRevenue: { inPence: number };
      };
    const u = await claimant();
    const order = await buyPdf(u);
    const before = await stats();
    const claim = await filed(u, [`pdf:${order.orderId}`]);
    await call(admin, 'POST', `/api/admin/claims/${claim.id}/approve`);
    const after = await stats();
    expect(after.pdfOrders.paid).toBe(before.pdfOrders.paid - 1);
    expect(after.pdfOrders.revenueInPence).toBe(before.pdfOrders.revenueInPence - order.amount);
    expect(after.totalRevenue.inPence).toBe(before.totalRevenue.inPence - order.amount);
  });
});

describe('with the built-in test provider', () => {
  let tp: TestApp;
  beforeAll(async () => {
    tp = await createTestApp({ ADMIN_EMAILS: 'tp.admin@example.com' });
  });
  afterAll(() => tp?.close());

  it('records the refunds of a PDF pack and a research order, and the research order history says why', async () => {
    const u = await signIn(tp, 'tp.claimant@example.com');
    // The tree is locked once an order is paid: the tracker (and its tree) come first.
    await recordRefusal(tp, u);
    const boss = await signIn(tp, 'tp.admin@example.com');
    const post = (who: SignedIn, url: string, payload?: object) =>
      tp.app.inject({
        method: 'POST',
        url,
        headers: { cookie: who.cookie },
        remoteAddress: who.ip,
        ...(payload ? { payload } : {}),
      });
    const pdf = await buyPdfWithTestProvider(tp, u);

    await post(u, '/api/user-profile', {
      addressLine1: '1 Main Street',
      city: 'Castlebar',
      county: 'Mayo',
      country: 'Ireland',
    });
    const request = (
      await post(u, '/api/create-document-request', {
        requesterName: 'Mary Walsh',
        requesterEmail: u.email,
        subjectName: 'Patrick Walsh',
        documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
      })
    ).json() as { id: string };
    const payment = (await post(u, '/api/create-document-payment', { documentRequestId: request.id })).json() as {
      paymentIntentId: string;
      clientSecret: string;
    };
    await post(u, `/api/test-payments/${payment.paymentIntentId}/complete`, {
      clientSecret: payment.clientSecret,
      outcome: 'succeed',
    });
    const settled = await tp.app.inject({
      method: 'PATCH',
      url: `/api/document-requests/${request.id}/payment`,
      payload: { paymentIntentId: payment.paymentIntentId },
      headers: { cookie: u.cookie },
    });
    expect(settled.json()).toMatchObject({ status: 'paid' });

    const res = await fileClaim(tp, u, { orders: [`pdf:${pdf.orderId}`, `document:${request.id}`] });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .orders.map((o: { label: string }) => o.label)
        .sort(),
    ).toEqual(['Certificate research', 'PDF application pack']);
    const approved = await post(boss, `/api/admin/claims/${res.json().id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'refunded' });

    for (const id of [pdf.paymentIntentId, payment.paymentIntentId]) {
      const [intent] = await tp.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      expect(intent.refundedAmount).toBe(intent.amount);
    }
    const [doc] = await tp.database.db.select().from(documentRequests).where(eq(documentRequests.id, request.id));
    expect(doc.status).toBe('refunded');
    const history = (
      await tp.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${request.id}/history`,
        headers: { cookie: boss.cookie },
      })
    ).json();
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'refunded',
      actor: 'tp.admin@example.com',
      note: `Refunded under the success guarantee (claim #${res.json().id.slice(0, 8)}).`,
    });
    const [letter] = await tp.database.db
      .select()
      .from(guaranteeClaimEvidence)
      .where(eq(guaranteeClaimEvidence.claimId, res.json().id));
    expect(letter.content.equals(LETTERS.pdf)).toBe(true);
  });

  it('refunds the registry fee paid through us with its research order, and counts it in the claim', async () => {
    const u = await signIn(tp, 'tp.fee-claimant@example.com');
    await recordRefusal(tp, u);
    const boss = await signIn(tp, 'tp.admin@example.com');
    const order = await placeCertificateOrder(tp, u);
    await payRegistryFees(tp, u, boss, order.id, { officeAmount: 2200 });
    const [fee] = await tp.database.db.select().from(registryFeeLines).where(eq(registryFeeLines.orderId, order.id));
    const [paid] = await tp.database.db.select().from(documentRequests).where(eq(documentRequests.id, order.id));

    const res = await fileClaim(tp, u, { orders: [`document:${order.id}`] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders).toEqual([expect.objectContaining({ amount: paid!.totalCost + 2200 })]);
    const approved = await requestAs(tp, boss, 'POST', `/api/admin/claims/${res.json().id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'refunded' });

    for (const id of [order.intent, fee!.paymentIntentId!]) {
      const [intent] = await tp.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      expect(intent!.refundedAmount).toBe(intent!.amount);
    }
    const [line] = await tp.database.db.select().from(registryFeeLines).where(eq(registryFeeLines.id, fee!.id));
    expect(line).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
  });

  it('refuses to refund a payment that never succeeded', async () => {
    const u = await signIn(tp, 'tp.unpaid@example.com');
    const created = (
      await tp.app.inject({
        method: 'POST',
        url: '/api/create-pdf-payment',
        payload: {},
        headers: { cookie: u.cookie },
      })
    ).json() as { paymentIntentId: string };
    const { testProvider } = await import('#server/payments/test-provider.ts');
    await expect(testProvider(tp.database.db).refund(created.paymentIntentId, 'k')).rejects.toThrow(
      'This payment has no successful charge to refund. (Test mode)',
    );
  });
});
