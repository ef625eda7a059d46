import { format, parseISO } from 'date-fns';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { formatLongDate } from '#client/lib/format.ts';
import type { ClaimableOrder } from '#shared/claims.ts';
import { isoDay, LETTERS } from '../support/claims.ts';
import type { CapturedMail, TestSmtp } from '../support/smtp.ts';
import {
  expectAccessible,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  SCREENSHOT_DIR,
  screenshot,
} from './support/browser.ts';
import { startServerWithSmtp, type MailingServer, type RunningServer } from './support/server.ts';
import { signInThroughSmtp } from './support/sign-in.ts';

const USER = 'maeve.claimant@example.ie';
const ADMIN = 'claims.lead@example.ie';
const LETTER_LABEL = 'Refusal letter (PDF or photo, up to 10 MB)';

/** The status badge of a claim's card. */
const statusOf = (card: Locator) => card.locator('[data-slot="badge"]').textContent();

/** No page may scroll sideways (a 390 px phone). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The success guarantee end to end: buy the PDF pack, claim with a refusal letter, an admin approves, the refund arrives. */
describe('success guarantee', () => {
  let browser: Browser;
  let smtp: TestSmtp;
  let server: RunningServer;
  let mailing: MailingServer;

  beforeAll(async () => {
    mailing = await startServerWithSmtp({ ADMIN_EMAILS: ADMIN });
    ({ server, smtp } = mailing);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await mailing?.stop();
  });

  const usedLinks = new Set<CapturedMail>();

  const signIn = (page: Page, email: string) => signInThroughSmtp(page, smtp, email, usedLinks);

  it(
    'a refused applicant claims for the PDF pack, an admin approves, and the refund is confirmed by email',
    { timeout: 180_000 },
    async () => {
      const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
      await signIn(page, USER);

      // Buy the PDF pack with the built-in test provider; the payment screen names the guarantee.
      await page.getByRole('button', { name: 'Open Template Guide' }).click();
      await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
      await page.getByRole('heading', { name: 'PDF Guide Payment' }).waitFor();
      await page.getByText('Test mode').waitFor();
      const covered = page.getByTestId('payment-guarantee');
      expect(await covered.textContent()).toContain(
        `covered by our success guarantee (version ${CURRENT_GUARANTEE_TERMS.version})`,
      );
      const termsLink = covered.getByRole('link', { name: 'Read the guarantee (opens in a new tab)' });
      expect(await termsLink.getAttribute('href')).toBe('/guarantee');
      expect(await termsLink.getAttribute('target')).toBe('_blank');
      await screenshot(page, 'guarantee-payment-1280');
      const total = (await page.getByTestId('payment-total').textContent())!;
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await page.getByText('Payment Successful!').first().waitFor();
      await page.getByText('Purchase Complete').waitFor();

      // The order the claim can cover, as the server lists it.
      const [order] = await page.evaluate(
        () => fetch('/api/claims/orders').then((r) => r.json()) as Promise<ClaimableOrder[]>,
      );
      expect(order).toMatchObject({
        type: 'pdf',
        covered: true,
        guaranteeTermsVersion: CURRENT_GUARANTEE_TERMS.version,
      });
      const orderLabel = `PDF application pack #${order.id.slice(0, 8)} — ${total}, paid ${format(parseISO(order.paidAt!), 'MMM dd, yyyy')}`;

      // My Orders → Claim under the guarantee.
      await page.goto('/orders');
      await page.getByRole('heading', { name: 'Success guarantee' }).waitFor();
      await page.getByText('You have not made any claims.').waitFor();
      await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
      const dialog = page.getByRole('dialog', { name: 'Claim under the guarantee' });
      await dialog.waitFor();
      const orderBox = dialog.getByRole('checkbox', { name: orderLabel });
      await orderBox.waitFor();

      // The form's own checks run before anything is sent.
      await dialog.getByRole('button', { name: 'Submit claim' }).click();
      await dialog.getByText('Choose at least one order for your claim.').waitFor();
      expect(await dialog.getByText('Enter the date on the refusal letter.').isVisible()).toBe(true);
      expect(await dialog.getByText('Attach the refusal letter.').isVisible()).toBe(true);
      await dialog
        .getByLabel(LETTER_LABEL)
        .setInputFiles({ name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from('not a letter') });
      await dialog.getByText('The refusal letter must be a PDF, JPEG, PNG or WebP file.').waitFor();

      // A letter dated before the purchase: the server refuses, and the dialog shows its words.
      await orderBox.click();
      await dialog.getByLabel('Date on the refusal letter').fill(isoDay(-1));
      await dialog
        .getByLabel(LETTER_LABEL)
        .setInputFiles({ name: 'dfa-refusal-letter.pdf', mimeType: 'application/pdf', buffer: LETTERS.pdf });
      await dialog.getByLabel('Note (optional)').fill('DFA confirmed the refusal after the review I asked for.');
      await dialog.getByRole('button', { name: 'Submit claim' }).click();
      const refused = dialog.getByRole('alert').filter({ hasText: 'Your claim was not sent' });
      await refused.waitFor();
      expect(await refused.textContent()).toContain('was bought after the date on the letter');

      // The right date: the form as the claimant sends it, on a desktop and on a phone.
      await dialog.getByLabel('Date on the refusal letter').fill(isoDay());
      await refused.waitFor({ state: 'detached' });
      expect(await orderBox.getAttribute('aria-checked')).toBe('true');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/guarantee-claim-dialog-1280.png` });
      await expectAccessible(page);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/guarantee-claim-dialog-390.png` });
      await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.screenshot({ path: `${SCREENSHOT_DIR}/guarantee-claim-dialog-390-end.png` });
      await page.setViewportSize({ width: 1280, height: 900 });

      await dialog.getByRole('button', { name: 'Submit claim' }).click();
      await page.getByText('Your claim has been submitted').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const claimCard = page.locator('li[data-claim-id]');
      await claimCard.waitFor();
      expect(await statusOf(claimCard)).toBe('Submitted');
      const claimId = (await claimCard.getAttribute('data-claim-id'))!;
      expect(await claimCard.textContent()).toContain(`#${order.id.slice(0, 8)}`);
      const letterLink = claimCard.getByRole('link', { name: /View letter/ });
      expect(await letterLink.getAttribute('href')).toBe(`/api/claims/${claimId}/letter`);
      const letter = await page.evaluate(async (href) => {
        const r = await fetch(href);
        return { status: r.status, type: r.headers.get('content-type'), size: (await r.arrayBuffer()).byteLength };
      }, `/api/claims/${claimId}/letter`);
      expect(letter).toEqual({ status: 200, type: 'application/pdf', size: LETTERS.pdf.length });
      // The order is now in a claim, so the dialog offers it no more, and says why.
      await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
      const again = dialog.getByRole('checkbox', { name: orderLabel });
      await again.waitFor();
      expect(await again.isDisabled()).toBe(true);
      expect(await dialog.getByText('This order is already part of a claim.').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The terms page is reachable from the footer, with the version in force.
      await page.getByText('Your claim has been submitted').waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Success Guarantee' }).click();
      await page.getByRole('heading', { level: 1, name: 'Our success guarantee' }).waitFor();
      expect(await page.getByTestId('guarantee-version').textContent()).toBe(
        `Version ${CURRENT_GUARANTEE_TERMS.version}, in force from ${formatLongDate(CURRENT_GUARANTEE_TERMS.effectiveFrom)}`,
      );
      for (const section of CURRENT_GUARANTEE_TERMS.sections) {
        expect(await page.getByRole('heading', { level: 2, name: section.heading }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('link', { name: 'Make a claim' }).getAttribute('href')).toBe('/orders');
      await screenshot(page, 'guarantee-page-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'guarantee-page-390');
      await page.setViewportSize({ width: 1280, height: 900 });

      // An admin reviews the claim in /admin → Claims and approves it; the test provider refunds.
      const admin = await openPage(browser, server.url, { consent: 'given' });
      await signIn(admin.page, ADMIN);
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Claims' }).click();
      const row = admin.page.locator(`li[data-claim-id="${claimId}"]`);
      await row.waitFor();
      expect(await row.getByText(USER).isVisible()).toBe(true);
      expect(await statusOf(row)).toBe('Submitted');
      expect(await row.getByText('DFA confirmed the refusal after the review I asked for.').isVisible()).toBe(true);
      const adminLetter = row.getByRole('link', { name: /View letter/ });
      expect(await adminLetter.getAttribute('href')).toBe(`/api/admin/claims/${claimId}/letter`);
      expect(await adminLetter.getAttribute('target')).toBe('_blank');
      await screenshot(admin.page, 'guarantee-admin-claims-1280');
      await expectAccessible(admin.page);
      await admin.page.setViewportSize({ width: 390, height: 844 });
      expect(await overflow(admin.page)).toBeLessThanOrEqual(0);
      // Every admin tab fits on a phone, without scrolling the tab list sideways.
      expect(
        await admin.page.getByRole('tablist').evaluate((el) => el.scrollWidth - el.clientWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(admin.page, 'guarantee-admin-claims-390');
      await admin.page.setViewportSize({ width: 1280, height: 900 });

      await row.getByRole('button', { name: 'Approve and refund' }).click();
      const confirm = admin.page.getByRole('dialog', { name: /^Approve claim #[0-9a-f]{8} and refund\?$/ });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`This refunds ${total} for 1 order`);
      await admin.page.screenshot({ path: `${SCREENSHOT_DIR}/guarantee-admin-approve-1280.png` });
      await confirm.getByRole('button', { name: `Refund ${total}` }).click();
      await admin.page.getByText('Claim approved and refunded').waitFor();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => statusOf(row)).toBe('Approved and refunded');
      expect(await row.getByRole('button').count()).toBe(0);
      await admin.page.getByText('Claim approved and refunded').waitFor({ state: 'detached', timeout: 10_000 });
      await screenshot(admin.page, 'guarantee-admin-claims-refunded-1280');

      // The Status filter asks the server for that status only; nothing has been declined.
      const statusFilter = admin.page.getByRole('combobox', { name: 'Status' });
      await statusFilter.selectOption({ label: 'Declined' });
      await admin.page.getByText('No claims with status Declined.', { exact: true }).waitFor();
      expect(await admin.page.getByRole('heading', { name: 'Claims (0)' }).isVisible()).toBe(true);
      expect(await row.count()).toBe(0);
      await statusFilter.selectOption({ label: 'Refunded' });
      await row.waitFor();
      expect(await statusOf(row)).toBe('Approved and refunded');
      expectNoConsoleErrors(admin.consoleErrors);
      await admin.context.close();

      // The claimant sees the refund on My Orders.
      await page.goto('/orders');
      await claimCard.waitFor();
      expect(await statusOf(claimCard)).toBe('Approved and refunded');
      expect(await claimCard.getByText('Refunded', { exact: true }).isVisible()).toBe(true);
      await screenshot(page, 'guarantee-claims-refunded-1280');
      await expectAccessible(page);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'guarantee-claims-refunded-390');

      // ...and by email, through the outbox to the SMTP server.
      await expect
        .poll(
          () => smtp.messages.some((m) => m.to.toLowerCase() === USER && m.subject.includes('approved and refunded')),
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
      const refundMail = smtp.messages.find(
        (m) => m.to.toLowerCase() === USER && m.subject.includes('approved and refunded'),
      )!;
      expect(refundMail.text).toContain(total);

      expectNoConsoleErrors(consoleErrors, [/^HTTP 400 POST \/api\/claims$/]);
      await context.close();
    },
  );

  it('with no paid orders the claim dialog explains that there is nothing to claim', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
    await signIn(page, 'no.orders@example.ie');
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim under the guarantee' });
    await dialog.getByText('You have no paid orders, so there is nothing to claim yet.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Submit claim' }).count()).toBe(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });
});
