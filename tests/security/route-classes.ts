/**
 * THE classification of every route the server registers. The authorisation matrix
 * (authorization.integration.test.ts) compares this table with Fastify's real route table and
 * fails on any route missing here (and on any entry here that no longer exists), so a new route
 * cannot ship without someone deciding who may call it.
 *
 *   public   – answers without a session (and must not 5xx without one)
 *   user     – 401 without a session; scoped to the signed-in user
 *   admin    – 401 without a session, 403 for a signed-in non-admin
 *   webhook  – no cookies, authenticated by a signature (Stripe)
 *   dev-only – registered only outside production (the test must find it absent in production);
 *              `access` says which of the above applies while it exists
 *
 * Keys are `METHOD url` exactly as registered (HEAD routes follow their GET).
 */

export type Access = 'public' | 'user' | 'admin' | 'webhook';
export type RouteClass =
  | { class: 'public' | 'user' | 'admin' | 'webhook'; note?: string }
  | { class: 'dev-only'; access: Access; note?: string };

export const accessOf = (c: RouteClass): Access => (c.class === 'dev-only' ? c.access : c.class);

export const ROUTE_CLASSES: Record<string, RouteClass> = {
  // --- health, public configuration, session ---
  'GET /healthz': { class: 'public' },
  'GET /readyz': { class: 'public' },
  'GET /api/pricing': { class: 'public' },
  'GET /api/config': { class: 'public' },
  'GET /api/session': { class: 'public', note: '{user: null} without a session' },

  // --- sign-in (better-auth passthrough; only the steps the product uses are forwarded) ---
  'POST /api/auth/sign-in/magic-link': { class: 'public', note: 'rate limited per address and per email' },
  'GET /api/auth/*': { class: 'public' },
  'POST /api/auth/*': { class: 'public' },

  // --- blog ---
  'GET /api/blog': { class: 'public' },
  'GET /api/blog/tag/:tag': { class: 'public' },
  'GET /api/blog/:slug': { class: 'public' },

  // --- email ---
  'GET /email/unsubscribe': { class: 'public', note: 'a signed token in the address; asks to confirm' },
  'POST /email/unsubscribe': {
    class: 'public',
    note: 'a signed token in the address (RFC 8058 one click); turns reminders off; rate limited',
  },

  // --- eligibility quiz ---
  'POST /api/eligibility-checks': { class: 'public', note: 'anonymous checks welcome; rate limited' },
  'POST /api/eligibility-checks/:id/claim': { class: 'user' },

  // --- account ---
  'GET /api/user/is-admin': { class: 'user' },
  'PUT /api/user/name': { class: 'user' },
  'GET /api/user-consent': { class: 'user' },
  'POST /api/user-consent': { class: 'user' },
  'POST /api/privacy/consent': { class: 'user' },
  'GET /api/user-profile': { class: 'user' },
  'GET /api/user/profile': { class: 'user' },
  'POST /api/user-profile': { class: 'user' },
  'POST /api/privacy/export': { class: 'user' },
  'DELETE /api/privacy/delete-account': { class: 'user' },
  'GET /api/privacy/deletion-impact': { class: 'user' },

  // --- family tree ---
  'GET /api/family-members': { class: 'user' },
  'POST /api/family-members': { class: 'user' },
  'PUT /api/family-members/:id': { class: 'user' },
  'DELETE /api/family-members/:id': { class: 'user' },
  'GET /api/family-members/:id/children-count': { class: 'user' },
  'GET /api/marriages': { class: 'user' },
  'DELETE /api/marriages/:id': { class: 'user' },
  'GET /api/name-change-events': { class: 'user' },
  'GET /api/name-change-events/family-member/:id': { class: 'user' },
  'POST /api/name-change-events': { class: 'user' },
  'DELETE /api/name-change-events/:id': { class: 'user' },
  'GET /api/family-tree-lock': { class: 'user' },
  'POST /api/family-tree-lock/lock': { class: 'user' },
  'POST /api/family-tree-lock/unlock': { class: 'user' },
  'GET /api/lineage-route-preference': { class: 'user' },
  'POST /api/lineage-route-preference': { class: 'user' },
  'GET /api/family-tree/eligibility': { class: 'user' },
  'GET /api/document-request/family-member-options': { class: 'user' },
  'POST /api/family-tree/gedcom/preview': { class: 'user' },
  'POST /api/family-tree/gedcom/import': { class: 'user' },
  'GET /api/family-tree/gedcom': { class: 'user' },

  // --- payments and orders ---
  'POST /api/validate-coupon': { class: 'user', note: 'rate limited' },
  'POST /api/create-pdf-payment': { class: 'user' },
  'POST /api/confirm-payment': { class: 'user' },
  'GET /api/pdf-orders': { class: 'user' },
  'POST /api/test-payments/:id/complete': {
    class: 'dev-only',
    access: 'user',
    note: 'the built-in test provider only (no Stripe keys, not production); the client secret is the capability',
  },
  'POST /api/generate-pdf': { class: 'user', note: '402 until a PDF order is paid' },
  'GET /api/document-request/lineage-recommendations': { class: 'user' },
  'POST /api/document-request/lineage-based': { class: 'user' },
  'POST /api/create-document-request': { class: 'user' },
  'GET /api/document-requests': { class: 'user' },
  'POST /api/create-document-payment': { class: 'user' },
  'PATCH /api/document-requests/:id/payment': { class: 'user' },
  'POST /api/document-requests/:id/registry-fees/:lineId/payment': { class: 'user' },
  'PATCH /api/document-requests/:id/registry-fees/:lineId/payment': { class: 'user' },
  'POST /api/document-requests/:id/cancel': { class: 'user' },
  'GET /api/document-research-selections': { class: 'user' },
  'PUT /api/document-research-selections/:userId/:familyMemberId': { class: 'user' },
  'POST /api/webhooks/stripe': { class: 'webhook', note: 'registered only when Stripe is configured' },

  // --- success guarantee ---
  'GET /api/claims': { class: 'user' },
  'GET /api/claims/orders': { class: 'user' },
  'GET /api/claims/record': { class: 'user', note: "the claimant's own tracker steps" },
  'POST /api/claims': { class: 'user', note: 'multipart form with the refusal letter; rate limited' },
  'GET /api/claims/:id/letter': { class: 'user', note: "the owner's letter only" },

  // --- your application (issue 21) ---
  'GET /api/application': { class: 'user' },
  'GET /api/application/online-form': {
    class: 'user',
    note: "the values for DFA's online form, from the user's own tree and profile",
  },
  'PATCH /api/application/items/:key': { class: 'user', note: "the user's own items; moves only as the rules allow" },
  'PUT /api/application/items/:key/check': { class: 'user' },
  'POST /api/application/items/:key/flags/:flagId/resolve': { class: 'user' },
  'PUT /api/application/posting': { class: 'user' },
  'POST /api/application/timeline': { class: 'user' },
  'POST /api/application/items/:key/scan': { class: 'user', note: 'multipart form with the scan; rate limited' },
  'GET /api/application/items/:key/scan': { class: 'user', note: "the owner's scan only" },
  'DELETE /api/application/items/:key/scan': { class: 'user' },

  // --- admin ---
  'GET /api/admin/stats': { class: 'admin' },
  'GET /api/admin/queue': { class: 'admin' },
  'GET /api/admin/pdf-orders': { class: 'admin' },
  'GET /api/admin/exports/orders.csv': { class: 'admin' },
  'GET /api/admin/exports/refunds.csv': { class: 'admin' },
  'GET /api/admin/office-facts': { class: 'admin' },
  'GET /api/admin/system': { class: 'admin' },
  'POST /api/admin/system/outbox/:id/retry': { class: 'admin' },
  'GET /api/admin/users': { class: 'admin' },
  'GET /api/admin/users/:id/family-tree': { class: 'admin' },
  'GET /api/admin/audit': { class: 'admin' },
  'GET /api/admin/coupons': { class: 'admin' },
  'POST /api/admin/coupons': { class: 'admin' },
  'POST /api/admin/coupons/:id/deactivate': { class: 'admin' },
  'GET /api/admin/orders': { class: 'admin' },
  'GET /api/admin/orders/:id/history': { class: 'admin' },
  'PATCH /api/admin/orders/:id': { class: 'admin' },
  'PUT /api/admin/orders/:id/registry-fees/:lineId': { class: 'admin' },
  'POST /api/admin/orders/:id/registry-fees/:lineId/refund': {
    class: 'admin',
    note: 'refunds through the payment provider',
  },
  'POST /api/admin/orders/:id/undo': { class: 'admin' },
  'POST /api/admin/orders/:id/cancel': { class: 'admin' },
  'GET /api/admin/orders/:id/lines': { class: 'admin' },
  'POST /api/admin/orders/:id/lines/:index/outcome': { class: 'admin' },
  'POST /api/admin/orders/:id/lines/:index/refund': { class: 'admin', note: 'refunds through the payment provider' },
  'GET /api/admin/claims': { class: 'admin' },
  'GET /api/admin/claims/:id/letter': { class: 'admin' },
  'GET /api/admin/users/:id/application/items/:key/scan': { class: 'admin' },
  'POST /api/admin/claims/:id/review': { class: 'admin' },
  'POST /api/admin/claims/:id/approve': { class: 'admin', note: 'refunds through the payment provider' },
  'POST /api/admin/claims/:id/decline': { class: 'admin' },
  'POST /api/admin/claims/:id/reopen': { class: 'admin', note: 'a declined claim back under review' },

  // --- development ---
  'GET /dev/mailbox': {
    class: 'dev-only',
    access: 'public',
    note: 'lists sign-in links: must never exist in production',
  },

  // --- pages and feeds (registered when a client build is served) ---
  'GET /robots.txt': { class: 'public' },
  'GET /sitemap.xml': { class: 'public' },
  'GET /blog/rss.xml': { class: 'public' },
  'POST /eligibility': { class: 'public', note: 'the eligibility check as an HTML form; anonymous checks welcome' },
  'POST /login': { class: 'public', note: 'the sign-in link asked for by an HTML form; the API route’s limits' },
  // @fastify/static: one route for the hashed assets, one per file at the build's root (the tests' fake build has index.html).
  'GET /index.html': { class: 'public', note: 'static file of the client build' },
  'GET /assets/*': { class: 'public', note: 'the hashed files of the client build' },
};
