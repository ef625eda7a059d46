import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const USER = 'siobhan.orders@example.ie';
const ADMIN = 'ops@example.ie';

type ApiResult<T = unknown> = { status: number; body: T };

/** A call to the API from the page, with the page's session cookie (as the app itself makes it). */
async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

async function created<T extends { id: string }>(result: Promise<ApiResult<T>>): Promise<T> {
  const { status, body } = await result;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/** Certificate ordering end to end: dashboard → confirmation → payment → My Orders → admin → status email. */
describe('certificate orders', () => {
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

  /** An eligible tree: you, two parents, and Mary Walsh born in Castlebar linked to the father. */
  async function buildTree(page: Page) {
    await created(
      api<{ id: string }>(page, 'POST', '/api/family-members', {
        firstName: 'Siobhan',
        lastName: 'Kelly',
        relationship: 'self',
        gender: 'female',
        birthDate: '1990-05-01',
        birthPlace: 'London',
        birthCountry: 'United Kingdom',
      }),
    );
    const father = await created(
      api<{ id: string }>(page, 'POST', '/api/family-members', {
        firstName: 'Patrick',
        lastName: 'Kelly',
        relationship: 'parent',
        gender: 'male',
        birthDate: '1962-03-12',
        birthPlace: 'Manchester',
        birthCountry: 'United Kingdom',
        isLineageAnchor: true,
      }),
    );
    await created(
      api<{ id: string }>(page, 'POST', '/api/family-members', {
        firstName: 'Anne',
        lastName: 'Kelly',
        relationship: 'parent',
        gender: 'female',
        birthDate: '1964-08-30',
        birthPlace: 'Leeds',
        birthCountry: 'United Kingdom',
      }),
    );
    await created(
      api<{ id: string }>(page, 'POST', '/api/family-members', {
        firstName: 'Mary',
        lastName: 'Walsh',
        relationship: 'grandparent',
        gender: 'female',
        birthDate: '1935-06-20',
        birthPlace: 'Castlebar, Co. Mayo',
        isIrishBorn: true,
        parentId: father.id,
      }),
    );
  }

  let orderId = '';

  it(
    'orders two certificates from the dashboard, pays in test mode, and follows the order to "In Transit"',
    { timeout: 150_000 },
    async () => {
      const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
      await signIn(page, USER);
      await buildTree(page);
      const address = await api(page, 'POST', '/api/user-profile', {
        addressLine1: '12 Main Street',
        city: 'Castlebar',
        county: 'Mayo',
        postalCode: 'F23 X4Y2',
        country: 'Ireland',
      });
      expect(address.status).toBe(200);

      // Dashboard → Document Service.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Order Documents' }).click();
      await page.getByRole('heading', { name: 'Document Request', level: 1 }).waitFor();
      await page.getByRole('heading', { name: "Documents we'll research" }).waitFor();
      const rows = page.getByTestId('research-row');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
      // One Irish-born grandparent: used automatically, no route dropdown.
      expect(await page.getByLabel('Your citizenship route').count()).toBe(0);
      const start = page.getByRole('button', { name: 'Start Research' });
      expect(await start.isDisabled()).toBe(true);
      expect(await page.getByTestId('research-total').textContent()).toBe('€0.00');

      const grandmother = page.getByRole('checkbox', { name: /Birth Certificate\s*Mary Walsh/ });
      const father = page.getByRole('checkbox', { name: /Birth Certificate\s*Patrick Kelly/ });
      await grandmother.click();
      await father.click();
      await expect.poll(() => page.getByTestId('research-total').textContent()).toBe('€21.00');
      expect(await page.getByTestId('selected-count').textContent()).toBe('2');
      // The ticks are saved on the server (PUT selections), so they survive leaving the view.
      await expect
        .poll(async () => {
          const saved = await api<{ needsBirthCertificate: boolean }[]>(
            page,
            'GET',
            '/api/document-research-selections',
          );
          return saved.body.filter((s) => s.needsBirthCertificate).length;
        })
        .toBe(2);
      await screenshot(page, 'document-request-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, 'document-request-390');
      await page.setViewportSize({ width: 1280, height: 900 });

      // The Auto Deliver option is not available yet: it explains itself in a dialog.
      expect(await page.getByRole('switch', { name: 'Auto Deliver & Order' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'About Auto Deliver & Order' }).click();
      const comingSoon = page.getByRole('dialog', { name: 'Coming Soon' });
      await comingSoon.waitFor();
      await comingSoon.getByRole('button', { name: 'Got it' }).click();
      await comingSoon.waitFor({ state: 'detached' });

      await start.click();
      await page.getByText('Smart Request Created').waitFor();

      // Confirmation: summary from the server, the saved address, terms before payment.
      await page.getByRole('heading', { name: 'Confirm Your Research Request' }).waitFor();
      expect(await page.getByTestId('confirm-count').textContent()).toBe('2 documents');
      expect(await page.getByTestId('confirm-total').textContent()).toBe('€21.00');
      await expect.poll(() => page.getByTestId('delivery-address').textContent()).toContain('12 Main Street');
      const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
      expect(await proceed.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: /I agree to the terms/ }).click();
      expect(await proceed.isDisabled()).toBe(false);
      await screenshot(page, 'document-confirm-1280');
      await page.getByText('Smart Request Created').waitFor({ state: 'detached', timeout: 10_000 });
      await expectAccessible(page);
      await proceed.click();

      // Payment with the built-in test provider; the server settles it with the provider.
      await page.getByRole('heading', { name: 'Document Request Payment' }).waitFor();
      await expect.poll(() => page.getByTestId('payment-total').textContent()).toBe('€21.00');
      await page.getByText('Test mode').waitFor();
      await screenshot(page, 'document-payment-1280');
      await page.getByRole('button', { name: 'Pay €21.00' }).click();
      await page.getByText('Payment Successful!').waitFor();
      await page.waitForURL('**/orders', { timeout: 10_000 });

      // My Orders: the order is active, paid, shown as having reached processing.
      await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Your Document Orders' }).waitFor();
      await page.getByRole('tab', { name: 'Active (1)' }).click();
      const activePanel = page.getByRole('tabpanel', { name: 'Active (1)' });
      await activePanel.getByText('Payment Received').filter({ visible: true }).waitFor();
      expect(await page.getByRole('tab', { name: 'Completed (0)' }).isVisible()).toBe(true);
      const orders = await api<{ id: string; status: string; totalCost: number }[]>(
        page,
        'GET',
        '/api/document-requests',
      );
      expect(orders.body).toHaveLength(1);
      expect(orders.body[0]).toMatchObject({ status: 'paid', totalCost: 2100 });
      orderId = orders.body[0].id;
      const ref = `#${orderId.slice(0, 8)}`;
      const row = activePanel.getByRole('row').filter({ hasText: ref });
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        `View order ${ref}`,
        expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4}$/),
        'Payment Received',
        '2',
        '€21.00',
      ]);
      await row.getByRole('button', { name: `View order ${ref}` }).click();
      let dialog = page.getByRole('dialog', { name: `Order ${ref}` });
      await dialog.waitFor();
      expect(await dialog.getByText('Birth Certificate - Mary Walsh').isVisible()).toBe(true);
      expect(await dialog.getByText('Birth Certificate - Patrick Kelly').isVisible()).toBe(true);
      expect(await dialog.getByText('12 Main Street, Castlebar, Mayo, F23 X4Y2, Ireland').isVisible()).toBe(true);
      expect(await dialog.getByText('2 documents').isVisible()).toBe(true);
      expect(await dialog.locator('[aria-current="step"]').textContent()).toContain('Processing Request');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // An admin moves the order on: processing, then shipped with tracking.
      const admin = await openPage(browser, server.url, { consent: 'given' });
      await signIn(admin.page, ADMIN);
      expect((await api(admin.page, 'PATCH', `/api/admin/orders/${orderId}`, { status: 'processing' })).status).toBe(
        200,
      );
      const shipped = await api<{ status: string }>(admin.page, 'PATCH', `/api/admin/orders/${orderId}`, {
        status: 'shipped',
        trackingNumber: 'RR123456789IE',
        carrier: 'An Post',
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body.status).toBe('shipped');
      // A jump back is refused with the server's explanation.
      const backwards = await api<{ message: string }>(admin.page, 'PATCH', `/api/admin/orders/${orderId}`, {
        status: 'processing',
      });
      expect(backwards.status).toBe(409);
      await admin.context.close();

      // The user sees it in transit, with the tracking number and the progress.
      await page.reload();
      await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
      const allPanel = page.getByRole('tabpanel', { name: 'All Orders (1)' });
      await allPanel.getByText('In Transit').filter({ visible: true }).waitFor();
      await allPanel.getByRole('button', { name: `View order ${ref}` }).click();
      dialog = page.getByRole('dialog', { name: `Order ${ref}` });
      await dialog.waitFor();
      expect(await dialog.getByTestId('tracking-number').textContent()).toBe('RR123456789IE');
      expect(await dialog.getByText('An Post').isVisible()).toBe(true);
      expect(await dialog.locator('[aria-current="step"]').textContent()).toContain('In Transit');
      expect(await dialog.locator('[data-state="complete"]').count()).toBe(3);
      expect(await dialog.getByText('Estimated delivery').isVisible()).toBe(true);
      await screenshot(page, 'orders-dialog-1280');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await screenshot(page, 'orders-1280');
      await expectAccessible(page);

      // On a 390 px phone the orders are cards, not a wide table, and nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      const card = page.locator('li[data-order-id]').filter({ visible: true });
      await card.first().waitFor();
      expect(await page.getByRole('table').filter({ visible: true }).count()).toBe(0);
      expect(await card.textContent()).toContain('In Transit');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, 'orders-390');
      await expectAccessible(page);
      await card.getByRole('button').click();
      dialog = page.getByRole('dialog', { name: `Order ${ref}` });
      await dialog.waitFor();
      expect(await dialog.getByTestId('tracking-number').isVisible()).toBe(true);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/orders-dialog-390.png` });
      await page.keyboard.press('Escape');

      // The status emails went out through the outbox to the SMTP server.
      await expect
        .poll(() => smtp.messages.some((m) => m.to.toLowerCase() === USER && m.subject.includes('on their way')), {
          timeout: 30_000,
          interval: 500,
        })
        .toBe(true);
      const shippedMail = smtp.messages.find((m) => m.to.toLowerCase() === USER && m.subject.includes('on their way'))!;
      expect(shippedMail.text).toContain('RR123456789IE');
      expect(smtp.messages.some((m) => m.to.toLowerCase() === USER && m.subject.includes('Payment received'))).toBe(
        true,
      );

      expectNoConsoleErrors(consoleErrors);
      await context.close();
    },
  );

  it(
    'the landing page form: Manual Entry creates a request and continues to confirmation on the dashboard',
    { timeout: 90_000 },
    async () => {
      const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
      await signIn(page, USER);
      await page.goto('/home');
      const form = page.getByRole('dialog', { name: 'Request Documents' });

      // An eligible result offers the form to a signed-in visitor.
      await page.getByRole('button', { name: 'Check Eligibility Now' }).click();
      for (const value of ['Yes', 'No', 'No', 'Yes'])
        await page.getByRole('button', { name: value, exact: true }).click();
      const result = page.getByTestId('eligibility-result');
      await result.waitFor();
      await result.screenshot({ path: `${SCREENSHOT_DIR}/eligible-result-signed-in-1280.png` });
      await result.getByRole('button', { name: 'Order Certificates' }).click();
      await form.waitFor();
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'hidden' });

      await page.locator('#services').getByRole('button', { name: 'Order Certificates' }).click();
      await form.waitFor();

      // Smart Selection uses the tree: the only Irish-born grandparent is chosen automatically.
      await form.getByText('Researching the line of').waitFor();
      const proceed = form.getByRole('button', { name: 'Proceed' });
      expect(await proceed.isDisabled()).toBe(true);
      await form.getByRole('checkbox', { name: /Birth Certificate - Mary Walsh/ }).click();
      await expect.poll(() => form.getByTestId('request-form-total').textContent()).toBe('Total: €10.50');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-request-smart-1280.png` });

      await expectAccessible(page);

      await form.getByRole('tab', { name: 'Manual Entry' }).click();
      const manualProceed = form.getByRole('button', { name: 'Proceed' });
      expect(await manualProceed.isDisabled()).toBe(true);
      expect(await form.getByLabel('Your email').getAttribute('type')).toBe('email');
      await form.getByLabel('Full name of the person on the certificate').fill('Bridget Walsh');
      await form.getByLabel('Birth year').fill('1910');
      await form.getByLabel('Birth location').fill('Westport, Co. Mayo');
      await form.getByRole('checkbox', { name: 'Birth certificate' }).click();
      await form.getByRole('checkbox', { name: 'Marriage certificate' }).click();
      await expect.poll(() => form.getByTestId('request-form-total').textContent()).toBe('Total: €21.00');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-request-manual-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-request-manual-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await manualProceed.click();
      await page.getByText('Request Created').waitFor();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Confirm Your Research Request' }).waitFor();
      expect(await page.getByText('Birth Certificate - Bridget Walsh').isVisible()).toBe(true);
      expect(await page.getByText('Marriage Certificate - Bridget Walsh').isVisible()).toBe(true);
      expect(await page.getByTestId('confirm-total').textContent()).toBe('€21.00');

      // Cancel returns to the dashboard; the unpaid order waits in My Orders.
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Order cancelled').waitFor();
      await page.getByRole('heading', { name: 'Your application' }).waitFor();
      await page.goto('/orders');
      await page.getByRole('tab', { name: 'All Orders (2)' }).waitFor();
      await page.getByText('Awaiting Payment').filter({ visible: true }).waitFor();
      expectNoConsoleErrors(consoleErrors);
      await context.close();
    },
  );

  it(
    'with two Irish-born grandparents the route dropdown appears, saves the choice and lists that line',
    { timeout: 90_000 },
    async () => {
      const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
      await signIn(page, USER);
      const members = await api<{ id: string; firstName: string }[]>(page, 'GET', '/api/family-members');
      const mother = members.body.find((m) => m.firstName === 'Anne')!;
      await created(
        api<{ id: string }>(page, 'POST', '/api/family-members', {
          firstName: 'Nora',
          lastName: 'Byrne',
          relationship: 'grandparent',
          gender: 'female',
          birthDate: '1938-02-11',
          birthPlace: 'Galway',
          birthCountry: 'Ireland',
          isIrishBorn: true,
          parentId: mother.id,
        }),
      );
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Order Documents' }).click();
      const route = page.getByLabel('Your citizenship route');
      await route.waitFor();
      const nora = await route.locator('option', { hasText: 'Nora Byrne' }).getAttribute('value');
      await route.selectOption(nora);
      await page.getByText('Route Updated').waitFor();
      await page.getByRole('checkbox', { name: /Birth Certificate\s*Nora Byrne/ }).waitFor();
      expect(await page.getByRole('checkbox', { name: /Birth Certificate\s*Anne Kelly/ }).count()).toBe(1);
      expect(await page.getByRole('checkbox', { name: /Mary Walsh/ }).count()).toBe(0);
      const preference = await api<{ selectedGrandparentId: string }>(page, 'GET', '/api/lineage-route-preference');
      expect(preference.body.selectedGrandparentId).toBe(nora);
      // The app-wide toast is checked elsewhere; this checks the view itself.
      await page.getByText('Route Updated').waitFor({ state: 'detached', timeout: 10_000 });
      await expectAccessible(page);
      expectNoConsoleErrors(consoleErrors);
      await context.close();
    },
  );

  it('a new account has an empty My Orders in every tab, with the way to start', async () => {
    const { page, context } = await openPage(browser, server.url, { consent: 'given' });
    await signIn(page, 'new.customer@example.ie');
    await page.goto('/orders');
    await page.getByText("You haven't placed any document orders yet.").waitFor();
    await page.getByRole('tab', { name: 'Active (0)' }).click();
    await page.getByText("You don't have any active orders.").waitFor();
    await page.getByRole('tab', { name: 'Completed (0)' }).click();
    await page.getByText("You don't have any completed orders.").waitFor();
    await page.getByRole('link', { name: 'Start Document Request' }).filter({ visible: true }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
