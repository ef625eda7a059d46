import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Named screenshots that people open after a run (Playwright's own output goes to test-results/playwright/). */
export const SCREENSHOT_DIR = 'test-results/screenshots';

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** No serious or critical axe-core violations under the WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
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

/**
 * The page's headings make an outline: one h1, and no level skipped on the way down (axe's
 * best-practice rules, which expectAccessible's WCAG tags leave out; any impact fails).
 */
export async function expectHeadingOutline(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['page-has-heading-one', 'heading-order']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Waits until the app has taken over the server-rendered page (src/client/main.tsx): before
 * that, its buttons are plain HTML without handlers (decision 032).
 */
export async function waitForHydration(page: Page) {
  await page.locator('#root[data-hydrated="true"]').waitFor({ state: 'attached' });
}
