/**
 * A CPU profile of the production server under load, for finding where a route's time goes:
 *   node bench/profile-api.ts [members|pricing|session]     (LOG_LEVEL=warn to see the cost of logging)
 * Starts the bench's production app (bundle, PostgreSQL, signed-in user with a tree of 8) with
 * `--cpu-prof`, runs autocannon for 8 s, stops the server and prints where the .cpuprofile went
 * (open it in Chromium's DevTools, Performance panel). Not part of `npm run bench`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CONNECTIONS, startProductionApp } from './api.ts';

const PATHS = { members: '/api/family-members', pricing: '/api/pricing', session: '/api/session' } as const;
const route = (Object.keys(PATHS) as (keyof typeof PATHS)[]).find((r) => r === process.argv[2]) ?? 'members';
const dir = mkdtempSync(join(tmpdir(), 'api-profile-'));
const app = await startProductionApp(join(dir, 'server.log'), {
  NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
  ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
});
try {
  const url = `${app.server.url}${PATHS[route]}`;
  const headers: Record<string, string> =
    route !== 'pricing' ? { cookie: app.user.cookie, 'x-forwarded-for': app.user.ip } : {};
  const r = await autocannon({ url, connections: CONNECTIONS, duration: 8, headers });
  console.log(
    `${route}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`,
  );
} finally {
  await app.stop();
}
console.log(`profile and server log in ${dir}`);
