import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import {
  documentRequests,
  emailOutbox,
  guaranteeClaims,
  orderLines,
  pdfOrders,
  registryFeeLines,
  user,
} from '#server/db/schema.ts';
import { expectAccessible, screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { expect, testWithServer } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The admin overview opens on what is waiting (docs/decisions/060-the-admin-queue.md), against a
 * server of its own whose database holds a paid order from July, one from yesterday, a registry
 * fee to confirm, a claim and a failed email, written while the server is stopped.
 */
const ADMIN = 'queue.admin@example.ie';
const DAY = 86_400_000;
const JULY_ORDER = '0a1b2c3d-4e5f-4a6b-8c7d-000000000001';
const NEW_ORDER = '9f8e7d6c-5b4a-4c3d-8e2f-000000000002';
const AT_OFFICE = '5e5e5e5e-1a2b-4c3d-8e4f-000000000003';

const test = testWithServer(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-admin-queue-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN, ORDER_QUEUE_WARN_DAYS: '3' };
  await (await startServer(env)).stop();
  const database = await openDatabase({ dataDir });
  const { db } = database;
  const order = (id: string, name: string, email: string, paidDaysAgo: number, documents: string[]) => {
    const paidAt = new Date(Date.now() - paidDaysAgo * DAY - 3_600_000);
    return {
      id,
      userId: null,
      kind: 'manual' as const,
      status: 'paid' as const,
      requesterName: name,
      requesterEmail: email,
      subjectName: 'Patrick Walsh',
      documentsNeeded: JSON.stringify(
        documents.map((documentType) => ({ familyMemberId: null, memberName: 'Patrick Walsh', documentType })),
      ),
      documentsRequestedCount: documents.length,
      unitPrice: 1500,
      baseAmount: 1500 * documents.length,
      totalCost: 1500 * documents.length,
      currency: 'eur',
      provider: 'test' as const,
      paidAt,
      createdAt: paidAt,
    };
  };
  await db
    .insert(documentRequests)
    .values([
      order(JULY_ORDER, 'Mary Walsh', 'mary.walsh@example.ie', 136, ['birth', 'birth']),
      order(NEW_ORDER, 'Aoife Byrne', 'aoife.byrne@example.ie', 1, ['birth']),
      { ...order(AT_OFFICE, 'Seán Murphy', 'sean.murphy@example.ie', 20, ['birth']), status: 'processing' as const },
    ]);
  // The work order (decision 065): the July order's two certificates are still to order; the
  // third order's certificate was ordered from the office 12 days ago.
  await db.insert(orderLines).values([
    { orderId: JULY_ORDER, documentIndex: 0, kind: 'birth', facts: {} },
    { orderId: JULY_ORDER, documentIndex: 1, kind: 'birth', facts: {} },
    { orderId: NEW_ORDER, documentIndex: 0, kind: 'birth', facts: {} },
    {
      orderId: AT_OFFICE,
      documentIndex: 0,
      kind: 'birth',
      facts: {},
      outcome: 'ordered',
      orderedOn: new Date(Date.now() - 12 * DAY).toISOString().slice(0, 10),
      officeReference: 'GRO-2026-118',
      officeAmountPaid: 1100,
      officeCurrency: 'GBP',
    },
  ]);
  await db.insert(registryFeeLines).values({
    orderId: JULY_ORDER,
    documentIndex: 0,
    status: 'to_confirm',
    addedBy: 'data_set',
    toConfirmReason: 'stale',
    currency: 'eur',
    createdAt: new Date(Date.now() - 136 * DAY),
  });
  const [claimant] = await db
    .insert(user)
    .values({ id: 'e2e-queue-claimant', name: 'Brigid Kelly', email: 'brigid.kelly@example.ie', emailVerified: true })
    .returning();
  await db.insert(pdfOrders).values({
    userId: claimant!.id,
    customerEmail: claimant!.email,
    baseAmount: 1500,
    discountAmount: 0,
    amount: 1500,
    currency: 'eur',
    status: 'paid',
    provider: 'test',
    paidAt: new Date(Date.now() - 30 * DAY),
    createdAt: new Date(Date.now() - 30 * DAY),
  });
  await db.insert(guaranteeClaims).values({
    userId: claimant!.id,
    status: 'submitted',
    decisionDate: '2026-11-01',
    totalAmount: 1500,
    currency: 'eur',
    createdAt: new Date(Date.now() - 2 * DAY - 3_600_000),
  });
  await db.insert(emailOutbox).values({
    dedupeKey: 'e2e:admin-queue:bounced',
    userId: null,
    to: 'bounced@example.ie',
    subject: 'Order #9f8e7d6c: Payment received',
    html: '<p>We have received your payment.</p>',
    text: 'We have received your payment.',
    status: 'failed',
    attempts: 8,
    lastError: 'Mailbox unavailable (451)',
    createdAt: new Date(Date.now() - DAY - 3_600_000),
  });
  await database.close();
  const server: RunningServer = await startServer(env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

test('an admin follows the Admin link to the queue, sees the July order flagged first, and opens it', async ({
  page,
  signIn,
}) => {
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const queue = page.getByTestId('admin-queue');
  await expect(queue.getByRole('heading', { name: 'Waiting for you' })).toBeVisible();
  await expect(queue).toContainText('(1 is overdue)');
  const toPlace = queue.getByRole('region', { name: 'Orders to place with the office' });
  const entries = toPlace.getByRole('link');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('#0a1b2c3d · Mary Walsh');
  await expect(entries.first()).toContainText('2 certificates to order');
  await expect(entries.first()).toContainText('Paid 136 days ago');
  await expect(entries.first()).toContainText('Over 3 days');
  await expect(entries.nth(1)).toContainText('#9f8e7d6c · Aoife Byrne');
  await expect(entries.nth(1)).toContainText('Paid 1 day ago');
  await expect(entries.nth(1).getByTestId('overdue')).toHaveCount(0);
  const atOffice = queue.getByRole('region', { name: 'Certificates awaited from the office' });
  await expect(atOffice).toContainText('#5e5e5e5e · Birth Certificate');
  await expect(atOffice).toContainText('Office reference GRO-2026-118');
  await expect(atOffice).toContainText('Ordered 12 days ago');
  await expect(queue.getByRole('region', { name: 'Registry fees to confirm with the office' })).toContainText(
    'Waiting 136 days',
  );
  await expect(queue.getByRole('region', { name: 'Claims to decide' })).toContainText('Brigid Kelly');
  await expect(queue.getByRole('region', { name: 'Emails that failed' })).toContainText(
    'Order #9f8e7d6c: Payment received',
  );
  await expect(page.getByTestId('money')).toContainText('Margin');

  for (const width of [1280, 390]) {
    // Tall enough for the whole card: an element taller than the window is shot under the sticky header.
    await page.setViewportSize({ width, height: 1400 });
    await expect(queue).toBeVisible();
    await screenshot(page, `admin-queue-${width}`);
    await queue.screenshot({ path: `${SCREENSHOT_DIR}/admin-queue-card-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await expectAccessible(page);

  // On a phone the Admin link is in the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();

  // The entry opens the Orders tab on that order.
  await page.setViewportSize({ width: 1280, height: 900 });
  await entries.first().click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=%230a1b2c3d$/);
  await expect(page.getByRole('searchbox', { name: 'Search orders by reference, email or name' })).toHaveValue(
    '#0a1b2c3d',
  );
  await expect(page.getByTestId('result-count')).toHaveText('1 order matching "#0a1b2c3d"');
  await expect(page.locator(`[data-order-id="${JULY_ORDER}"]`)).toContainText('Mary Walsh');

  // Oldest first lists the July order before yesterday's.
  await page.getByRole('searchbox', { name: 'Search orders by reference, email or name' }).fill('');
  await page.getByLabel('Order', { exact: true }).selectOption('oldest');
  await expect(page.getByTestId('result-count')).toHaveText('3 orders');
  await expect(page.locator('[data-order-id]').first()).toHaveAttribute('data-order-id', JULY_ORDER);
  await screenshot(page, 'admin-orders-search-1280');

  // A 'cannot download my pack' request: the PDF purchase is found by the buyer's name.
  await page.getByRole('tab', { name: 'PDF purchases' }).click();
  await expect(page.getByTestId('result-count')).toHaveText('1 purchase');
  await page.getByRole('searchbox', { name: 'Search PDF purchases by reference, email or name' }).fill('brigid');
  await expect(page.getByTestId('result-count')).toHaveText('1 purchase matching "brigid"');
  await expect(page.locator('[data-pdf-order-id]')).toContainText('Brigid Kelly · brigid.kelly@example.ie');
  await page.getByRole('searchbox', { name: 'Search PDF purchases by reference, email or name' }).fill('nobody');
  await expect(page.getByText('No PDF purchases match "nobody".')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search PDF purchases by reference, email or name' }).fill('kelly');
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.locator('[data-pdf-order-id]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'admin-pdf-purchases-390');
});
