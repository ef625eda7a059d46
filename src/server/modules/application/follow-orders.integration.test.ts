import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrandparentRouteTree } from '#tests/support/application.ts';
import { payRegistryFees } from '#tests/support/orders.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The workspace follows the orders (issue 34 item 7, decision 059): a delivered research order
 * puts its certificates' items in hand, for 'Your Application' and its gate; the user still checks them.
 */

const ADMIN = 'follow-orders-admin@example.com';
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signIn(t, ADMIN);
});
afterAll(() => t?.close());

const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);
async function ok(res: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

type Item = { key: string; memberId: string; kind: string; status: string; ordered: { where: string } | null };
type Workspace = { items: Item[]; gate: { missing: { itemKey: string | null; message: string }[] } };

describe('a delivered research order', () => {
  it('moves the matching workspace items to in hand, which the gate then reports as to check', async () => {
    const u = await signIn(t, 'follow-orders@example.com');
    const { dad, gran } = await addGrandparentRouteTree(t, u);
    await ok(
      await call(u, 'POST', '/api/user-profile', {
        addressLine1: '1 Main Street',
        city: 'Manchester',
        postalCode: 'M1 1AA',
        country: 'United Kingdom',
      }),
    );
    const order = await ok(
      await call(u, 'POST', '/api/document-request/lineage-based', {
        selectedFamilyMemberId: gran,
        documentsNeeded: [
          { familyMemberId: gran, documentType: 'birth_certificate' },
          { familyMemberId: dad, documentType: 'birth_certificate' },
        ],
      }),
      201,
    );
    const intent = await ok(await call(u, 'POST', '/api/create-document-payment', { documentRequestId: order.id }));
    await ok(
      await call(u, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
        clientSecret: intent.clientSecret,
        outcome: 'succeed',
      }),
    );
    await ok(
      await call(u, 'PATCH', `/api/document-requests/${order.id}/payment`, { paymentIntentId: intent.paymentIntentId }),
    );
    await payRegistryFees(t, u, admin, order.id);

    const itemOf = (w: Workspace, memberId: string) =>
      w.items.find((i) => i.memberId === memberId && i.kind === 'birth')!;
    const before: Workspace = await ok(await call(u, 'GET', '/api/application'));
    expect([itemOf(before, gran).status, itemOf(before, dad).status]).toEqual(['needed', 'needed']);

    for (const body of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' },
    ]) {
      await ok(await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, body));
    }
    // Posted is not yet in hand.
    expect(itemOf(await ok(await call(u, 'GET', '/api/application')), gran).status).toBe('needed');

    await ok(await call(admin, 'PATCH', `/api/admin/orders/${order.id}`, { status: 'delivered' }));
    const after: Workspace = await ok(await call(u, 'GET', '/api/application'));
    for (const memberId of [gran, dad]) {
      const item = itemOf(after, memberId);
      expect(item).toMatchObject({
        status: 'in_hand',
        ordered: { where: `Our research, order #${order.id.slice(0, 8)}` },
      });
      expect(after.gate.missing.find((m) => m.itemKey === item.key)?.message).toBe('In hand, not yet checked.');
    }
    // The applicant's own birth certificate was not in the order.
    const mine = after.items.find((i) => i.kind === 'birth' && ![gran, dad].includes(i.memberId))!;
    expect(mine.status).toBe('needed');

    // The delivery undone by the admin: the certificates are ordered again, not in hand.
    await ok(await call(admin, 'POST', `/api/admin/orders/${order.id}/undo`));
    const undone: Workspace = await ok(await call(u, 'GET', '/api/application'));
    expect([itemOf(undone, gran).status, itemOf(undone, dad).status]).toEqual(['ordered', 'ordered']);
  });
});
