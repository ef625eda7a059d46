import type { Page } from '@playwright/test';
import { waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

const GUARANTEE_CODE = '**/assets/guarantee-page-*.js';

/** From the blog, follows the footer's link to the guarantee page while its code cannot be loaded. */
async function openGuaranteeWithoutItsCode(page: Page) {
  await page.goto('/blog');
  await waitForHydration(page);
  await page.route(GUARANTEE_CODE, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Success Guarantee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
}

test.describe('navigation in the app', () => {
  test('a new page opens at its top, Back restores where the reader was, and titles follow', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.title()).toMatch(/^Privacy Policy/);
    // The stylesheet's smooth scrolling animates the way up.
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'All Articles' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(900);
    await expect.poll(() => page.title()).toMatch(/^Blog/);

    // A reload keeps the place too.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => scrollY(page)).toBe(900);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('an unknown address shows the 404 page in the site layout, and again on Back', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/404/);
    const notFound = page.getByRole('heading', { level: 1, name: '404 Page Not Found' });
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await expect(notFound).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => page.title()).toMatch(/^404 Page Not Found/);

    await page.getByRole('link', { name: 'Read our guides' }).click();
    await expect(page.getByRole('heading', { name: 'All Articles' })).toBeVisible();
    await page.goBack();
    await expect(notFound).toBeVisible();
    await expect.poll(() => page.title()).toMatch(/^404 Page Not Found/);
  });

  test('a page whose code fails to load shows the error screen inside the site layout', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/guarantee-page|dynamically imported module|ERR_FAILED/);
    await openGuaranteeWithoutItsCode(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'All Articles' })).toBeVisible();
  });

  test("'Try again' brings back a page whose code failed to load once the connection is back", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/guarantee-page|dynamically imported module|ERR_FAILED/);
    await openGuaranteeWithoutItsCode(page);

    await page.unroute(GUARANTEE_CODE);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /guarantee/i })).toBeVisible();
    await expect(page).toHaveURL(/\/guarantee$/);
  });
});
