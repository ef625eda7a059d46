import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { openFamilyTree } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 19 items 1-3: the route choice, the tree lock and account deletion agree on every screen. */

type ApiResult<T> = { status: number; body: T };

/** A call to the API from the page, with the page's session cookie (as the app itself makes it). */
async function api<T = { id: string }>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const result: ApiResult<T> = await page.evaluate(
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
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return result.body;
}

const person = (page: Page, body: Record<string, unknown>) => api(page, 'POST', '/api/family-members', body);

/** You, John Walsh and Anne Byrne, and an Irish-born grandparent on each side. */
async function twoIrishLines(page: Page) {
  await person(page, { firstName: 'Aoife', lastName: 'Walsh', relationship: 'self', gender: 'female' });
  const john = await person(page, { firstName: 'John', lastName: 'Walsh', relationship: 'parent', gender: 'male' });
  const anne = await person(page, { firstName: 'Anne', lastName: 'Byrne', relationship: 'parent', gender: 'female' });
  await person(page, {
    firstName: 'Patrick',
    lastName: 'Walsh',
    relationship: 'grandparent',
    parentId: john.id,
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
  await person(page, {
    firstName: 'Nora',
    lastName: 'Byrne',
    relationship: 'grandparent',
    gender: 'female',
    parentId: anne.id,
    birthPlace: 'Skibbereen, Co. Cork',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
}

/** A certificate order for Bridget Walsh; paid through the built-in test provider unless `pay` is false. */
async function certificateOrder(page: Page, pay: boolean): Promise<string> {
  await api(page, 'POST', '/api/user-profile', {
    addressLine1: '12 Main Street',
    city: 'Castlebar',
    county: 'Mayo',
    country: 'Ireland',
  });
  const order = await api(page, 'POST', '/api/create-document-request', {
    requesterName: 'Aoife Walsh',
    requesterEmail: 'aoife@example.ie',
    subjectName: 'Bridget Walsh',
    documentsNeeded: { birthCert: true, deathCert: false, marriageCert: false, other: false },
  });
  if (pay) await payFor(page, order.id);
  return order.id;
}

async function payFor(page: Page, orderId: string) {
  const payment = await api<{ paymentIntentId: string; clientSecret: string }>(
    page,
    'POST',
    '/api/create-document-payment',
    { documentRequestId: orderId },
  );
  await api(page, 'POST', `/api/test-payments/${payment.paymentIntentId}/complete`, {
    clientSecret: payment.clientSecret,
    outcome: 'succeed',
  });
  const settled = await api<{ status: string }>(page, 'PATCH', `/api/document-requests/${orderId}/payment`, {
    paymentIntentId: payment.paymentIntentId,
  });
  expect(settled.status).toBe('paid');
}

/** Sets each registry fee asked at cost (as the office would confirm it) and pays it, so the order may be posted. */
async function settleRegistryFees(page: Page, admin: Page, orderId: string) {
  const orders = await api<{ id: string; registryFees: { id: string; status: string }[] }[]>(
    page,
    'GET',
    '/api/document-requests',
  );
  for (const line of orders.find((o) => o.id === orderId)!.registryFees) {
    if (line.status === 'to_confirm')
      await api(admin, 'PUT', `/api/admin/orders/${orderId}/registry-fees/${line.id}`, {
        officeAmount: 2000,
        officeCurrency: 'EUR',
      });
    const path = `/api/document-requests/${orderId}/registry-fees/${line.id}/payment`;
    const payment = await api<{ paymentIntentId: string; clientSecret: string }>(page, 'POST', path);
    await api(page, 'POST', `/api/test-payments/${payment.paymentIntentId}/complete`, {
      clientSecret: payment.clientSecret,
      outcome: 'succeed',
    });
    const settled = await api<{ status: string }>(page, 'PATCH', path, { paymentIntentId: payment.paymentIntentId });
    expect(settled.status).toBe('paid');
  }
}

const ref = (id: string) => `#${id.slice(0, 8)}`;

test('choosing a route shows on the dashboard card, the tree, the Template Guide and the document request, without a reload', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await twoIrishLines(page);
  await page.goto('/dashboard');
  const summary = page.getByTestId('eligibility-summary');
  await expect(summary).toContainText('Patrick Walsh');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('link', { name: 'Order Documents' }).click();
  const route = page.getByLabel('Your citizenship route');
  await route.selectOption({ label: 'Nora Byrne (born Skibbereen, Co. Cork), through Anne Byrne' });
  await expect(page.getByText('Route Updated')).toBeVisible();
  await expect(page.getByTestId('research-row').filter({ hasText: 'Nora Byrne' }).first()).toBeVisible();
  await expect(page.getByTestId('research-row').filter({ hasText: 'Patrick Walsh' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(summary).toContainText('Nora Byrne');
  await expect(summary).not.toContainText('Patrick Walsh');
  await screenshot(page, 'route-dashboard-1280');

  await openFamilyTree(page);
  const anne = page.getByTestId('tree-member').filter({ hasText: 'Anne Byrne' });
  const john = page.getByTestId('tree-member').filter({ hasText: 'John Walsh' });
  await expect(anne.getByText('Irish Line')).toBeVisible();
  await expect(john.getByText('Irish Line')).toHaveCount(0);
  await expect(page.getByTestId('eligibility-panel')).toContainText('Nora Byrne');
  await screenshot(page, 'route-tree-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(anne.getByText('Irish Line')).toBeVisible();
  await screenshot(page, 'route-tree-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.getByRole('link', { name: 'Open Template Guide' }).click();
  await expect(page.getByRole('heading', { name: 'Your Application Pack' })).toBeVisible();
  await expect(page.getByText(/Nora Byrne/).first()).toBeVisible();

  // And back to the first line: every screen follows again.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.getByRole('link', { name: 'Order Documents' }).click();
  await route.selectOption({ label: 'Patrick Walsh (born Castlebar, Co. Mayo), through John Walsh' });
  await expect(page.getByTestId('research-row').filter({ hasText: 'Patrick Walsh' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(summary).toContainText('Patrick Walsh');
  await openFamilyTree(page);
  await expect(john.getByText('Irish Line')).toBeVisible();
  await expect(anne.getByText('Irish Line')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a paid order locks the tree: the switch says so and names the order, and additions still save', async ({
  signedInPage: page,
  adminPage: admin,
}) => {
  test.setTimeout(90_000);
  await person(page, { firstName: 'Aoife', lastName: 'Walsh', relationship: 'self', gender: 'female' });
  await person(page, { firstName: 'John', lastName: 'Walsh', relationship: 'parent', gender: 'male' });
  const orderId = await certificateOrder(page, false);

  // Locking by hand while an order waits for payment: told first what paying it means.
  await page.goto('/dashboard');
  const toggle = page.getByTestId('tree-lock-toggle').first();
  const lockSwitch = toggle.getByRole('switch', { name: 'Lock tree' });
  await expect(lockSwitch).toHaveAttribute('aria-checked', 'false');
  await lockSwitch.click();
  const warning = page.getByRole('dialog', { name: 'Lock your family tree?' });
  await expect(warning).toContainText(`Order ${ref(orderId)} is waiting for payment.`);
  await expect(warning).toContainText('you will not be able to unlock it before then');
  await screenshot(page, 'lock-warning-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'lock-warning-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(lockSwitch).toHaveAttribute('aria-checked', 'false');

  await payFor(page, orderId);
  await page.goto('/dashboard');
  const reason = `Locked while order ${ref(orderId)} (Payment Received) is being worked on. It unlocks when the order is delivered.`;
  await expect(lockSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(lockSwitch).toBeDisabled();
  await expect(toggle.getByTestId('tree-lock-reason')).toHaveText(reason);
  await expect(lockSwitch).toHaveAccessibleDescription(reason);
  await screenshot(page, 'lock-dashboard-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toggle.getByTestId('tree-lock-reason')).toBeVisible();
  await screenshot(page, 'lock-dashboard-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The tree's header says the same, and a missing date can still be added.
  await openFamilyTree(page);
  await expect(page.getByTestId('tree-lock-toggle').getByRole('switch', { name: 'Lock tree' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('tree-lock-reason').first()).toHaveText(reason);
  await page.getByRole('button', { name: /Edit .*John Walsh/ }).click();
  await expect(page.getByTestId('tree-locked-banner')).toContainText('You can still add what is missing');
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(page.getByLabel('Birth place')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await page.getByLabel('Birth date').fill('1960-02-02');
  await page.getByLabel('Notes').fill('Born at home, registered in Leeds.');
  await screenshot(page, 'lock-member-form-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'lock-member-form-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Family member updated successfully')).toBeVisible();
  const members = await api<{ firstName: string; birthDate: string | null }[]>(page, 'GET', '/api/family-members');
  expect(members.find((m) => m.firstName === 'John')?.birthDate).toBe('1960-02-02');

  // Delivered: the lock it waited for is gone, and nothing on screen says otherwise. The order is posted
  // once its registry fee is set and paid (docs/decisions/056-the-registry-fee.md).
  await settleRegistryFees(page, admin, orderId);
  for (const status of ['processing', 'shipped', 'delivered']) {
    await api(admin, 'PATCH', `/api/admin/orders/${orderId}`, {
      status,
      carrier: 'An Post',
      trackingNumber: 'RR123456789IE',
    });
  }
  await page.goto('/dashboard');
  await expect(lockSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(lockSwitch).toBeEnabled();
  await expect(toggle.getByTestId('tree-lock-reason')).toHaveCount(0);
});

test('deleting the account first lists the active paid order and what deletion does to it', async ({
  signedInPage: page,
  openPage,
}) => {
  const orderId = await certificateOrder(page, true);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Privacy & Data' }).click();
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const warning = page.getByRole('dialog', { name: 'You have orders in progress' });
  const item = warning.getByTestId('deletion-impact').getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Certificate order ${ref(orderId)}: 1 certificate`);
  await expect(item).toContainText('Cancelled and refunded in full to your card: we can no longer post it to you.');
  expect(asked).toBe(false);
  await screenshot(page, 'delete-warning-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'delete-warning-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The privacy policy says the same.
  const policy = await openPage({ width: 390, height: 844 });
  await policy.goto('/privacy-policy#deleting-with-orders');
  await expect(policy.locator('#deleting-with-orders')).toContainText(
    'A paid certificate order we have not yet posted is cancelled and refunded in full to your card',
  );
  await policy.locator('#deleting-with-orders').scrollIntoViewIfNeeded();
  await screenshot(policy, 'privacy-deletion-390');
  await policy
    .locator('#deleting-with-orders')
    .locator('xpath=..')
    .screenshot({ path: `${SCREENSHOT_DIR}/privacy-deletion-section-390.png` });

  await warning.getByRole('button', { name: 'Continue to delete' }).click();
  await expect(page.getByText('Account deletion requested')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(asked).toBe(true);
});
