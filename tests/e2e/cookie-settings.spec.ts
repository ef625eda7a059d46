import type { Page } from '@playwright/test';
import { COOKIE_POLICY } from '#domain/consent/consent-validity.ts';
import { screenshot } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null') as Record<string, unknown>);
const optional = (page: Page) =>
  Promise.all(
    ['Analytics', 'Marketing', 'Third-party sharing'].map((name) =>
      banner(page)
        .getByRole('switch', { name: `${name} cookies` })
        .getAttribute('aria-checked'),
    ),
  );

/** A choice stored as it would have been `monthsAgo` months ago, under `policyVersion`. */
async function storeOldChoice(page: Page, monthsAgo: number, policyVersion: string) {
  await page.evaluate(
    ({ monthsAgo, policyVersion }) => {
      const consentedAt = new Date();
      consentedAt.setMonth(consentedAt.getMonth() - monthsAgo);
      localStorage.setItem('cookie-consent-given', 'true');
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({
          necessary: true,
          analytics: true,
          marketing: true,
          thirdPartySharing: true,
          consentedAt: consentedAt.toISOString(),
          policyVersion,
        }),
      );
    },
    { monthsAgo, policyVersion },
  );
}

/** Issue 19 item 12: the choice can be changed and withdrawn as easily as it was given, and it expires. */
test.describe('cookie settings', () => {
  test.use({ consent: 'none' });

  test('"Cookie settings" in the footer reopens the choices as they are; Necessary Only withdraws them in one click', async ({
    page,
  }) => {
    await page.goto('/blog');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: true, thirdPartySharing: true });

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'We value your privacy' })).toBeFocused();
    expect(await optional(page)).toEqual(['true', 'true', 'true']);
    await screenshot(page, 'cookie-settings-reopened-1280');

    await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
    await expect(banner(page)).toHaveCount(0);
    // The toast of the first choice may still be showing.
    await expect(page.getByText('Cookie preferences saved').last()).toBeVisible();
    await expect(settings).toBeFocused();
    expect(await stored(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      thirdPartySharing: false,
      consentedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      policyVersion: COOKIE_POLICY.version,
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The banner would appear about 1 s after load: waiting past that is the only way to see it stays away.
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
  });

  test('on a phone, the cookie policy\'s "Cookie settings" changes one category; Close keeps the choice', async ({
    openPage,
  }) => {
    const page = await openPage({ width: 390, height: 844, consent: 'none' });
    await page.goto('/cookie-policy');
    await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
    await expect(banner(page)).toHaveCount(0);

    const settings = page.getByRole('main').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    expect(await optional(page)).toEqual(['false', 'false', 'false']);
    await banner(page).getByRole('button', { name: 'Close cookie settings' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await stored(page)).toMatchObject({ analytics: false });

    await settings.click();
    await banner(page).getByRole('switch', { name: 'Analytics cookies' }).click();
    await screenshot(page, 'cookie-settings-reopened-390');
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, thirdPartySharing: false });
  });

  test('signed in, withdrawing from the footer also changes the record the server keeps', async ({ page, signIn }) => {
    await signIn(page, 'cookie.withdrawer@example.ie');
    await page.goto('/dashboard');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toHaveCount(0);
    const serverRecord = () => page.evaluate(() => fetch('/api/user-consent').then((r) => r.json()));
    await expect.poll(serverRecord).toMatchObject({ consentCookiesAnalytics: true, consentCookiesMarketing: true });

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await serverRecord()).toMatchObject({
      consentCookiesAnalytics: false,
      consentCookiesMarketing: false,
      consentThirdPartySharing: false,
    });
    // After a reload the server's (dated) record is read again and still holds: no banner.
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
  });

  for (const { name, monthsAgo, version } of [
    { name: 'a choice made 13 months ago', monthsAgo: 13, version: COOKIE_POLICY.version },
    { name: 'a choice made under an earlier policy version', monthsAgo: 1, version: '0.9' },
  ]) {
    test(`${name} is asked again, with nothing optional allowed meanwhile`, async ({ page }) => {
      await page.goto('/blog');
      await storeOldChoice(page, monthsAgo, version);
      await page.reload();
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      expect(await optional(page)).toEqual(['false', 'false', 'false']);
      await banner(page).getByRole('switch', { name: 'Marketing cookies' }).click();
      await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await stored(page)).toMatchObject({
        analytics: false,
        marketing: true,
        policyVersion: COOKIE_POLICY.version,
      });
    });
  }

  test('a choice made 11 months ago under this version still holds', async ({ page }) => {
    await page.goto('/blog');
    await storeOldChoice(page, 11, COOKIE_POLICY.version);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
  });
});
