/**
 * One set of limits on every way in (issue 17): what the member API refuses is never stored
 * through another door, compressed bodies are refused, and the expensive routes have a budget
 * per user and per address.
 */
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_TEXT_LIMITS } from '#shared/family.ts';
import { familyMembers, user } from '#server/db/schema.ts';
import { claimForm, fileClaim, isoDay } from '#tests/support/claims.ts';
import { signIn, requestAs, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/** A small file: the home person with the given names, born in Boston. */
function gedcomWith(given: string, surname: string): string {
  return [
    '0 HEAD',
    '1 CHAR UTF-8',
    '0 @I1@ INDI',
    `1 NAME ${given} /${surname}/`,
    '1 SEX F',
    '1 BIRT',
    '2 DATE 12 MAR 1990',
    '2 PLAC Boston, Massachusetts, USA',
    '0 TRLR',
    '',
  ].join('\n');
}

describe('the same limits whatever the way in', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signIn(t, 'limits@example.com');
  });
  afterAll(() => t.close());

  it('the member API refuses a surname over the limit', async () => {
    const res = await requestAs(t, me, 'POST', '/api/family-members', {
      firstName: 'Aoife',
      lastName: 'W'.repeat(MEMBER_TEXT_LIMITS.lastName + 1),
      relationship: 'self',
    });
    expect(res.statusCode).toBe(400);
  });

  it('GEDCOM: a 20,000-character surname and a 1,000,000-character given name are shortened, with a warning in the preview, and stored within the limits', async () => {
    const gedcom = gedcomWith('M'.repeat(1_000_000), 'W'.repeat(20_000));
    const preview = await requestAs(t, me, 'POST', '/api/family-tree/gedcom/preview', { gedcom, homeXref: 'I1' });
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200);
    const draft = preview.json().draft;
    expect(draft.members[0].lastName).toHaveLength(MEMBER_TEXT_LIMITS.lastName);
    expect(draft.members[0].firstName).toHaveLength(MEMBER_TEXT_LIMITS.firstName);
    expect(draft.warnings.join('\n')).toContain('the surname in the file is 20,000 characters long');
    expect(draft.warnings.join('\n')).toContain('the first name in the file is 1,000,000 characters long');
    // The answer is about the size of what the dialog shows, not of the file.
    expect(preview.body.length).toBeLessThan(10_000);

    const imported = await requestAs(t, me, 'POST', '/api/family-tree/gedcom/import', { gedcom, homeXref: 'I1' });
    expect(imported.statusCode, imported.body).toBe(201);
    const [stored] = await t.database.db
      .select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName })
      .from(familyMembers)
      .where(eq(familyMembers.userId, me.userId));
    expect(stored?.lastName.length).toBeLessThanOrEqual(MEMBER_TEXT_LIMITS.lastName);
    expect(stored?.firstName.length).toBeLessThanOrEqual(MEMBER_TEXT_LIMITS.firstName);

    // …and the member can still be saved through the form's API.
    const [row] = await t.database.db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(eq(familyMembers.userId, me.userId));
    const saved = await requestAs(t, me, 'PUT', `/api/family-members/${row?.id}`, {
      firstName: stored?.firstName,
      lastName: stored?.lastName,
      relationship: 'self',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('sign-up: the name sent with a sign-in link request is not stored', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: '10.77.0.1',
      payload: { email: 'named@example.com', name: 'x'.repeat(900_000), callbackURL: '/auth/callback' },
    });
    // better-auth reads the JSON as it is; whatever it answers, no account gets that name.
    expect(sent.statusCode).toBeLessThan(500);
    const other = await signIn(t, 'named@example.com');
    const [row] = await t.database.db.select({ name: user.name }).from(user).where(eq(user.id, other.userId));
    expect(row?.name).toBe('');
  });

  it.each(['gzip', 'deflate', 'br'])('refuses a %s-compressed request body with a JSON 415', async (encoding) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family-tree/gedcom/preview',
      headers: { cookie: me.cookie, 'content-type': 'application/json', 'content-encoding': encoding },
      remoteAddress: me.ip,
      payload: gzipSync(JSON.stringify({ gedcom: gedcomWith('A', 'B'.repeat(5_000_000)) })),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_ENCODING' });
  });
});

describe('bad input is a 400, always', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signIn(t, 'malformed@example.com');
  });
  afterAll(() => t.close());

  it.each([
    ['cut short', (body: Buffer) => body.subarray(0, Math.floor(body.length / 2))],
    ['without its closing boundary', (body: Buffer) => body.subarray(0, body.length - 8)],
    ['with garbage for a body', () => Buffer.from('this is not a multipart form at all')],
  ])('a claim form %s answers a JSON 400', async (_what, cut) => {
    const { payload, headers } = await claimForm({ orders: [`pdf:${crypto.randomUUID()}`], decisionDate: isoDay() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      payload: cut(payload),
      headers: { ...headers, cookie: me.cookie },
      remoteAddress: me.ip,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each([`pdf:${'a'.repeat(36)}`, `document:${'-'.repeat(36)}`, 'pdf:0000000-00000-0000-0000-0000000000000'])(
    'a claim order %j that matches the form pattern but is not a UUID answers 400, not a database error',
    async (order) => {
      const res = await fileClaim(t, me, { orders: [order] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('Choose the orders your claim covers.');
    },
  );
});

describe('budgets on the expensive routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GEDCOM preview: the 21st call in a minute from one user is refused with 429', async () => {
    const me = await signIn(t, 'budget-user@example.com');
    const gedcom = gedcomWith('Aoife', 'Walsh');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // A new address each time: the per-user budget still applies.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/family-tree/gedcom/preview',
        headers: { cookie: me.cookie },
        remoteAddress: `10.91.0.${i + 1}`,
        payload: { gedcom },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('GEDCOM import: one address cannot spend more than 20 a minute across accounts', async () => {
    const gedcom = gedcomWith('Aoife', 'Walsh');
    const users = await Promise.all([1, 2, 3].map((n) => signIn(t, `budget-address-${n}@example.com`)));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/family-tree/gedcom/import',
        headers: { cookie: users[i % 3]!.cookie },
        remoteAddress: '10.92.0.1',
        payload: { gedcom, homeXref: 'I1', replace: true },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
  });

  it('data export: the 11th export in an hour is refused', async () => {
    const me = await signIn(t, 'budget-export@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await requestAs(t, me, 'POST', '/api/privacy/export')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
