/**
 * Cost as the data grows (issue 20): the admin overview, the users list and its searches, and a
 * signed-in user's dashboard calls, at 10,000, 100,000 and 1,000,000 users on PostgreSQL. Not part
 * of `npm test`; `npm run bench -- --only=scale` runs it too. By hand:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node tests/perf/admin-perf.ts
 *   … --sizes=10000,100000   other sizes (ascending); --json=/tmp/scale.json   the figures as JSON
 *   … --keep                 leave the database in place and print its name
 *
 * It creates a fresh database on DATABASE_URL's server, migrates it and grows it one size at a
 * time: per user 1.5 eligibility checks (30% anonymous), a family tree of 5 for half of them (self,
 * two parents, the father's two parents, 40% born in Ireland), 0.25 PDF orders, 0.08 document
 * requests and 0.2 sessions, over six months, and an application workspace of 12 items for 15% of
 * them, posted for 5% (with later timeline steps for some). Each table is bulk-loaded with one INSERT … SELECT
 * generate_series per size, with triggers off (session_replication_role = replica); the admin
 * counters are then recounted with admin_counts_rebuild() and admin_application_counts_rebuild(),
 * the functions the migrations use, and
 * the tables vacuumed and analysed. At each size every call goes through app.inject 20 times
 * after 3 warm-ups; p50 / p95 / max in ms are printed, and at the end p95 per size side by side.
 *
 * Goal: p95 at most 100 ms for every call at the largest size; the exit code is 1 otherwise (2 on
 * a set-up error). The database is dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { signIn } from '../support/sign-in.ts';

const RUNS = 20;
const WARM_UP = 3;
const GOAL_P95_MS = 100;
const PAGE_SIZE = 20;
const ADMIN_EMAIL = 'perf.admin@example.com';
const USER_EMAIL = 'perf.user@example.com';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SIZES = (arg('sizes') ?? '10000,100000,1000000').split(',').map(Number);
if (SIZES.some((n, i) => !Number.isInteger(n) || n < 1000 || (i > 0 && n <= SIZES[i - 1]))) {
  console.error('admin-perf: --sizes must be ascending whole numbers of at least 1000');
  process.exit(2);
}
const jsonPath = arg('json');
const keep = process.argv.includes('--keep');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'admin-perf: set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}

const FIRST_NAMES = [
  'Aoife',
  'Ciara',
  'Sean',
  'Patrick',
  'Mary',
  'John',
  'Niamh',
  'Liam',
  'Siobhan',
  'Conor',
  'Emma',
  'James',
  'Orla',
  'Declan',
  'Grace',
  'Michael',
];
const LAST_NAMES = [
  'Murphy',
  'Kelly',
  'Byrne',
  'Ryan',
  "O'Brien",
  'Walsh',
  "O'Sullivan",
  'McCarthy',
  'Doyle',
  'Gallagher',
  'Kennedy',
  'Lynch',
  'Quinn',
  'Brennan',
  'Fitzgerald',
  'Nolan',
  'Flynn',
  'Burke',
  'Dunne',
  'Power',
];
const DOMAINS = ['example.com', 'example.ie', 'mail.example.org', 'example.co.uk'];
const COUNTIES = [
  'County Mayo',
  'County Cork',
  'County Kerry',
  'County Galway',
  'County Donegal',
  'County Clare',
  'County Sligo',
  'County Tipperary',
];

const sqlArray = (items: string[]) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(', ')}]`;

/** The surname of seeded user number g, as the seed below makes it. */
const seededLastName = (g: number) => LAST_NAMES[Math.floor(g / FIRST_NAMES.length) % LAST_NAMES.length];

/** Rows per user (the five tree members are for every second user). */
const PER_USER = { checks: 1.5, pdfOrders: 0.25, documentRequests: 0.08, sessions: 0.2 };
const ITEMS_PER_WORKSPACE = 12;

