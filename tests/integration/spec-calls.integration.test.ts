import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 19 item 10: the API accepts the spec's shapes. Every documented API call that sends a
 * payload is sent here with the payload the spec documents (its entities' field names), and must
 * not be refused as invalid input (no 400, no 5xx). What each answers beyond that is tested beside
 * its route.
 */

const ADMIN_EMAIL = 'spec-calls-admin@example.com';
let t: TestApp;
let me: SignedIn;
let admin: SignedIn;
const ids: Record<string, string> = {};

const call = (who: SignedIn, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    remoteAddress: who.ip,
  });

/** The documented family member entity, as the client holds it and sends it back. */
const member = (fields: Record<string, unknown>) => ({
  type: 'person',
  gender: 'female',
  birthDate: '1950-03-01',
  deathDate: null,
  birthPlace: 'Castlebar, Co. Mayo',
  birthCountry: 'Ireland',
  deathPlace: null,
  deathCountry: null,
  isIrishBorn: true,
  isIrishCitizen: false,
  isDeceased: false,
  isLineageAnchor: false,
  hasNameChanged: false,
  citizenshipDate: null,
  parentId: null,
  notes: 'From the parish register.\nCheck the spelling.',
  includeInApplication: true,
  idempotencyKey: `idem-${Math.random().toString(36).slice(2)}`,
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  me = await signIn(t, 'spec-calls@example.com');
  admin = await signIn(t, ADMIN_EMAIL);
  const add = async (key: string, body: Record<string, unknown>) => {
    const res = await call(me, 'POST', '/api/family-members', body);
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = (res.json() as { id: string }).id;
  };
  await add(
    'self',
    member({
      firstName: 'Aoife',
      lastName: 'Walsh',
      relationship: 'self',
      isIrishBorn: false,
      birthDate: '1990-05-01',
      birthPlace: 'Boston',
      birthCountry: 'United States',
    }),
  );
  await add(
    'parent',
    member({
      firstName: 'Sean',
      lastName: 'Walsh',
      relationship: 'parent',
      gender: 'male',
      isIrishBorn: false,
      birthDate: '1960-01-01',
      birthPlace: 'Boston',
      birthCountry: 'United States',
    }),
  );
  await add(
    'grandparent',
    member({
      firstName: 'Bridget',
      lastName: 'Walsh',
      relationship: 'grandparent',
      parentId: ids.parent,
      birthDate: '1930-01-01',
    }),
  );
  const address = await call(me, 'POST', '/api/user-profile', {
    addressLine1: '1 Main Street',
    city: 'Castlebar',
    county: 'Mayo',
    country: 'Ireland',
  });
  expect(address.statusCode, address.body).toBe(200);
  const coupon = await call(admin, 'POST', '/api/admin/coupons', { code: 'SPEC10', name: 'Spec ten', percentOff: 10 });
  expect(coupon.statusCode, coupon.body).toBeLessThan(300);
});
afterAll(() => t?.close());

/** Not refused for its shape: no validation 400 (a business rule may still say no), no 5xx. */
const accepted = (res: { statusCode: number; body: string }) => {
  const code = res.statusCode === 400 ? (JSON.parse(res.body) as { code?: string }).code : undefined;
  expect(code, res.body).not.toBe('VALIDATION_ERROR');
  expect(res.statusCode, res.body).toBeLessThan(500);
};

