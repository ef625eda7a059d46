import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrandparentRouteTree, uploadScan } from '#tests/support/application.ts';
import { buyPdfWithTestProvider, fileClaim, LETTERS, recordRefusal } from '#tests/support/claims.ts';
import { readExportZip } from '#tests/support/export-zip.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { addDays, addMonths } from '#domain/application/timeline.ts';
import type { WorkspaceResponse } from '#shared/application.ts';
import { applicationItems, applications, applicationScans, applicationSteps, emailOutbox } from '#server/db/schema.ts';
import { queueApplicationReminders } from './reminders.ts';

/** 'Your Application' through the API: moves, checks, flags, posting, the timeline and scans. */

const ADMIN = 'application.admin@example.com';
let t: TestApp;
let admin: SignedIn;
let users = 0;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signIn(t, ADMIN);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const call = (u: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(t, u, method, url, payload);
const today = () => new Date().toISOString().slice(0, 10);

type Tree = { me: string; dad: string; gran: string };

/** Aoife claims through her father John and his mother Mary, born in Mayo, who died on 2 November 2010. */
async function applicant(): Promise<{ u: SignedIn; tree: Tree }> {
  const u = await signIn(t, `applicant-${++users}@example.com`);
  return { u, tree: await addGrandparentRouteTree(t, u, { deathDate: '2010-11-02' }) };
}

const workspace = async (u: SignedIn) => (await call(u, 'GET', '/api/application')).json() as WorkspaceResponse;
const itemOf = (w: WorkspaceResponse, key: string) => w.items.find((i) => i.key === key);
const rowsOf = (userId: string) => db().select().from(applicationItems).where(eq(applicationItems.userId, userId));

const birthCheck = {
  firstNames: 'Aoife',
  surname: 'Walsh',
  eventDate: '1990-06-15',
  eventPlace: 'Manchester',
  fatherName: 'John Walsh',
  motherName: 'Ann Walsh',
  longForm: true,
  issuer: 'civil',
};

describe('GET /api/application', () => {
  it('lists every item of the grandparent route, none ready yet', async () => {
    const { u, tree } = await applicant();
    const res = await call(u, 'GET', '/api/application');
    expect(res.statusCode).toBe(200);
    const w = res.json() as WorkspaceResponse;
    expect(w.available).toBe(true);
    expect(w.people.map((p) => p.role)).toEqual(['applicant', 'connecting_parent', 'irish_grandparent']);
    expect(itemOf(w, `${tree.gran}.grandparent-birth`)?.office?.office).toContain('Roscommon');
    expect(w.summary).toMatchObject({ itemsReady: 0, itemsTotal: w.items.length, currentStep: 'gathering' });
    expect(w.gate.ready).toBe(false);
    expect(w.application).toBeNull();
  });

  it('offers our research for certificates from Ireland and the UK, not from the United States', async () => {
    const { u, tree } = await applicant();
    const before = await workspace(u);
    expect(itemOf(before, `${tree.gran}.grandparent-birth`)?.researchable).toBe(true);
    expect(itemOf(before, `${tree.dad}.parent-birth`)?.researchable).toBe(true);
    expect(before.items.filter((i) => !i.needsCheck).every((i) => !i.researchable)).toBe(true);

    const moved = await call(u, 'PUT', `/api/family-members/${tree.dad}`, {
      firstName: 'John',
      lastName: 'Walsh',
      birthPlace: 'Boston, Massachusetts',
      birthCountry: 'United States',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await workspace(u);
    expect(itemOf(after, `${tree.dad}.parent-birth`)?.researchable).toBe(false);
    expect(itemOf(after, `${tree.gran}.grandparent-birth`)?.researchable).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/api/application')).statusCode).toBe(401);
  });
});

describe('item moves', () => {
  it('moves an item forward with its dates and where it was ordered, and back one step', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    const ordered = await call(u, 'PATCH', `/api/application/items/${key}`, {
      status: 'ordered',
      ordered: { where: 'GRO online', orderedOn: today(), expectedBy: null },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const item = itemOf(ordered.json() as WorkspaceResponse, key);
    expect(item?.status).toBe('ordered');
    expect(item?.ordered).toEqual({ where: 'GRO online', orderedOn: today(), expectedBy: null, reference: null });
    expect(item?.statusDates.ordered).not.toBeNull();
    expect(item?.allowedMoves).toEqual(['needed', 'in_hand']);

    const back = await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'needed' });
    expect(itemOf(back.json() as WorkspaceResponse, key)).toMatchObject({ status: 'needed', ordered: null });
  });

  it('refuses a move the rules do not allow (409) and changes nothing', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    const skip = await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An item that is needed cannot be marked checked.');
    expect(await rowsOf(u.userId)).toEqual([]);
  });

  it('will not mark a certificate checked before what it prints is typed in', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    const res = await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Type what the certificate says before marking it checked.');
    expect((await rowsOf(u.userId))[0]?.status).toBe('in_hand');
  });

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['ordered without details', { status: 'ordered' }],
    ['order details with another status', { status: 'in_hand', ordered: { where: 'x', orderedOn: '2026-01-01' } }],
    ['an unknown field', { status: 'in_hand', colour: 'green' }],
    [
      'an expected date before the order',
      { status: 'ordered', ordered: { where: 'x', orderedOn: '2026-02-01', expectedBy: '2026-01-01' } },
    ],
    ['set aside without a reason', { notApplicable: true }],
  ])('answers 400 to %s and changes nothing', async (_name, body) => {
    const { u, tree } = await applicant();
    const res = await call(u, 'PATCH', `/api/application/items/${tree.me}.applicant-birth`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(await rowsOf(u.userId)).toEqual([]);
  });

  it("answers 404 for another user's item, and leaves it alone", async () => {
    const owner = await applicant();
    const other = await applicant();
    const key = `${owner.tree.me}.applicant-birth`;
    await call(owner.u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    for (const [method, url, body] of [
      ['PATCH', `/api/application/items/${key}`, { status: 'needed' }],
      ['PUT', `/api/application/items/${key}/check`, birthCheck],
      ['POST', `/api/application/items/${key}/flags/surname_spelling:surname/resolve`, { note: 'Mine now' }],
      ['GET', `/api/application/items/${key}/scan`, undefined],
      ['DELETE', `/api/application/items/${key}/scan`, undefined],
    ] as const) {
      const res = await call(other.u, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await rowsOf(owner.u.userId))[0]?.status).toBe('in_hand');
    expect(await rowsOf(other.u.userId)).toEqual([]);
  });

  it("sets aside an 'if applicable' item with its reason, but never a required one", async () => {
    const { u, tree } = await applicant();
    const marriage = await call(u, 'PATCH', `/api/application/items/${tree.dad}.parent-marriage`, {
      notApplicable: true,
      reason: 'My parents never married',
    });
    expect(marriage.statusCode, marriage.body).toBe(200);
    expect(itemOf(marriage.json() as WorkspaceResponse, `${tree.dad}.parent-marriage`)?.notApplicable?.reason).toBe(
      'My parents never married',
    );
    const birth = await call(u, 'PATCH', `/api/application/items/${tree.me}.applicant-birth`, {
      notApplicable: true,
      reason: 'I do not have one',
    });
    expect(birth.statusCode).toBe(409);
  });
});