/**
 * Adds users lo..hi and their share of everything else, one INSERT … SELECT generate_series per
 * table, so the data set at 100,000 users is the one at 10,000 plus 90,000 more.
 */
function seedSteps(lo: number, hi: number): [string, string][] {
  const count = (perUser: number) => Math.round((hi - lo + 1) * perUser);
  const someUser = `'perf-' || (${lo} + floor(random() * ${hi - lo + 1}))::int`;
  return [
    [
      'users over 6 months',
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select 'perf-' || g, f || ' ' || l,
              lower(replace(f || '.' || l, '''', '')) || g || '@' || d, true, ts, ts
       from (
         select g,
           (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as f,
           (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as l,
           (${sqlArray(DOMAINS)})[1 + (g / 7) % ${DOMAINS.length}] as d,
           now() - random() * interval '183 days' as ts
         from generate_series(${lo}, ${hi}) g
       ) s`,
    ],
    [
      'sessions',
      `insert into session (id, token, user_id, expires_at, created_at, updated_at)
       select 'perf-session-' || g, md5('perf-session-' || g), ${someUser}, now() + interval '7 days', now(), now()
       from generate_series(${lo}, ${lo + count(PER_USER.sessions) - 1}) g`,
    ],
    [
      'eligibility checks (30% anonymous)',
      `insert into eligibility_checks (user_id, q1, q2, reason, is_eligible, created_at)
       select case when random() < 0.3 then null else ${someUser} end,
              'no', 'yes', r, r = 'eligible', now() - random() * interval '183 days'
       from (
         select case when x < 0.45 then 'eligible' when x < 0.85 then 'not_eligible'
                     when x < 0.95 then 'born_in_ireland' else 'already_citizen' end as r
         from (select random() as x from generate_series(1, ${count(PER_USER.checks)})) a
       ) b`,
    ],
    [
      "family trees of 5 for half the users (rows counted: the father's two parents, 40% born in Ireland)",
      `with parents as (
         insert into family_members (user_id, first_name, last_name, relationship, gender, birth_date, birth_place, birth_country)
         select 'perf-' || g, p.first_name, 'Member', p.relationship, p.gender, p.birth_date, 'Manchester', 'United Kingdom'
         from generate_series(${lo + (lo % 2)}, ${hi}, 2) g
         cross join (values ('Self', 'self', 'female', date '1990-05-01'),
                            ('Father', 'parent', 'male', date '1960-03-02'),
                            ('Mother', 'parent', 'female', date '1962-07-09')) as p(first_name, relationship, gender, birth_date)
         returning id, user_id, first_name
       )
       insert into family_members (user_id, first_name, last_name, relationship, gender, birth_date, birth_place, birth_country, is_irish_born, parent_id)
       select f.user_id, gp.first_name, 'Member', 'grandparent', gp.gender, date '1932-01-01',
              case when irish then (${sqlArray(COUNTIES)})[1 + (abs(hashtext(f.user_id)) % ${COUNTIES.length})] else 'Liverpool' end,
              case when irish then 'Ireland' else 'United Kingdom' end, irish, f.id
       from parents f
       cross join (values ('Grandfather', 'male'), ('Grandmother', 'female')) as gp(first_name, gender)
       cross join lateral (select random() < 0.4 as irish) r
       where f.first_name = 'Father'`,
    ],
    [
      'PDF orders (70% paid, 15% pending, 10% failed, 5% refunded)',
      `insert into pdf_orders (user_id, base_amount, discount_amount, amount, currency, status, provider, paid_at, created_at)
       select ${someUser}, 1500, d, 1500 - d, 'eur', st, 'test',
              case when st in ('paid', 'refunded') then ts + interval '3 minutes' end, ts
       from (
         select case when random() < 0.2 then 450 else 0 end as d,
                case when x < 0.70 then 'paid' when x < 0.85 then 'pending' when x < 0.95 then 'failed' else 'refunded' end as st,
                now() - random() * interval '183 days' as ts
         from (select random() as x from generate_series(1, ${count(PER_USER.pdfOrders)})) a
       ) b`,
    ],
    [
      'document requests in every status',
      `insert into document_requests (user_id, kind, status, documents_needed, documents_requested_count, unit_price,
                                      base_amount, total_cost, currency, provider, paid_at, created_at)
       select ${someUser}, 'lineage', st, '[]', n, 1500, n * 1500, n * 1500, 'eur', 'test',
              case when st not in ('pending', 'failed') then ts + interval '5 minutes' end, ts
       from (
         select 1 + floor(random() * 4)::int as n,
                (array['pending', 'paid', 'processing', 'shipped', 'delivered', 'delivered', 'failed', 'refunded'])[1 + floor(random() * 8)::int] as st,
                now() - random() * interval '183 days' as ts
         from generate_series(1, ${count(PER_USER.documentRequests)})
       ) b`,
    ],
    [
      `application workspaces of ${ITEMS_PER_WORKSPACE} items for 15% of users`,
      `insert into application_items (user_id, item_key, status)
       select 'perf-' || g, 'item-' || k, (array['needed', 'ordered', 'in_hand', 'checked'])[1 + floor(random() * 4)::int]
       from generate_series(${lo}, ${hi}) g cross join generate_series(1, ${ITEMS_PER_WORKSPACE}) k
       where g % 20 < 3`,
    ],
    [
      'applications posted by 5% of users',
      `insert into applications (user_id, posted_on, signed_on, ready_when_posted)
       select 'perf-' || g, current_date - g % 150, current_date - g % 150 - 2, true
       from generate_series(${lo}, ${hi}) g where g % 20 = 0`,
    ],
    [
      'timeline steps (posted; received for half of those, approved for a tenth)',
      `insert into application_steps (user_id, step, "on")
       select 'perf-' || g, s.step, current_date - g % 150 + s.days
       from generate_series(${lo}, ${hi}) g
       cross join (values ('posted', 0, 20), ('received', 14, 40), ('approved', 120, 200)) as s(step, days, every)
       where g % s.every = 0`,
    ],
  ];
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Grows the data set from lo to hi users with the triggers off (a bulk load), then recounts the
 * admin counters with the migration's own admin_counts_rebuild().
 */
async function grow(client: pg.Client, lo: number, hi: number) {
  const started = performance.now();
  await client.query('set session_replication_role = replica');
  try {
    for (const [label, statement] of seedSteps(lo, hi)) {
      const start = performance.now();
      const result = await client.query(statement);
      console.log(`  ${label}: ${result.rowCount?.toLocaleString('en')} rows in ${seconds(start)} s`);
    }
  } finally {
    await client.query('set session_replication_role = default');
  }
  let start = performance.now();
  await client.query('select admin_counts_rebuild()');
  console.log(`  admin_counts_rebuild(): ${seconds(start)} s`);
  start = performance.now();
  await client.query('select admin_application_counts_rebuild()');
  console.log(`  admin_application_counts_rebuild(): ${seconds(start)} s`);
  start = performance.now();
  await client.query('vacuum analyze');
  console.log(`  vacuum analyze: ${seconds(start)} s`);
  console.log(`  ${hi.toLocaleString('en')} users seeded in ${seconds(started)} s`);
}

/** The signed-in user's tree of 8 (self, sibling, parents, four grandparents) and a paid PDF order. */
async function giveTree(client: pg.Client, userId: string) {
  await client.query(
    `with people as (
       insert into family_members (user_id, first_name, last_name, relationship, gender, birth_date, birth_place, birth_country)
       values ($1, 'Aoife', 'Walsh', 'self', 'female', '1990-05-01', 'Boston', 'United States'),
              ($1, 'Liam', 'Walsh', 'sibling', 'male', '1992-02-03', 'Boston', 'United States'),
              ($1, 'John', 'Walsh', 'parent', 'male', '1960-03-02', 'Boston', 'United States'),
              ($1, 'Mary', 'Walsh', 'parent', 'female', '1962-07-09', 'Boston', 'United States')
       returning id, relationship
     )
     insert into family_members (user_id, first_name, last_name, relationship, gender, birth_date, birth_place, birth_country, is_irish_born, parent_id)
     select $1, gp.first_name, 'Walsh', 'grandparent', gp.gender, '1932-01-01', gp.place, gp.country, gp.irish, p.id
     from people p
     cross join (values ('Patrick', 'male', 'County Mayo', 'Ireland', true),
                        ('Bridget', 'female', 'Liverpool', 'United Kingdom', false)) as gp(first_name, gender, place, country, irish)
     where p.relationship = 'parent'`,
    [userId],
  );
  await client.query(
    `insert into pdf_orders (user_id, base_amount, discount_amount, amount, currency, status, provider, paid_at)
     values ($1, 1500, 0, 1500, 'eur', 'paid', 'test', now())`,
    [userId],
  );
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

type App = Awaited<ReturnType<typeof buildApp>>;
type Call = { name: string; path: string; who: 'admin' | 'user' };
export type Timing = { call: string; p50: number; p95: number; max: number; what: string };
export type SizeResult = { users: number; seedSeconds: number; load: string; timings: Timing[] };

/** The calls timed at each size; the search fragment and the pages follow the size. */
function callsAt(users: number): Call[] {
  // A seeded user three quarters of the way down; their surname and all but the last digit of
  // their number find them and up to nine neighbours.
  const g = Math.floor(users * 0.7777);
  const fragment = `${seededLastName(g).replace("'", '').toLowerCase()}${String(g).slice(0, -1)}`;
  const lastPage = Math.ceil((users + 2) / PAGE_SIZE); // the seeded users, the admin and the signed-in user
  const page = (n: number) => `/api/admin/users?page=${n}&pageSize=${PAGE_SIZE}`;
  return [
    { who: 'admin', name: 'admin overview (GET /api/admin/stats)', path: '/api/admin/stats' },
    { who: 'admin', name: 'users, first page', path: page(1) },
    {
      who: 'admin',
      name: `users, search by email fragment (${fragment})`,
      path: `/api/admin/users?search=${fragment}`,
    },
    {
      who: 'admin',
      name: 'users, search by name (many hits)',
      path: `/api/admin/users?search=${encodeURIComponent("siobhan o'brien")}`,
    },
    { who: 'admin', name: 'users, middle page', path: page(Math.round(lastPage / 2)) },
    { who: 'admin', name: 'users, last page', path: page(lastPage) },
    { who: 'user', name: 'dashboard: GET /api/session', path: '/api/session' },
    { who: 'user', name: 'dashboard: GET /api/family-tree/eligibility', path: '/api/family-tree/eligibility' },
    { who: 'user', name: 'dashboard: GET /api/family-tree-lock', path: '/api/family-tree-lock' },
    { who: 'user', name: 'tree view: GET /api/family-members', path: '/api/family-members' },
  ];
}

/** What an answer holds, in a few words, so a wrong answer shows beside its timing. */
function summary(body: string): string {
  const parsed = JSON.parse(body) as unknown;
  if (Array.isArray(parsed)) return `${parsed.length} rows`;
  const o = parsed as Record<string, unknown>;
  if (Array.isArray(o.users)) return `${o.users.length} of ${String(o.total)} users`;
  if (o.eligibilityChecks) {
    const stats = o as { users: { total: number }; eligibilityChecks: { total: number } };
    return `${stats.users.total} users, ${stats.eligibilityChecks.total} checks`;
  }
  if ('memberCount' in o) return `${String(o.memberCount)} members assessed`;
  if ('paidOrdersCount' in o) return `locked: ${String(o.isLocked)}`;
  if ('user' in o) return o.user ? 'signed in' : 'signed out';
  return '';
}

async function measure(app: App, cookies: Record<Call['who'], string>, users: number): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const { name, path, who } of callsAt(users)) {
    const times: number[] = [];
    let body = '';
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie: cookies[who] } });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
      if (i >= WARM_UP) times.push(ms);
      body = res.body;
    }
    times.sort((a, b) => a - b);
    const t = {
      call: name,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: times.at(-1)!,
      what: summary(body),
    };
    timings.push(t);
    console.log(
      `  ${name.padEnd(52)} p50 ${t.p50.toFixed(1).padStart(6)}  p95 ${t.p95.toFixed(1).padStart(6)}  max ${t.max.toFixed(1).padStart(6)}  ${t.p95 <= GOAL_P95_MS ? 'ok  ' : 'SLOW'}  (${t.what})`,
    );
  }
  return timings;
}

function growthTable(results: SizeResult[]) {
  const cell = (s: string) => s.padStart(16);
  console.log(`\np95 in ms per size (goal: at most ${GOAL_P95_MS} ms at ${SIZES.at(-1)!.toLocaleString('en')} users)`);
  console.log(`  ${''.padEnd(52)}${results.map((r) => cell(`${r.users.toLocaleString('en')} users`)).join('')}`);
  for (const [i, t] of results[0].timings.entries()) {
    // The search fragment differs per size; the row is named without it.
    const label = t.call.replace(/ \(\w+\)$/, '');
    console.log(`  ${label.padEnd(52)}${results.map((r) => cell(r.timings[i].p95.toFixed(1))).join('')}`);
  }
  console.log(
    `  ${'seeding, s (cumulative)'.padEnd(52)}${results.map((r) => cell(r.seedSeconds.toFixed(0))).join('')}`,
  );
  console.log(`  ${'load average at the measurement'.padEnd(52)}${results.map((r) => cell(r.load)).join('')}`);
}

async function main(): Promise<number> {
  const name = `perf_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  console.log(
    `admin-perf: database ${name} on ${url.host}; ${SIZES.map((n) => n.toLocaleString('en')).join(', ')} users; ${cpus().length} cores`,
  );

  let database: Database | undefined;
  const results: SizeResult[] = [];
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      ADMIN_EMAILS: ADMIN_EMAIL,
    });
    const app = await buildApp({ config, database, clientDir: null, logger: false });
    await app.ready();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const t = { app, database, config, close: async () => {} };
      const adminSession = await signIn(t, ADMIN_EMAIL);
      const userSession = await signIn(t, USER_EMAIL);
      await giveTree(client, userSession.userId);
      const cookies = { admin: adminSession.cookie, user: userSession.cookie };
      const started = performance.now();
      let seeded = 0;
      for (const size of SIZES) {
        console.log(`\ngrowing to ${size.toLocaleString('en')} users`);
        await grow(client, seeded + 1, size);
        seeded = size;
        const seedSeconds = (performance.now() - started) / 1000;
        const load = loadavg()[0].toFixed(2);
        console.log(
          `\n${size.toLocaleString('en')} users: ${RUNS} timed requests each after ${WARM_UP} warm-ups (app.inject, ms; 1-minute load average ${load})`,
        );
        results.push({ users: size, seedSeconds, load, timings: await measure(app, cookies, size) });
      }
    } finally {
      await client.end();
      await app.close();
    }
  } finally {
    await database?.close();
    if (keep) {
      console.log(`\nkept database ${name}`);
    } else {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
  growthTable(results);
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ goalP95Ms: GOAL_P95_MS, sizes: results }, null, 2));
  const largest = results.at(-1)!;
  const slow = largest.timings.filter((t) => t.p95 > GOAL_P95_MS);
  console.log(
    slow.length
      ? `\nSLOW at ${largest.users.toLocaleString('en')} users: ${slow.map((t) => t.call).join('; ')}`
      : `\nok: every p95 at most ${GOAL_P95_MS} ms at ${largest.users.toLocaleString('en')} users`,
  );
  return slow.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
