/**
 * Signed-in pages in the bench (issues 32 and 33): Lighthouse (mobile preset) on the dashboard, the
 * family tree and Your Application with the session of the user `startProductionApp` signed in
 * through the real magic-link mail (tree of 8), who also starts an application here; and the blog
 * list on a server that has answered no page yet (its first visit after a start).
 *
 *   node bench/signed-in.ts        these pages beside the landing page, on their own (about 5 minutes)
 *
 * The goals: Lighthouse performance ≥ 95, and largest contentful paint within 1.5× of the landing
 * page's in the same run.
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProductionApp, type ProductionApp } from './api.ts';
import { median, runLighthouse, type LighthousePage, type LighthouseRow } from './frontend.ts';
import { call } from '#tests/reliability/support/http.ts';
import { spawnServer } from '#tests/reliability/support/server.ts';

export const SIGNED_IN_GOALS = { performance: 95, lcpVsLanding: 1.5 };

/** Where each signed-in view lives; the first path the server knows as a page is used. */
const VIEW_PATHS: { view: string; paths: string[] }[] = [
  { view: 'dashboard', paths: ['/dashboard'] },
  { view: 'family tree', paths: ['/tree', '/dashboard'] },
  { view: 'Your Application', paths: ['/application'] },
];

/**
 * Makes the bench user one who has used the service for a while: the cookie choice made once
 * ('necessary only', kept by the server, which the app restores after sign-in on any device, so
 * the banner does not ask again), and an application started from the tree with the first
 * certificate still needed marked as ordered.
 */
export async function startApplication(app: ProductionApp): Promise<void> {
  const { cookie } = app.user;
  const base = app.server.url;
  const consent = await call(base, 'POST', '/api/user-consent', {
    cookie,
    headers: { origin: app.appUrl },
    body: {
      consentCookiesNecessary: true,
      consentCookiesAnalytics: false,
      consentCookiesMarketing: false,
      consentThirdPartySharing: false,
    },
  });
  if (consent.status >= 300) throw new Error(`POST /api/user-consent: ${consent.status} ${consent.body}`);
  const workspace = await call(base, 'GET', '/api/application', { cookie });
  if (workspace.status !== 200) throw new Error(`GET /api/application: ${workspace.status} ${workspace.body}`);
  const items = (workspace.json as { items: { key: string; status: string; allowedMoves: string[] }[] }).items;
  const item = items.find((i) => i.status === 'needed' && i.allowedMoves.includes('ordered'));
  if (!item) return;
  const moved = await call(base, 'PATCH', `/api/application/items/${encodeURIComponent(item.key)}`, {
    cookie,
    headers: { origin: app.appUrl },
    body: { status: 'ordered', ordered: { where: 'General Register Office', orderedOn: '2026-11-01' } },
  });
  if (moved.status !== 200) throw new Error(`PATCH item ${item.key}: ${moved.status} ${moved.body}`);
}

/** The signed-in pages to measure, each at the first of its paths that the server answers as a page. */
export async function signedInPages(app: ProductionApp): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const { view, paths } of VIEW_PATHS) {
    let chosen = paths.at(-1)!;
    for (const path of paths) {
      const res = await call(app.server.url, 'GET', path, { cookie: app.user.cookie });
      if (res.status === 200) {
        chosen = path;
        break;
      }
    }
    pages.push({ page: `${view}, signed in (${chosen})`, url: `${app.appUrl}${chosen}`, cookie: app.user.cookie });
  }
  return pages;
}

export type ColdBlog = { firstAnswerMs: number; secondAnswerMs: number; row: LighthouseRow };

/**
 * The blog list as the first page a freshly started server answers (a second server on the same
 * database), asked BENCH_COLD_WAIT_S (3) seconds after the server is ready: the time to its first
 * full answer and to the next one, then Lighthouse once on it from a third start, so that run is
 * the server's first page too.
 */
