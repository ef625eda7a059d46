import type { Page } from '@playwright/test';
import { COOKIE_POLICY } from '#domain/consent/consent-validity.ts';
import { expect, test } from './support/fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });
const stored = (page: Page) =>
  page.evaluate(() => ({
    given: localStorage.getItem('cookie-consent-given'),
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'),
  }));
/** The stored choice carries when it was made and under which cookie policy version. */
const dated = (preferences: object) => ({
  ...preferences,
  consentedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  policyVersion: COOKIE_POLICY.version,
});

test.describe('cookie consent banner', () => {
  test.use({ consent: 'none' });

  test('appears about 1 s after load when no consent is stored', async ({ page }) => {
    await page.goto('/');
    const loadedAt = Date.now();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await banner(page).count()).toBe(0);
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(800);
  });

  for (const { choice, expected } of [
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
  ]) {
    test(`"${choice}" is stored and survives a reload without the banner`, async ({ page }) => {
      await page.goto('/blog');
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: choice }).click();
      if (choice === 'Customize') {
        const necessary = banner(page).getByRole('switch', { name: 'Necessary cookies (always on)' });
        await expect(necessary).toBeDisabled();
        await expect(necessary).toHaveAttribute('aria-checked', 'true');
        await banner(page).getByRole('switch', { name: 'Analytics cookies' }).click();
        await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
      }
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByText('Cookie preferences saved')).toBeVisible();
      expect(await stored(page)).toEqual({ given: 'true', preferences: dated(expected) });

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The banner would appear about 1 s after load: waiting past that is the only way to see it stays away.
      await page.waitForTimeout(1500);
      expect(await banner(page).count()).toBe(0);
      expect(await stored(page)).toEqual({ given: 'true', preferences: dated(expected) });
    });
  }
});
