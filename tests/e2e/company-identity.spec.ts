import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { screenshot } from './support/browser.ts';
import { expect, testWithServer } from './support/fixtures.ts';
import { startServer } from './support/server.ts';

/** A server of its own with the company identity configured, as production must have it. */
const test = testWithServer(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-company-'));
  const server = await startServer({ DATA_DIR: dataDir, ...COMPANY_ENV });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

async function expectIdentity(where: Locator) {
  await expect(where.getByText(COMPANY_ENV.COMPANY_LEGAL_NAME)).toBeVisible();
  await expect(where.getByText(`Company number: ${COMPANY_ENV.COMPANY_NUMBER}`)).toBeVisible();
  await expect(where.getByText(`Registered office: ${COMPANY_ENV.COMPANY_ADDRESS}`)).toBeVisible();
  await expect(where.getByRole('link', { name: COMPANY_ENV.COMPANY_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${COMPANY_ENV.COMPANY_EMAIL}`,
  );
}

/** Issue 19 items 11 and 13: who we are, on every page and in the terms; the share image. */
test.describe('who we are', () => {
  test('the footer names the company on every page, at 390 and 1280 px', async ({ page, openPage }) => {
    for (const path of ['/', '/blog', '/login']) {
      await page.goto(path);
      await expectIdentity(page.getByRole('contentinfo'));
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await screenshot(page, 'footer-company-1280');
    const phone = await openPage({ width: 390, height: 844 });
    await phone.goto('/guarantee');
    await expectIdentity(phone.getByRole('contentinfo'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'guarantee-company-390');
  });

  test("the privacy policy's 'Who we are' and the guarantee terms name the company; privacy requests go to its email", async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expectIdentity(page.getByRole('region', { name: 'Who we are' }));
    // Privacy requests go to that same address, not to another one written into the page.
    const rights = page.getByRole('region', { name: 'How to use your rights' });
    await expect(rights.getByRole('link', { name: COMPANY_ENV.COMPANY_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${COMPANY_ENV.COMPANY_EMAIL}`,
    );
    await expect(page.getByText(/privacy@/)).toHaveCount(0);
    await page.goto('/guarantee');
    await expectIdentity(page.getByRole('region', { name: 'Who gives this guarantee' }));
    await screenshot(page, 'guarantee-company-1280');
  });

  test('every page names a share image that answers 200 image/png', async ({ page }) => {
    for (const path of ['/', '/blog', '/privacy-policy', '/guarantee', '/login']) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, path).toMatch(/\/og-image\.png$/);
      const res = await page.request.get(new URL(image!).pathname);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });
});
