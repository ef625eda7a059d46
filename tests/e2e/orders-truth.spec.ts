import type { Page } from '@playwright/test';
import { expectAccessible, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, testWithMailingServer } from './support/fixtures.ts';

/**
 * Issue 19 items 4-6, as a user sees them: /orders says 'Amount due' until an order is paid and
 * lists the PDF pack purchase (whose receipt is mailed); Manual Entry refuses a country we do not
 * research and flags a certificate already paid for; the name set in Settings is in the header.
 */

const test = testWithMailingServer({});

type ApiResult = { status: number; body: Record<string, unknown> & { id?: string } };

/** A call to the API from the page, with its session cookie (as the app makes it). */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<ApiResult> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return result as ApiResult;
}

/** Pays a certificate order through the API with the test provider (after saving an address). */
async function payOrder(page: Page, orderId: string) {
  await api(page, 'POST', '/api/user-profile', {
    addressLine1: '1 Main Street',
    city: 'Castlebar',
    county: 'Mayo',
    country: 'Ireland',
  });
  const intent = await api(page, 'POST', '/api/create-document-payment', { documentRequestId: orderId });
  await api(page, 'POST', `/api/test-payments/${String(intent.body.paymentIntentId)}/complete`, {
    clientSecret: intent.body.clientSecret,
    outcome: 'succeed',
  });
  await api(page, 'PATCH', `/api/document-requests/${orderId}/payment`, {
    paymentIntentId: intent.body.paymentIntentId,
    status: 'succeeded',
  });
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

test('/orders says "Amount due" until paid, and lists the PDF pack purchase, whose receipt is mailed', async ({
  page,
  signIn,
  server,
}) => {
  test.setTimeout(90_000);
  const email = 'orders.truth@example.ie';
  await signIn(page, email);
  const { grandmother: grandmotherId } = await addEligibleTree(page);
  const order = await api(page, 'POST', '/api/document-request/lineage-based', {
    selectedFamilyMemberId: grandmotherId,
    documentsNeeded: [{ familyMemberId: grandmotherId, documentType: 'birth_certificate' }],
  });
  const ref = `#${order.body.id!.slice(0, 8)}`;

  await page.goto('/orders');
  const row = page.locator(`[data-order-id="${order.body.id}"]`).filter({ visible: true });
  await expect(row).toContainText('Awaiting Payment');
  await expect(row).toContainText('Amount due');
  await expect(row).not.toContainText('Amount Paid');
  await expect(page.getByRole('heading', { name: 'Your Purchases' })).toHaveCount(0);

  // Opening the PDF payment screen twice keeps one pending purchase.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Open Template Guide' }).click();
  for (let visit = 0; visit < 2; visit++) {
    await page.getByRole('button', { name: 'Buy the PDF Guide' }).click();
    await expect(page.getByRole('heading', { name: 'PDF Guide Payment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay €10.50' })).toBeVisible();
    if (visit === 0) await page.getByRole('button', { name: 'Back' }).click();
  }
  const pending = await api(page, 'GET', '/api/pdf-orders');
  expect(pending.body).toHaveLength(1);
  await page.getByRole('button', { name: 'Pay €10.50' }).click();
  await expect(page.getByText('Purchase Complete')).toBeVisible();

  await page.goto('/orders');
  const purchases = page.getByRole('region', { name: 'Your Purchases' });
  await expect(purchases.getByText('Personalised PDF Guide')).toBeVisible();
  await expect(purchases.getByText('Payment Received')).toBeVisible();
  await expect(purchases.getByText('Amount Paid')).toBeVisible();
  await expect(purchases.getByText('€10.50')).toBeVisible();
  await expect(purchases.locator('li')).toHaveCount(1);
  await expect(visible(page, ref)).toBeVisible();
  await expect(row).toContainText('Amount due');
  await expectAccessible(page);
  await screenshot(page, 'orders-purchases-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText('Amount due');
  await expect(purchases.getByText('Amount Paid')).toBeVisible();
  await screenshot(page, 'orders-purchases-390');

  // The receipt, like a certificate order's 'Payment received'.
  const pdfRef = `#${String((pending.body as unknown as { id: string }[])[0].id).slice(0, 8)}`;
  const receipt = () =>
    server.smtp.messages.find((m) => m.to.toLowerCase() === email && m.subject === `Order ${pdfRef}: Payment received`);
  await expect.poll(() => Boolean(receipt()), { timeout: 15_000 }).toBe(true);
  expect(receipt()!.text).toContain('Personalised PDF Guide: €10.50');
});

test('Manual Entry refuses a country we do not research, flags a certificate already paid for, shows the note', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'manual.scope@example.ie');
  const paid = await api(page, 'POST', '/api/create-document-request', {
    requesterName: 'Aoife Walsh',
    requesterEmail: 'manual.scope@example.ie',
    subjectName: 'Bridget Walsh',
    subjectBirthCountry: 'Ireland',
    documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
  });
  await payOrder(page, paid.body.id!);

  await page.goto('/home');
  await page.locator('#services').getByRole('button', { name: 'Order Certificates' }).click();
  const form = page.getByRole('dialog', { name: 'Request Documents' });
  await form.getByRole('tab', { name: 'Manual Entry' }).click();
  await form.getByLabel('Your name').fill('Aoife Walsh');
  await form.getByLabel('Full name of the person on the certificate').fill('Bridget Walsh');
  await form.getByLabel('Birth location').fill('Boston, Massachusetts');
  await form.getByRole('checkbox', { name: 'Birth certificate' }).click();
  await form.getByLabel('Country of birth').selectOption('United States');

  const country = form.getByLabel('Country of birth');
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText(
    'We research civil records from Ireland and the UK only: order this one from the office named here.',
  );
  // The office named instead: the message says to order from it.
  await expect(form.getByText(/Issued by: Massachusetts Registry of Vital Records and Statistics/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  // The dialog scrolls on its own: the screenshots are of the screen, not of the page behind it.
  await page.screenshot({ path: `${SCREENSHOT_DIR}/manual-entry-refused-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByText(/Issued by:/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/manual-entry-refused-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await form.getByLabel('Birth location').fill('Castlebar, Co. Mayo');
  await country.selectOption('Ireland');
  await expect(country).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/Anything else we should know/).fill('Her birth was registered as Brigid.');
  await form.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm Your Research Request' })).toBeVisible();
  const flag = page.getByTestId('already-ordered');
  await expect(flag).toContainText('You have already ordered this certificate');
  await expect(flag).toContainText(`Birth Certificate - Bridget Walsh: paid in order #${paid.body.id!.slice(0, 8)}`);
  await expect(page.getByRole('heading', { name: 'Anything we should know?' })).toBeVisible();
  await expect(page.getByTestId('confirm-note')).toHaveText('Her birth was registered as Brigid.');
  await expectAccessible(page);
  await screenshot(page, 'confirm-already-ordered-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'confirm-already-ordered-390');
});

test('the name set in Settings is in the header and the greetings at once', async ({ page, signIn }) => {
  await signIn(page, 'aoife.named@example.ie');
  await page.goto('/settings');
  await expect(page.getByTestId('welcome-name')).toHaveText('Welcome, aoife.named');

  await page.getByLabel('Your name').fill('Aoife Ní Bhriain');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByTestId('welcome-name')).toHaveText('Welcome, Aoife Ní Bhriain');
  await expect(page.getByText('Welcome, Aoife Ní Bhriain', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'settings-name-1280');

  await page.goto('/dashboard');
  await expect(page.getByText('Welcome, Aoife Ní Bhriain.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('welcome-name')).toHaveText('Welcome, Aoife Ní Bhriain');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.getByLabel('Your name')).toHaveValue('Aoife Ní Bhriain');
  await screenshot(page, 'settings-name-390');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Welcome, Aoife Ní Bhriain');
});