describe('checking a certificate', () => {
  it('flags a surname spelled differently, then marks it checked once resolved with a note', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    const checked = await call(u, 'PUT', `/api/application/items/${key}/check`, { ...birthCheck, surname: 'Welsh' });
    expect(checked.statusCode, checked.body).toBe(200);
    const flags = itemOf(checked.json() as WorkspaceResponse, key)?.flags;
    expect(flags?.map((f) => [f.id, f.resolved])).toEqual([['surname_spelling:surname', null]]);
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(409);

    const resolved = await call(u, 'POST', `/api/application/items/${key}/flags/surname_spelling:surname/resolve`, {
      note: 'Covered by an explanatory letter',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(itemOf(resolved.json() as WorkspaceResponse, key)?.flags[0]?.resolved?.note).toBe(
      'Covered by an explanatory letter',
    );
    const done = await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' });
    expect(done.statusCode).toBe(200);
    expect((done.json() as WorkspaceResponse).summary.itemsReady).toBe(1);
  });

  it('answers 400 to a bad check and to a birth certificate without its form, storing nothing', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    for (const body of [
      { ...birthCheck, issuer: 'parish' },
      { ...birthCheck, surname: '' },
      { ...birthCheck, longForm: null },
    ]) {
      const res = await call(u, 'PUT', `/api/application/items/${key}/check`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await rowsOf(u.userId))[0]?.check).toBeNull();
  });

  it('a short-form certificate cannot be waved through: no note resolves it, it stays short of Checked and the gate lists it', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    await call(u, 'PUT', `/api/application/items/${key}/check`, { ...birthCheck, longForm: false });
    const res = await call(u, 'POST', `/api/application/items/${key}/flags/short_form:form/resolve`, {
      note: 'DFA will not mind',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DOCUMENT_NOT_ACCEPTED' });
    expect(res.json().message).toContain('a note cannot resolve it');
    expect((await rowsOf(u.userId)).find((r) => r.itemKey === key)?.resolutions).toEqual([]);
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(409);
    const w = await workspace(u);
    expect(itemOf(w, key)?.flags).toEqual([expect.objectContaining({ kind: 'replace', resolved: null })]);
    expect(w.gate.missing.map((m) => m.itemKey)).toContain(key);

    // The long form, recorded when it arrives, clears it.
    await call(u, 'PUT', `/api/application/items/${key}/check`, birthCheck);
    expect((await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'checked' })).statusCode).toBe(200);
  });

  it('answers 404 for a flag the item does not have', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    await call(u, 'PUT', `/api/application/items/${key}/check`, birthCheck);
    const res = await call(u, 'POST', `/api/application/items/${key}/flags/short_form:form/resolve`, { note: 'n/a' });
    expect(res.statusCode).toBe(404);
  });
});

