import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFamilyMemberBody } from '#shared/family.ts';
import { addressBody } from '#shared/profile.ts';
import { signIn, type SignedIn } from '../support/sign-in.ts';
import { caller, createOwned, type Owned } from './fixtures.ts';
import { fingerprint, installChangeCounter, ipSource, publicTables, rowCounts } from './helpers.ts';
import { accessOf, ROUTE_CLASSES } from './route-classes.ts';
import { createCapturedApp, fillPath, schemaKeys, type CapturedApp, type Route } from './route-table.ts';

/**
 * Issue item 6: property-based fuzzing (fast-check) of every JSON body and every querystring the
 * API accepts, taken from Fastify's route table (route-table.ts) and each route's own zod schema,
 * so a new route is fuzzed without anyone writing a line here (or, if it takes a body without a
 * schema, the target check fails until it is listed below). fuzz.integration.test.ts runs it; the
 * targets can be split over several test files (fuzzSuite(shard, shards)).
 *
 * Per route, FUZZ_RUNS (default 200) inputs mixing: any JSON value (fc.anything), objects with the
 * route's real keys and wrong-typed values, a valid body with one field broken, a valid body with
 * extra keys (isAdmin, userId, __proto__...), huge strings (100 kB), unicode / emoji / RTL / NUL,
 * null, arrays, negative / fractional / huge numbers for money fields, impossible dates
 * (0000-00-00, 2023-02-30, 9999-99-99), malformed JSON and wrong content types. Sent as a signed-in
 * user (as the admin for admin routes), each from a fresh client address so rate limits do not
 * hide the handlers. For every input:
 *   - no 5xx;
 *   - a JSON answer; for 4xx a non-empty string `message`;
 *   - for 4xx (and for every GET) the database is unchanged: no row of any public table inserted,
 *     updated or deleted (a per-request check through test-only triggers, see installChangeCounter);
 * and after each route the row counts of all public tables (count(*) of every table listed in
 * information_schema) equal those recorded after its last accepted (2xx) input, and when no input
 * was accepted, the content fingerprint (count and md5 of every row) is the one before the run.
 *
 * Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> (and FUZZ_RUNS=<n>).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const ADMIN_EMAIL = 'fuzz-admin@example.com';
const WEBHOOK_SECRET = 'whsec_fuzz';

/** Routes whose body schema is a bare record (validated in the handler): the keys they really take. */
const BODY_KEYS: Record<string, string[]> = {
  'PUT /api/family-members/:id': [...schemaKeys(updateFamilyMemberBody), 'includeInApplication'],
  'PATCH /api/application/items/:key': ['status', 'ordered', 'notApplicable', 'reason'],
  'POST /api/application/timeline': ['step', 'on', 'requested', 'itemKeys', 'extraDocuments'],
  'POST /api/user-profile': [...schemaKeys(addressBody), 'notificationPreferences'],
  'POST /api/auth/sign-in/magic-link': ['email', 'callbackURL', 'name', 'newUserCallbackURL', 'errorCallbackURL'],
  'POST /api/auth/*': ['callbackURL', 'providerId', 'token'],
  'POST /api/webhooks/stripe': ['id', 'object', 'type', 'data', 'created', 'livemode'],
  // A union by outcome: the keys of every branch.
  'POST /api/admin/orders/:id/lines/:index/outcome': [
    'outcome',
    'orderedOn',
    'officeReference',
    'officeAmountPaid',
    'officeCurrency',
    'searched',
  ],
};

