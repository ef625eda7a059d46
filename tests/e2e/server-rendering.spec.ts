import type { Browser, Page } from '@playwright/test';
import { screenshot, waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const ARTICLE = '/blog/irish-citizenship-through-a-grandparent';

/** A visitor whose browser runs no JavaScript at all. */
async function withoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

/**
 * Keeps the elements the server sent, before any script runs: the document is parsed but the
 * module scripts have not run yet when readyState turns 'interactive'.
 */
async function keepServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root')!;
      Object.assign(window, {
        serverElements: [...root.querySelectorAll('*')],
        serverText: root.textContent,
      });
    });
  });
}

/** Whether hydration kept every element the server sent, in place, with the same text. */
const hydrationKeptTheServerHtml = (page: Page) =>
  page.evaluate(() => {
    const { serverElements, serverText } = window as unknown as { serverElements: Element[]; serverText: string };
    const root = document.getElementById('root')!;
    return {
      elements: serverElements.length,
      replaced: serverElements.filter((el) => !root.contains(el)).length,
      sameText: root.textContent === serverText,
    };
  });

test.describe('server-rendered public pages (decision 032)', () => {
  test('without JavaScript, the landing page, an article and the policies can be read', async ({
    browser,
    baseURL,
  }) => {
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is your grandparent Irish? You could be too.');
    // The built page's scripts wait behind the loader, which runs only after the first paint (decision 036).
    await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
    await expect(page.locator('#deferred-scripts')).toHaveCount(1);
    for (const heading of ['Why Irish Citizenship?', 'Our Services', 'Common questions']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.locator('#services').getByText('€10.50')).toHaveCount(2);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await screenshot(page, 'landing-without-javascript-390');

    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Irish citizenship through a grandparent');
    await expect(page.locator('article')).toContainText('Foreign Births Register');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await screenshot(page, 'blog-post-without-javascript-390');

    await page.getByRole('link', { name: 'Cookie Policy' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
    await page.context().close();
  });

  test.describe('with JavaScript', () => {
    test.use({ consent: 'none' });

    test('the landing page hydrates without a mismatch, then the quiz and the consent banner work', async ({
      page,
      consoleErrors,
    }) => {
      await keepServerElements(page);
      await page.goto('/');
      await waitForHydration(page);
      const kept = await hydrationKeptTheServerHtml(page);
      expect(kept.elements).toBeGreaterThan(200);
      expect(kept).toEqual({ elements: kept.elements, replaced: 0, sameText: true });

      await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
      await expect(page.getByText('Question 1 of 4')).toBeVisible();
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await expect(page.getByText('Question 2 of 4')).toBeVisible();

      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Necessary Only' }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent-given'))).toBe('true');
      expect(consoleErrors.messages).toEqual([]);
    });

    test('the registry fee list the server sent stays on screen while its code loads, and is kept once it has', async ({
      page,
      consoleErrors,
    }) => {
      // Its code is a chunk of its own, loaded after the first render: held back here until the checks below are done.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(/\/assets\/registry-fee-list-[\w-]+\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      await keepServerElements(page);
      await page.goto('/');
      await waitForHydration(page);
      await expect.poll(() => asked).toBe(true);
      const services = page.locator('#services');
      await services.getByText('Registry fees by office').click();
      const offices = ['Republic of Ireland', 'Northern Ireland', 'England and Wales', 'Scotland'];
      for (const office of offices) await expect(services.getByRole('term').filter({ hasText: office })).toBeVisible();
      await expect(services.getByText('Loading the registries’ fees')).toHaveCount(0);

      const loaded = page.waitForResponse(/\/assets\/registry-fee-list-[\w-]+\.js$/);
      release();
      await loaded;
      // Nothing to wait for when all goes well: the list hydrates in place within a few frames.
      await page.waitForTimeout(300);
      await expect(services.getByRole('term')).toHaveCount(offices.length);
      const kept = await hydrationKeptTheServerHtml(page);
      expect(kept.replaced).toBe(0);
      expect(consoleErrors.messages).toEqual([]);
    });

    test('an article hydrates without a mismatch', async ({ page, consoleErrors }) => {
      await keepServerElements(page);
      await page.goto(ARTICLE);
      await waitForHydration(page);
      const kept = await hydrationKeptTheServerHtml(page);
      expect(kept.elements).toBeGreaterThan(50);
      expect(kept).toEqual({ elements: kept.elements, replaced: 0, sameText: true });
      await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      expect(consoleErrors.messages).toEqual([]);
    });
  });
});