/** Every item checked or set aside, as the API allows it. */
async function gatherEverything(u: SignedIn, tree: Tree) {
  const w = await workspace(u);
  for (const item of w.items) {
    const url = `/api/application/items/${item.key}`;
    if (item.required === 'if_applicable') {
      await call(u, 'PATCH', url, { notApplicable: true, reason: 'Not married' });
      continue;
    }
    expect((await call(u, 'PATCH', url, { status: 'in_hand' })).statusCode).toBe(200);
    if (item.needsCheck) {
      const member = item.memberId === tree.gran ? 'Mary' : item.memberId === tree.dad ? 'John' : 'Aoife';
      const check = {
        ...birthCheck,
        firstNames: member,
        eventDate: null,
        fatherName: member === 'Aoife' ? 'John Walsh' : 'Michael Walsh',
        motherName: member === 'John' ? 'Mary Walsh' : 'Ann Walsh',
        longForm: item.kind === 'birth' ? true : null,
      };
      const res = await call(u, 'PUT', `${url}/check`, check);
      expect(res.statusCode, `${item.key} ${res.body}`).toBe(200);
    }
    const res = await call(u, 'PATCH', url, { status: 'checked' });
    expect(res.statusCode, `${item.key} ${res.body}`).toBe(200);
  }
}

const ADDRESS = {
  addressLine1: '12 Harbour Road',
  city: 'Castlebar',
  county: 'Mayo',
  postalCode: 'F23 X2P4',
  country: 'Ireland',
};