/** State-changing routes that take no JSON body at all (why), so there is nothing to fuzz. */
const NO_JSON_BODY: Record<string, string> = {
  'POST /api/eligibility-checks/:id/claim': 'the id is in the path',
  'POST /email/unsubscribe': 'the signed token is in the address; a one-click form body is read for nothing',
  'POST /api/family-tree-lock/unlock': 'no input',
  'POST /api/privacy/export': 'no input',
  'POST /api/generate-pdf': 'no input',
  'POST /api/admin/coupons/:id/deactivate': 'the id is in the path',
  'POST /api/admin/system/outbox/:id/retry': 'the id is in the path',
  'POST /api/document-requests/:id/registry-fees/:lineId/payment': 'the order and the fee line are in the path',
  'POST /api/document-requests/:id/cancel': 'the order is in the path',
  'POST /api/admin/orders/:id/undo': 'the order is in the path',
  'POST /api/admin/orders/:id/lines/:index/refund': 'the order and the line are in the path',
  'DELETE /api/family-members/:id': 'the id is in the path',
  'DELETE /api/name-change-events/:id': 'the id is in the path',
  'DELETE /api/marriages/:id': 'the id is in the path',
  'DELETE /api/privacy/delete-account': 'no input',
  'POST /eligibility': 'an HTML form, not JSON (tests/integration/page-forms.integration.test.ts posts it)',
  'POST /login': 'an HTML form, not JSON (tests/integration/page-forms.integration.test.ts posts it)',
  'POST /api/claims':
    'a multipart form with the refusal letter; a JSON body is refused with 415 (claims.integration.test.ts validates the form)',
  'POST /api/admin/claims/:id/review': 'the id is in the path',
  'POST /api/admin/claims/:id/approve': 'the id is in the path',
  'POST /api/admin/claims/:id/reopen': 'the id is in the path',
  'POST /api/application/items/:key/scan':
    'a multipart form with the scan; a JSON body is refused with 415 (application.integration.test.ts validates the form)',
  'DELETE /api/application/items/:key/scan': 'the key is in the path',
};

// --- inputs -----------------------------------------------------------------------------------

/** A real family-tree file (the GEDCOM tests' fixture) and its home person. */
const GEDCOM = readFileSync(new URL('../../src/domain/gedcom/fixtures/realistic.ged', import.meta.url), 'utf8');
const GEDCOM_HOME = 'I262281927574';

const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '👨‍👩‍👧‍👦ש'.repeat(8_000);
const SPECIAL_STRINGS = [
  '0000-00-00',
  '2023-02-30',
  '9999-99-99',
  '1799-12-31',
  '2999-12-31',
  '1990-13-01',
  '1990-05-01T00:00:00Z',
  '-001990-05-01',
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  '👨‍👩‍👧‍👦🇮🇪',
  'Zoë Ó Súilleabháin',
  "'; drop table family_members; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'null',
  'true',
  'yes',
  'no',
  'self',
  'grandparent',
  'succeed',
  'shipped',
  'admin@example.com',
  'https://evil.example',
  '//evil.example',
  'javascript:alert(1)',
  'pi_test_x',
  'FREE100',
  randomUUID(),
  HUGE,
  HUGE_UNICODE,
];
const MONEY = [
  -1,
  -0.01,
  0,
  -0,
  0.5,
  1.5,
  99.999,
  100.5,
  101,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e308,
  -1e308,
  5e-324,
];

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...SPECIAL_STRINGS),
  fc.uuid(),
  fc.emailAddress(),
);
const weird: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: weirdString, weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, ...MONEY), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.array(fc.oneof(weirdString, fc.integer(), fc.constant(null)), { maxLength: 4 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(weirdString, fc.integer(), fc.boolean()), {
      maxKeys: 4,
    }),
    weight: 1,
  },
);
const EXTRA_KEYS = [
  'isAdmin',
  'userId',
  'id',
  'status',
  'amount',
  'totalCost',
  'role',
  'emailVerified',
  '__proto__',
  'constructor',
  'prototype',
  '',
];

type Input = { payload?: string; contentType?: string; label: string };
const json = (value: unknown, label: string): Input => ({
  payload: JSON.stringify(value),
  contentType: 'application/json',
  label,
});

