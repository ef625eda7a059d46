import type { Locator, Page } from '@playwright/test';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { formatLongDate } from '#client/lib/format.ts';
import type { ClaimableOrder } from '#shared/claims.ts';
import { isoDay, LETTERS } from '../support/claims.ts';
import { expectAccessible, SCREENSHOT_DIR, screenshot, waitForHydration } from './support/browser.ts';
import { expect, testWithMailingServer } from './support/fixtures.ts';

const USER = 'maeve.claimant@example.ie';
const ADMIN = 'claims.lead@example.ie';
const LETTER_LABEL = 'Refusal letter (PDF or photo, up to 10 MB)';

/** The status badge of a claim's card. */
const status = (card: Locator) => card.locator('[data-slot="badge"]');

/** No page may scroll sideways (a 390 px phone). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const test = testWithMailingServer({ ADMIN_EMAILS: ADMIN });

/** Writes through the API as the signed-in page (the browser sends its own Origin). */
async function send(page: Page, method: 'POST' | 'PUT', url: string, body: object) {
  const status = await page.evaluate(
    ([m, u, b]) =>
      fetch(u, { method: m, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then(
        (r) => r.status,
      ),
    [method, url, body] as const,
  );
  expect(status, `${method} ${url}`).toBeLessThan(300);
}

/** Aoife claims through her father and his mother, born in Mayo: a tree that can be posted. */
async function addTree(page: Page) {
  const add = async (body: object) =>
    (await page.evaluate(
      (b) =>
        fetch('/api/family-members', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        }).then((r) => r.json()),
      body,
    )) as { id: string };
  const common = { lastName: 'Walsh', birthCountry: 'England' };
  await add({
    ...common,
    relationship: 'self',
    firstName: 'Aoife',
    gender: 'female',
    birthDate: '1990-06-15',
    birthPlace: 'Manchester',
  });
  const dad = await add({
    ...common,
    relationship: 'parent',
    firstName: 'John',
    gender: 'male',
    birthDate: '1960-03-01',
    birthPlace: 'Liverpool',
  });
  await add({
    relationship: 'grandparent',
    parentId: dad.id,
    firstName: 'Mary',
    lastName: 'Walsh',
    gender: 'female',
    birthDate: '1931-04-12',
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
    isDeceased: true,
    deathDate: '2010-11-02',
  });
}

/** The success guarantee end to end: buy the PDF pack, claim with a refusal letter, an admin approves, the refund arrives. */
test.describe('success guarantee', () => {
  test.use({ admin: ADMIN });

  test('a refused applicant claims for the PDF pack, an admin approves, and the refund is confirmed by email', async ({
    page,
    signIn,
    adminPage,
    server,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    // The first claim is sent with a letter dated before the purchase, which the server refuses.
    consoleErrors.allow(/^HTTP 400 POST \/api\/claims$/);
    await signIn(page, USER);
    // A tree that can be posted (a paid order locks the tree, so it comes first).
    await addTree(page);

    // Buy the PDF pack with the built-in test provider; the payment screen names the guarantee.
    await page.getByRole('link', { name: 'Open Template Guide' }).click();
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await expect(page.getByRole('heading', { name: 'PDF Guide Payment' })).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    const covered = page.getByTestId('payment-guarantee');
    await expect(covered).toContainText(
      `covered by our success guarantee (version ${CURRENT_GUARANTEE_TERMS.version})`,
    );
    const termsLink = covered.getByRole('link', { name: 'Read the guarantee (opens in a new tab)' });
    await expect(termsLink).toHaveAttribute('href', '/guarantee');
    await expect(termsLink).toHaveAttribute('target', '_blank');
    await screenshot(page, 'guarantee-payment-1280');
    const total = (await page.getByTestId('payment-total').textContent())!;
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByText('Payment Successful!').first()).toBeVisible();
    await expect(page.getByText('Purchase Complete')).toBeVisible();

    // The order the claim can cover, as the server lists it.
    const [order] = await page.evaluate(
      () => fetch('/api/claims/orders').then((r) => r.json()) as Promise<ClaimableOrder[]>,
    );
    expect(order).toMatchObject({
      type: 'pdf',
      covered: true,
      guaranteeTermsVersion: CURRENT_GUARANTEE_TERMS.version,
    });
    const orderLabel = `PDF application pack #${order.id.slice(0, 8)} — ${total}, paid ${formatLongDate(order.paidAt!)}`;

    // My Orders → Claim under the guarantee.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Success guarantee' })).toBeVisible();
    await expect(page.getByText('You have not made any claims.')).toBeVisible();
    await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim under the guarantee' });
    await expect(dialog).toBeVisible();

    // Nothing is recorded in Your Application yet: the dialog says what to record and offers no form (decision 053).
    const tracker = dialog.getByRole('region', { name: 'What your tracker says' });
    await expect(tracker).toContainText(
      "Your tracker in 'Your Application' does not show that you posted your application.",
    );
    await expect(dialog.getByRole('button', { name: 'Submit claim' })).toHaveCount(0);
    await screenshot(page, 'guarantee-claim-no-record-1280');
    await tracker.getByRole('link', { name: 'Record it in Your Application' }).click();
    await expect(page).toHaveURL(/\/application\/posted$/);
    await expect(page.getByRole('tab', { name: 'After posting', selected: true })).toBeVisible();

    // Posted, refused, reviewed, and the refusal confirmed after the review, all today.
    await send(page, 'PUT', '/api/application/posting', { postedOn: isoDay(), signedOn: isoDay() });
    for (const step of ['refused', 'review_requested', 'refused'])
      await send(page, 'POST', '/api/application/timeline', { step, on: isoDay() });

    await page.goto('/orders');
    await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
    await expect(dialog).toBeVisible();
    await expect(tracker).toContainText(
      `shows DFA's refusal after the review, dated ${formatLongDate(isoDay())}. The letter you upload must carry that date.`,
    );
    await expect(tracker.getByRole('listitem')).toHaveText([
      `Posted ${formatLongDate(isoDay())}`,
      `Refused ${formatLongDate(isoDay())}`,
      `Review requested ${formatLongDate(isoDay())}`,
      `Refused ${formatLongDate(isoDay())}`,
    ]);
    // The letter's date starts as the refusal's date on record.
    await expect(dialog.getByLabel('Date on the refusal letter')).toHaveValue(isoDay());
    const orderBox = dialog.getByRole('checkbox', { name: orderLabel });
    await expect(orderBox).toBeVisible();

    // The form's own checks run before anything is sent.
    await dialog.getByRole('button', { name: 'Submit claim' }).click();
    await expect(dialog.getByText('Choose at least one order for your claim.')).toBeVisible();
    await expect(dialog.getByText('Attach the refusal letter.')).toBeVisible();
    await dialog
      .getByLabel(LETTER_LABEL)
      .setInputFiles({ name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from('not a letter') });
    await expect(dialog.getByText('The refusal letter must be a PDF, JPEG, PNG or WebP file.')).toBeVisible();

    // A letter dated before the purchase: the server refuses, and the dialog shows its words.
    await orderBox.click();
    await dialog.getByLabel('Date on the refusal letter').fill(isoDay(-1));
    await dialog
      .getByLabel(LETTER_LABEL)
      .setInputFiles({ name: 'dfa-refusal-letter.pdf', mimeType: 'application/pdf', buffer: LETTERS.pdf });
    await dialog.getByLabel('Note (optional)').fill('DFA confirmed the refusal after the review I asked for.');
    await dialog.getByRole('button', { name: 'Submit claim' }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'Your claim was not sent' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('was bought after the date on the letter');

    // The right date: the form as the claimant sends it, on a desktop and on a phone.
    await dialog.getByLabel('Date on the refusal letter').fill(isoDay());
    await expect(refused).toHaveCount(0);
    await expect(orderBox).toHaveAttribute('aria-checked', 'true');
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
    await expect(page.getByText('Your claim has been submitted')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const claimCard = page.locator('li[data-claim-id]');
    await expect(claimCard).toBeVisible();
    await expect(status(claimCard)).toHaveText('Submitted');
    const claimId = (await claimCard.getAttribute('data-claim-id'))!;
    await expect(claimCard).toContainText(`#${order.id.slice(0, 8)}`);
    // The claim says how the application was posted, from Your Application.
    await expect(claimCard.getByTestId('application-at-posting')).toContainText(`Posted ${formatLongDate(isoDay())}`);
    const letterLink = claimCard.getByRole('link', { name: /View letter/ });
    await expect(letterLink).toHaveAttribute('href', `/api/claims/${claimId}/letter`);
    const letter = await page.evaluate(async (href) => {
      const r = await fetch(href);
      return { status: r.status, type: r.headers.get('content-type'), size: (await r.arrayBuffer()).byteLength };
    }, `/api/claims/${claimId}/letter`);
    expect(letter).toEqual({ status: 200, type: 'application/pdf', size: LETTERS.pdf.length });
    // The order is now in a claim, so the dialog offers it no more, and says why.
    await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
    const again = dialog.getByRole('checkbox', { name: orderLabel });
    await expect(again).toBeVisible();
    await expect(again).toBeDisabled();
    await expect(dialog.getByText('This order is already part of a claim.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The terms page is reachable from the footer, with the version in force.
    await expect(page.getByText('Your claim has been submitted')).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Success Guarantee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our success guarantee' })).toBeVisible();
    await expect(page.getByTestId('guarantee-version')).toHaveText(
      `Version ${CURRENT_GUARANTEE_TERMS.version}, in force from ${formatLongDate(CURRENT_GUARANTEE_TERMS.effectiveFrom)}`,
    );
    for (const section of CURRENT_GUARANTEE_TERMS.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Make a claim' })).toHaveAttribute('href', '/orders');
    await screenshot(page, 'guarantee-page-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'guarantee-page-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // An admin (signed in since the start of the test) reviews the claim in /admin → Claims and approves it; the test provider refunds.
    const admin = adminPage;
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Claims' }).click();
    const row = admin.locator(`li[data-claim-id="${claimId}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByText(USER)).toBeVisible();
    await expect(status(row)).toHaveText('Submitted');
    await expect(row.getByText('DFA confirmed the refusal after the review I asked for.')).toBeVisible();
    await expect(row.getByTestId('application-at-posting')).toContainText(`Posted ${formatLongDate(isoDay())}`);
    // Beside the letter, the tracker's steps; the refusal after the review carries the letter's date.
    const beside = row.getByTestId('letter-and-tracker');
    await expect(beside.getByRole('listitem')).toHaveCount(4);
    await expect(beside.getByRole('listitem').last()).toContainText('Refused');
    await expect(beside.getByRole('listitem').last()).toContainText("the letter's date");
    await expect(beside.getByText(/No refusal in the tracker is dated/)).toHaveCount(0);
    const adminLetter = row.getByRole('link', { name: /View letter/ });
    await expect(adminLetter).toHaveAttribute('href', `/api/admin/claims/${claimId}/letter`);
    await expect(adminLetter).toHaveAttribute('target', '_blank');
    await screenshot(admin, 'guarantee-admin-claims-1280');
    await expectAccessible(admin);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(admin)).toBeLessThanOrEqual(0);
    // Every admin tab fits on a phone, without scrolling the tab list sideways.
    expect(await admin.getByRole('tablist').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'guarantee-admin-claims-390');
    await admin.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('button', { name: 'Approve and refund' }).click();
    const confirm = admin.getByRole('dialog', { name: /^Approve claim #[0-9a-f]{8} and refund\?$/ });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(`This refunds ${total} for 1 order`);
    await admin.screenshot({ path: `${SCREENSHOT_DIR}/guarantee-admin-approve-1280.png` });
    await confirm.getByRole('button', { name: `Refund ${total}` }).click();
    await expect(admin.getByText('Claim approved and refunded')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(status(row)).toHaveText('Approved and refunded');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(admin.getByText('Claim approved and refunded')).toHaveCount(0, { timeout: 10_000 });
    await screenshot(admin, 'guarantee-admin-claims-refunded-1280');

    // The Status filter asks the server for that status only; nothing has been declined.
    const statusFilter = admin.getByRole('combobox', { name: 'Status' });
    await statusFilter.selectOption({ label: 'Declined' });
    await expect(admin.getByText('No claims with status Declined.', { exact: true })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Claims (0)' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await statusFilter.selectOption({ label: 'Refunded' });
    await expect(row).toBeVisible();
    await expect(status(row)).toHaveText('Approved and refunded');

    // The claimant sees the refund on My Orders.
    await page.goto('/orders');
    await expect(claimCard).toBeVisible();
    await expect(status(claimCard)).toHaveText('Approved and refunded');
    await expect(claimCard.getByText('Refunded', { exact: true })).toBeVisible();
    await screenshot(page, 'guarantee-claims-refunded-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'guarantee-claims-refunded-390');

    // ...and by email, through the outbox to the SMTP server.
    await expect
      .poll(
        () =>
          server.smtp.messages.some((m) => m.to.toLowerCase() === USER && m.subject.includes('approved and refunded')),
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true);
    const refundMail = server.smtp.messages.find(
      (m) => m.to.toLowerCase() === USER && m.subject.includes('approved and refunded'),
    )!;
    expect(refundMail.text).toContain(total);
  });

  test('with no paid orders the claim dialog explains that there is nothing to claim', async ({ page, signIn }) => {
    await signIn(page, 'no.orders@example.ie');
    await page.goto('/orders');
    // My Orders comes rendered by the server (docs/performance.md, 'Signed-in pages'): its buttons work
    // once the app has taken over.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim under the guarantee' });
    await expect(
      dialog.getByText('You have no paid orders, so there is nothing to claim yet.', { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit claim' })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toHaveCount(0);
  });
});
