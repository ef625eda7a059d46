import { readFileSync } from 'node:fs';
import { readExportZip } from '../support/export-zip.ts';
import { expectAccessible, screenshot } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('settings, privacy and data rights', () => {
  test('saves an address that is there after a reload, rejects a bad Eircode, turns SMS on', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'address.owner@example.ie');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Delivery Address' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByText('Welcome, address.owner')).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('Ireland');

    await page.getByRole('button', { name: 'Save Address' }).click();
    for (const message of ['Address line 1 is required', 'City is required', 'County is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Address line 1').fill('12 Main Street');
    await page.getByLabel('City').fill('Castlebar');
    await page.getByLabel('County').fill('Mayo');
    await page.getByLabel('Eircode').fill('NOT A CODE');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Enter a valid Eircode for Ireland')).toBeVisible();
    await page.getByLabel('Eircode').fill('F23 X4Y2');
    await page.getByLabel('Phone').fill('+353 87 123 4567');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await screenshot(page, 'settings-address-1280');

    await page.reload();
    await expect(page.getByLabel('Address line 1')).toHaveValue('12 Main Street');
    await expect(page.getByLabel('Eircode')).toHaveValue('F23 X4Y2');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const sms = page.getByRole('switch', { name: /SMS notifications/ });
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: /Email notifications/ })).toHaveAttribute('aria-checked', 'true');
    await sms.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: /SMS notifications/ })).toHaveAttribute('aria-checked', 'true');
    // The email switch says, next to it, that it governs reminders and news only.
    await expect(page.locator('#notify-email-hint')).toHaveText(
      'Reminders about your application and news only: emails about your orders, payments, refunds, deliveries and claims are always sent.',
    );
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'settings-notifications-390');
  });

  test.describe('with no cookie choice stored', () => {
    test.use({ consent: 'none' });

    test('cookie preferences follow the banner, and the banner state follows the settings', async ({
      page,
      signIn,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Accept All' }).click();
      await expect(banner).toHaveCount(0);
      await signIn(page, 'cookie.chooser@example.ie');
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Privacy & Data' }).click();
      const analytics = page.getByRole('switch', { name: /Analytics cookies/ });
      await expect(analytics).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('switch', { name: /Necessary cookies/ })).toBeDisabled();
      await analytics.click();
      await page.getByRole('switch', { name: /Marketing cookies/ }).click();
      await page.getByRole('button', { name: 'Update Preferences' }).click();
      await expect(page.getByText('Preferences updated')).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences')!));
      expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });
      // The server keeps the dated choice: after a reload the card says when it was saved.
      await page.reload();
      await page.getByRole('tab', { name: 'Privacy & Data' }).click();
      await expect(page.getByText(/Your current choice was saved on/)).toBeVisible();
      await expect(page.getByRole('switch', { name: /Analytics cookies/ })).toHaveAttribute('aria-checked', 'false');
      await expect(banner).toHaveCount(0);
    });
  });

  test('exports the data as a dated ZIP and deletes the account, ending signed out on "/"', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'leaving.soon@example.ie');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy & Data' }).click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const download = await downloadPromise;
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`irish-citizenship-data-${today}.zip`);
    const zip = await readExportZip(readFileSync(await download.path()));
    const data = zip.json as { tables: { user: Array<{ email: string }> } };
    expect(data.tables.user[0]!.email).toBe('leaving.soon@example.ie');
    await expect(page.getByText('Data exported')).toBeVisible();
    await screenshot(page, 'settings-privacy-1280');

    await page.getByRole('button', { name: 'Correct My Data' }).click();
    await expect(page.getByText('Please contact our support team to request data corrections.')).toBeVisible();

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Check Eligibility Now' })).toBeVisible();
    expect(question).toBe('Are you sure you want to delete your account? This action cannot be undone.');
    expect(await page.evaluate(() => fetch('/api/session').then((r) => r.json()))).toEqual({ user: null });
  });
});