/** The inputs for one route: keys from its schema, and a valid body to break one field at a time. */
function bodyInputs(keys: string[], valid: Record<string, unknown>): fc.Arbitrary<Input> {
  const keyArb = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 10 });
  return fc.oneof(
    // Any JSON value at all (top-level null, numbers, strings, arrays, nested objects).
    { arbitrary: fc.anything({ maxDepth: 3, maxKeys: 6 }).map((v) => json(v, 'anything')), weight: 2 },
    // The real keys with wrong-typed values.
    {
      arbitrary: fc
        .record(Object.fromEntries(keys.map((k) => [k, weird])), { requiredKeys: [] })
        .map((v) => json(v, 'wrong types')),
      weight: 3,
    },
    // A valid body with one field broken (reaches the handler's own checks).
    { arbitrary: fc.tuple(keyArb, weird).map(([k, v]) => json({ ...valid, [k]: v }, `valid but ${k}`)), weight: 4 },
    // A valid body with two fields broken.
    {
      arbitrary: fc
        .tuple(keyArb, weird, keyArb, weird)
        .map(([k1, v1, k2, v2]) => json({ ...valid, [k1]: v1, [k2]: v2 }, `valid but ${k1}, ${k2}`)),
      weight: 2,
    },
    // Extra keys (mass assignment, prototype pollution).
    {
      arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), weird).map(([k, v]) => {
        // Parsed from text so that "__proto__" is an own key, as it is on the wire.
        const extra = JSON.parse(`{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}}`) as Record<string, unknown>;
        return json({ ...valid, ...extra }, `valid plus ${k}`);
      }),
      weight: 2,
    },
    // The valid body itself and null (some bodies are optional).
    {
      arbitrary: fc.constantFrom(json(valid, 'valid'), json(null, 'null'), {
        label: 'empty body',
        contentType: 'application/json',
      }),
      weight: 1,
    },
    // Not JSON: malformed text, or a JSON text under another content type.
    {
      arbitrary: fc.oneof(
        fc
          .constantFrom(
            '{',
            '{"a":',
            '[1,',
            'nul',
            '{"__proto__":{"isAdmin":true}}',
            '{"constructor":{"prototype":{"x":1}}}',
            "{'a':1}",
            '\u0000',
          )
          .map((p) => ({ payload: p, contentType: 'application/json', label: 'malformed JSON' })),
        fc.string().map((p) => ({ payload: p, contentType: 'application/json', label: 'text as JSON' })),
        fc
          .constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=utf-16',
          )
          .map((ct) => ({ payload: JSON.stringify(valid), contentType: ct, label: `valid as ${ct}` })),
      ),
      weight: 2,
    },
  );
}

/** encodeURIComponent, except that a lone surrogate becomes the (invalid UTF-8) bytes a sloppy client would send. */
const encode = (s: string) =>
  [...s]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

type QueryInput = { url: string; label: string };
function queryInputs(path: string, keys: string[], valid: Record<string, string>): fc.Arbitrary<QueryInput> {
  const value = fc.oneof(
    weirdString,
    weird.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  );
  const qs = (entries: [string, string | string[]][]) =>
    entries.flatMap(([k, v]) => [v].flat().map((x) => `${encode(k)}=${encode(x)}`)).join('&');
  return fc.oneof(
    {
      arbitrary: fc
        .dictionary(fc.constantFrom(...keys), fc.oneof(value, fc.array(value, { maxLength: 3 })), {
          maxKeys: keys.length,
        })
        .map((q) => ({ url: `${path}?${qs(Object.entries(q))}`, label: 'real keys, wrong values' })),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), value)
        .map(([k, v]) => ({ url: `${path}?${qs(Object.entries({ ...valid, [k]: v }))}`, label: `valid but ${k}` })),
      weight: 3,
    },
    {
      arbitrary: fc.webQueryParameters().map((q) => ({ url: `${path}?${q}`, label: 'web query' })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          '%',
          '%%',
          '%E0%A4%A',
          '%00',
          'a[b]=c',
          `${keys[0]}[]=x`,
          `${keys[0]}[__proto__][x]=1`,
          '__proto__[isAdmin]=true',
          `${keys[0]}=${'x'.repeat(20_000)}`,
          '&&&',
          '=',
          '?',
        )
        .map((q) => ({ url: `${path}?${q}`, label: `raw ${q.slice(0, 20)}` })),
      weight: 1,
    },
  );
}

// --- the people and things the inputs refer to -------------------------------------------------

type Ctx = { owned: Owned; admin: SignedIn };

/**
 * A valid body per route (the base that one-field mutations break); {} when a new route has none.
 * `{n}` becomes a number unique to each request (so e.g. per-email limits and unique codes do not
 * turn every later input into the same refusal).
 */
