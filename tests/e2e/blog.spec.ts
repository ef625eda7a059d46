import { expectAccessible, recordApiCalls, screenshot } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('blog and policy pages', () => {
  test('lists featured and all articles, opens a post from the list, and follows a tag', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Articles' })).toBeVisible();
    const featured = page.locator('section[aria-labelledby="featured-title"] article');
    await expect(featured).toHaveCount(2);
    await expect(featured.first().getByText('Featured')).toBeVisible();
    const cards = page.locator('section[aria-labelledby="all-title"] article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const firstCard = cards.first();
    // Written out in the reader's locale (en-IE in these tests, decision 068).
    await expect(firstCard.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(firstCard.getByText(/\d+ min read/)).toBeVisible();
    expect(await firstCard.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await screenshot(page, 'blog-list-1280');

    const title = (await firstCard.getByRole('heading').textContent())!;
    await firstCard.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => page.title()).toContain(title);
    expect(await page.locator('.prose-article h2').count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Check My Eligibility' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/login');
    await expectAccessible(page);

    const tagLink = page.getByRole('list', { name: 'Tags' }).getByRole('link').first();
    const tag = (await tagLink.textContent())!.replace('#', '');
    await tagLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Articles tagged “${tag}”` })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    // The post we came from carries the tag, so it is listed (cards show at most 3 tags, so not checked).
    // Under the page's h1, each card's title is an h2.
    expect(await page.locator('article h2').allTextContents()).toContain(title);
  });

  test('an article opened directly renders from the data sent with the page, with no request for it; screenshot at 390 px', async ({
    openPage,
  }) => {
    const page = await openPage({ width: 390, height: 844 });
    const apiCalls = recordApiCalls(page);
    await page.goto('/blog/irish-citizenship-through-a-grandparent');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(title).toMatch(/grandparent/i);
    await expect.poll(() => page.title()).toContain(title);
    expect(await page.locator('.prose-article h2').count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    expect(apiCalls.filter((p) => p.startsWith('/api/blog') || p === '/api/session')).toEqual([]);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await screenshot(page, 'blog-post-390');
  });

  test('shows "Post Not Found" for an unknown post', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404/);
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  });

  for (const path of ['/blog', '/privacy-policy', '/cookie-policy', '/guarantee']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }

  test('the privacy policy states the retention periods and the six rights', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of ['7 years', '3 years', '2 years', '90 days', '48 hours', '30 days', 'Version 1.0']) {
      expect(text).toContain(phrase);
    }
    for (const right of ['access', 'rectification', 'erasure', 'restrict', 'portability', 'object']) {
      expect(text.toLowerCase()).toContain(right);
    }
    await page.goto('/cookie-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    const cookies = (await page.locator('main').textContent()) ?? '';
    for (const phrase of ['12 months', '26 months', '30', '90 days', 'cookie-consent-given', 'cookie-preferences']) {
      expect(cookies).toContain(phrase);
    }
  });
});
