import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage, screenshot } from './support/browser.ts';
import { signInViaDevMailbox } from './support/sign-in.ts';

const baseURL = inject('baseURL');

describe('settings, privacy and data rights', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('saves an address that is there after a reload, rejects a bad Eircode, turns SMS on', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await signInViaDevMailbox(page, baseURL, 'address.owner@example.ie');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Delivery Address' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('main').getByText('Welcome, address.owner').isVisible()).toBe(true);
    expect(await page.getByLabel('Country').inputValue()).toBe('Ireland');

    await page.getByRole('button', { name: 'Save Address' }).click();
    for (const message of ['Address line 1 is required', 'City is required', 'County is required']) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Address line 1').fill('12 Main Street');
    await page.getByLabel('City').fill('Castlebar');
    await page.getByLabel('County').fill('Mayo');
    await page.getByLabel('Eircode').fill('NOT A CODE');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Enter a valid Eircode for Ireland').waitFor();
    await page.getByLabel('Eircode').fill('F23 X4Y2');
    await page.getByLabel('Phone').fill('+353 87 123 4567');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Settings saved').waitFor();
    await screenshot(page, 'settings-address-1280');

    await page.reload();
    await page.getByLabel('Address line 1').waitFor();
    await expect.poll(() => page.getByLabel('Address line 1').inputValue()).toBe('12 Main Street');
    expect(await page.getByLabel('Eircode').inputValue()).toBe('F23 X4Y2');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const sms = page.getByRole('switch', { name: /SMS notifications/ });
    expect(await sms.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: /Email notifications/ }).getAttribute('aria-checked')).toBe('true');
    await sms.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Settings saved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: /SMS notifications/ }).getAttribute('aria-checked'))
      .toBe('true');
    await expectAccessible(page);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('cookie preferences follow the banner, and the banner state follows the settings', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    await signInViaDevMailbox(page, baseURL, 'cookie.chooser@example.ie');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy & Data' }).click();
    const analytics = page.getByRole('switch', { name: /Analytics cookies/ });
    expect(await analytics.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: /Necessary cookies/ }).isDisabled()).toBe(true);
    await analytics.click();
    await page.getByRole('switch', { name: /Marketing cookies/ }).click();
    await page.getByRole('button', { name: 'Update Preferences' }).click();
    await page.getByText('Preferences updated').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences')!));
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });
    // The server keeps the dated choice: after a reload the card says when it was saved.
    await page.reload();
    await page.getByRole('tab', { name: 'Privacy & Data' }).click();
    await page.getByText(/Your current choice was saved on/).waitFor();
    expect(await page.getByRole('switch', { name: /Analytics cookies/ }).getAttribute('aria-checked')).toBe('false');
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('exports the data as a dated JSON file and deletes the account, ending signed out on "/"', async () => {
    const { page, context } = await openPage(browser, baseURL, { consent: 'given' });
    await signInViaDevMailbox(page, baseURL, 'leaving.soon@example.ie');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy & Data' }).click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const download = await downloadPromise;
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`irish-citizenship-data-${today}.json`);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.tables.user[0].email).toBe('leaving.soon@example.ie');
    await page.getByText('Data exported').waitFor();
    await screenshot(page, 'settings-privacy-1280');

    await page.getByRole('button', { name: 'Correct My Data' }).click();
    await page.getByText('Please contact our support team to request data corrections.').waitFor();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete your account? This action cannot be undone.');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Check Eligibility Now' }).waitFor();
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toEqual({ user: null });
    await context.close();
  });
});
