import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '#server/email/unsubscribe.ts';
import { uploadScan } from '../support/application.ts';
import { LETTERS } from '../support/claims.ts';
import { COMPANY_ENV } from '../support/company-env.ts';
import { signIn, type SignedIn } from '../support/sign-in.ts';
import { caller, createOwned, type Owned } from './fixtures.ts';
import { expectJsonError, fingerprint, ipSource, publicTables, rowsMentioning, UNAUTHORIZED } from './helpers.ts';
import { accessOf, ROUTE_CLASSES, type Access } from './route-classes.ts';
import { createCapturedApp, fakeClientDir, fillPath, type CapturedApp, type Route } from './route-table.ts';

/**
 * Issue item 5, the authorisation matrix. It walks Fastify's own route table (see route-table.ts
 * for how it is read) rather than a hand-written list, so a new route makes the first test fail
 * until it is classified in route-classes.ts, and is then swept like its class:
 *
 *   - every user/admin route answers 401 JSON without a session (with and without a body, with
 *     malformed JSON, with forged cookies and tokens) and stores nothing;
 *   - every public route answers without a session, never 401, never 5xx;
 *   - every admin route answers 403 JSON to a signed-in non-admin and stores nothing;
 *   - every user route with a path id (and the routes taking an owned id in the body or query)
 *     answers 404/403 to a second user using the first user's ids, and the first user's data is
 *     unchanged; no private read answers the second user with anything of the first user's.
 */