describe('the documented API calls: each documented payload is accepted', () => {
  it('POST /api/user-consent with the four consent fields', async () => {
    accepted(
      await call(me, 'POST', '/api/user-consent', {
        consentCookiesNecessary: true,
        consentCookiesAnalytics: false,
        consentCookiesMarketing: true,
        consentThirdPartySharing: false,
      }),
    );
  });

  it('POST /api/privacy/consent with the cookie preferences', async () => {
    accepted(
      await call(me, 'POST', '/api/privacy/consent', {
        necessary: true,
        analytics: true,
        marketing: false,
        thirdPartySharing: false,
      }),
    );
  });

  it('POST /api/validate-coupon with {couponId, amount, currency}', async () => {
    accepted(await call(me, 'POST', '/api/validate-coupon', { couponId: 'SPEC10', amount: 1500, currency: 'eur' }));
  });

  it('POST /api/create-pdf-payment with {eligibilityCheckId, customerEmail, couponCode}', async () => {
    const check = await call(me, 'POST', '/api/eligibility-checks', { q1: 'no', q2: null, q3: null, q4: null });
    expect(check.statusCode, check.body).toBe(201);
    accepted(
      await call(me, 'POST', '/api/create-pdf-payment', {
        eligibilityCheckId: (check.json() as { id: string }).id,
        customerEmail: me.email,
        couponCode: 'SPEC10',
      }),
    );
  });

  it('POST /api/lineage-route-preference with {selectedGrandparentId, routeDescription}', async () => {
    accepted(
      await call(me, 'POST', '/api/lineage-route-preference', {
        selectedGrandparentId: ids.grandparent,
        routeDescription: 'Through Bridget Walsh (grandmother)',
      }),
    );
  });

  it('POST /api/document-request/lineage-based with {selectedFamilyMemberId, documentsNeeded (with memberName), additionalInfo}', async () => {
    const recs = await call(
      me,
      'GET',
      `/api/document-request/lineage-recommendations?familyMemberId=${ids.grandparent}`,
    );
    expect(recs.statusCode, recs.body).toBe(200);
    const offered = (
      recs.json() as {
        recommendedDocumentTypes: { type: string; subjectId: string; subject: string; available: boolean }[];
      }
    ).recommendedDocumentTypes.filter((r) => r.available);
    expect(offered.length).toBeGreaterThan(0);
    const res = await call(me, 'POST', '/api/document-request/lineage-based', {
      selectedFamilyMemberId: ids.grandparent,
      documentsNeeded: offered.map((r, i) => ({
        familyMemberId: r.subjectId,
        memberName: i === 0 ? 'A name the client made up' : r.subject,
        documentType: r.type,
      })),
      additionalInfo: 'Baptised in Aglish.\r\nParents: Michael and Mary.',
    });
    ids.firstSubject = offered[0].subjectId;
    accepted(res);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as {
      totalCost: number;
      documentsNeeded: { familyMemberId: string; memberName: string }[];
    };
    expect(order.totalCost).toBeGreaterThan(0);
    // The stored name wins over the one the client sent.
    expect(order.documentsNeeded.map((d) => d.memberName)).not.toContain('A name the client made up');
    ids.lineageOrder = (res.json() as { id: string }).id;
  });

  it('POST /api/create-document-request with the manual fields (totalCost included)', async () => {
    const res = await call(me, 'POST', '/api/create-document-request', {
      requesterName: 'Aoife Walsh',
      requesterEmail: me.email,
      subjectName: 'Bridget Walsh',
      subjectBirthYear: 1930,
      subjectBirthLocation: 'Castlebar, Co. Mayo',
      subjectDeathYear: null,
      documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
      additionalInfo: '',
      totalCost: 1500,
    });
    accepted(res);
    ids.manualOrder = (res.json() as { id: string }).id;
  });

  it('POST /api/create-document-request with the document request entity', async () => {
    const res = await call(me, 'POST', '/api/create-document-request', {
      id: '00000000-0000-4000-8000-000000000000',
      userId: 'someone-else',
      status: 'delivered',
      createdAt: '2020-01-01T00:00:00.000Z',
      requesterName: 'Aoife Walsh',
      requesterEmail: me.email,
      subjectName: 'Bridget Walsh',
      totalCost: 1,
      documentsRequestedCount: 9,
      documentsNeeded: [
        { familyMemberId: ids.grandparent, memberName: 'Bridget Walsh', documentType: 'birth_certificate' },
        { familyMemberId: null, memberName: 'Bridget Walsh', documentType: 'death_certificate' },
      ],
      additionalInfo: null,
      selectedFamilyMemberId: ids.grandparent,
      deliveryAddress: null,
      trackingNumber: null,
      carrier: null,
      estimatedDeliveryDate: null,
      deliveredAt: null,
    });
    accepted(res);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as { id: string; status: string; userId: string; documentsRequestedCount: number };
    // The server's own fields are the server's: the echoed ones are ignored.
    expect(order.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(order.userId).toBe(me.userId);
    expect(order.status).not.toBe('delivered');
    expect(order.documentsRequestedCount).toBe(2);
  });

  it('POST /api/create-document-payment with {documentRequestId, couponCode}', async () => {
    const res = await call(me, 'POST', '/api/create-document-payment', {
      documentRequestId: ids.manualOrder,
      couponCode: 'SPEC10',
    });
    accepted(res);
    ids.paymentIntent = (res.json() as { paymentIntentId?: string }).paymentIntentId ?? 'pi_unknown';
  });

  it('POST /api/confirm-payment with {paymentIntentId}', async () => {
    accepted(await call(me, 'POST', '/api/confirm-payment', { paymentIntentId: ids.paymentIntent }));
  });

  it('PATCH /api/document-requests/{id}/payment with {paymentIntentId, status}', async () => {
    accepted(
      await call(me, 'PATCH', `/api/document-requests/${ids.manualOrder}/payment`, {
        paymentIntentId: ids.paymentIntent,
        status: 'succeeded',
      }),
    );
  });

  it('GET /api/document-request/lineage-recommendations?familyMemberId={id}', async () => {
    accepted(await call(me, 'GET', `/api/document-request/lineage-recommendations?familyMemberId=${ids.grandparent}`));
  });

  it('POST /api/family-tree-lock/lock with {reason}, then unlock with an empty body', async () => {
    accepted(await call(me, 'POST', '/api/family-tree-lock/lock', { reason: 'Manual lock by user' }));
    accepted(await call(me, 'POST', '/api/family-tree-lock/unlock'));
  });

  it('PUT /api/family-members/{id} with the member fields, and with only includeInApplication', async () => {
    const list = await call(me, 'GET', '/api/family-members');
    const stored = (list.json() as { id: string; createdAt: string }[]).find((m) => m.id === ids.parent)!;
    accepted(
      await call(me, 'PUT', `/api/family-members/${ids.parent}`, {
        ...member({
          firstName: 'Sean',
          lastName: 'Walsh',
          relationship: 'parent',
          gender: 'male',
          isIrishBorn: false,
          birthDate: '1960-01-01',
        }),
        id: ids.parent,
        createdAt: stored.createdAt,
      }),
    );
    const sibling = await call(
      me,
      'POST',
      '/api/family-members',
      member({ firstName: 'Niamh', lastName: 'Walsh', relationship: 'sibling', isIrishBorn: false }),
    );
    accepted(sibling);
    accepted(
      await call(me, 'PUT', `/api/family-members/${(sibling.json() as { id: string }).id}`, {
        includeInApplication: false,
      }),
    );
  });

  it('POST /api/name-change-events with the event fields and familyMemberId', async () => {
    const res = await call(me, 'POST', '/api/name-change-events', {
      familyMemberId: ids.grandparent,
      changeType: 'marriage',
      surnameBeforeChange: 'Murphy',
      surnameAfterChange: 'Walsh',
      changeDate: '1955-06-01',
      changePlace: 'Castlebar',
      changeCountry: 'Ireland',
      spouseFamilyMemberId: null,
      spouseFirstName: 'Michael',
      spouseLastName: 'Walsh',
    });
    accepted(res);
    accepted(await call(me, 'DELETE', `/api/name-change-events/${(res.json() as { id: string }).id}`));
  });

  it('PUT /api/document-research-selections/{userId}/{familyMemberId} with {userId, familyMemberId, one needs… flag}', async () => {
    for (const flag of ['needsBirthCertificate', 'needsDeathCertificate', 'needsNaturalizationCertificate']) {
      accepted(
        await call(me, 'PUT', `/api/document-research-selections/${me.userId}/${ids.grandparent}`, {
          userId: me.userId,
          familyMemberId: ids.grandparent,
          [flag]: true,
        }),
      );
    }
  });

  it('POST /api/generate-pdf with an empty body', async () => {
    accepted(await call(me, 'POST', '/api/generate-pdf'));
  });

  it('POST /api/user-profile with the address fields of the profile (eircode included)', async () => {
    accepted(
      await call(me, 'POST', '/api/user-profile', {
        addressLine1: '1 Main Street',
        addressLine2: 'Apartment 2',
        city: 'Castlebar',
        county: 'Mayo',
        eircode: 'F23 X2Y3',
        postalCode: 'F23 X2Y3',
        country: 'Ireland',
        phone: '+353 94 902 1234',
      }),
    );
  });

  it('POST /api/user-profile with only eircode: stored as the postal code', async () => {
    accepted(
      await call(me, 'POST', '/api/user-profile', {
        addressLine1: '1 Main Street',
        city: 'Castlebar',
        county: 'Mayo',
        eircode: 'F23 X2Y3',
        country: 'Ireland',
      }),
    );
    const profile = (await call(me, 'GET', '/api/user-profile')).json() as { postalCode: string; eircode: string };
    expect(profile).toMatchObject({ postalCode: 'F23 X2Y3', eircode: 'F23 X2Y3' });
  });

  it('POST /api/user-profile with {notificationPreferences}', async () => {
    accepted(await call(me, 'POST', '/api/user-profile', { notificationPreferences: { email: true, sms: false } }));
  });

  it('DELETE /api/family-members/{id}', async () => {
    const res = await call(
      me,
      'POST',
      '/api/family-members',
      member({ firstName: 'Ciara', lastName: 'Walsh', relationship: 'sibling', isIrishBorn: false }),
    );
    accepted(res);
    accepted(await call(me, 'DELETE', `/api/family-members/${(res.json() as { id: string }).id}`));
  });

  it('POST /api/privacy/export and DELETE /api/privacy/delete-account with empty bodies', async () => {
    accepted(await call(me, 'POST', '/api/privacy/export'));
    accepted(await call(me, 'DELETE', '/api/privacy/delete-account'));
  });
});
