import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { readPdf } from '#tests/support/pdf-text.ts';

/**
 * Issue 19 item 6: the user sets their own name in Settings; the session (header, greetings) and
 * Smart Selection orders' requester name and the pack use it, falling back to the part of the email before @.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `aoife.name${++users}@example.com`);
const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);
const sessionName = async (u: SignedIn) =>
  ((await call(u, 'GET', '/api/session')).json() as { user: { name: string } }).user.name;

async function smartOrder(u: SignedIn): Promise<DocumentRequestResponse> {
  const add = async (body: Record<string, unknown>) =>
    (await call(u, 'POST', '/api/family-members', { lastName: 'Walsh', ...body })).json() as FamilyMemberResponse;
  await add({ firstName: 'Aoife', relationship: 'self', birthPlace: 'Leeds', birthCountry: 'England' });
  const father = await add({ firstName: 'John', relationship: 'parent', birthPlace: 'Leeds', birthCountry: 'England' });
  const grandmother = await add({
    firstName: 'Bridget',
    relationship: 'grandparent',
    parentId: father.id,
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
  const res = await call(u, 'POST', '/api/document-request/lineage-based', {
    selectedFamilyMemberId: grandmother.id,
    documentsNeeded: [{ familyMemberId: grandmother.id, documentType: 'birth_certificate' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('PUT /api/user/name', () => {
  it('a magic-link account starts without a name: its orders are requested by the start of the email', async () => {
    const u = await newUser();
    expect(await sessionName(u)).toBe('');
    expect((await smartOrder(u)).requesterName).toBe(u.email.split('@')[0]);
  });

  it('saves the name (trimmed); the session and the next Smart Selection order use it', async () => {
    const u = await newUser();
    const res = await call(u, 'PUT', '/api/user/name', { name: '  Aoife Ní Bhriain ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Aoife Ní Bhriain', displayName: 'Aoife Ní Bhriain' });
    expect(await sessionName(u)).toBe('Aoife Ní Bhriain');
    expect((await smartOrder(u)).requesterName).toBe('Aoife Ní Bhriain');
  });

  it('an empty name clears it: the email fallback comes back', async () => {
    const u = await newUser();
    await call(u, 'PUT', '/api/user/name', { name: 'Aoife' });
    const res = await call(u, 'PUT', '/api/user/name', { name: '   ' });
    expect(res.json()).toEqual({ name: '', displayName: u.email.split('@')[0] });
    expect(await sessionName(u)).toBe('');
  });

  it.each([
    ['a line break', { name: 'Aoife\nWalsh' }],
    ['a tab', { name: 'Aoife\tWalsh' }],
    ['101 characters', { name: 'a'.repeat(101) }],
    ['no name', {}],
    ['another field', { name: 'Aoife', email: 'someone@example.com' }],
  ])('refuses %s with a JSON 400 and keeps the name', async (_case, body) => {
    const u = await newUser();
    await call(u, 'PUT', '/api/user/name', { name: 'Aoife' });
    const res = await call(u, 'PUT', '/api/user/name', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await sessionName(u)).toBe('Aoife');
  });

  it('needs a session, and changes only the caller', async () => {
    expect((await call(null, 'PUT', '/api/user/name', { name: 'Anyone' })).statusCode).toBe(401);
    const a = await newUser();
    const b = await newUser();
    await call(a, 'PUT', '/api/user/name', { name: 'Aoife' });
    expect(await sessionName(b)).toBe('');
  });

  it("the pack's cover names the account holder by that name, beside the applicant from the tree", async () => {
    const u = await newUser();
    await smartOrder(u);
    const pay = async () => {
      const payment = (await call(u, 'POST', '/api/create-pdf-payment', {})).json() as Record<string, string>;
      await call(u, 'POST', `/api/test-payments/${payment.paymentIntentId}/complete`, {
        clientSecret: payment.clientSecret,
        outcome: 'succeed',
      });
      await call(u, 'POST', '/api/confirm-payment', { paymentIntentId: payment.paymentIntentId });
    };
    await pay();
    const cover = async () => {
      const res = await call(u, 'POST', '/api/generate-pdf');
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return (await readPdf(res.rawPayload)).pages[0].replace(/\s+/g, ' ');
    };
    expect(await cover()).toContain(`Ordered by ${u.email.split('@')[0]} (${u.email})`);
    await call(u, 'PUT', '/api/user/name', { name: 'Máire Walsh' });
    const named = await cover();
    expect(named).toContain(`Ordered by Máire Walsh (${u.email})`);
    expect(named).toContain('Aoife Walsh');
  });
});
