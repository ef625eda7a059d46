import { expectAccessible, screenshot, SCREENSHOT_DIR, waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 32 item 5 (decision 068): the public header's menu on a phone, and dates written out in the reader's locale. */

test.describe('the public header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has a menu that opens from the keyboard, closes with Escape and when a page is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.locator('summary', { hasText: 'Menu' });
    const blog = nav.getByRole('link', { name: 'Blog' });
    await expect(menu).toBeVisible();
    await expect(blog).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(blog).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Eligibility Check' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible();
    // Within the phone's width.
    const box = await nav.locator('details ul').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await screenshot(page, 'small-things-header-menu-390');
    // The open menu itself, at the size a phone shows it.
    await page.screenshot({ path: `${SCREENSHOT_DIR}/small-things-header-menu-open-390.png` });

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Eligibility Check' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(blog).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog).toBeHidden();
  });

  test('shows dates written out in en-IE, the browser locale of these tests', async ({ page }) => {
    await page.goto('/guarantee');
    await waitForHydration(page);
    await expect(page.getByTestId('guarantee-version')).toHaveText(/in force from 22 November 2026$/);
    await screenshot(page, 'small-things-guarantee-date-390');
  });
});

test.describe('a reader in the United States', () => {
  test.use({ locale: 'en-US' });

  test('reads the same date in their own order once the page is live', async ({ page }) => {
    await page.goto('/guarantee');
    await waitForHydration(page);
    await expect(page.getByTestId('guarantee-version')).toHaveText(/in force from November 22, 2026$/);
  });

  test('sees no menu button at desktop width: the links are in the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('summary')).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  });
});
