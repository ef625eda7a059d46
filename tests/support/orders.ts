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
