import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  recordApiCalls,
  screenshot,
} from './support/browser.ts';

const baseURL = inject('baseURL');

describe('blog and policy pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists featured and all articles, opens a post from the list, and follows a tag', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await page.goto('/blog');
    await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
    expect(await page.getByRole('heading', { name: 'All Articles' }).isVisible()).toBe(true);
    const featured = page.locator('section[aria-labelledby="featured-title"] article');
    expect(await featured.count()).toBe(2);
    expect(await featured.first().getByText('Featured').isVisible()).toBe(true);
    const cards = page.locator('section[aria-labelledby="all-title"] article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const firstCard = cards.first();
    expect(await firstCard.locator('time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await firstCard.getByText(/\d+ min read/).isVisible()).toBe(true);
    expect(await firstCard.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await screenshot(page, 'blog-list-1280');

    const title = (await firstCard.getByRole('heading').textContent())!;
    await firstCard.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => page.title()).toContain(title);
    expect(await page.locator('.prose-article h2').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Check My Eligibility' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'View Our Services' }).getAttribute('href')).toBe('/login');
    await expectAccessible(page);

    const tagLink = page.getByRole('list', { name: 'Tags' }).getByRole('link').first();
    const tag = (await tagLink.textContent())!.replace('#', '');
    await tagLink.click();
    await page.getByRole('heading', { level: 1, name: `Articles tagged “${tag}”` }).waitFor();
    await page.locator('article').first().waitFor();
    // The post we came from carries the tag, so it is listed (cards show at most 3 tags, so not checked).
    expect(await page.locator('article h3').allTextContents()).toContain(title);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('an article opened directly renders from the data sent with the page, with no request for it; screenshot at 390 px', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, {
      consent: 'given',
      width: 390,
      height: 844,
    });
    const apiCalls = recordApiCalls(page);
    await page.goto('/blog/irish-citizenship-through-a-grandparent');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(title).toMatch(/grandparent/i);
    await expect.poll(() => page.title()).toContain(title);
    expect(await page.locator('.prose-article h2').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/blog');
    expect(apiCalls.filter((p) => p.startsWith('/api/blog') || p === '/api/session')).toEqual([]);
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'blog-post-390');
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('shows "Post Not Found" for an unknown post', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await page.goto('/blog/no-such-article');
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    expectNoConsoleErrors(consoleErrors, [/404/]);
    await context.close();
  });

  it.each(['/blog', '/privacy-policy', '/cookie-policy', '/guarantee'])(
    '%s has no serious accessibility violations',
    async (path) => {
      const { page, context } = await openPage(browser, baseURL, { consent: 'given' });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      await context.close();
    },
  );

  it('the privacy policy states the retention periods and the six rights', async () => {
    const { page, context } = await openPage(browser, baseURL, { consent: 'given' });
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of ['7 years', '3 years', '2 years', '90 days', '48 hours', '30 days', 'Version 1.0']) {
      expect(text).toContain(phrase);
    }
    for (const right of ['access', 'rectification', 'erasure', 'restrict', 'portability', 'object']) {
      expect(text.toLowerCase()).toContain(right);
    }
    await page.goto('/cookie-policy');
    await page.getByRole('heading', { level: 1, name: 'Cookie Policy' }).waitFor();
    const cookies = (await page.locator('main').textContent()) ?? '';
    for (const phrase of ['12 months', '26 months', '30', '90 days', 'cookie-consent-given', 'cookie-preferences']) {
      expect(cookies).toContain(phrase);
    }
    await context.close();
  });
});