describe('the gate, posting and the timeline', () => {
  it('opens the gate when everything is checked, records the posting and what DFA asks for later', async () => {
    const { u, tree } = await applicant();
    await gatherEverything(u, tree);
    // Every document is checked, but the covering letter has no sender address until Settings has one.
    const noAddress = await workspace(u);
    expect(noAddress.gate).toEqual({
      ready: false,
      missing: [
        {
          itemKey: null,
          personName: 'You',
          title: 'Your postal address for the covering letter',
          reason: 'no_postal_address',
          message: 'Not in your Settings yet. The covering letter prints it under your name: add it in Settings.',
        },
      ],
    });
    expect(noAddress.sender).toEqual({ address: null });
    expect((await call(u, 'POST', '/api/user-profile', ADDRESS)).statusCode).toBe(200);
    const ready = await workspace(u);
    expect(ready.gate).toEqual({ ready: true, missing: [] });
    expect(ready.summary.currentStep).toBe('ready_to_post');
    expect(ready.sender.address).toEqual(['12 Harbour Road', 'Castlebar', 'Mayo', 'F23 X2P4', 'Ireland']);

    const posted = await call(u, 'PUT', '/api/application/posting', {
      postedOn: today(),
      signedOn: today(),
      trackingNumber: 'RR123456789IE',
      dfaReference: null,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const afterPosting = posted.json() as WorkspaceResponse;
    expect(afterPosting.application).toMatchObject({
      readyWhenPosted: true,
      missingWhenPosted: [],
      currentStep: 'posted',
      trackingNumber: 'RR123456789IE',
    });
    expect(afterPosting.expectedDecision?.sourceUrl).toMatch(/^https:/);
    expect(afterPosting.application?.deadline).toBeNull();

    const key = `${tree.dad}.parent-birth`;
    const requested = await call(u, 'POST', '/api/application/timeline', {
      step: 'further_documents_requested',
      on: today(),
      requested: "A clearer copy of John's birth certificate, and his baptismal record",
      itemKeys: [key],
      extraDocuments: ["John Walsh's baptismal record"],
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const w = requested.json() as WorkspaceResponse;
    expect(itemOf(w, key)).toMatchObject({ status: 'needed', check: null });
    expect(itemOf(w, key)?.requestedByDfa?.requested).toContain('clearer copy');
    const extra = w.items.find((i) => i.kind === 'dfa_request');
    expect(extra).toMatchObject({ title: "John Walsh's baptismal record", status: 'needed' });
    expect(w.application?.timeline.map((s) => s.step)).toEqual(['posted', 'further_documents_requested']);
    expect(w.gate.missing.map((m) => m.itemKey)).toEqual([key, extra?.key]);
    // The timeline's deadline: the application lapses 6 months after it was signed.
    expect(w.application?.deadline).toEqual({
      kind: 'lapse',
      date: addMonths(today(), 6),
      signedOn: today(),
      requestedOn: today(),
      passed: false,
    });
  });

  it('gives the last day to ask for a review after a refusal, and none once a review is asked for', async () => {
    const { u } = await applicant();
    await call(u, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: today() });
    const refused = await call(u, 'POST', '/api/application/timeline', { step: 'refused', on: today() });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((refused.json() as WorkspaceResponse).application?.deadline).toEqual({
      kind: 'review',
      date: addDays(today(), 42),
      refusedOn: today(),
      passed: false,
    });
    const review = await call(u, 'POST', '/api/application/timeline', { step: 'review_requested', on: today() });
    expect((review.json() as WorkspaceResponse).application?.deadline).toBeNull();
  });

  it('records an incomplete posting as such', async () => {
    const { u } = await applicant();
    const posted = await call(u, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: today() });
    expect(posted.statusCode, posted.body).toBe(200);
    const application = (posted.json() as WorkspaceResponse).application;
    expect(application?.readyWhenPosted).toBe(false);
    expect(application?.missingWhenPosted).toContain('You: The printed application form, witnessed');
    // The sender's address is for our letter, not part of what DFA needs: the record leaves it out.
    expect(application?.missingWhenPosted.some((m) => m.includes('postal address'))).toBe(false);
  });

  it('refuses steps out of order (409) and bad bodies (400), changing nothing', async () => {
    const { u } = await applicant();
    expect((await call(u, 'POST', '/api/application/timeline', { step: 'received', on: today() })).statusCode).toBe(
      409,
    );
    await call(u, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: today() });
    const wrong = await call(u, 'POST', '/api/application/timeline', { step: 'certificate_received', on: today() });
    expect(wrong.statusCode).toBe(409);
    for (const body of [
      { step: 'lost', on: today() },
      { step: 'received' },
      { step: 'further_documents_requested', on: today(), requested: '' },
      { step: 'further_documents_requested', on: today(), requested: 'Something', itemKeys: ['not a key'] },
    ]) {
      expect((await call(u, 'POST', '/api/application/timeline', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const posting = await call(u, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: '2999-01-01' });
    expect(posting.statusCode).toBe(400);
    const steps = await db().select().from(applicationSteps).where(eq(applicationSteps.userId, u.userId));
    expect(steps.map((s) => s.step)).toEqual(['posted']);
    const [row] = await db().select().from(applications).where(eq(applications.userId, u.userId));
    expect(row?.signedOn).toBe(today());
  });

  it('holds the timeline to its budget: 40 documents added by DFA, 30 steps (400, nothing stored)', async () => {
    const { u } = await applicant();
    await call(u, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: today() });
    const further = (extraDocuments: string[]) =>
      call(u, 'POST', '/api/application/timeline', {
        step: 'further_documents_requested',
        on: today(),
        requested: 'More documents',
        extraDocuments,
      });
    const twenty = Array.from({ length: 20 }, (_, i) => `Document ${i}`);
    for (const round of [1, 2]) {
      const res = await further(twenty);
      expect(res.statusCode, `round ${round}: ${res.body}`).toBe(200);
    }
    const over = await further(['One more']);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'TIMELINE_LIMIT' });
    expect(over.json().message).toContain('at most 40 documents');
    expect((await workspace(u)).items.filter((i) => i.key.startsWith('dfa.'))).toHaveLength(40);

    // Posted and two requests so far: 27 more make 30.
    for (let steps = 3; steps < 30; steps++) expect((await further([])).statusCode).toBe(200);
    const thirtyFirst = await further([]);
    expect(thirtyFirst.statusCode).toBe(400);
    expect(thirtyFirst.json().message).toContain('already has 30 steps');
    const steps = await db().select().from(applicationSteps).where(eq(applicationSteps.userId, u.userId));
    expect(steps).toHaveLength(30);
  });
});

describe('certificate scans', () => {
  const upload = (u: SignedIn, key: string, content: Buffer, fileName: string, type: string) =>
    uploadScan(t, u, key, { content, fileName, type });

  it('stores a scan checked by its content, for the owner and admins only', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    const res = await upload(u, key, LETTERS.png, 'birth.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(itemOf(res.json() as WorkspaceResponse, key)?.scan).toMatchObject({
      fileName: 'birth.png',
      contentType: 'image/png',
      size: LETTERS.png.length,
    });
    const own = await call(u, 'GET', `/api/application/items/${key}/scan`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(LETTERS.png)).toBe(true);

    const other = await applicant();
    expect((await call(other.u, 'GET', `/api/application/items/${key}/scan`)).statusCode).toBe(404);
    expect((await upload(other.u, key, LETTERS.png, 'mine.png', 'image/png')).statusCode).toBe(404);
    const asAdmin = await call(admin, 'GET', `/api/admin/users/${u.userId}/application/items/${key}/scan`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(LETTERS.png)).toBe(true);
    expect((await call(other.u, 'GET', `/api/admin/users/${u.userId}/application/items/${key}/scan`)).statusCode).toBe(
      403,
    );

    expect((await call(u, 'DELETE', `/api/application/items/${key}/scan`)).statusCode).toBe(200);
    expect((await call(u, 'GET', `/api/application/items/${key}/scan`)).statusCode).toBe(404);
  });

  it("deletes a relative's items and scans with the relative, and with a replaced tree", async () => {
    const { u, tree } = await applicant();
    const granKey = `${tree.gran}.grandparent-birth`;
    const myKey = `${tree.me}.applicant-birth`;
    expect((await upload(u, granKey, LETTERS.png, 'gran.png', 'image/png')).statusCode).toBe(200);
    expect((await upload(u, myKey, LETTERS.png, 'me.png', 'image/png')).statusCode).toBe(200);

    // Deleting the father removes his mother with him, and her certificate with both.
    expect((await call(u, 'DELETE', `/api/family-members/${tree.dad}`)).statusCode).toBe(200);
    expect((await call(u, 'GET', `/api/application/items/${granKey}/scan`)).statusCode).toBe(404);
    const left = await db().select().from(applicationScans).where(eq(applicationScans.userId, u.userId));
    expect(left.map((r) => r.itemKey)).toEqual([myKey]);
    expect((await rowsOf(u.userId)).filter((r) => !r.itemKey.startsWith(tree.me))).toEqual([]);

    const gedcom = ['0 HEAD', '0 @C@ INDI', '1 NAME Aoife /Walsh/', '0 TRLR'].join('\n');
    const replaced = await call(u, 'POST', '/api/family-tree/gedcom/import', { gedcom, homeXref: 'C', replace: true });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect((await call(u, 'GET', `/api/application/items/${myKey}/scan`)).statusCode).toBe(404);
    expect(await db().select().from(applicationScans).where(eq(applicationScans.userId, u.userId))).toEqual([]);
  });

  it('refuses a file that is not a PDF or image by its content, and one over 10 MB', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    const fake = await upload(u, key, LETTERS.fakePdf, 'birth.pdf', 'application/pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The scan must be a PDF, JPEG, PNG or WebP file.');
    const big = Buffer.concat([LETTERS.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(u, key, big, 'birth.pdf', 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    const json = await call(u, 'POST', `/api/application/items/${key}/scan`, { scan: 'x' });
    expect(json.statusCode).toBe(415);
    expect(
      await db()
        .select()
        .from(applicationScans)
        .where(and(eq(applicationScans.userId, u.userId))),
    ).toEqual([]);
  });

  it('deletes the workspace and its scans with the account, and exports them', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    await call(u, 'PATCH', `/api/application/items/${key}`, { status: 'in_hand' });
    await upload(u, key, LETTERS.pdf, 'birth.pdf', 'application/pdf');
    await call(u, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: today() });

    const exported = await call(u, 'POST', '/api/privacy/export');
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    const zip = await readExportZip(exported.rawPayload);
    const data = zip.json as { tables: Record<string, unknown[]> };
    expect(data.tables.application_items).toHaveLength(1);
    expect(data.tables.applications).toHaveLength(1);
    expect(data.tables.application_steps).toHaveLength(1);
    expect(data.tables.application_scans).toEqual([expect.objectContaining({ itemKey: key, fileName: 'birth.pdf' })]);
    const [scanRow] = data.tables.application_scans as Array<{ file: string }>;
    expect(zip.files.get(scanRow!.file)?.equals(LETTERS.pdf)).toBe(true);

    expect((await call(u, 'DELETE', '/api/privacy/delete-account')).statusCode).toBe(200);
    for (const table of [applicationItems, applicationScans, applicationSteps]) {
      expect(await db().select().from(table).where(eq(table.userId, u.userId))).toEqual([]);
    }
    expect(await db().select().from(applications).where(eq(applications.userId, u.userId))).toEqual([]);
  });
});

