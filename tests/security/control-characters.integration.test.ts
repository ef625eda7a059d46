import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { installChangeCounter, ipSource, publicTables } from './helpers.ts';

/**
 * Issue 19 item 21, input hygiene: one-line text fields (names, address lines, places, codes, short
 * texts) refuse every control character (C0 such as NUL, TAB, LF, CR; DEL; C1) with a 400 naming
 * the field, and store nothing; multi-line notes keep LF and CRLF but refuse any other control.
 * Both refuse a lone UTF-16 surrogate; a whole one (an emoji) is welcome.
 */

const ADMIN_EMAIL = 'controls-admin@example.com';
const NO_ID = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let user: SignedIn;
let admin: SignedIn;
let changes: () => Promise<number>;
let memberId: string;
const nextIp = ipSource(23);

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  user = await signIn(t, 'controls-user@example.com');
  admin = await signIn(t, ADMIN_EMAIL);
  const member = await t.app.inject({
    method: 'POST',
    url: '/api/family-members',
    headers: { cookie: user.cookie },
    payload: { firstName: 'Mary', lastName: 'Walsh', relationship: 'self' },
    remoteAddress: nextIp(),
  });
  expect(member.statusCode, member.body).toBe(201);
  memberId = (member.json() as { id: string }).id;
  changes = await installChangeCounter(t.database, await publicTables(t.database));
});
afterAll(() => t.close());

type Target = {
  method: InjectOptions['method'];
  url: string;
  admin?: boolean;
  body: () => Record<string, unknown>;
  singleLine: string[];
  multiLine?: string[];
};

const TARGETS: Target[] = [
  {
    method: 'POST',
    url: '/api/family-members',
    body: () => ({ firstName: 'Sean', lastName: 'Walsh', relationship: 'sibling' }),
    singleLine: ['firstName', 'lastName', 'birthPlace', 'birthCountry', 'deathPlace', 'deathCountry'],
    multiLine: ['notes'],
  },
  {
    method: 'PUT',
    url: '/api/family-members/{member}',
    body: () => ({ firstName: 'Mary', lastName: 'Walsh', relationship: 'self' }),
    singleLine: ['firstName', 'lastName', 'birthPlace'],
    multiLine: ['notes'],
  },
  {
    method: 'POST',
    url: '/api/name-change-events',
    body: () => ({ familyMemberId: memberId, changeType: 'marriage', surnameAfterChange: 'Walsh' }),
    singleLine: [
      'surnameBeforeChange',
      'surnameAfterChange',
      'changePlace',
      'changeCountry',
      'spouseFirstName',
      'spouseLastName',
    ],
  },
  {
    method: 'POST',
    url: '/api/user-profile',
    body: () => ({ addressLine1: '1 Main Street', city: 'Dublin', county: 'Dublin', country: 'Ireland' }),
    singleLine: ['addressLine1', 'addressLine2', 'city', 'county'],
  },
  {
    method: 'POST',
    url: '/api/create-document-request',
    body: () => ({
      requesterName: 'Mary Walsh',
      requesterEmail: 'mary@example.com',
      subjectName: 'John Walsh',
      documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
    }),
    singleLine: ['requesterName', 'subjectName', 'subjectBirthLocation'],
    multiLine: ['additionalInfo'],
  },
  {
    method: 'POST',
    url: '/api/document-request/lineage-based',
    body: () => ({
      selectedFamilyMemberId: memberId,
      documentsNeeded: [{ familyMemberId: memberId, documentType: 'birth_certificate' }],
    }),
    singleLine: [],
    multiLine: ['additionalInfo'],
  },
  { method: 'POST', url: '/api/validate-coupon', body: () => ({ couponId: 'SPRING' }), singleLine: ['couponId'] },
  {
    method: 'POST',
    url: '/api/admin/coupons',
    admin: true,
    body: () => ({ code: 'SPRING25', name: 'Spring', percentOff: 25 }),
    singleLine: ['code', 'name'],
  },
  {
    method: 'PATCH',
    url: `/api/admin/orders/${NO_ID}`,
    admin: true,
    body: () => ({ status: 'processing' }),
    singleLine: ['trackingNumber', 'carrier'],
    multiLine: ['note'],
  },
  {
    method: 'POST',
    url: `/api/admin/claims/${NO_ID}/decline`,
    admin: true,
    body: () => ({ reason: 'The letter is not a refusal.' }),
    singleLine: [],
    multiLine: ['reason'],
  },
];