const ADMIN_EMAIL = 'admin@example.com';
const SCAN = { content: LETTERS.pdf, fileName: 'birth.pdf', type: 'application/pdf' };
const WEBHOOK_SECRET = 'whsec_security_matrix';
const FORBIDDEN = { message: "You don't have permission to access this page.", code: 'FORBIDDEN' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

// Built at collection time so that every route becomes its own test case.
const client = fakeClientDir();
/** Test provider (no Stripe keys), dev mailbox, a served client build: the most routes. */
const t: CapturedApp = await createCapturedApp({ ADMIN_EMAILS: ADMIN_EMAIL }, { clientDir: client.dir });
/** Stripe configured: the webhook exists, the test provider's route does not. */
const stripeApp: CapturedApp = await createCapturedApp(
  {
    ADMIN_EMAILS: ADMIN_EMAIL,
    STRIPE_SECRET_KEY: 'sk_test_security',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_security',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
  { database: t.database },
);
// (Same database: the webhook tests run outside the fingerprinted windows of the other sweeps.)
/** Production: only its route table is used. */
const production: CapturedApp = await createCapturedApp(
  {
    NODE_ENV: 'production',
    APP_URL: 'https://irish.example',
    AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...COMPANY_ENV,
  },
  { clientDir: client.dir, database: t.database },
);
const productionRoutes = production.routes;
await production.close();

afterAll(async () => {
  await stripeApp.close();
  await t.close();
  client.remove();
});

const allRoutes = new Map<string, Route>([...t.routes, ...stripeApp.routes].map((r) => [r.key, r]));
const classOf = (r: Route): Access | undefined => (ROUTE_CLASSES[r.key] ? accessOf(ROUTE_CLASSES[r.key]) : undefined);
/** The routes of the main app, by the class they are given (unclassified routes are swept as private). */
const mainRoutes = t.routes;
const privateRoutes = mainRoutes.filter((r) => {
  const c = classOf(r);
  return c === 'user' || c === 'admin' || c === undefined;
});
const adminRoutes = mainRoutes.filter((r) => classOf(r) === 'admin');
const userRoutes = mainRoutes.filter((r) => classOf(r) === 'user');
const publicRoutes = [...allRoutes.values()].filter((r) => classOf(r) === 'public');

const nextIp = ipSource(61);
const call = caller(t, nextIp);
const uuidPath = (r: Route) => fillPath(r.url, () => randomUUID());
const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

describe('the route table', () => {
  it('found the routes (sanity: the onRoute capture works)', () => {
    expect(mainRoutes.length).toBeGreaterThan(50);
    expect(allRoutes.has('POST /api/webhooks/stripe')).toBe(true);
    expect(allRoutes.has('GET /api/admin/stats')).toBe(true);
  });

  it('classifies every registered route in tests/security/route-classes.ts', () => {
    const unclassified = [...allRoutes.keys()].filter((k) => !ROUTE_CLASSES[k]);
    expect(
      unclassified,
      'New routes: classify them (public / user / admin / webhook / dev-only) in tests/security/route-classes.ts',
    ).toEqual([]);
  });

  it('has no stale entries: every classified route is registered', () => {
    const stale = Object.keys(ROUTE_CLASSES).filter((k) => !allRoutes.has(k));
    expect(stale, 'Routes that no longer exist: remove them from tests/security/route-classes.ts').toEqual([]);
  });

  it('registers no dev-only route in production, and nothing unclassified', () => {
    const keys = productionRoutes.map((r) => r.key);
    const devOnly = keys.filter((k) => ROUTE_CLASSES[k]?.class === 'dev-only');
    expect(devOnly).toEqual([]);
    expect(keys.filter((k) => !ROUTE_CLASSES[k])).toEqual([]);
    // ...and production still has the rest of the API.
    expect(keys).toEqual(
      expect.arrayContaining(['GET /api/admin/stats', 'POST /api/family-members', 'GET /robots.txt']),
    );
  });
});

describe('without a session, every private route answers 401 JSON and stores nothing', () => {
  let tables: string[];
  let before: Record<string, string>;
  beforeAll(async () => {
    tables = await publicTables(t.database);
    before = await fingerprint(t.database, tables);
  });

  const variants: [string, (r: Route) => InjectOptions][] = [
    ['no body', (r) => ({ method: r.method, url: uuidPath(r) })],
    [
      'a JSON body',
      (r) => ({
        method: r.method,
        url: uuidPath(r),
        ...(hasBody(r.method)
          ? { payload: { id: randomUUID(), userId: randomUUID(), isAdmin: true, firstName: 'Mallory' } }
          : {}),
      }),
    ],
    [
      'malformed JSON',
      (r) => ({
        method: r.method,
        url: uuidPath(r),
        headers: { 'content-type': 'application/json' },
        ...(hasBody(r.method) ? { payload: '{"firstName":' } : {}),
      }),
    ],
    ['an invalid path id', (r) => ({ method: r.method, url: fillPath(r.url, () => 'not-a-uuid') })],
    [
      'a forged session cookie',
      (r) => ({
        method: r.method,
        url: uuidPath(r),
        headers: { cookie: 'better-auth.session_token=forged.token; __Secure-better-auth.session_token=forged.token' },
      }),
    ],
    [
      'a forged bearer token',
      (r) => ({
        method: r.method,
        url: uuidPath(r),
        headers: { authorization: `Bearer ${randomUUID()}` },
      }),
    ],
  ];

  const cases = privateRoutes.flatMap((r) => variants.map(([label, build]) => [r.key, label, r, build] as const));
  it.each(cases)('%s with %s', async (_key, _label, route, build) => {
    const opts = build(route);
    const res = await t.app.inject({ ...opts, remoteAddress: nextIp() });
    expect(res.statusCode, `${route.key}: ${res.body.slice(0, 200)}`).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('stored nothing during the whole sweep', async () => {
    expect(await fingerprint(t.database, tables)).toEqual(before);
  });
});

describe('every public route answers without a session, never with 401 or 5xx', () => {
  let firstPost: { slug: string; tags: string[] };
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog' });
    firstPost = (res.json() as { posts: { slug: string; tags: string[] }[] }).posts[0]!;
  });

  /** How to call a public route and what it must answer; a public route without an entry is called plainly and must not 401/5xx. */
  const specs: Record<string, { request: () => InjectOptions; status: number; json?: boolean }> = {
    'GET /healthz': { request: () => ({ method: 'GET', url: '/healthz' }), status: 200 },
    'GET /readyz': { request: () => ({ method: 'GET', url: '/readyz' }), status: 200 },
    'GET /api/pricing': { request: () => ({ method: 'GET', url: '/api/pricing' }), status: 200 },
    'GET /api/config': { request: () => ({ method: 'GET', url: '/api/config' }), status: 200 },
    'GET /api/session': { request: () => ({ method: 'GET', url: '/api/session' }), status: 200 },
    'POST /api/auth/sign-in/magic-link': {
      request: () => ({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        payload: { email: 'public-sweep@example.com', callbackURL: '/auth/callback' },
      }),
      status: 200,
    },
    'GET /api/auth/*': { request: () => ({ method: 'GET', url: '/api/auth/list-sessions' }), status: 404, json: true },
    'POST /api/auth/*': {
      request: () => ({ method: 'POST', url: '/api/auth/update-user', payload: { isAdmin: true } }),
      status: 404,
      json: true,
    },
    'GET /api/blog': { request: () => ({ method: 'GET', url: '/api/blog' }), status: 200 },
    'GET /api/blog/tag/:tag': {
      request: () => ({ method: 'GET', url: `/api/blog/tag/${encodeURIComponent(firstPost.tags[0])}` }),
      status: 200,
    },
    'GET /api/blog/:slug': { request: () => ({ method: 'GET', url: `/api/blog/${firstPost.slug}` }), status: 200 },
    'POST /api/eligibility-checks': {
      request: () => ({ method: 'POST', url: '/api/eligibility-checks', payload: { q1: 'no' } }),
      status: 201,
    },
    'GET /dev/mailbox': { request: () => ({ method: 'GET', url: '/dev/mailbox' }), status: 200, json: false },
    // A signed link for an account that does not exist (any more): the page answers, nothing changes.
    'GET /email/unsubscribe': {
      request: () => ({
        method: 'GET',
        url: `/email/unsubscribe?token=${unsubscribeToken(t.config.authSecret, 'gone')}`,
      }),
      status: 200,
      json: false,
    },
    'POST /email/unsubscribe': {
      request: () => ({
        method: 'POST',
        url: `/email/unsubscribe?token=${unsubscribeToken(t.config.authSecret, 'gone')}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: FORM,
      }),
      status: 200,
      json: false,
    },
    'GET /robots.txt': { request: () => ({ method: 'GET', url: '/robots.txt' }), status: 200, json: false },
    'GET /sitemap.xml': { request: () => ({ method: 'GET', url: '/sitemap.xml' }), status: 200, json: false },
    'GET /blog/rss.xml': { request: () => ({ method: 'GET', url: '/blog/rss.xml' }), status: 200, json: false },
    'GET /assets/*': { request: () => ({ method: 'GET', url: '/assets/index-abc123.js' }), status: 200, json: false },
    'POST /eligibility': {
      request: () => ({ method: 'POST', url: '/eligibility', payload: 'answers=&answer=yes', headers: FORM }),
      status: 200,
      json: false,
    },
    'POST /login': {
      request: () => ({ method: 'POST', url: '/login', payload: 'email=public-form%40example.com', headers: FORM }),
      status: 200,
      json: false,
    },
  };

  it.each(publicRoutes.map((r) => [r.key, r] as const))('%s', async (key, route) => {
    const spec = specs[key];
    const opts = spec
      ? spec.request()
      : { method: route.method as InjectOptions['method'], url: fillPath(route.url, () => 'x') };
    const app = t.routes.some((r) => r.key === key) ? t.app : stripeApp.app;
    const res = await app.inject({ ...opts, remoteAddress: nextIp() });
    expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).not.toBe(403);
    if (spec) expect(res.statusCode, res.body.slice(0, 200)).toBe(spec.status);
    if (spec?.json !== false && key.includes('/api/'))
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (res.statusCode >= 400) expectJsonError(res);
  });

  it('GET /api/session says nobody is signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).json()).toEqual({ user: null });
  });

  it('a plain GET of every better-auth path the product does not forward is a JSON 404', async () => {
    for (const path of ['/api/auth/get-session', '/api/auth/list-accounts', '/api/auth/ok', '/api/auth/reference']) {
      const res = await t.app.inject({ method: 'GET', url: path, remoteAddress: nextIp() });
      expectJsonError(res, 404, path);
    }
  });
});

describe('the Stripe webhook needs no session but a valid signature', () => {
  const stripe = new Stripe('sk_test_security');
  const event = (id = `evt_${randomUUID().replaceAll('-', '')}`) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'customer.created',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: {} },
    });
  const post = (payload: string, headers: Record<string, string>) =>
    stripeApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: nextIp(),
    });

  it('answers 400 JSON without a signature', async () => {
    expectJsonError(await post(event(), {}), 400);
  });

  it('answers 400 JSON to a forged signature, even with a session-like cookie', async () => {
    const forged = stripe.webhooks.generateTestHeaderString({ payload: event(), secret: 'whsec_wrong' });
    expectJsonError(
      await post(event(), { 'stripe-signature': forged, cookie: 'better-auth.session_token=forged' }),
      400,
    );
  });

  it('accepts a correctly signed event without any cookie', async () => {
    const payload = event();
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await post(payload, { 'stripe-signature': signature });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('as a signed-in non-admin, every admin route answers 403 JSON and stores nothing', () => {
  let user: SignedIn;
  let admin: SignedIn;
  let tables: string[];
  let before: Record<string, string>;
  let claimId: string;
  let scanUrl: string;
  beforeAll(async () => {
    user = await signIn(t, 'not-an-admin@example.com');
    admin = await signIn(t, ADMIN_EMAIL);
    // A real claim and a real scan, so the admin's positive control can open a real letter and scan.
    const owned = await createOwned(call, user, 'Gatekeeper', { withClaim: true });
    claimId = owned.claim!.id;
    const scanKey = `${owned.selfId}.applicant-birth`;
    expect((await uploadScan(t, user, scanKey, SCAN)).statusCode).toBe(200);
    scanUrl = `/api/admin/users/${user.userId}/application/items/${scanKey}/scan`;
    tables = await publicTables(t.database);
    before = await fingerprint(t.database, tables);
  });

  const cases = adminRoutes.flatMap((r) => [
    [r.key, 'no body', r, undefined] as const,
    [
      r.key,
      'a valid-looking body',
      r,
      { code: 'FREE100', name: 'Free', percentOff: 100, status: 'shipped', note: 'x' },
    ] as const,
  ]);
  it.each(cases)('%s with %s', async (_key, _label, route, payload) => {
    const res = await call(user, route.method, uuidPath(route), hasBody(route.method) ? payload : undefined);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('stored nothing during the sweep', async () => {
    expect(await fingerprint(t.database, tables)).toEqual(before);
  });

  it("cannot read another user's family tree through the admin API", async () => {
    const res = await call(user, 'GET', `/api/admin/users/${admin.userId}/family-tree`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(admin.email);
  });

  // Positive control: the admin sweep is only meaningful if an admin does get through.
  it.each(adminRoutes.filter((r) => r.method === 'GET').map((r) => [r.key, r] as const))(
    'an admin gets past %s',
    async (_key, route) => {
      const url = fillPath(route.url, (name) =>
        name !== 'id'
          ? randomUUID()
          : route.url.includes('/users/')
            ? admin.userId
            : route.url.includes('/claims/')
              ? claimId
              : randomUUID(),
      );
      const query = route.url === '/api/admin/audit' ? '?targetType=coupon&targetId=x' : '';
      const res = await call(admin, 'GET', route.url.endsWith('/scan') ? scanUrl : url + query);
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(400);
    },
  );
});

describe('as a signed-in user, no user route refuses with 401/403 (positive control for the classes)', () => {
  let me: SignedIn;
  beforeAll(async () => {
    me = await signIn(t, 'positive-control@example.com');
  });
  // Deleting the account ends the session: last.
  const ordered = [...userRoutes].sort(
    (a, b) =>
      Number(a.key === 'DELETE /api/privacy/delete-account') - Number(b.key === 'DELETE /api/privacy/delete-account'),
  );
  it.each(ordered.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const url = fillPath(route.url, (name) => (name === 'userId' ? me.userId : randomUUID()));
    const res = await call(me, route.method, url, hasBody(route.method) ? {} : undefined);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    expect([401, 403]).not.toContain(res.statusCode);
  });
});

describe("as another user, every user-owned id answers 404 (or 403) and the owner's data is unchanged", () => {
  let a: Owned;
  let b: SignedIn;
  let bSelfId: string;
  let tables: string[];
  let aRowsBefore: Record<string, string[]>;

  beforeAll(async () => {
    a = await createOwned(call, await signIn(t, 'owner.a@example.com'), 'Quillfeather', { withClaim: true });
    b = await signIn(t, 'intruder.b@example.com');
    bSelfId = (
      (
        await call(b, 'POST', '/api/family-members', { relationship: 'self', firstName: 'Bob', lastName: 'Brown' })
      ).json() as { id: string }
    ).id;
    tables = await publicTables(t.database);
    aRowsBefore = await rowsMentioning(t.database, tables, a.markers);
  });

  type Probe = {
    label: string;
    /** The route the probe exercises (a key of the route table). */
    route: string;
    request: () => [InjectOptions['method'], string, unknown?];
    /** Path ids: 404 or 403. Ids inside a body may also be refused as invalid (400): never 2xx. */
    expected: number[];
  };
  const pathId = [404, 403];
  const bodyId = [400, 403, 404];
  const member = { firstName: 'Mallory', lastName: 'Stolen', relationship: 'grandparent', isIrishBorn: true };

  const probes: Probe[] = [
    {
      label: "edit A's grandparent",
      route: 'PUT /api/family-members/:id',
      request: () => ['PUT', `/api/family-members/${a.grandparentId}`, member],
      expected: pathId,
    },
    {
      label: "toggle A's sibling",
      route: 'PUT /api/family-members/:id',
      request: () => ['PUT', `/api/family-members/${a.siblingId}`, { includeInApplication: false }],
      expected: pathId,
    },
    {
      label: "delete A's parent",
      route: 'DELETE /api/family-members/:id',
      request: () => ['DELETE', `/api/family-members/${a.parentId}`],
      expected: pathId,
    },
    {
      label: "count A's parent's children",
      route: 'GET /api/family-members/:id/children-count',
      request: () => ['GET', `/api/family-members/${a.parentId}/children-count`],
      expected: pathId,
    },
    {
      label: "list A's parent's name changes",
      route: 'GET /api/name-change-events/family-member/:id',
      request: () => ['GET', `/api/name-change-events/family-member/${a.parentId}`],
      expected: pathId,
    },
    {
      label: "delete A's name change",
      route: 'DELETE /api/name-change-events/:id',
      request: () => ['DELETE', `/api/name-change-events/${a.nameChangeId}`],
      expected: pathId,
    },
    {
      label: "remove A's marriage",
      route: 'DELETE /api/marriages/:id',
      request: () => ['DELETE', `/api/marriages/${a.marriageId}`],
      expected: pathId,
    },
    {
      label: "claim A's eligibility check",
      route: 'POST /api/eligibility-checks/:id/claim',
      request: () => ['POST', `/api/eligibility-checks/${a.eligibilityCheckId}/claim`],
      expected: pathId,
    },
    {
      label: "complete A's test payment without A's client secret",
      route: 'POST /api/test-payments/:id/complete',
      request: () => [
        'POST',
        `/api/test-payments/${a.documentIntent.paymentIntentId}/complete`,
        { clientSecret: 'pi_test_guessed_secret', outcome: 'succeed' },
      ],
      expected: pathId,
    },
    {
      label: "settle A's document order with A's intent",
      route: 'PATCH /api/document-requests/:id/payment',
      request: () => [
        'PATCH',
        `/api/document-requests/${a.documentRequestId}/payment`,
        { paymentIntentId: a.documentIntent.paymentIntentId, status: 'succeeded' },
      ],
      expected: pathId,
    },
    {
      label: "cancel A's document order",
      route: 'POST /api/document-requests/:id/cancel',
      request: () => ['POST', `/api/document-requests/${a.documentRequestId}/cancel`],
      expected: pathId,
    },
    {
      label: "start the payment of A's registry fee",
      route: 'POST /api/document-requests/:id/registry-fees/:lineId/payment',
      request: () => [
        'POST',
        `/api/document-requests/${a.documentRequestId}/registry-fees/${a.registryFeeLineId}/payment`,
      ],
      expected: pathId,
    },
    {
      label: "settle A's registry fee with A's intent",
      route: 'PATCH /api/document-requests/:id/registry-fees/:lineId/payment',
      request: () => [
        'PATCH',
        `/api/document-requests/${a.documentRequestId}/registry-fees/${a.registryFeeLineId}/payment`,
        { paymentIntentId: a.documentIntent.paymentIntentId },
      ],
      expected: pathId,
    },
    {
      label: "save a research selection under A's user id",
      route: 'PUT /api/document-research-selections/:userId/:familyMemberId',
      request: () => [
        'PUT',
        `/api/document-research-selections/${a.user.userId}/${a.grandparentId}`,
        { needsDeathCertificate: true },
      ],
      expected: pathId,
    },
    {
      label: "save a research selection on A's member under B's own user id",
      route: 'PUT /api/document-research-selections/:userId/:familyMemberId',
      request: () => [
        'PUT',
        `/api/document-research-selections/${b.userId}/${a.grandparentId}`,
        { needsDeathCertificate: true },
      ],
      expected: pathId,
    },
    {
      label: "save a research selection on B's member naming A in the body",
      route: 'PUT /api/document-research-selections/:userId/:familyMemberId',
      request: () => [
        'PUT',
        `/api/document-research-selections/${b.userId}/${bSelfId}`,
        { userId: a.user.userId, needsDeathCertificate: true },
      ],
      expected: pathId,
    },
    ...(
      [
        ['move', 'PATCH', '', { status: 'in_hand' }],
        [
          'check',
          'PUT',
          '/check',
          {
            firstNames: 'X',
            surname: 'Y',
            eventDate: null,
            eventPlace: null,
            fatherName: null,
            motherName: null,
            longForm: true,
            issuer: 'civil',
          },
        ],
        ['resolve a flag on', 'POST', '/flags/surname_spelling:surname/resolve', { note: 'Mine now' }],
        ['upload a scan of', 'POST', '/scan', { scan: 'x' }],
        ['read the scan of', 'GET', '/scan', undefined],
        ['delete the scan of', 'DELETE', '/scan', undefined],
      ] as const
    ).map(([verb, method, tail, body]): Probe => ({
      label: `${verb} A's birth certificate item`,
      route: `${method} /api/application/items/:key${tail.replace('surname_spelling:surname', ':flagId')}`,
      request: () => [method, `/api/application/items/${a.selfId}.applicant-birth${tail}`, body],
      expected: pathId,
    })),
    {
      label: "read A's refusal letter",
      route: 'GET /api/claims/:id/letter',
      request: () => ['GET', `/api/claims/${a.claim!.id}/letter`],
      expected: pathId,
    },
    // Owned ids in bodies and queries.
    {
      label: "confirm A's PDF payment",
      route: 'POST /api/confirm-payment',
      request: () => ['POST', '/api/confirm-payment', { paymentIntentId: a.pdfIntent.paymentIntentId }],
      expected: bodyId,
    },
    {
      label: "pay for A's document order",
      route: 'POST /api/create-document-payment',
      request: () => ['POST', '/api/create-document-payment', { documentRequestId: a.documentRequestId }],
      expected: bodyId,
    },
    {
      label: "record a name change on A's parent",
      route: 'POST /api/name-change-events',
      request: () => ['POST', '/api/name-change-events', { familyMemberId: a.parentId, changeType: 'birth' }],
      expected: bodyId,
    },
    {
      label: "name A's parent as the spouse in B's name change",
      route: 'POST /api/name-change-events',
      request: () => [
        'POST',
        '/api/name-change-events',
        { familyMemberId: bSelfId, changeType: 'marriage', surnameAfterChange: 'X', spouseFamilyMemberId: a.parentId },
      ],
      expected: bodyId,
    },
    {
      label: "choose A's grandparent as B's lineage route",
      route: 'POST /api/lineage-route-preference',
      request: () => ['POST', '/api/lineage-route-preference', { selectedGrandparentId: a.grandparentId }],
      expected: bodyId,
    },
    {
      label: "hang a grandparent under A's parent",
      route: 'POST /api/family-members',
      request: () => ['POST', '/api/family-members', { ...member, parentId: a.parentId }],
      expected: bodyId,
    },
    {
      label: "lineage recommendations for A's grandparent",
      route: 'GET /api/document-request/lineage-recommendations',
      request: () => ['GET', `/api/document-request/lineage-recommendations?familyMemberId=${a.grandparentId}`],
      expected: bodyId,
    },
    {
      label: "order research on A's line",
      route: 'POST /api/document-request/lineage-based',
      request: () => [
        'POST',
        '/api/document-request/lineage-based',
        {
          selectedFamilyMemberId: a.grandparentId,
          documentsNeeded: [{ familyMemberId: a.grandparentId, documentType: 'birth_certificate' }],
        },
      ],
      expected: bodyId,
    },
  ];

  it('has a probe for every user route with a path parameter', () => {
    const withParams = [...allRoutes.values()].filter(
      (r) => r.url.includes(':') && ROUTE_CLASSES[r.key] && accessOf(ROUTE_CLASSES[r.key]) === 'user',
    );
    const probed = new Set(probes.map((p) => p.route));
    expect(
      withParams.map((r) => r.key).filter((k) => !probed.has(k)),
      'Add a cross-user probe for these routes',
    ).toEqual([]);
  });

  it.each(probes.map((p) => [p.label, p] as const))('B cannot %s', async (_label, probe) => {
    const before = await fingerprint(t.database, tables);
    const [method, url, payload] = probe.request();
    const res = await call(b, method, url, payload);
    expect(probe.expected, `${probe.route} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(
      res.statusCode,
    );
    expectJsonError(res);
    for (const marker of a.markers) expect(res.body).not.toContain(marker);
    expect(await fingerprint(t.database, tables), 'a refused request changed the database').toEqual(before);
  });

  /** Every private read without parameters, and the data export: B's answer must hold nothing of A's. */
  const reads = () =>
    userRoutes.filter((r) => (r.method === 'GET' && !r.url.includes(':')) || r.key === 'POST /api/privacy/export');
  it("no private read answers B with anything of A's", async () => {
    expect(reads().length).toBeGreaterThan(15);
    for (const route of reads()) {
      const res: LightMyRequestResponse = await call(b, route.method, route.url);
      expect(res.statusCode, `${route.key} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      for (const marker of a.markers) expect(res.body, `${route.key} leaked ${marker}`).not.toContain(marker);
    }
  });

  it("leaves every row of A's untouched", async () => {
    expect(await rowsMentioning(t.database, tables, a.markers)).toEqual(aRowsBefore);
    // ...and A still sees all of it.
    const tree = (await call(a.user, 'GET', '/api/family-members')).json() as { id: string }[];
    expect(tree.map((m) => m.id)).toEqual(expect.arrayContaining([a.selfId, a.parentId, a.grandparentId, a.siblingId]));
  });

  // Last, because today it succeeds and stores a row that mentions A's check.
  it("B cannot start a PDF order tied to A's eligibility check", async () => {
    const before = await fingerprint(t.database, tables);
    const res = await call(b, 'POST', '/api/create-pdf-payment', { eligibilityCheckId: a.eligibilityCheckId });
    expect(bodyId, `answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    expectJsonError(res);
    expect(await fingerprint(t.database, tables)).toEqual(before);
  });
});