describe('reminder emails', () => {
  const mailFor = (userId: string) =>
    db()
      .select({ subject: emailOutbox.subject, dedupeKey: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), like(emailOutbox.dedupeKey, 'application:%')));

  it('queues one reminder for a document past its expected date, however often it runs', async () => {
    const { u, tree } = await applicant();
    const key = `${tree.me}.applicant-birth`;
    await call(u, 'PATCH', `/api/application/items/${key}`, {
      status: 'ordered',
      ordered: { where: 'GRO online', orderedOn: '2026-01-01', expectedBy: '2026-01-20' },
    });
    const now = new Date('2026-02-01T09:00:00Z');
    await queueApplicationReminders(db(), now, t.config);
    await queueApplicationReminders(db(), now, t.config);
    expect(await mailFor(u.userId)).toEqual([
      {
        subject: 'Not in hand yet: Long-form civil birth certificate',
        dedupeKey: `application:${u.userId}:item:${key}:2026-01-20`,
      },
    ]);
  });

  it('queues at most 3 reminders per user in one run, the oldest first; the rest follow in later runs', async () => {
    const { u } = await applicant();
    const items = (await workspace(u)).items.filter((i) => i.needsCheck).slice(0, 5);
    expect(items.length).toBe(5);
    for (const [i, item] of items.entries()) {
      const res = await call(u, 'PATCH', `/api/application/items/${item.key}`, {
        status: 'ordered',
        ordered: { where: 'GRO online', orderedOn: '2026-01-01', expectedBy: `2026-01-2${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await queueApplicationReminders(db(), new Date('2026-02-01T09:00:00Z'), t.config);
    const first = await mailFor(u.userId);
    expect(first.map((m) => m.dedupeKey.slice(-10)).sort()).toEqual(['2026-01-20', '2026-01-21', '2026-01-22']);
    await queueApplicationReminders(db(), new Date('2026-02-01T10:00:00Z'), t.config);
    expect(await mailFor(u.userId)).toHaveLength(5);
  });

  it('sends none to someone who turned emails off', async () => {
    const { u, tree } = await applicant();
    await call(u, 'POST', '/api/user-profile', { notificationPreferences: { email: false, sms: false } });
    await call(u, 'PATCH', `/api/application/items/${tree.me}.applicant-birth`, {
      status: 'ordered',
      ordered: { where: 'GRO online', orderedOn: '2026-01-01', expectedBy: '2026-01-20' },
    });
    await queueApplicationReminders(db(), new Date('2026-02-01T09:00:00Z'), t.config);
    expect(await mailFor(u.userId)).toEqual([]);
  });

  it('tells a refused applicant the last day to ask for a review, once', async () => {
    const { u } = await applicant();
    await call(u, 'PUT', '/api/application/posting', { postedOn: '2026-01-10', signedOn: '2026-01-05' });
    const refused = await call(u, 'POST', '/api/application/timeline', { step: 'refused', on: '2026-02-01' });
    expect(refused.statusCode, refused.body).toBe(200);
    await queueApplicationReminders(db(), new Date('2026-02-02T09:00:00Z'), t.config);
    await queueApplicationReminders(db(), new Date('2026-02-03T09:00:00Z'), t.config);
    expect((await mailFor(u.userId)).map((m) => m.subject)).toEqual([
      'You can ask for a review of the refusal until 15 March 2026',
    ]);
  });
});

describe('what admins and the guarantee see', () => {
  it("shows each user's progress in the admin user view and counts applications by step", async () => {
    const { u, tree } = await applicant();
    const photos = `/api/application/items/${tree.me}.applicant-photos`;
    await call(u, 'PATCH', photos, { status: 'in_hand' });
    expect((await call(u, 'PATCH', photos, { status: 'checked' })).statusCode).toBe(200);
    const view = await call(admin, 'GET', `/api/admin/users/${u.userId}/family-tree`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().application).toMatchObject({ itemsReady: 1, currentStep: 'gathering', postedOn: null });

    const stats = async () => (await call(admin, 'GET', '/api/admin/stats')).json().applications;
    const before = await stats();
    await call(u, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: today() });
    const after = await stats();
    expect(after.gathering).toBe(before.gathering - 1);
    expect(after.byStep.posted).toBe(before.byStep.posted + 1);
    const posted = await call(admin, 'GET', `/api/admin/users/${u.userId}/family-tree`);
    expect(posted.json().application).toMatchObject({ currentStep: 'posted', postedOn: today() });
  });

  it('shows on a guarantee claim whether the application was complete and checked when posted', async () => {
    const { u } = await applicant();
    const { orderId } = await buyPdfWithTestProvider(t, u);
    // Posted, refused, reviewed and refused again: the record a claim needs (decision 053).
    await recordRefusal(t, u, { hasTree: true });
    const claim = await fileClaim(t, u, { orders: [`pdf:${orderId}`] });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json().application).toMatchObject({ postedOn: today(), readyWhenPosted: false });
    expect(claim.json().application.missingWhenPosted).toContain('You: The printed application form, witnessed');
    const asAdmin = (await call(admin, 'GET', '/api/admin/claims')).json() as { id: string; application: unknown }[];
    expect(asAdmin.find((c) => c.id === claim.json().id)?.application).toEqual(claim.json().application);
  });
});
