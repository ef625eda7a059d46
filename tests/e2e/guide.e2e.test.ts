import { readPdf } from '#tests/support/pdf-text.ts';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, launchBrowser, openPage, screenshot } from './support/browser.ts';
import { signInViaDevMailbox } from './support/sign-in.ts';

const baseURL = inject('baseURL');

/** An eligible tree (English-born father, Mayo-born grandmother), built through the API as the user. */
async function buildTree(page: Page) {
  await page.evaluate(async () => {
    const add = async (body: object) =>
      (
        await fetch('/api/family-members', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    await add({
      relationship: 'self',
      firstName: 'Aoife',
      lastName: 'Walsh',
      birthDate: '1990-05-01',
      birthPlace: 'Leeds',
      birthCountry: 'England',
    });
    const father = await add({
      relationship: 'parent',
      firstName: 'John',
      lastName: 'Walsh',
      gender: 'male',
      birthDate: '1960-02-02',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
    });
    await add({
      relationship: 'grandparent',
      parentId: father.id,
      firstName: 'Bridget',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1930-07-07',
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
    });
  });
}

async function openGuide(page: Page) {
  await page.getByRole('button', { name: 'Open Template Guide' }).click();
  await page.getByRole('heading', { name: 'Your Application Pack' }).waitFor();
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByLabel('Coupon code').press('Enter');
  await page.getByText('Coupon applied!').first().waitFor();
}

describe('PDF application pack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('buys the guide with a coupon in test mode, then downloads a PDF that names the applicant', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await signInViaDevMailbox(page, baseURL, 'guide.buyer@example.ie');
    await buildTree(page);
    await page.reload();
    await openGuide(page);
    expect(await page.getByText('Your tree is ready for the pack').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await page.getByRole('heading', { name: 'PDF Guide Payment' }).waitFor();
    await page.getByText('Test mode').waitFor();
    expect(await page.getByTestId('payment-total').textContent()).toBe('€10.50');

    await applyCoupon(page, 'LAUNCH10');
    expect(await page.getByText('Discount: 10% off').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toBe('€9.45');
    await screenshot(page, 'guide-payment-1280');
    await page.getByRole('button', { name: 'Pay €9.45' }).click();
    await page.getByText('Payment Successful!').first().waitFor();

    // After 1.5 s the guide view shows the purchase, decided by the server's order list.
    await page.getByText('Purchase Complete').waitFor();
    const orders = await page.evaluate(() => fetch('/api/pdf-orders').then((r) => r.json()));
    expect(orders[0]).toMatchObject({ paymentStatus: 'paid', amount: 945 });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Irish-FBR-Application-Pack-Walsh-\d{4}-\d{2}-\d{2}\.pdf$/);
    await page.getByText('PDF Generated Successfully').first().waitFor();
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const [firstPage] = (await readPdf(readFileSync(file))).pages;
    expect(firstPage).toContain('Aoife Walsh');
    expect(firstPage).toMatch(/Application Pack/i);
    // Where poppler is installed, a person can look at the first two pages next to the screenshots.
    try {
      mkdirSync('test-results/pdf', { recursive: true });
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, 'test-results/pdf/e2e-pack']);
    } catch {
      // No poppler: nothing rendered (not an assertion).
    }
    await screenshot(page, 'guide-purchased-1280');
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('completes a free order with a 100% coupon and no card', async () => {
    const { page, context } = await openPage(browser, baseURL, { consent: 'given' });
    await signInViaDevMailbox(page, baseURL, 'guide.free@example.ie');
    await buildTree(page);
    await page.reload();
    await openGuide(page);
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await page.getByText('Test mode').waitFor();
    await applyCoupon(page, 'FREEGUIDE');
    await page.getByRole('button', { name: 'Complete Free Order' }).click();
    await page.getByText('Order Complete!').first().waitFor();
    await page.getByText('Purchase Complete').waitFor();
    expect(await page.getByText('Test mode').count()).toBe(0);
    const orders = await page.evaluate(() => fetch('/api/pdf-orders').then((r) => r.json()));
    expect(orders.filter((o: { paymentStatus: string }) => o.paymentStatus === 'paid')).toEqual([
      expect.objectContaining({ amount: 0 }),
    ]);
    await context.close();
  });

  it('asks for necessary cookies before showing the card form', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await signInViaDevMailbox(page, baseURL, 'guide.cookies@example.ie');
    await buildTree(page);
    await page.reload();
    await openGuide(page);
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await page.getByRole('heading', { name: 'Enable Payment Processing' }).waitFor();
    expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Accept necessary cookies' }).click();
    await page.getByText('Test mode').waitFor();
    await context.close();
  });
});