const VALID: Record<string, (c: Ctx) => Record<string, unknown>> = {
  'POST /api/auth/sign-in/magic-link': () => ({ email: 'fuzz-magic-{n}@example.com', callbackURL: '/auth/callback' }),
  'POST /api/auth/*': () => ({}),
  'PATCH /api/application/items/:key': () => ({ status: 'in_hand' }),
  'PUT /api/application/items/:key/check': (c) => ({
    firstNames: 'Sean',
    surname: c.owned.surname,
    eventDate: '1990-05-01',
    eventPlace: 'Manchester',
    fatherName: `John ${c.owned.surname}`,
    motherName: null,
    longForm: true,
    issuer: 'civil',
  }),
  'POST /api/application/items/:key/flags/:flagId/resolve': () => ({ note: 'Explained in the covering letter' }),
  'PUT /api/application/posting': () => ({ postedOn: '2026-01-10', signedOn: '2026-01-05', trackingNumber: 'RR1' }),
  'POST /api/application/timeline': () => ({ step: 'received', on: '2026-01-20' }),
  'POST /api/eligibility-checks': () => ({ q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' }),
  'POST /api/user-consent': () => ({
    consentCookiesAnalytics: true,
    consentCookiesMarketing: false,
    consentThirdPartySharing: false,
  }),
  'POST /api/privacy/consent': () => ({ necessary: true, analytics: false, marketing: true, thirdPartySharing: false }),
  // A sibling: there can be any number, so accepted inputs do not use up a limit.
  'POST /api/family-members': (c) => ({
    firstName: 'Nora',
    lastName: c.owned.surname,
    relationship: 'sibling',
    gender: 'female',
    birthDate: '1992-01-01',
    notes: 'Twin',
  }),
  'PUT /api/family-members/:id': (c) => ({
    firstName: 'Patrick',
    lastName: c.owned.surname,
    gender: 'male',
    parentId: c.owned.parentId,
    birthDate: '1930-07-07',
    isIrishBorn: true,
  }),
  'POST /api/name-change-events': (c) => ({
    familyMemberId: c.owned.parentId,
    changeType: 'marriage',
    surnameAfterChange: 'Kelly',
    changeDate: '1985-06-01',
  }),
  'POST /api/family-tree-lock/lock': () => ({ reason: 'Fuzzing' }),
  'POST /api/lineage-route-preference': (c) => ({
    selectedGrandparentId: c.owned.grandparentId,
    routeDescription: 'via John',
  }),
  'POST /api/family-tree/gedcom/preview': () => ({ gedcom: GEDCOM, homeXref: GEDCOM_HOME }),
  // The browser sends the bytes in base64; the text form is still taken (preview above).
  'POST /api/family-tree/gedcom/import': () => ({
    gedcomBase64: Buffer.from(GEDCOM, 'utf8').toString('base64'),
    homeXref: GEDCOM_HOME,
    replace: true,
  }),
  'POST /api/user-profile': () => ({
    addressLine1: '1 Main Street',
    city: 'Castlebar',
    county: 'Mayo',
    country: 'Ireland',
    postalCode: 'F23 X2Y4',
    phone: '+353 94 123 4567',
  }),
  'POST /api/validate-coupon': () => ({ couponId: 'FUZZ10', amount: 1500, currency: 'eur' }),
  'POST /api/create-pdf-payment': () => ({ couponCode: 'FUZZ10' }),
  'POST /api/confirm-payment': (c) => ({ paymentIntentId: c.owned.pdfIntent.paymentIntentId }),
  'POST /api/test-payments/:id/complete': (c) => ({ clientSecret: c.owned.pdfIntent.clientSecret, outcome: 'fail' }),
  'POST /api/document-request/lineage-based': (c) => ({
    selectedFamilyMemberId: c.owned.grandparentId,
    documentsNeeded: [{ familyMemberId: c.owned.grandparentId, documentType: 'birth_certificate' }],
    additionalInfo: 'Baptised in Castlebar',
  }),
  'POST /api/create-document-request': (c) => ({
    requesterName: 'Mary Walsh',
    requesterEmail: c.owned.user.email,
    subjectName: 'Patrick Walsh',
    subjectBirthYear: 1920,
    subjectDeathYear: 1990,
    documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
    totalCost: 1,
  }),
  'POST /api/create-document-payment': (c) => ({ documentRequestId: c.owned.documentRequestId, couponCode: 'FUZZ10' }),
  'PATCH /api/document-requests/:id/payment': (c) => ({
    paymentIntentId: c.owned.documentIntent.paymentIntentId,
    status: 'succeeded',
  }),
  'PUT /api/document-research-selections/:userId/:familyMemberId': () => ({
    needsBirthCertificate: true,
    needsDeathCertificate: false,
  }),
  'PATCH /api/document-requests/:id/registry-fees/:lineId/payment': (c) => ({
    paymentIntentId: c.owned.documentIntent.paymentIntentId,
  }),
  'PUT /api/admin/orders/:id/registry-fees/:lineId': () => ({
    officeAmount: 1500,
    officeCurrency: 'EUR',
    note: 'fuzz',
  }),
  'POST /api/admin/orders/:id/registry-fees/:lineId/refund': () => ({ note: 'fuzz' }),
  'POST /api/admin/orders/:id/lines/:index/outcome': () => ({ outcome: 'not_found', searched: 'fuzz' }),
  'PATCH /api/admin/orders/:id': () => ({
    status: 'processing',
    trackingNumber: 'TRK1',
    carrier: 'An Post',
    estimatedDeliveryDate: '2030-01-01',
    note: 'fuzz',
  }),
  'POST /api/admin/coupons': () => ({
    code: 'FUZZ_{n}',
    name: 'Fuzz',
    percentOff: 10,
    expiresAt: '2030-01-01T00:00:00Z',
    usageLimit: 5,
  }),
  'POST /api/admin/claims/:id/decline': () => ({
    reason: 'The letter shows the application was returned as incomplete.',
  }),
  'POST /api/webhooks/stripe': () => ({
    id: 'evt_fuzz',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_x', metadata: { orderType: 'pdf' } } },
  }),
};

/** GET routes whose success is a file download, by its content type (tests/security/contract.integration.test.ts). */
const FILE_ANSWERS: Record<string, RegExp> = {
  'GET /api/admin/exports/orders.csv': /^text\/csv; charset=utf-8$/,
};

const VALID_QUERY: Record<string, (c: Ctx) => Record<string, string>> = {
  'GET /api/document-request/lineage-recommendations': (c) => ({ familyMemberId: c.owned.grandparentId }),
  'GET /api/admin/orders': () => ({ status: 'paid', q: 'fuzz', sort: 'oldest' }),
  'GET /api/admin/exports/orders.csv': () => ({ status: 'paid', q: 'fuzz', sort: 'oldest' }),
  'GET /api/admin/pdf-orders': () => ({ status: 'paid', q: 'fuzz' }),
  'GET /api/admin/users': () => ({ search: 'fuzz', page: '1', pageSize: '20' }),
  'GET /api/admin/audit': () => ({ targetType: 'coupon', targetId: randomUUID() }),
  'GET /api/admin/claims': () => ({ status: 'submitted' }),
};

/** Path parameters: the fuzzing user's own things, so a valid body reaches the handler. */
function pathFor(route: Route, c: Ctx): string {
  const ids: Record<string, string> = {
    'PUT /api/family-members/:id': c.owned.grandparentId,
    'POST /api/test-payments/:id/complete': c.owned.pdfIntent.paymentIntentId,
    'PATCH /api/document-requests/:id/payment': c.owned.documentRequestId,
    'PATCH /api/admin/orders/:id': c.owned.documentRequestId,
  };
  return fillPath(
    route.url,
    (name) => {
      if (name === 'userId') return c.owned.user.userId;
      if (name === 'familyMemberId') return c.owned.grandparentId;
      if (name === 'key') return `${c.owned.selfId}.applicant-birth`;
      if (name === 'flagId') return 'surname_spelling:surname';
      return ids[route.key] ?? randomUUID();
    },
    route.key === 'POST /api/auth/*' ? 'sign-out' : 'x',
  );
}

/**
 * Defines the fuzzing tests of one shard: the targets (body routes, then query routes, by key)
 * are dealt round-robin over `shards` test files so that they run in parallel; shard 0 also has
 * the checks that concern every route (the target list, NUL characters).
 */
export async function fuzzSuite(shard: number, shards: number) {
  const t: CapturedApp = await createCapturedApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  /** Stripe configured, for the webhook; on the same database (one change counter sees both). */
  const stripeApp: CapturedApp = await createCapturedApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    { database: t.database },
  );
  afterAll(async () => {
    await stripeApp.close();
    await t.close();
  });

  const nextIp = ipSource(71);
  const call = caller(t, nextIp);

  // --- which routes take which input -------------------------------------------------------------

  const hasBodySchema = (r: Route) => Boolean(r.schema?.body) && schemaKeys(r.schema?.body).length > 0;
  const allRoutes = [...t.routes, ...stripeApp.routes.filter((r) => r.key === 'POST /api/webhooks/stripe')];
  const bodyRoutes = allRoutes.filter(
    (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && (hasBodySchema(r) || BODY_KEYS[r.key]),
  );
  const queryRoutes = allRoutes.filter((r) => r.method === 'GET' && schemaKeys(r.schema?.querystring).length > 0);

  const targets = [...bodyRoutes, ...queryRoutes]
    .map((r) => `${r.method === 'GET' ? 'query' : 'body'} ${r.key}`)
    .sort();
  const mine = (kind: 'body' | 'query', r: Route) => targets.indexOf(`${kind} ${r.key}`) % shards === shard;

  // --- the properties ---------------------------------------------------------------------------

  let tables: string[];
  let changes: () => Promise<number>;
  let admin: SignedIn;
  let users = 0;
  let unique = 0;

  beforeAll(async () => {
    tables = await publicTables(t.database);
    changes = await installChangeCounter(t.database, tables);
    admin = await signIn(t, ADMIN_EMAIL);
    // A coupon, so the coupon fields meet a real one.
    const res = await call(admin, 'POST', '/api/admin/coupons', { code: 'FUZZ10', name: 'Fuzz ten', percentOff: 10 });
    expect(res.statusCode, res.body).toBe(201);
  });

  /** A fresh owner with a whole tree, orders and payments, per route: one route's accepted inputs cannot starve another. */
  async function context(opts: { paidOrder?: boolean } = {}): Promise<Ctx> {
    const user = await signIn(t, `fuzz-${++users}@example.com`);
    const owned = await createOwned(call, user, `Fuzzington${users}`);
    if (opts.paidOrder) {
      // Admins move paid orders on: pay the owner's document order through the test provider.
      const { paymentIntentId, clientSecret } = owned.documentIntent;
      expect(
        (
          await call(user, 'POST', `/api/test-payments/${paymentIntentId}/complete`, {
            clientSecret,
            outcome: 'succeed',
          })
        ).statusCode,
      ).toBe(200);
      const settled = await call(user, 'PATCH', `/api/document-requests/${owned.documentRequestId}/payment`, {
        paymentIntentId,
      });
      expect(settled.json()).toMatchObject({ status: 'paid' });
    }
    return { owned, admin };
  }

  /** `successType`: what a route that answers a file sends with a 2xx; errors are JSON all the same. */
  function checkAnswer(res: LightMyRequestResponse, what: string, successType = /^application\/json/) {
    expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expect(res.headers['content-type'], `${what} → ${res.statusCode} content-type`).toMatch(
      res.statusCode < 300 ? successType : /^application\/json/,
    );
    if (res.statusCode >= 400) {
      const body = res.json() as { message?: unknown };
      expect(typeof body.message, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBe('string');
      expect((body.message as string).length).toBeGreaterThan(0);
    }
  }

  const short = (s: string | undefined) =>
    s === undefined ? '(none)' : s.length > 200 ? `${s.slice(0, 200)}… (${s.length} chars)` : s;

  describe.runIf(shard === 0)('the fuzz targets', () => {
    it('every route with a JSON body is fuzzed or listed as taking none', () => {
      const stateChanging = allRoutes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
      const fuzzed = new Set(bodyRoutes.map((r) => r.key));
      const unexplained = stateChanging.filter((r) => !fuzzed.has(r.key) && !NO_JSON_BODY[r.key]).map((r) => r.key);
      expect(unexplained, 'give these routes a body schema, or list them in BODY_KEYS / NO_JSON_BODY').toEqual([]);
      expect(bodyRoutes.length).toBeGreaterThanOrEqual(24);
      expect(queryRoutes.map((r) => r.key).sort()).toEqual(expect.arrayContaining(Object.keys(VALID_QUERY).sort()));
    });
  });

  describe.each(bodyRoutes.filter((r) => mine('body', r)).map((r) => [r.key, r] as const))(
    'fuzzing %s',
    (key, route) => {
      it(`${RUNS} inputs: no 5xx, JSON errors with a message, nothing stored on 4xx`, async () => {
        const c = await context({ paidOrder: key === 'PATCH /api/admin/orders/:id' });
        const isWebhook = key === 'POST /api/webhooks/stripe';
        const target = isWebhook ? stripeApp : t;
        const targetTables = tables;
        const access = accessOf(ROUTE_CLASSES[key] ?? { class: 'user' });
        const who = access === 'admin' ? c.admin : access === 'user' ? c.owned.user : null;
        const url = pathFor(route, c);
        const keys = BODY_KEYS[key] ?? schemaKeys(route.schema?.body);
        const valid = VALID[key]?.(c) ?? {};

        const changeCount = changes;
        const fingerprintBefore = await fingerprint(target.database, targetTables);
        let counts = await rowCounts(target.database, targetTables);
        let seen = await changeCount();
        let accepted = 0;
        const statuses: Record<number, number> = {};

        const signature = fc.oneof(
          fc.constant(undefined),
          fc.string({ maxLength: 40 }),
          fc
            .tuple(fc.integer({ min: 0, max: 2_000_000_000 }), fc.stringMatching(/^[0-9a-f]{64}$/))
            .map(([ts, v1]) => `t=${ts},v1=${v1}`),
        );
        await fc.assert(
          fc.asyncProperty(bodyInputs(keys, valid), signature, async (input, sig) => {
            const headers: Record<string, string> = {};
            if (who) headers.cookie = who.cookie;
            if (input.contentType) headers['content-type'] = input.contentType;
            if (isWebhook && sig !== undefined) headers['stripe-signature'] = sig;
            const res = await target.app.inject({
              method: route.method as InjectOptions['method'],
              url,
              headers,
              remoteAddress: nextIp(),
              ...(input.payload === undefined ? {} : { payload: input.payload.replaceAll('{n}', String(++unique)) }),
            });
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            const what = `${key} with ${input.label}: ${short(input.payload)}`;
            const now = await changeCount();
            const changed = now !== seen;
            seen = now;
            if (res.statusCode < 400 && changed) {
              accepted++;
              counts = await rowCounts(target.database, targetTables);
            }
            checkAnswer(res, what);
            if (res.statusCode >= 400)
              expect(changed, `${what} → ${res.statusCode} ${res.body.slice(0, 200)} changed the database`).toBe(false);
          }),
          { numRuns: RUNS, seed: SEED },
        );

        if (process.env.FUZZ_REPORT) console.log(`${key}: ${JSON.stringify(statuses)}, ${accepted} accepted writes`);
        // The full check: every table's row count is what it was after the last accepted input.
        expect(await rowCounts(target.database, targetTables)).toEqual(counts);
        if (accepted === 0) expect(await fingerprint(target.database, targetTables)).toEqual(fingerprintBefore);
        // The inputs reached the handler's checks, not only the schema's: at least one input was accepted or refused past validation.
        if (!isWebhook && RUNS >= 50)
          expect(Object.keys(statuses).length, `statuses: ${JSON.stringify(statuses)}`).toBeGreaterThan(1);
      });
    },
  );

  describe.each(queryRoutes.filter((r) => mine('query', r)).map((r) => [r.key, r] as const))(
    'fuzzing the query of %s',
    (key, route) => {
      it(`${RUNS} queries: no 5xx, JSON errors with a message, nothing stored`, async () => {
        const c = await context();
        const who = accessOf(ROUTE_CLASSES[key] ?? { class: 'user' }) === 'admin' ? c.admin : c.owned.user;
        const keys = schemaKeys(route.schema?.querystring);
        const valid = VALID_QUERY[key]?.(c) ?? {};
        const before = await fingerprint(t.database, tables);
        const seen = await changes();
        await fc.assert(
          fc.asyncProperty(
            queryInputs(
              fillPath(route.url, () => randomUUID()),
              keys,
              valid,
            ),
            async (input) => {
              const res = await t.app.inject({
                method: 'GET',
                url: input.url,
                headers: { cookie: who.cookie },
                remoteAddress: nextIp(),
              });
              const what = `${key} with ${input.label}: ${short(input.url)}`;
              checkAnswer(res, what, FILE_ANSWERS[key]);
              expect(await changes(), `${what} wrote to the database`).toBe(seen);
            },
          ),
          { numRuns: RUNS, seed: SEED },
        );
        // A read never writes, whatever its query.
        expect(await fingerprint(t.database, tables)).toEqual(before);
      });
    },
  );

  describe.runIf(shard === 0)('NUL characters (U+0000) in text inputs', () => {
    it('every body field, query key and path parameter answers 4xx JSON (never 5xx) and stores nothing', async () => {
      // A paid order, so that the admin's order changes reach the database too.
      const c = await context({ paidOrder: true });
      // Long enough for the min-length rules (client secrets, idempotency keys).
      const NUL = 'nul\u0000in-the-middle';
      const failures: string[] = [];
      const tried: string[] = [];
      const send = async (label: string, route: Route, opts: InjectOptions, isWebhook = false) => {
        const target = isWebhook ? stripeApp : t;
        const count = changes;
        const access = accessOf(ROUTE_CLASSES[route.key] ?? { class: 'user' });
        const who = access === 'admin' ? c.admin : access === 'user' ? c.owned.user : null;
        const before = await count();
        const res = await target.app.inject({
          ...opts,
          headers: { ...(who ? { cookie: who.cookie } : {}), ...(opts.headers as object) },
          remoteAddress: nextIp(),
        });
        const changed = (await count()) !== before;
        tried.push(label);
        const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
        if (res.statusCode >= 500 || !json || (res.statusCode >= 400 && changed)) {
          failures.push(
            `${label} → ${res.statusCode}${changed && res.statusCode >= 400 ? ' (and changed the database)' : ''}`,
          );
        }
      };
      for (const route of bodyRoutes) {
        const keys = BODY_KEYS[route.key] ?? schemaKeys(route.schema?.body);
        const valid = VALID[route.key]?.(c) ?? {};
        for (const k of keys) {
          await send(
            `${route.key} body.${k}`,
            route,
            {
              method: route.method,
              url: pathFor(route, c),
              payload: JSON.stringify({ ...valid, [k]: NUL }).replaceAll('{n}', String(++unique)),
              headers: { 'content-type': 'application/json' },
            },
            route.key === 'POST /api/webhooks/stripe',
          );
        }
      }
      for (const route of queryRoutes) {
        const valid = VALID_QUERY[route.key]?.(c) ?? {};
        for (const k of schemaKeys(route.schema?.querystring)) {
          const query = new URLSearchParams({ ...valid, [k]: NUL }).toString();
          await send(`${route.key} ?${k}`, route, {
            method: 'GET',
            url: `${fillPath(route.url, () => randomUUID())}?${query}`,
          });
        }
      }
      for (const route of t.routes.filter(
        (r) => r.url.includes(':') && accessOf(ROUTE_CLASSES[r.key] ?? { class: 'user' }) !== 'public',
      )) {
        for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
          const url = fillPath(route.url, (p) =>
            p === name ? NUL : p === 'userId' ? c.owned.user.userId : c.owned.grandparentId,
          );
          const body = ['POST', 'PUT', 'PATCH'].includes(route.method)
            ? { payload: JSON.stringify(VALID[route.key]?.(c) ?? {}), headers: { 'content-type': 'application/json' } }
            : {};
          await send(`${route.key} :${name}`, route, { method: route.method, url, ...body });
        }
      }
      expect(tried.length).toBeGreaterThan(100);
      expect(failures, `${failures.length} of ${tried.length} NUL inputs failed`).toEqual([]);
    });
  });
}
