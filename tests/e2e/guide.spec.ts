import { readPdf } from '#tests/support/pdf-text.ts';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { screenshot } from './support/browser.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

async function openGuide(page: Page) {
  await page.getByRole('link', { name: 'Open Template Guide' }).click();
  await expect(page.getByRole('heading', { name: 'Your Application Pack' })).toBeVisible();
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByLabel('Coupon code').press('Enter');
  await expect(page.getByText('Coupon applied!').first()).toBeVisible();
}

test.describe('PDF application pack', () => {
  test('buys the guide with a coupon in test mode, then downloads a PDF that names the applicant', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'guide.buyer@example.ie');
    await addEligibleTree(page);
    await page.reload();
    await openGuide(page);
    await expect(page.getByText('Your tree is ready for the pack')).toBeVisible();
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await expect(page.getByRole('heading', { name: 'PDF Guide Payment' })).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText('€10.50');

    await applyCoupon(page, 'LAUNCH10');
    await expect(page.getByText('Discount: 10% off').first()).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText('€9.45');
    await screenshot(page, 'guide-payment-1280');
    await page.getByRole('button', { name: 'Pay €9.45' }).click();
    await expect(page.getByText('Payment Successful!').first()).toBeVisible();

    // After 1.5 s the guide view shows the purchase, decided by the server's order list.
    await expect(page.getByText('Purchase Complete')).toBeVisible();
    const orders = await page.evaluate(() => fetch('/api/pdf-orders').then((r) => r.json()));
    expect(orders[0]).toMatchObject({ paymentStatus: 'paid', amount: 945 });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Irish-FBR-Application-Pack-Walsh-\d{4}-\d{2}-\d{2}\.pdf$/);
    await expect(page.getByText('PDF Generated Successfully').first()).toBeVisible();
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
  });

  test('completes a free order with a 100% coupon and no card', async ({ page, signIn }) => {
    await signIn(page, 'guide.free@example.ie');
    await addEligibleTree(page);
    await page.reload();
    await openGuide(page);
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await expect(page.getByText('Test mode')).toBeVisible();
    await applyCoupon(page, 'FREEGUIDE');
    await page.getByRole('button', { name: 'Complete Free Order' }).click();
    await expect(page.getByText('Order Complete!').first()).toBeVisible();
    await expect(page.getByText('Purchase Complete')).toBeVisible();
    await expect(page.getByText('Test mode')).toHaveCount(0);
    const orders = await page.evaluate(() => fetch('/api/pdf-orders').then((r) => r.json()));
    expect(orders.filter((o: { paymentStatus: string }) => o.paymentStatus === 'paid')).toEqual([
      expect.objectContaining({ amount: 0 }),
    ]);
  });

  test('asks for necessary cookies before showing the card form', async ({ openPage, signIn }) => {
    const page = await openPage({ consent: 'none' });
    await signIn(page, 'guide.cookies@example.ie');
    await addEligibleTree(page);
    await page.reload();
    await openGuide(page);
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await expect(page.getByRole('heading', { name: 'Enable Payment Processing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept necessary cookies' }).click();
    await expect(page.getByText('Test mode')).toBeVisible();
  });
});
