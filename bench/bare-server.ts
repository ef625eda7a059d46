/**
 * The comparison server for `npm run bench`: a bare Fastify (no logger, no hooks, no auth, no
 * schemas, no compression) with a pg.Pool of the same size as the app's, its statements prepared
 * per connection as the app's are, answering
 *   GET /family-members?userId=…  the members as the app's own SQL builds them (BARE_MEMBERS_SQL: one row, one JSON value)
 *   GET /pricing                  the app's pricing as JSON.stringify writes it (BARE_PRICING_JSON; the app's route runs no SQL)
 *   GET /dashboard/session, /dashboard/eligibility, /dashboard/tree-lock
 *                                 the dashboard's calls: the app's session lookup, then the route's own
 *                                 queries in the app's order, for one user (BARE_DASHBOARD_QUERIES, the
 *                                 JSON of dashboardQueries() in bench/api.ts); the rows as they come
 *   GET /dashboard/family-members  the session lookup, then the members' SQL (the app reads both in one statement)
 * Env: PORT, BARE_DATABASE_URL, BARE_MEMBERS_SQL, BARE_PRICING_JSON, BARE_DASHBOARD_QUERIES.
 */
import Fastify from 'fastify';
import pg from 'pg';
import type { DashboardQueries } from './api.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`bare-server: ${name} is required`);
  return value;
};

const pool = new pg.Pool({ connectionString: env('BARE_DATABASE_URL'), max: 10 });
pool.on('error', () => {});
const membersSql = env('BARE_MEMBERS_SQL');
const pricing = env('BARE_PRICING_JSON');
const dashboard = JSON.parse(env('BARE_DASHBOARD_QUERIES')) as DashboardQueries;
// Named, so each connection parses and plans a statement once, as the app's prepared statements do.
const run = async (name: keyof DashboardQueries) => {
  const { rows } = await pool.query({
    name: `bare-${name}`,
    text: dashboard[name].sql,
    values: dashboard[name].params,
  });
  return rows;
};

const app = Fastify({ logger: false });
const members = async (userId: string) => {
  const { rows } = await pool.query({ name: 'bare-members', text: membersSql, values: [userId] });
  return rows[0].members as unknown[];
};
app.get<{ Querystring: { userId: string } }>('/family-members', async (request) => members(request.query.userId));
app.get('/pricing', async (_request, reply) => reply.type('application/json').send(pricing));
app.get('/dashboard/session', async () => ({ user: (await run('session'))[0] ?? null }));
app.get('/dashboard/eligibility', async () => {
  const signedIn = await run('session');
  return { user: signedIn[0], tree: await run('treeAndRoute') };
});
app.get('/dashboard/tree-lock', async () => {
  const signedIn = await run('session');
  return { user: signedIn[0], lock: await run('treeLock') };
});
// The tree view's list: the session lookup, then the members' SQL (the app joins the two).
app.get('/dashboard/family-members', async () => {
  const [signedIn] = await run('session');
  return members(signedIn.id);
});
app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