const SINGLE_LINE_CONTROLS: [string, string][] = [
  ['NUL', '\u0000'],
  ['TAB', '\t'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['CRLF', '\r\n'],
  ['ESC', '\u001B'],
  ['DEL', '\u007F'],
  ['NEL (C1)', '\u0085'],
  ['CSI (C1)', '\u009B'],
  // Not controls, but not text either: PostgreSQL cannot keep them in a JSON column (it answered 500).
  ['a lone high surrogate', '\uD800'],
  ['a lone low surrogate', '\uDC00'],
];
const MULTI_LINE_CONTROLS = SINGLE_LINE_CONTROLS.filter(([name]) => name !== 'LF' && name !== 'CRLF');

const cases = TARGETS.flatMap((target) => [
  ...target.singleLine.flatMap((field) =>
    SINGLE_LINE_CONTROLS.map(([name, c]) => [`${target.method} ${target.url}`, field, name, c, target] as const),
  ),
  ...(target.multiLine ?? []).flatMap((field) =>
    MULTI_LINE_CONTROLS.map(([name, c]) => [`${target.method} ${target.url}`, field, name, c, target] as const),
  ),
]);

const send = (target: Target, body: Record<string, unknown>) =>
  t.app.inject({
    method: target.method,
    url: target.url.replace('{member}', memberId),
    headers: { cookie: (target.admin ? admin : user).cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: nextIp(),
  });

describe('control characters in text fields', () => {
  it('covers every kind of text field', () => {
    expect(cases.length).toBeGreaterThan(250);
  });

  it.each(cases)('%s %s with %s → 400 naming the field, nothing stored', async (_route, field, _name, c, target) => {
    const before = await changes();
    const res = await send(target, { ...target.body(), [field]: `Walsh${c}Street` });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { message: string; code: string };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(`${field}:`);
    expect(await changes()).toBe(before);
  });
});

describe('the bodies the table starts from', () => {
  // Run after the table: these may store. A 400 here would mean the table's 400s proved nothing.
  it.each(TARGETS.map((target) => [`${target.method} ${target.url}`, target] as const))(
    '%s: the clean body passes the schema',
    async (_route, target) => {
      const res = await send(target, target.body());
      expect(res.statusCode === 400 && (res.json() as { code: string }).code === 'VALIDATION_ERROR', res.body).toBe(
        false,
      );
    },
  );
});

describe('multi-line notes keep their line breaks', () => {
  it.each([
    ['LF', 'First line\nSecond line'],
    ['CRLF', 'First line\r\nSecond line\r\n\r\nAfter a blank line'],
  ])('a member note with %s is stored as sent', async (_name, notes) => {
    const res = await send(TARGETS[0], { ...TARGETS[0].body(), relationship: 'sibling', firstName: 'Ann', notes });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { notes: string }).notes).toBe(notes);
    const list = await t.app.inject({ method: 'GET', url: '/api/family-members', headers: { cookie: user.cookie } });
    const stored = (list.json() as { id: string; notes: string | null }[]).find(
      (m) => m.id === (res.json() as { id: string }).id,
    );
    expect(stored?.notes).toBe(notes);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/family-members/${(res.json() as { id: string }).id}`,
      headers: { cookie: user.cookie },
    });
  });

  it('names and places with accents, apostrophes, non-Latin letters and emoji are still welcome', async () => {
    const res = await send(TARGETS[0], {
      firstName: 'Seán',
      lastName: "O'Brien-Ní Bhriain",
      relationship: 'sibling',
      birthPlace: 'Zürich, Łódź, 東京',
      notes: 'Baptised in 𝔊alway 🍀',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { notes: string }).notes).toBe('Baptised in 𝔊alway 🍀');
  });
});
