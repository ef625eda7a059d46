import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { claimForm, isoDay } from '../support/claims.ts';
import type { SignedIn } from '../support/sign-in.ts';
import type { TestApp } from '../support/test-app.ts';

export type Call = (
  u: SignedIn | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** An injector that signs requests as `u`, from a fresh client address each time. */
export function caller(t: TestApp, nextIp: () => string): Call {
  return (u, method, url, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(u ? { cookie: u.cookie } : {}), ...headers },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

async function ok<T = Record<string, string>>(res: LightMyRequestResponse, what: string): Promise<T> {
  if (res.statusCode >= 300)
    throw new Error(`fixture step "${what}" failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

export const ADDRESS = { addressLine1: '1 Main Street', city: 'Castlebar', county: 'Mayo', country: 'Ireland' };

/** Every kind of thing a user owns, created through the API, with the ids a second user could try. */
export type Owned = {
  user: SignedIn;
  /** A surname unique to this user, to look for in other users' answers. */
  surname: string;
  selfId: string;
  parentId: string;
  grandparentId: string;
  siblingId: string;
  nameChangeId: string;
  /** The marriage the name change belongs to (docs/decisions/058-marriages-and-names-as-records.md). */
  marriageId: string;
  eligibilityCheckId: string;
  documentRequestId: string;
  documentIntent: { paymentIntentId: string; clientSecret: string };
  /** The order's registry-fee line (docs/decisions/056-the-registry-fee.md). */
  registryFeeLineId: string;
  pdfIntent: { orderId: string; paymentIntentId: string; clientSecret: string };
  /** With `withClaim`: a paid PDF pack and a success-guarantee claim on it, with its letter. */
  claim: { id: string; paidOrderId: string } | null;
  /** Every id above and the email: strings that must never appear in another user's answers. */
  markers: string[];
};

export async function createOwned(
  call: Call,
  user: SignedIn,
  surname: string,
  opts: { withClaim?: boolean } = {},
): Promise<Owned> {
  const add = (body: Record<string, unknown>) =>
    call(user, 'POST', '/api/family-members', { lastName: surname, ...body }).then((r) =>
      ok<{ id: string }>(r, `add ${String(body.relationship)}`),
    );
  const self = await add({
    firstName: 'Sean',
    relationship: 'self',
    birthDate: '1990-05-01',
    birthPlace: 'Manchester',
    birthCountry: 'England',
  });
  const parent = await add({
    firstName: 'John',
    relationship: 'parent',
    gender: 'male',
    birthDate: '1960-02-02',
    birthPlace: 'Liverpool',
    birthCountry: 'England',
    isLineageAnchor: true,
  });
  const grandparent = await add({
    firstName: 'Patrick',
    relationship: 'grandparent',
    gender: 'male',
    parentId: parent.id,
    birthDate: '1930-07-07',
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
  const sibling = await add({ firstName: 'Ciara', relationship: 'sibling', gender: 'female' });
  const nameChange = await ok<{ id: string; marriageId: string }>(
    await call(user, 'POST', '/api/name-change-events', {
      familyMemberId: parent.id,
      changeType: 'marriage',
      surnameBeforeChange: surname,
      surnameAfterChange: `${surname}-Kelly`,
    }),
    'name change',
  );
  await ok(
    await call(user, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: grandparent.id }),
    'lineage preference',
  );
  await ok(
    await call(user, 'PUT', `/api/document-research-selections/${user.userId}/${grandparent.id}`, {
      needsBirthCertificate: true,
    }),
    'selection',
  );
  await ok(await call(user, 'POST', '/api/user-profile', ADDRESS), 'address');
  await ok(
    await call(user, 'POST', '/api/user-consent', {
      consentCookiesAnalytics: true,
      consentCookiesMarketing: false,
      consentThirdPartySharing: false,
    }),
    'consent',
  );
  const check = await ok<{ id: string }>(
    await call(user, 'POST', '/api/eligibility-checks', { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' }),
    'check',
  );
  const order = await ok<{ id: string; registryFees: { id: string }[] }>(
    await call(user, 'POST', '/api/create-document-request', {
      requesterName: `Mary ${surname}`,
      requesterEmail: user.email,
      subjectName: `Patrick ${surname}`,
      documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
    }),
    'document request',
  );
  const documentIntent = await ok<{ paymentIntentId: string; clientSecret: string }>(
    await call(user, 'POST', '/api/create-document-payment', { documentRequestId: order.id }),
    'document payment',
  );
  const pdfIntent = await ok<{ orderId: string; paymentIntentId: string; clientSecret: string }>(
    await call(user, 'POST', '/api/create-pdf-payment', {}),
    'pdf payment',
  );
  const claim = opts.withClaim ? await paidOrderWithClaim(call, user) : null;
  const owned = {
    user,
    surname,
    selfId: self.id,
    parentId: parent.id,
    grandparentId: grandparent.id,
    siblingId: sibling.id,
    nameChangeId: nameChange.id,
    marriageId: nameChange.marriageId,
    eligibilityCheckId: check.id,
    documentRequestId: order.id,
    registryFeeLineId: order.registryFees[0].id,
    documentIntent: { paymentIntentId: documentIntent.paymentIntentId, clientSecret: documentIntent.clientSecret },
    pdfIntent,
    claim,
  };
  return {
    ...owned,
    markers: [
      user.userId,
      user.email,
      surname,
      self.id,
      parent.id,
      grandparent.id,
      sibling.id,
      nameChange.id,
      nameChange.marriageId,
      check.id,
      order.id,
      order.registryFees[0].id,
      documentIntent.paymentIntentId,
      pdfIntent.orderId,
      pdfIntent.paymentIntentId,
      ...(claim ? [claim.id, claim.paidOrderId] : []),
    ],
  };
}

async function paidOrderWithClaim(call: Call, user: SignedIn): Promise<{ id: string; paidOrderId: string }> {
  const intent = await ok<{ orderId: string; paymentIntentId: string; clientSecret: string }>(
    await call(user, 'POST', '/api/create-pdf-payment', {}),
    'paid pdf',
  );
  await ok(
    await call(user, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
      clientSecret: intent.clientSecret,
      outcome: 'succeed',
    }),
    'card',
  );
  await ok(await call(user, 'POST', '/api/confirm-payment', { paymentIntentId: intent.paymentIntentId }), 'confirm');
  // The tracker must show the refusal after a review, dated as the letter (decision 053).
  const day = isoDay();
  for (const [method, url, body] of [
    ['PUT', '/api/application/posting', { postedOn: day, signedOn: day }],
    ['POST', '/api/application/timeline', { step: 'refused', on: day }],
    ['POST', '/api/application/timeline', { step: 'review_requested', on: day }],
    ['POST', '/api/application/timeline', { step: 'refused', on: day }],
  ] as const) {
    await ok(await call(user, method, url, body), `tracker: ${url}`);
  }
  const { payload, headers } = await claimForm({
    orders: [`pdf:${intent.orderId}`],
    decisionDate: isoDay(),
    note: 'Refused after review',
  });
  const claim = await ok<{ id: string }>(await call(user, 'POST', '/api/claims', payload, headers), 'claim');
  return { id: claim.id, paidOrderId: intent.orderId };
}
