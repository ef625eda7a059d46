import { existsSync, mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const SCREENSHOT_DIR = 'test-results/screenshots';

const SYSTEM_CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/**
 * The system's Chromium when there is one, otherwise the Chromium that the npm package
 * @sparticuz/chromium carries (unpacked to /tmp on first use, about 1.5 s): `npm install`
 * is all a machine needs for these tests (decision 017).
 */
export async function chromiumPath(): Promise<string> {
  const system = SYSTEM_CHROMIUM.find((p): p is string => Boolean(p && existsSync(p)));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = await chromiumPath();
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type TestPage = { context: BrowserContext; page: Page; consoleErrors: string[] };

/** A fresh context (own storage) with a page whose console errors are collected for assertions. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  opts: { width?: number; height?: number; consent?: 'given' | 'none' } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    locale: 'en-IE',
  });
  if (opts.consent === 'given') {
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent-given', 'true');
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, thirdPartySharing: false }),
      );
    });
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    // Failed requests are reported below with their address instead of Chromium's generic line.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) consoleErrors.push(msg.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      consoleErrors.push(
        `HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  return { context, page, consoleErrors };
}

/** Answers the spec defines: no consent recorded yet is a 404 the client tolerates. */
const EXPECTED_ERRORS = [/^HTTP 404 GET \/api\/user-consent$/];

/** Unexpected console errors fail the test; 404s the test provoked on purpose can be allowed. */
export function expectNoConsoleErrors(errors: string[], allow: RegExp[] = []) {
  const unexpected = errors.filter((e) => ![...EXPECTED_ERRORS, ...allow].some((a) => a.test(e)));
  expect(unexpected, `console errors:\n${unexpected.join('\n')}`).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** No serious or critical axe-core violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(bad).toEqual([]);
}

/** The paths of the API requests the page makes from now on, in order. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}
