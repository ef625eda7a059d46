/**
 * The performance budget `npm run bench:ci` holds (bench/ci.ts; run by .ci/run after the tests).
 * Only what is deterministic (bundle sizes) or a ratio of two measures taken in turns in the same
 * run is judged, so a slower or busier machine does not fail it. How to change a budget, and why
 * one would: docs/performance.md, "The CI budget".
 */

const KB = 1024;

/** Gzipped bytes of the JS the landing page loads before anything else (bench/frontend.ts, bundleReport). */
export const LANDING_INITIAL_JS = 76.9 * KB; // 69.9 KB on 2026-11-29, decision 081 (issue 20's goal, 70 KB, is judged by `npm run bench`)

/**
 * Gzipped bytes each signed-in route loads beyond the landing page's initial JS: its lazy chunk and
 * the chunks that chunk imports statically (bench/route-chunks.ts). The route's chunk is found by
 * the source module it is built from (`modules`, tried in order), not by the chunk's file name.
 * Each budget is today's figure plus about 10 %, rounded up to a tenth of a KB.
 */
export const ROUTE_JS: { route: string; modules: RegExp[]; budget: number }[] = [
  { route: '/dashboard', modules: [/(^|\/)dashboard-page\.tsx$/], budget: 32.5 * KB }, // 29.5 KB on 2026-11-28
  { route: '/tree', modules: [/(^|\/)tree-page\.tsx$/], budget: 37.1 * KB }, // 33.7 KB on 2026-11-28, with record-date.ts
  { route: '/tree/members/:id', modules: [/(^|\/)member-page\.tsx$/], budget: 96.6 * KB }, // 87.8 KB on 2026-11-28, with record-date.ts
  { route: '/guide', modules: [/(^|\/)guide-page\.tsx$/], budget: 14.7 * KB }, // 13.3 KB on 2026-11-28, with record-date.ts
  { route: '/guide/checkout', modules: [/(^|\/)guide-checkout-page\.tsx$/], budget: 51.7 * KB }, // 47.0 KB on 2026-11-29, with the office tables the landing page no longer loads
  { route: '/order-documents', modules: [/(^|\/)order-documents-page\.tsx$/], budget: 71.9 * KB }, // 65.3 KB on 2026-11-29, with the office tables the landing page no longer loads
  { route: '/order-documents/:id', modules: [/(^|\/)document-confirm-page\.tsx$/], budget: 54.4 * KB }, // 49.4 KB on 2026-11-29, with the office tables the landing page no longer loads
  { route: '/order-documents/:id/checkout', modules: [/(^|\/)document-checkout-page\.tsx$/], budget: 51.9 * KB }, // 47.1 KB on 2026-11-29, with the office tables the landing page no longer loads
  { route: '/application', modules: [/(^|\/)workspace-page\.tsx$/], budget: 34.0 * KB }, // 30.9 KB on 2026-11-28
  { route: '/orders', modules: [/(^|\/)orders-page\.tsx$/], budget: 140.2 * KB }, // 127.4 KB on 2026-11-29, with the office tables the landing page no longer loads
  { route: '/settings', modules: [/(^|\/)settings-page\.tsx$/], budget: 91.1 * KB }, // 82.8 KB on 2026-11-28, with record-date.ts
  { route: '/admin', modules: [/(^|\/)admin-page\.tsx$/], budget: 162.1 * KB }, // 147.3 KB on 2026-11-29, with the office tables the landing page no longer loads
];

/**
 * The app's server CPU per request ÷ its bare twin's (bench/bare-server.ts), both at the same fixed
 * rate (BENCH_CI_RATE, 500 req/s), on GET /api/session, /api/family-tree/eligibility and
 * /api/family-tree-lock. Issue 33 asks for 1.4 here (and 1.25 in `npm run bench`); the app is not
 * there yet (1.64 / 1.62 / 1.29 at load 2.9 on 2026-11-27, up to 1.95 under load), so until it is,
 * this bound is a tripwire at today's cost: it fails on a new cost, not on the one still to win back.
 */
export const CPU_PER_REQUEST_VS_TWIN = 2.1;

/**
 * The application pack's render time ÷ a fixed reference render (bench/pdf-ratio.ts), the median of
 * turns. 2.65–4.25 on 2026-11-27 across runs at load averages 5–14: 6 leaves about 40 % above the
 * highest, for a measure that moved that much from run to run.
 */
export const PDF_VS_REFERENCE = 6;

/**
 * The app's start-up on PGlite (spawn to first answered request), with an empty data directory and
 * on restart, ÷ a bare PGlite open of an existing database (spawn to `select 1`, bench/pglite-open.ts).
 * Issue 33 asks for 2; the app is not there yet (3.20 empty / 2.08 restart at load 2.9 on
 * 2026-11-27, 4.49 in a run at load 3, up to 4.11 under load), so until it is, this bound is a
 * tripwire at today's cost.
 */
export const PGLITE_STARTUP_VS_BARE_OPEN = 7;