export async function coldBlogList(app: ProductionApp, log: (line: string) => void): Promise<ColdBlog> {
  // A busy shared PostgreSQL may refuse a connection for a moment ('too many clients'): tried thrice.
  const start = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await spawnServer({
          bundle: true,
          env: app.env,
          appUrl: (port) => `http://localhost:${port}`,
          logFile: join(tmpdir(), `fbr-bench-cold-${process.pid}.log`),
        });
      } catch (err) {
        if (attempt >= 3) throw err;
        log(`  could not start a second server (${(err as Error).message.split('\n')[0]}); trying again in 5 s`);
        await new Promise((r) => setTimeout(r, 5_000));
      }
    }
  };
  const timed = async (url: string) => {
    const t = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    return performance.now() - t;
  };
  let server = await start();
  // A visitor who comes a few seconds after a start (a deployment): BENCH_COLD_WAIT_S, default 3.
  await new Promise((r) => setTimeout(r, 1000 * Number(process.env.BENCH_COLD_WAIT_S ?? 3)));
  let firstAnswerMs: number;
  let secondAnswerMs: number;
  try {
    firstAnswerMs = await timed(`${server.url}/blog`);
    secondAnswerMs = await timed(`${server.url}/blog`);
  } finally {
    await server.stop(5_000);
  }
  log(
    `  blog list on a fresh server: first answer ${Math.round(firstAnswerMs)} ms, next ${Math.round(secondAnswerMs)} ms`,
  );
  server = await start();
  try {
    const url = `${server.url.replace('127.0.0.1', 'localhost')}/blog`;
    const [row] = await runLighthouse([{ page: 'blog list, first page after a start', url }], log, 1);
    return { firstAnswerMs, secondAnswerMs, row };
  } finally {
    await server.stop(5_000);
  }
}

/** Goal lines for the signed-in pages: performance ≥ 95, LCP within 1.5× of the landing page's. */
export function signedInGoalLines(landing: LighthouseRow, rows: LighthouseRow[]) {
  return rows.map((r) => {
    const lcpRatio = r.medianLcpMs / landing.medianLcpMs;
    return {
      page: r.page,
      performance: r.median.performance,
      performanceRuns: r.runs.map((x) => x.performance),
      lcpMs: r.medianLcpMs,
      lcpRatio,
      pass: {
        performance: r.median.performance >= SIGNED_IN_GOALS.performance,
        lcp: lcpRatio <= SIGNED_IN_GOALS.lcpVsLanding,
      },
    };
  });
}

// `node bench/signed-in.ts`: the landing page, the blog list and the signed-in pages, on their own.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = (line: string) => console.error(line);
  const loadAtStart = loadavg()[0].toFixed(2);
  log(`signed-in bench: 1-minute load average at start ${loadAtStart}`);
  const app = await startProductionApp(join(tmpdir(), `fbr-bench-signed-in-${process.pid}.log`));
  try {
    await startApplication(app);
    const signedIn = await signedInPages(app);
    const cold = process.env.BENCH_SKIP_COLD === '1' ? undefined : await coldBlogList(app, log);
    const rows = await runLighthouse(
      [{ page: 'landing page', url: `${app.appUrl}/` }, { page: 'blog list', url: `${app.appUrl}/blog` }, ...signedIn],
      log,
    );
    const [landing] = rows;
    const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
    const out = [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; 1-minute load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(2)} at the end; ${rows[0].runs.length} runs, medians.`,
      '',
      '| Page | Performance (runs) | FCP / LCP | LCP ÷ landing | TBT per run | Goal | Result |',
      '|---|---|---|---|---|---|---|',
    ];
    for (const r of rows) {
      const ratio = r.medianLcpMs / landing.medianLcpMs;
      const judged = r.url.includes('/blog') || r === landing ? null : signedInGoalLines(landing, [r])[0].pass;
      out.push(
        `| ${r.page} | ${r.median.performance} (${r.runs.map((x) => x.performance).join(', ')}) | ${s(r.medianFcpMs)} / ${s(r.medianLcpMs)} | ${ratio.toFixed(2)} | ${r.tbtMs.map((x) => Math.round(x)).join(', ')} ms | ${judged ? `≥ ${SIGNED_IN_GOALS.performance}, LCP ≤ ${SIGNED_IN_GOALS.lcpVsLanding}×` : '–'} | ${judged ? (judged.performance && judged.lcp ? 'pass' : '**FAIL**') : '–'} |`,
      );
    }
    if (cold) {
      out.push(
        `| ${cold.row.page} | ${cold.row.median.performance} | ${s(cold.row.medianFcpMs)} / ${s(cold.row.medianLcpMs)} | ${(cold.row.medianLcpMs / landing.medianLcpMs).toFixed(2)} | ${Math.round(cold.row.tbtMs[0])} ms | – | – |`,
      );
      out.push('');
      out.push(
        `Blog list on a fresh server: first answer ${Math.round(cold.firstAnswerMs)} ms, the next ${Math.round(cold.secondAnswerMs)} ms.`,
      );
    }
    out.push('', `Host benchmark index (median): ${Math.round(median(rows.flatMap((r) => r.benchmarkIndex)))}`);
    out.push('', 'Lighthouse audits under 0.9 that carry weight:');
    for (const r of rows) for (const note of r.notes) out.push(`  ${r.page} — ${note}`);
    console.log(out.join('\n'));
  } finally {
    await app.stop();
  }
}
