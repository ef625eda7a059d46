/**
 * Front end: what the landing page loads before anything else (dist/client/index.html's script,
 * modulepreload and stylesheet tags, gzipped), the lazy chunks split away from it, and Lighthouse
 * (npm `lighthouse` driving the system Chromium through chrome-launcher, default mobile preset).
 */
import { readFileSync, readdirSync } from 'node:fs';
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
  notes: string[];
};

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** The end-to-end tests' browser flags, headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Lighthouse with its default (mobile) configuration, LIGHTHOUSE_RUNS times per page; the median of each category. */
export async function runLighthouse(
  pages: { page: string; url: string }[],
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  // chrome-launcher takes the browser from CHROME_PATH; it never downloads one. Without it, the
  // end-to-end tests' browser (the system's Chromium, else the npm package's).
  process.env.CHROME_PATH ??= await chromiumPath();
  const rows: LighthouseRow[] = [];
  for (const { page, url } of pages) {
    const runs: LighthouseScores[] = [];
    const fcpMs: number[] = [];
    const lcpMs: number[] = [];
    const notes = new Map<string, string>();
    // A run that Lighthouse itself reports as broken (e.g. NO_NAVSTART on a busy machine) is tried again, at most twice.
    for (let i = 0, failures = 0; i < LIGHTHOUSE_RUNS; i++) {
      const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          const why = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
          if (++failures > 2) throw new Error(`lighthouse failed on ${url}: ${why}`);
          log(`  ${page} run ${i + 1}: Lighthouse error (${why}); trying again`);
          i--;
          continue;
        }
        const scores = Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as LighthouseScores;
        runs.push(scores);
        fcpMs.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
        lcpMs.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        log(
          `  ${page} run ${i + 1}: ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}; FCP ${Math.round(fcpMs.at(-1)!)} ms, LCP ${Math.round(lcpMs.at(-1)!)} ms`,
        );
        // What cost points, for the report.
        for (const c of LIGHTHOUSE_CATEGORIES) {
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
              // One line per audit: the values of every run it failed in.
              const key = `${c}: ${audit.title}`;
              const value = audit.displayValue ?? String(audit.score);
              notes.set(key, notes.has(key) ? `${notes.get(key)}, ${value}` : value);
            }
          }
        }
      } finally {
        chrome.kill();
      }
    }
    rows.push({
      page,
      url,
      runs,
      median: Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))]),
      ) as LighthouseScores,
      fcpMs,
      lcpMs,
      medianFcpMs: median(fcpMs),
      medianLcpMs: median(lcpMs),
      notes: [...notes].map(([k, v]) => `${k} (${v})`),
    });
  }
  return rows;
}
