import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

const baseURL = inject('baseURL');
const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });
const stored = (page: Page) =>
  page.evaluate(() => ({
    given: localStorage.getItem('cookie-consent-given'),
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'),
  }));

describe('cookie consent banner', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('appears about 1 s after load when no consent is stored', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/');
    const loadedAt = Date.now();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await banner(page).waitFor({ timeout: 5000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(800);
    await context.close();
  });

  it.each([
    {
      choice: 'Accept All',
      expected: { necessary: true, analytics: true, marketing: true, thirdPartySharing: true },
    },
    {
      choice: 'Necessary Only',
      expected: { necessary: true, analytics: false, marketing: false, thirdPartySharing: false },
    },
    {
      choice: 'Customize',
      expected: { necessary: true, analytics: true, marketing: false, thirdPartySharing: false },
    },
  ])('"$choice" is stored and survives a reload without the banner', async ({ choice, expected }) => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/blog');
    await banner(page).waitFor();
    await banner(page).getByRole('button', { name: choice }).click();
    if (choice === 'Customize') {
      const necessary = banner(page).getByRole('switch', { name: 'Necessary cookies (always on)' });
      expect(await necessary.isDisabled()).toBe(true);
      expect(await necessary.getAttribute('aria-checked')).toBe('true');
      await banner(page).getByRole('switch', { name: 'Analytics cookies' }).click();
      await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    }
    await banner(page).waitFor({ state: 'detached' });
    await page.getByText('Cookie preferences saved').waitFor();
    expect(await stored(page)).toEqual({ given: 'true', preferences: expected });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1500);
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toEqual({ given: 'true', preferences: expected });
    await context.close();
  });
});
