import { expectAccessible, expectHeadingOutline, screenshot } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 19 item 22: every public page has an h1 and its headings go down one level at a time. */
test.describe('heading outline', () => {
  test('an unknown article says "Post Not Found" as the page heading', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404/);
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectHeadingOutline(page);
    await expectAccessible(page);
  });

  test('/login: the sign-in card is a section under the page heading', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to continue' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectHeadingOutline(page);
    await expectAccessible(page);
  });

  test('a tag page lists its articles as sections under the page heading', async ({ page }) => {
    await page.goto('/blog/tag/grandparents');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles tagged “grandparents”' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectHeadingOutline(page);
    await expectAccessible(page);
    await screenshot(page, 'blog-tag-1280');
  });
});
