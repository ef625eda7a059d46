/**
 * Front end: what the landing page loads before anything else (dist/client/index.html's script,
 * modulepreload and stylesheet tags, gzipped), the lazy chunks split away from it, and Lighthouse
 * (npm `lighthouse` driving the system Chromium through chrome-launcher, default mobile preset).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/support/chromium.ts';
import { REPO_ROOT } from '#tests/reliability/support/server.ts';

const CLIENT_DIR = join(REPO_ROOT, 'dist/client');
const ASSETS = join(CLIENT_DIR, 'assets');

export type Asset = { file: string; bytes: number; gzip: number };
export type LazyGroup = { name: string; pattern: RegExp; files: Asset[]; inInitial: boolean };
export type BundleReport = {
  initialJs: Asset[];
  initialCss: Asset[];
  jsGzip: number;
  cssGzip: number;
  lazy: Asset[];
  groups: LazyGroup[];
};

const sizeOf = (file: string): Asset => {
  const buf = readFileSync(join(ASSETS, file));
  return { file, bytes: buf.length, gzip: gzipSync(buf).length };
};

/** Chunks a chunk imports statically (import … from "./x.js", import "./x.js"); not import("./x.js"). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(ASSETS, file), 'utf8');
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) found.add(m[1]);
  return [...found];
}

/** Markers that show which chunk holds a feature, whatever the chunk is called. */
const GROUPS: { name: string; pattern: RegExp; marker?: string }[] = [
  { name: 'dashboard', pattern: /^dashboard-page-/ },
  { name: 'admin', pattern: /^admin-page-/ },
  { name: 'payment (Stripe card form)', pattern: /^stripe-card-form-/, marker: 'js.stripe.com' },
  { name: 'charts (recharts)', pattern: /^weekly-chart-/, marker: 'recharts-wrapper' },
];

export function bundleReport(): BundleReport {
  const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const local = (href: string | undefined) =>
    href?.startsWith('/assets/') ? href.slice('/assets/'.length) : undefined;
  const scripts = tags.filter((t) => t.startsWith('<script')).map((t) => local(attr(t, 'src')));
  const preloads = tags.filter((t) => /rel="modulepreload"/.test(t)).map((t) => local(attr(t, 'href')));
  const styles = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => local(attr(t, 'href')));

  // The initial JS: the entry, its preloads, and anything they import statically (a check on the tags).
  const initial = new Set<string>();
  const queue = [...scripts, ...preloads].filter((f): f is string => Boolean(f));
  while (queue.length) {
    const f = queue.shift()!;
    if (initial.has(f)) continue;
    initial.add(f);
    queue.push(...staticImports(f));
  }
  const initialJs = [...initial].map(sizeOf);
  const initialCss = styles.filter((f): f is string => Boolean(f)).map(sizeOf);
  const lazy = readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js') && !initial.has(f))
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip);
  const initialText = [...initial].map((f) => readFileSync(join(ASSETS, f), 'utf8')).join('\n');
  const groups = GROUPS.map((g) => {
    const files = readdirSync(ASSETS)
      .filter(
        (f) =>
          f.endsWith('.js') &&
          (g.pattern.test(f) || (g.marker ? readFileSync(join(ASSETS, f), 'utf8').includes(g.marker) : false)),
      )
      .map(sizeOf);
    const inInitial = files.some((f) => initial.has(f.file)) || (g.marker ? initialText.includes(g.marker) : false);
    return { name: g.name, pattern: g.pattern, files, inInitial };
  });
  return {
    initialJs,
    initialCss,
    jsGzip: initialJs.reduce((s, a) => s + a.gzip, 0),
    cssGzip: initialCss.reduce((s, a) => s + a.gzip, 0),
    lazy,
    groups,
  };
}

/** True when the landing page's initial JS carries React's development JSX runtime. */
export function isDevelopmentBuild(): boolean {
  try {
    const report = bundleReport();
    return report.initialJs.some((a) => readFileSync(join(ASSETS, a.file), 'utf8').includes('jsxDEV'));
  } catch {
    return false;
  }
}

/**
 * Builds what is missing or stale (scripts/build-if-needed.mjs) for production, as `npm run build`
 * does. A client built under NODE_ENV=test (the e2e global set-up runs `vite build` inside vitest)
 * bundles React's development runtime, so it is built again: the benches measure what users get.
 */
