import type { Page } from '@playwright/test';
import { expectAccessible, screenshot } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** The delivery address form's labels, top to bottom, as a person reads them. */
const labels = (page: Page) =>
  page
    .getByRole('tabpanel')
    .locator('form label')
    .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').replace(/\s+/g, ' ').trim()));

test.describe("the delivery address asks for the chosen country's fields, country first", () => {
  test('Ireland, the United States, the United Kingdom and Germany, each in its own order', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'address.countries@example.com');
    await page.goto('/settings');
    const country = page.getByLabel('Country');
    await expect(country).toHaveValue('Ireland');
    expect(await labels(page)).toEqual([
      'Country',
      'Address line 1',
      'Address line 2 (optional)',
      'City',
      'County',
      'Eircode (optional)',
      'Phone (optional)',
    ]);

    await country.selectOption('United States');
    await expect(page.getByLabel('State')).toBeVisible();
    expect(await labels(page)).toEqual([
      'Country',
      'Address line 1',
      'Address line 2 (optional)',
      'City',
      'State',
      'ZIP code',
      'Phone (optional)',
    ]);
    await page.getByLabel('Address line 1').fill('12 Beacon Street');
    await page.getByLabel('City').fill('Boston');
    await page.getByLabel('ZIP code').fill('02108');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('State is required')).toBeVisible();
    await expect(page.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('State').fill('MA');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'settings-address-us-1280');

    await page.reload();
    await expect(page.getByLabel('Country')).toHaveValue('United States');
    await expect(page.getByLabel('State')).toHaveValue('MA');
    await expect(page.getByLabel('ZIP code')).toHaveValue('02108');

    // The UK: a county is optional (not part of a UK postal address); the postcode after the town.
    await country.selectOption('United Kingdom');
    expect(await labels(page)).toEqual([
      'Country',
      'Address line 1',
      'Address line 2 (optional)',
      'City',
      'County (optional)',
      'Postcode',
      'Phone (optional)',
    ]);

    // Germany writes the postal code before the city and has no state in its addresses.
    await country.selectOption('Germany');
    expect(await labels(page)).toEqual([
      'Country',
      'Address line 1',
      'Address line 2 (optional)',
      'Postal code (optional)',
      'City',
      'Phone (optional)',
    ]);
    await expectAccessible(page);
  });

  test('at 390 px every field fits, country first', async ({ openPage, signIn }) => {
    const phone = await openPage({ width: 390, height: 844 });
    await signIn(phone, 'address.phone@example.com');
    await phone.goto('/settings');
    await phone.getByLabel('Country').selectOption('Canada');
    await expect(phone.getByLabel('Province')).toBeVisible();
    const first = await labels(phone);
    expect(first.slice(0, 6)).toEqual([
      'Country',
      'Address line 1',
      'Address line 2 (optional)',
      'City',
      'Province',
      'Postal code (optional)',
    ]);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'settings-address-canada-390');
  });
});
