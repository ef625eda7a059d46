import { expect } from 'vitest';
import { requestAs, type SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/**
 * A certificate order for Bridget Walsh's birth certificate with a delivery address on file, paid
 * through the built-in test provider unless `pay` is false; returns its id and payment intent.
 */
export async function placeCertificateOrder(
  t: TestApp,
  u: SignedIn,
  { pay = true }: { pay?: boolean } = {},
): Promise<{ id: string; intent: string }> {
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) => requestAs(t, u, method, url, payload);
  await call('POST', '/api/user-profile', {
    addressLine1: '1 Main St',
    city: 'Castlebar',
    county: 'Mayo',
    country: 'Ireland',
  });
  const order = (
    await call('POST', '/api/create-document-request', {
      requesterName: 'Me',
      requesterEmail: u.email,
      subjectName: 'Bridget Walsh',
      documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
    })
  ).json() as { id: string };
  const payment = (await call('POST', '/api/create-document-payment', { documentRequestId: order.id })).json() as {
    paymentIntentId: string;
    clientSecret: string;
  };
  if (pay) {
    await call('POST', `/api/test-payments/${payment.paymentIntentId}/complete`, {
      clientSecret: payment.clientSecret,
      outcome: 'succeed',
    });
    const settled = await call('PATCH', `/api/document-requests/${order.id}/payment`, {
      paymentIntentId: payment.paymentIntentId,
    });
    expect(settled.json().status, settled.body).toBe('paid');
  }
  return { id: order.id, intent: payment.paymentIntentId };
}

type FeeLine = { id: string; status: string; amount: number | null };

/**
 * Settles every registry fee of a paid certificate order (docs/decisions/056-the-registry-fee.md),
 * so it may be posted: the admin sets a fee asked at cost to €20 (as the office would confirm it),
 * and the owner pays each line through the built-in test provider.
 */
export async function payRegistryFees(
  t: TestApp,
  owner: SignedIn,
  admin: SignedIn,
  orderId: string,
  { officeAmount = 2000 }: { officeAmount?: number } = {},
): Promise<void> {
  const orders = (await requestAs(t, owner, 'GET', '/api/document-requests')).json() as {
    id: string;
    registryFees: FeeLine[];
  }[];
  const lines = orders.find((o) => o.id === orderId)?.registryFees ?? [];
  for (const line of lines) {
    if (line.status === 'to_confirm') {
      const set = await requestAs(t, admin, 'PUT', `/api/admin/orders/${orderId}/registry-fees/${line.id}`, {
        officeAmount,
        officeCurrency: t.config.currency.toUpperCase(),
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    if (line.status === 'paid' || line.status === 'refunded') continue;
    const base = `/api/document-requests/${orderId}/registry-fees/${line.id}/payment`;
    const started = await requestAs(t, owner, 'POST', base);
    expect(started.statusCode, started.body).toBe(200);
    const { paymentIntentId, clientSecret } = started.json() as { paymentIntentId: string; clientSecret: string };
    await requestAs(t, owner, 'POST', `/api/test-payments/${paymentIntentId}/complete`, {
      clientSecret,
      outcome: 'succeed',
    });
    const settled = await requestAs(t, owner, 'PATCH', base, { paymentIntentId });
    expect(settled.json().status, settled.body).toBe('paid');
  }
}