export function ensureProductionBuild(log: (line: string) => void) {
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (!isDevelopmentBuild()) return;
  log('dist/client is a development build (React jsxDEV runtime): rebuilding with NODE_ENV=production');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (isDevelopmentBuild()) throw new Error('dist/client is still a development build');
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseScores = Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>;
export type LighthouseRow = {
  page: string;
  url: string;
  runs: LighthouseScores[];
  median: LighthouseScores;
  /** First and Largest Contentful Paint of each run and their medians, in ms (Lighthouse's simulated mobile). */
  fcpMs: number[];
  lcpMs: number[];
  medianFcpMs: number;
  medianLcpMs: number;
  /** Total Blocking Time of each run, in ms: the metric that moves most with the host's speed. */
  tbtMs: number[];
  /**
   * Lighthouse's measure of the host's CPU speed in each run (`environment.benchmarkIndex`). Its
   * simulation slows the observed main-thread work 4× to stand for a mid-range phone, which holds
   * for a host of about 1,000 or more; under that Lighthouse itself warns that the score suffers.
   */
  benchmarkIndex: number[];
  notes: string[];
};

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** The end-to-end tests' browser flags, headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run in a fresh browser; a run Lighthouse reports as broken (e.g. NO_NAVSTART on a busy machine) is tried again, at most twice. */
async function lighthouseRun(url: string, onRetry: (why: string) => void, cookie?: string): Promise<LighthouseResult> {
  for (let failures = 0; ;) {
    const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        // A signed-in page: the session cookie goes with every request the page makes, as the browser would send it.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      const why = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
      if (++failures > 2) throw new Error(`lighthouse failed on ${url}: ${why}`);
      onRetry(why);
    } finally {
      chrome.kill();
    }
  }
}

export type LighthousePage = {
  page: string;
  url: string;
  /** A signed-in page: the session's cookie, sent with the page's requests (bench/signed-in.ts). */
  cookie?: string;
};

/**
 * Lighthouse with its default (mobile) configuration, LIGHTHOUSE_RUNS times per page; the median of
 * each category. The pages take turns (all pages once, then again), so a slow spell of this
 * shared machine falls on every page rather than on one.
 */
export async function runLighthouse(
  pages: LighthousePage[],
  log: (line: string) => void,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseRow[]> {
  // chrome-launcher takes the browser from CHROME_PATH; it never downloads one. Without it, the
  // end-to-end tests' browser (the system's Chromium, else the npm package's).
  process.env.CHROME_PATH ??= await chromiumPath();
  const collected = pages.map(() => ({
    runs: [] as LighthouseScores[],
    fcpMs: [] as number[],
    lcpMs: [] as number[],
    tbtMs: [] as number[],
    benchmarkIndex: [] as number[],
    notes: new Map<string, string>(),
  }));
  for (let i = 0; i < runs; i++) {
    for (const [p, { page, url, cookie }] of pages.entries()) {
      const c = collected[p];
      const lhr = await lighthouseRun(
        url,
        (why) => log(`  ${page} run ${i + 1}: Lighthouse error (${why}); trying again`),
        cookie,
      );
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((cat) => [cat, Math.round((lhr.categories[cat]?.score ?? 0) * 100)]),
      ) as LighthouseScores;
      c.runs.push(scores);
      c.fcpMs.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
      c.lcpMs.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      c.tbtMs.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      c.benchmarkIndex.push(lhr.environment.benchmarkIndex);
      log(
        `  ${page} run ${i + 1}: ${LIGHTHOUSE_CATEGORIES.map((cat) => `${cat} ${scores[cat]}`).join(', ')}; FCP ${Math.round(c.fcpMs.at(-1)!)} ms, LCP ${Math.round(c.lcpMs.at(-1)!)} ms, TBT ${Math.round(c.tbtMs.at(-1)!)} ms; host benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      // BENCH_LIGHTHOUSE_SAVE=<folder>: each run's full report, to read what a figure came from.
      if (process.env.BENCH_LIGHTHOUSE_SAVE) {
        const name = `${page.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`;
        writeFileSync(join(process.env.BENCH_LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
      }
      const lcpNode = (
        lhr.audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
      )?.items?.[0]?.items?.[0]?.node?.snippet;
      if (lcpNode) log(`    largest contentful paint: ${lcpNode.slice(0, 140)}`);
      // What cost points, for the report: one line per audit, with its values in the runs it failed.
      for (const cat of LIGHTHOUSE_CATEGORIES) {
        for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            const key = `${cat}: ${audit.title}`;
            const value = audit.displayValue ?? String(audit.score);
            c.notes.set(key, c.notes.has(key) ? `${c.notes.get(key)}, ${value}` : value);
          }
        }
      }
    }
  }
  return pages.map(({ page, url }, p) => {
    const c = collected[p];
    return {
      page,
      url,
      runs: c.runs,
      median: Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((cat) => [cat, median(c.runs.map((r) => r[cat]))]),
      ) as LighthouseScores,
      fcpMs: c.fcpMs,
      lcpMs: c.lcpMs,
      medianFcpMs: median(c.fcpMs),
      medianLcpMs: median(c.lcpMs),
      tbtMs: c.tbtMs,
      benchmarkIndex: c.benchmarkIndex,
      notes: [...c.notes].map(([k, v]) => `${k} (${v})`),
    };
  });
}
