import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { documentRequests, documentResearchSelections } from '#server/db/schema.ts';

/**
 * Certificate research requests (priced on the server:
 * docs/decisions/042-prices-and-discounts-decided-on-the-server.md): lineage
 * recommendations, the lineage-based and manual requests priced on the server, research
 * selections, and what one user can see or do with another user's orders.
 */

const UNIT = 1050; // 1500 per certificate with the default 30% promotion.
const ONLY_IRELAND_UK =
  'We research civil records from Ireland and the UK only: order this one from the office named here.';
const NOT_IN_LINE = {
  message: 'One of the selected documents cannot be researched for this family line.',
  code: 'INVALID_DOCUMENT',
};
const SELECT_MEMBER = { message: 'Please select a family member for document research.', code: 'INVALID_SELECTION' };
const MEMBER_NOT_FOUND = { message: 'Family member not found', code: 'NOT_FOUND' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let users = 0;
const newUser = () => signIn(t, `order-requests-${++users}@example.com`);

const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);

async function add(u: SignedIn, body: Record<string, unknown>): Promise<FamilyMemberResponse> {
  const res = await call(u, 'POST', '/api/family-members', { lastName: 'Walsh', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The eligible tree of the brief: Manchester → Liverpool → Castlebar, plus a sibling. */
async function eligibleTree(u: SignedIn) {
  const self = await add(u, {
    firstName: 'Sean',
    relationship: 'self',
    birthPlace: 'Manchester',
    birthCountry: 'England',
  });
  const father = await add(u, {
    firstName: 'John',
    relationship: 'parent',
    gender: 'male',
    birthPlace: 'Liverpool',
    birthCountry: 'England',
    isLineageAnchor: true,
  });
  const grandfather = await add(u, {
    firstName: 'Patrick',
    relationship: 'grandparent',
    gender: 'male',
    parentId: father.id,
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
  const sibling = await add(u, {
    firstName: 'Ciara',
    relationship: 'sibling',
    gender: 'female',
    birthPlace: 'Manchester',
    birthCountry: 'England',
  });
  return { self, father, grandfather, sibling };
}

const ordersInDb = (u: SignedIn) =>
  t.database.db.select().from(documentRequests).where(eq(documentRequests.userId, u.userId));

function expectError(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  error: { message?: unknown; code?: unknown },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual(expect.objectContaining(error));
}

const lineageRequest = (u: SignedIn, body: Record<string, unknown>) =>
  call(u, 'POST', '/api/document-request/lineage-based', body);
const manualRequest = (u: SignedIn, body: Record<string, unknown>) =>
  call(u, 'POST', '/api/create-document-request', body);

const MANUAL = {
  requesterName: 'Mary Walsh',
  requesterEmail: 'mary.walsh@example.com',
  subjectName: 'Patrick Walsh',
  subjectBirthYear: 1920,
  subjectBirthLocation: 'Castlebar, Co. Mayo',
  subjectDeathYear: 1990,
  documentsNeeded: { birthCert: true, deathCert: true, marriageCert: false, other: false },
  additionalInfo: 'Baptised in Castlebar',
} as const;

describe('GET /api/document-request/lineage-recommendations', () => {
  it('needs a session', async () => {
    expectError(await call(null, 'GET', '/api/document-request/lineage-recommendations'), 401, {
      message: 'Authentication required',
    });
  });

  it('lists the three birth certificates of the line, available, at the server unit price', async () => {
    const u = await newUser();
    const { self, father, grandfather } = await eligibleTree(u);
    const pricing = (await call(u, 'GET', '/api/pricing')).json();
    expect(pricing.document_research.amount).toBe(UNIT);

    for (const url of [
      '/api/document-request/lineage-recommendations',
      `/api/document-request/lineage-recommendations?familyMemberId=${grandfather.id}`,
    ]) {
      const res = await call(u, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        lineageRoute: 'Patrick Walsh → John Walsh → You',
        irishAncestorName: 'Patrick Walsh',
        selectedFamilyMemberId: grandfather.id,
        eligibilityStatus: 'eligible',
      });
      expect(body.recommendedDocumentTypes).toEqual(
        [grandfather, father, self].map((m) =>
          expect.objectContaining({
            type: 'birth_certificate',
            subjectId: m.id,
            subject: `${m.firstName} Walsh`,
            priority: 'critical',
            estimatedCost: pricing.document_research.amount,
            available: true,
            unavailableReason: null,
            reason: expect.any(String),
            office: expect.objectContaining({ match: 'office', office: expect.any(String) }),
          }),
        ),
      );
    }
  });

  it('follows the saved route when there are several Irish-born grandparents', async () => {
    const u = await newUser();
    const { father, grandfather } = await eligibleTree(u);
    const mother = await add(u, {
      firstName: 'Mary',
      lastName: 'Byrne',
      relationship: 'parent',
      gender: 'female',
      birthPlace: 'Boston',
      birthCountry: 'USA',
    });
    const maternal = await add(u, {
      firstName: 'Nora',
      lastName: 'Byrne',
      relationship: 'grandparent',
      gender: 'female',
      parentId: mother.id,
      birthPlace: 'Galway',
      birthCountry: 'Ireland',
      isIrishBorn: true,
    });
    const saved = await call(u, 'POST', '/api/lineage-route-preference', { selectedGrandparentId: maternal.id });
    expect(saved.statusCode, saved.body).toBe(200);

    const body = (await call(u, 'GET', '/api/document-request/lineage-recommendations')).json();
    expect(body.selectedFamilyMemberId).toBe(maternal.id);
    expect(body.irishAncestorName).toBe('Nora Byrne');
    // The US-born mother: records outside Ireland and the UK are not researched.
    expect(body.recommendedDocumentTypes[1]).toMatchObject({
      subjectId: mother.id,
      available: false,
      unavailableReason: ONLY_IRELAND_UK,
    });
    expect(body.recommendedDocumentTypes[1].unavailableReason).toContain('Ireland and the UK only');
    // The page names the office that issues it: Boston is Massachusetts.
    expect(body.recommendedDocumentTypes[1].office).toMatchObject({
      match: 'office',
      entryId: 'us-ma',
      region: 'Massachusetts, United States',
      orderUrl: 'https://www.mass.gov/orgs/registry-of-vital-records-and-statistics',
    });
    expect(body.recommendedDocumentTypes[1].office.office).toContain(
      'Massachusetts Registry of Vital Records and Statistics',
    );
    expect(body.recommendedDocumentTypes[1].office.fee).toContain('reported by legalclarity.org, last checked');
    // The Galway-born grandmother's is the GRO's.
    expect(body.recommendedDocumentTypes[0].office).toMatchObject({ entryId: 'ie' });

    // Asking for the other line explicitly still works.
    const paternal = (
      await call(u, 'GET', `/api/document-request/lineage-recommendations?familyMemberId=${grandfather.id}`)
    ).json();
    expect(paternal.recommendedDocumentTypes.map((r: { subjectId: string }) => r.subjectId)).toEqual([
      grandfather.id,
      father.id,
      expect.any(String),
    ]);
  });

  it("names the missing fact, and 404s for a member that is not one of the user's grandparents", async () => {
    const u = await newUser();
    const father = await add(u, { firstName: 'John', relationship: 'parent' });
    const grandfather = await add(u, {
      firstName: 'Patrick',
      relationship: 'grandparent',
      parentId: father.id,
      isIrishBorn: true,
      birthCountry: 'Ireland',
    });
    const body = (await call(u, 'GET', '/api/document-request/lineage-recommendations')).json();
    expect(body.recommendedDocumentTypes).toEqual([
      expect.objectContaining({ subjectId: grandfather.id, available: true }),
      expect.objectContaining({
        subjectId: father.id,
        available: false,
        unavailableReason: "Add John Walsh's date or place of birth first.",
      }),
    ]);

    const other = await newUser();
    const { grandfather: theirs } = await eligibleTree(other);
    for (const id of [theirs.id, father.id, randomUUID()]) {
      expectError(
        await call(u, 'GET', `/api/document-request/lineage-recommendations?familyMemberId=${id}`),
        404,
        MEMBER_NOT_FOUND,
      );
    }
  });

  it('lists a required marriage certificate for a marriage that changed a surname, and orders it', async () => {
    const u = await newUser();
    const { father, grandfather } = await eligibleTree(u);
    const marriage = (familyMemberId: string, surnameAfterChange: string | null) =>
      call(u, 'POST', '/api/name-change-events', {
        familyMemberId,
        changeType: 'marriage',
        surnameBeforeChange: 'Walsh',
        surnameAfterChange,
        changeDate: '1985-06-01',
        changePlace: 'Liverpool',
        changeCountry: 'England',
      });
    expect((await marriage(grandfather.id, 'Ward')).statusCode).toBe(201);
    // A marriage recorded without the name after it is not enough.
    expect((await marriage(father.id, null)).statusCode).toBe(201);
    const rows = (await call(u, 'GET', '/api/document-request/lineage-recommendations')).json()
      .recommendedDocumentTypes as { subjectId: string; type: string; priority: string; reason: string }[];
    expect(rows.filter((r) => r.type === 'marriage_certificate')).toEqual([
      expect.objectContaining({
        subjectId: grandfather.id,
        priority: 'critical',
        available: true,
        reason: expect.stringMatching(
          /^Required because your grandparent changed surname on marriage \(from Walsh to Ward\)/,
        ),
        office: expect.objectContaining({ entryId: 'gb-ew' }),
      }),
    ]);
    // Every row the table badges Required says so in its reason.
    expect(rows.every((r) => r.priority === 'critical')).toBe(true);

    const res = await lineageRequest(u, {
      selectedFamilyMemberId: grandfather.id,
      documentsNeeded: [{ familyMemberId: grandfather.id, documentType: 'marriage_certificate' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().documentsNeeded).toEqual([
      { familyMemberId: grandfather.id, memberName: 'Patrick Walsh', documentType: 'marriage_certificate' },
    ]);
  });

  it('an empty tree gets no route and no documents', async () => {
    const u = await newUser();
    const res = await call(u, 'GET', '/api/document-request/lineage-recommendations');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lineageRoute: null,
      irishAncestorName: null,
      selectedFamilyMemberId: null,
      recommendedDocumentTypes: [],
    });
    expect(res.json().eligibilityStatus).not.toBe('eligible');
  });
});

describe('POST /api/document-request/lineage-based', () => {
  it('creates a pending order priced by the server: 2 × unit price', async () => {
    const u = await newUser();
    const { self, father, grandfather } = await eligibleTree(u);
    const res = await lineageRequest(u, {
      selectedFamilyMemberId: grandfather.id,
      documentsNeeded: [
        { familyMemberId: grandfather.id, documentType: 'birth_certificate' },
        { familyMemberId: father.id, documentType: 'birth_certificate' },
      ],
      additionalInfo: 'Baptised in Castlebar',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order: DocumentRequestResponse = res.json();
    expect(order).toMatchObject({
      userId: u.userId,
      kind: 'lineage',
      status: 'pending',
      totalCost: 2 * UNIT,
      baseAmount: 2 * UNIT,
      discountAmount: 0,
      unitPrice: UNIT,
      currency: 'eur',
      documentsRequestedCount: 2,
      subjectName: 'Patrick Walsh',
      selectedFamilyMemberId: grandfather.id,
      requesterEmail: u.email,
      additionalInfo: 'Baptised in Castlebar',
      paidAt: null,
      deliveryAddress: null,
      trackingNumber: null,
    });
    expect(order.documentsNeeded).toEqual([
      { familyMemberId: grandfather.id, memberName: 'Patrick Walsh', documentType: 'birth_certificate' },
      { familyMemberId: father.id, memberName: 'John Walsh', documentType: 'birth_certificate' },
    ]);
    expect(order.documentsNeeded.some((d) => d.familyMemberId === self.id)).toBe(false);

    const [row] = await ordersInDb(u);
    expect(row).toMatchObject({ id: order.id, totalCost: 2100, documentsRequestedCount: 2, status: 'pending' });

    // The user sees it in their list.
    const list = (await call(u, 'GET', '/api/document-requests')).json();
    expect(list).toEqual([order]);
  });

  it('refuses a client total (the body is strict) and stores nothing', async () => {
    const u = await newUser();
    const { grandfather } = await eligibleTree(u);
    const res = await lineageRequest(u, {
      selectedFamilyMemberId: grandfather.id,
      documentsNeeded: [{ familyMemberId: grandfather.id, documentType: 'birth_certificate' }],
      totalCost: 1,
    });
    expectError(res, 400, { code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain('totalCost');
    expect(await ordersInDb(u)).toEqual([]);
  });

  it("refuses a document outside the line (the sibling's, another user's member, a certificate not offered)", async () => {
    const u = await newUser();
    const { grandfather, self, sibling } = await eligibleTree(u);
    const other = await newUser();
    const theirs = await eligibleTree(other);
    const gpBirth = { familyMemberId: grandfather.id, documentType: 'birth_certificate' };

    for (const extra of [
      { familyMemberId: sibling.id, documentType: 'birth_certificate' },
      { familyMemberId: theirs.grandfather.id, documentType: 'birth_certificate' },
      { familyMemberId: theirs.self.id, documentType: 'birth_certificate' },
      { familyMemberId: grandfather.id, documentType: 'death_certificate' }, // not deceased
      { familyMemberId: self.id, documentType: 'naturalization_certificate' },
      { familyMemberId: randomUUID(), documentType: 'birth_certificate' },
    ]) {
      expectError(
        await lineageRequest(u, { selectedFamilyMemberId: grandfather.id, documentsNeeded: [gpBirth, extra] }),
        400,
        NOT_IN_LINE,
      );
    }
    // Another user's line, or a member who is not a linked grandparent.
    for (const selectedFamilyMemberId of [theirs.grandfather.id, self.id, sibling.id, randomUUID()]) {
      expectError(await lineageRequest(u, { selectedFamilyMemberId, documentsNeeded: [gpBirth] }), 400, SELECT_MEMBER);
    }
    expect(await ordersInDb(u)).toEqual([]);
    expect(await ordersInDb(other)).toEqual([]);
  });

  it('refuses a document the tree cannot support (US-born parent)', async () => {
    const u = await newUser();
    const father = await add(u, {
      firstName: 'John',
      relationship: 'parent',
      birthPlace: 'Boston',
      birthCountry: 'USA',
    });
    const grandfather = await add(u, {
      firstName: 'Patrick',
      relationship: 'grandparent',
      parentId: father.id,
      isIrishBorn: true,
      birthCountry: 'Ireland',
    });
    const res = await lineageRequest(u, {
      selectedFamilyMemberId: grandfather.id,
      documentsNeeded: [{ familyMemberId: father.id, documentType: 'birth_certificate' }],
    });
    expectError(res, 400, NOT_IN_LINE);
    expect(await ordersInDb(u)).toEqual([]);
  });

  it("no documents → 400 'No documents selected'", async () => {
    const u = await newUser();
    const { grandfather } = await eligibleTree(u);
    for (const body of [
      { selectedFamilyMemberId: grandfather.id, documentsNeeded: [] },
      { selectedFamilyMemberId: grandfather.id },
    ]) {
      const res = await lineageRequest(u, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(body.documentsNeeded ? 'No documents selected' : 'documentsNeeded');
    }
    const empty = await lineageRequest(u, { selectedFamilyMemberId: grandfather.id, documentsNeeded: [] });
    expect(empty.json().message).toContain('No documents selected: Please select at least one document to order');
    expect(await ordersInDb(u)).toEqual([]);
  });

  it('the same document twice is ordered (and priced) once', async () => {
    const u = await newUser();
    const { grandfather } = await eligibleTree(u);
    const doc = { familyMemberId: grandfather.id, documentType: 'birth_certificate' };
    const res = await lineageRequest(u, { selectedFamilyMemberId: grandfather.id, documentsNeeded: [doc, doc] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ documentsRequestedCount: 1, totalCost: UNIT });
  });

  it('needs a session', async () => {
    expectError(
      await call(null, 'POST', '/api/document-request/lineage-based', {
        selectedFamilyMemberId: randomUUID(),
        documentsNeeded: [],
      }),
      401,
      {
        message: 'Authentication required',
      },
    );
  });
});

describe('POST /api/create-document-request (manual)', () => {
  it('creates a pending order; the client total is ignored (count × unit price)', async () => {
    const u = await newUser();
    for (const totalCost of [1, 0, 999_999, undefined]) {
      const res = await manualRequest(u, { ...MANUAL, ...(totalCost === undefined ? {} : { totalCost }) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        userId: u.userId,
        kind: 'manual',
        status: 'pending',
        requesterName: 'Mary Walsh',
        requesterEmail: 'mary.walsh@example.com',
        subjectName: 'Patrick Walsh',
        totalCost: 2 * UNIT,
        unitPrice: UNIT,
        documentsRequestedCount: 2,
        documentsNeeded: [
          { familyMemberId: null, memberName: 'Patrick Walsh', documentType: 'birth_certificate' },
          { familyMemberId: null, memberName: 'Patrick Walsh', documentType: 'death_certificate' },
        ],
      });
    }
    const all = await manualRequest(u, {
      ...MANUAL,
      documentsNeeded: { birthCert: true, deathCert: true, marriageCert: true, other: true },
      totalCost: 5,
    });
    expect(all.json()).toMatchObject({ totalCost: 4 * UNIT, documentsRequestedCount: 4 });
    const rows = await ordersInDb(u);
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.id === all.json().id)).toMatchObject({
      subjectBirthYear: 1920,
      subjectDeathYear: 1990,
      subjectBirthLocation: 'Castlebar, Co. Mayo',
    });
  });

  const thisYear = new Date().getFullYear();
  it.each<[string, Record<string, unknown>, string]>([
    ['requesterName missing', { requesterName: undefined }, 'requesterName'],
    ['requesterName empty', { requesterName: '  ' }, 'requesterName'],
    ['requesterEmail missing', { requesterEmail: undefined }, 'requesterEmail'],
    ['requesterEmail invalid', { requesterEmail: 'not-an-email' }, 'requesterEmail: Enter a valid email address'],
    ['subjectName missing', { subjectName: undefined }, 'subjectName'],
    ['subjectName empty', { subjectName: '' }, 'subjectName'],
    ['birth year not a number', { subjectBirthYear: 'nineteen-twenty' }, 'subjectBirthYear: Must be a year'],
    ['birth year not whole', { subjectBirthYear: 1920.5 }, 'subjectBirthYear: Must be a year'],
    ['birth year before 1800', { subjectBirthYear: 1799 }, 'subjectBirthYear: Must be after 1800'],
    ['birth year in the future', { subjectBirthYear: thisYear + 1 }, 'subjectBirthYear: Cannot be in the future'],
    ['death year in the future', { subjectDeathYear: thisYear + 1 }, 'subjectDeathYear: Cannot be in the future'],
    ['death year not a number', { subjectDeathYear: 'abc' }, 'subjectDeathYear: Must be a year'],
    [
      'no document ticked',
      { documentsNeeded: { birthCert: false, deathCert: false, marriageCert: false, other: false } },
      'Please select at least one document to order',
    ],
    ['documentsNeeded missing', { documentsNeeded: undefined }, 'documentsNeeded'],
    ['an unknown field', { couponDiscount: 100 }, 'couponDiscount'],
  ])('%s → 400', async (_label, patch, message) => {
    const u = await newUser();
    const body: Record<string, unknown> = { ...MANUAL, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined) delete body[k];
    const res = await manualRequest(u, body);
    expectError(res, 400, { code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(message);
    expect(await ordersInDb(u)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, { birth: number | null; death: number | null }]>([
    ['years as strings', { subjectBirthYear: '1920', subjectDeathYear: '1990' }, { birth: 1920, death: 1990 }],
    [
      'the bounds 1800 and this year',
      { subjectBirthYear: 1800, subjectDeathYear: new Date().getFullYear() },
      { birth: 1800, death: new Date().getFullYear() },
    ],
    ['empty years', { subjectBirthYear: '', subjectDeathYear: null }, { birth: null, death: null }],
  ])('accepts %s', async (_label, patch, years) => {
    const u = await newUser();
    const res = await manualRequest(u, { ...MANUAL, ...patch });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ordersInDb(u);
    expect({ birth: row.subjectBirthYear, death: row.subjectDeathYear }).toEqual(years);
  });
});

describe('document research selections', () => {
  const put = (u: SignedIn, userId: string, memberId: string, body: Record<string, unknown>) =>
    call(u, 'PUT', `/api/document-research-selections/${userId}/${memberId}`, body);

  it('saves and lists the flags of the signed-in user; flags persist across partial updates', async () => {
    const u = await newUser();
    const { grandfather, father } = await eligibleTree(u);
    expect((await call(u, 'GET', '/api/document-research-selections')).json()).toEqual([]);

    const first = await put(u, u.userId, grandfather.id, {
      userId: u.userId,
      familyMemberId: grandfather.id,
      needsBirthCertificate: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      userId: u.userId,
      familyMemberId: grandfather.id,
      needsBirthCertificate: true,
      needsDeathCertificate: false,
      needsNaturalizationCertificate: false,
    });
    const second = await put(u, u.userId, grandfather.id, {
      userId: u.userId,
      familyMemberId: grandfather.id,
      needsDeathCertificate: true,
    });
    expect(second.json()).toMatchObject({ needsBirthCertificate: true, needsDeathCertificate: true });
    await put(u, u.userId, father.id, { needsNaturalizationCertificate: true });
    const off = await put(u, u.userId, grandfather.id, { needsBirthCertificate: false });
    expect(off.json()).toMatchObject({ needsBirthCertificate: false, needsDeathCertificate: true });

    const list = (await call(u, 'GET', '/api/document-research-selections')).json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.familyMemberId === grandfather.id)).toMatchObject({
      userId: u.userId,
      needsBirthCertificate: false,
      needsDeathCertificate: true,
      needsNaturalizationCertificate: false,
    });
    expect(list.find((s) => s.familyMemberId === father.id)).toMatchObject({
      needsNaturalizationCertificate: true,
      needsBirthCertificate: false,
    });
  });

  it("404s for another user's id in the path or body, another user's member, or an unknown member", async () => {
    const a = await newUser();
    const b = await newUser();
    const treeA = await eligibleTree(a);
    const treeB = await eligibleTree(b);
    const flags = { needsBirthCertificate: true };

    expectError(await put(b, a.userId, treeA.grandfather.id, flags), 404, MEMBER_NOT_FOUND);
    expectError(await put(b, a.userId, treeB.grandfather.id, flags), 404, MEMBER_NOT_FOUND);
    expectError(await put(b, b.userId, treeB.grandfather.id, { ...flags, userId: a.userId }), 404, MEMBER_NOT_FOUND);
    expectError(await put(b, b.userId, treeA.grandfather.id, flags), 404, MEMBER_NOT_FOUND);
    expectError(await put(b, b.userId, randomUUID(), flags), 404, MEMBER_NOT_FOUND);
    expect((await put(b, b.userId, 'not-a-uuid', flags)).statusCode).toBe(400);

    expect(
      await t.database.db
        .select()
        .from(documentResearchSelections)
        .where(eq(documentResearchSelections.userId, a.userId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(documentResearchSelections)
        .where(eq(documentResearchSelections.userId, b.userId)),
    ).toEqual([]);

    // A's own selection is invisible to B.
    expect((await put(a, a.userId, treeA.grandfather.id, flags)).statusCode).toBe(200);
    expect((await call(b, 'GET', '/api/document-research-selections')).json()).toEqual([]);
    expect((await call(a, 'GET', '/api/document-research-selections')).json()).toHaveLength(1);
  });

  it('rejects unknown fields and needs a session', async () => {
    const u = await newUser();
    const { grandfather } = await eligibleTree(u);
    expect((await put(u, u.userId, grandfather.id, { needsEverything: true })).statusCode).toBe(400);
    expectError(await call(null, 'GET', '/api/document-research-selections'), 401, {
      message: 'Authentication required',
    });
  });
});

describe('one user cannot see or pay for another user’s order', () => {
  it('B does not see, pay or settle A’s request', async () => {
    const a = await newUser();
    const b = await newUser();
    const { grandfather } = await eligibleTree(a);
    const created = await lineageRequest(a, {
      selectedFamilyMemberId: grandfather.id,
      documentsNeeded: [{ familyMemberId: grandfather.id, documentType: 'birth_certificate' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order: DocumentRequestResponse = created.json();
    const address = { addressLine1: '1 Main Street', city: 'Castlebar', county: 'Mayo', country: 'Ireland' };
    for (const u of [a, b]) expect((await call(u, 'POST', '/api/user-profile', address)).statusCode).toBe(200);

    expect((await call(b, 'GET', '/api/document-requests')).json()).toEqual([]);
    expect((await call(a, 'GET', '/api/document-requests')).json().map((o: { id: string }) => o.id)).toEqual([
      order.id,
    ]);

    expectError(await call(b, 'POST', '/api/create-document-payment', { documentRequestId: order.id }), 404, {
      message: 'Order not found',
      code: 'NOT_FOUND',
    });

    // A starts and completes the payment; B tries to settle it with A's intent.
    const intent = await call(a, 'POST', '/api/create-document-payment', { documentRequestId: order.id });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    expect(
      (await call(a, 'POST', `/api/test-payments/${paymentIntentId}/complete`, { clientSecret, outcome: 'succeed' }))
        .statusCode,
    ).toBe(200);
    expectError(
      await call(b, 'PATCH', `/api/document-requests/${order.id}/payment`, { paymentIntentId, status: 'succeeded' }),
      404,
      {
        message: 'Payment not found',
      },
    );
    const [row] = await ordersInDb(a);
    expect(row.status).toBe('pending');

    // A's own settlement still works afterwards.
    const settled = await call(a, 'PATCH', `/api/document-requests/${order.id}/payment`, {
      paymentIntentId,
      status: 'succeeded',
    });
    expect(settled.json()).toEqual({ orderId: order.id, status: 'paid', message: null });
  });
});
