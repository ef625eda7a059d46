import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { payRegistryFees } from '../support/orders.ts';
import { signIn } from '../support/sign-in.ts';

/** What an admin records when posting an order ('In Transit' needs it, decision 059). */
const POSTED = { carrier: 'An Post', trackingNumber: 'RR123456789IE' };

/** A tree with an active paid certificate order stays locked (docs/decisions/026-one-tree-lock.md). */
describe('family tree lock with an active paid order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'ops@example.com' });
  });
  afterAll(() => t.close());

  it('cannot be unlocked while the order is paid, processing or shipped; can once delivered', async () => {
    const me = await signIn(t, 'locked-owner@example.com');
    const ops = await signIn(t, 'ops@example.com');
    const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie } });

    await call(me.cookie, 'POST', '/api/user-profile', {
      addressLine1: '1 Main St',
      city: 'Castlebar',
      county: 'Mayo',
      country: 'Ireland',
    });
    const order = (
      await call(me.cookie, 'POST', '/api/create-document-request', {
        requesterName: 'Me',
        requesterEmail: 'locked-owner@example.com',
        subjectName: 'Bridget Walsh',
        documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
      })
    ).json();
    const payment = (
      await call(me.cookie, 'POST', '/api/create-document-payment', { documentRequestId: order.id })
    ).json();
    await call(me.cookie, 'POST', `/api/test-payments/${payment.paymentIntentId}/complete`, {
      clientSecret: payment.clientSecret,
      outcome: 'succeed',
    });
    await call(me.cookie, 'PATCH', `/api/document-requests/${order.id}/payment`, {
      paymentIntentId: payment.paymentIntentId,
    });

    await call(me.cookie, 'POST', '/api/family-tree-lock/lock', { reason: 'Manual lock by user' });
    expect((await call(me.cookie, 'GET', '/api/family-tree-lock')).json()).toMatchObject({
      isLocked: true,
      hasActiveOrders: true,
      paidOrdersCount: 1,
    });
    const refused = await call(me.cookie, 'POST', '/api/family-tree-lock/unlock');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ACTIVE_ORDER',
      message: expect.stringContaining('active paid order'),
    });

    // Posted only once its registry fees are set and paid (docs/decisions/056-the-registry-fee.md).
    await payRegistryFees(t, me, ops, order.id);
    for (const status of ['processing', 'shipped', 'delivered']) {
      expect((await call(ops.cookie, 'PATCH', `/api/admin/orders/${order.id}`, { status, ...POSTED })).statusCode).toBe(
        200,
      );
    }
    const unlocked = await call(me.cookie, 'POST', '/api/family-tree-lock/unlock');
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ isLocked: false, hasActiveOrders: false, paidOrdersCount: 0 });
  });
});
