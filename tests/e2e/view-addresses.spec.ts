import type { Dialog, Page } from '@playwright/test';
import { expectAccessible, screenshot } from './support/browser.ts';
import { addEligibleTree, treeHeading } from './support/family-tree.ts';
import { expect, testWithMailingServer } from './support/fixtures.ts';

/**
 * Issue 32 item 1 and issue 35 item 1, as a user meets them: every signed-in view has its own
 * address (docs/decisions/070-an-address-for-every-signed-in-view.md). Back and Forward move between
 * the views, a reload keeps the view, an email's link opens the view it speaks of, leaving an unsaved
 * member form asks first, and a route change puts focus on the new view's heading once it has loaded.
 */

// A server of its own that mails for real: the email test reads the link the user receives.
const test = testWithMailingServer({});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A call to the API from the page, with its session cookie (as the app makes it). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },
    { method, path, body },
  );
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return result.body;
}

/** A pending certificate order for the grandmother of the eligible tree. */
async function pendingOrder(page: Page, grandmother: string) {
  const order = await api(page, 'POST', '/api/document-request/lineage-based', {
    selectedFamilyMemberId: grandmother,
    documentsNeeded: [{ familyMemberId: grandmother, documentType: 'birth_certificate' }],
  });
  return String(order.id);
}

/** The delivery address a certificate order needs before its payment. */
async function saveAddress(page: Page) {
  await api(page, 'POST', '/api/user-profile', {
    addressLine1: '1 Main Street',
    city: 'Castlebar',
    county: 'Mayo',
    country: 'Ireland',
  });
}

test('Back and Forward move through tree → member → tree → guide, and Back returns to the place on the tree', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'addresses.history@example.ie');
  const { grandmother } = await addEligibleTree(page);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.reload();

  await page.getByRole('link', { name: 'Open Family Tree' }).click();
  await expect(page).toHaveURL(/\/tree$/);
  await expect(treeHeading(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Your Family Tree \|/);

  // Down the tree to the grandmother's box, then into her form.
  const box = page.getByRole('button', { name: /Bridget Walsh/ });
  await box.scrollIntoViewIfNeeded();
  const treeScroll = await page.evaluate(() => window.scrollY);
  expect(treeScroll).toBeGreaterThan(0);
  await box.click();
  await expect(page).toHaveURL(new RegExp(`/tree/members/${grandmother}$`));
  await expect(heading(page, 'Edit Family Member')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Bridget');

  await page.getByRole('button', { name: 'Back to Family Tree' }).click();
  await expect(page).toHaveURL(/\/tree$/);
  await expect(treeHeading(page)).toBeVisible();

  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.getByRole('link', { name: 'Open Template Guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(heading(page, 'Your Application Pack')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tree$/);
  await expect(treeHeading(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/tree/members/${grandmother}$`));
  await expect(page.getByLabel('First name')).toHaveValue('Bridget');
  await page.goBack();
  await expect(page).toHaveURL(/\/tree$/);
  // Back to the first visit of the tree: at the place it was left, not at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(treeScroll);

  await page.goForward();
  await expect(heading(page, 'Edit Family Member')).toBeVisible();
  await page.goForward();
  await expect(treeHeading(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(heading(page, 'Your Application Pack')).toBeVisible();
});

test('a reload keeps every view at its address; old addresses lead to the new ones', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(page, 'addresses.reload@example.ie');
  const { self, grandmother } = await addEligibleTree(page);
  const order = await pendingOrder(page, grandmother);
  await saveAddress(page);

  const views: Array<[string, string]> = [
    ['/tree', 'Your Family Tree'],
    [`/tree/members/${self}`, 'Edit Family Member'],
    ['/tree/members/new?relationship=sibling', 'Add Family Member'],
    ['/guide', 'Your Application Pack'],
    ['/guide/checkout', 'PDF Guide Payment'],
    ['/order-documents', 'Document Request'],
    [`/order-documents/${order}`, 'Confirm Your Research Request'],
    [`/order-documents/${order}/checkout`, 'Document Request Payment'],
    ['/application/form', 'Your Application'],
    ['/application/posted', 'Your Application'],
    [`/orders/${order}`, 'My Orders'],
  ];
  for (const [path, name] of views) {
    await page.goto(path);
    await expect(heading(page, name), path).toBeVisible();
    await page.reload();
    await expect(heading(page, name), `${path} reloaded`).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  }
  // The tab and the order's details are part of the address.
  await page.goto('/application/form');
  await expect(page.getByRole('tab', { name: 'Online form' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(`/orders/${order}`);
  await expect(page.getByRole('dialog')).toContainText(`#${order.slice(0, 8)}`);

  // Addresses from before: the `?tab=` of Your Application.
  await page.goto('/application?tab=posted');
  await expect(page).toHaveURL(/\/application\/posted$/);
  await expect(page.getByRole('tab', { name: 'After posting' })).toHaveAttribute('aria-selected', 'true');
});

test('an unsaved member edit asks before leaving by any way out; saved or discarded, it leaves', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'addresses.guard@example.ie');
  const { self } = await addEligibleTree(page);
  await page.goto(`/tree/members/${self}`);
  await expect(page.getByLabel('First name')).toHaveValue('Aoife');

  // Unchanged: leaving asks nothing.
  const asked: string[] = [];
  let answer: 'dismiss' | 'accept' = 'dismiss';
  const onDialog = (dialog: Dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', onDialog);
  await page.getByRole('button', { name: 'Back to Family Tree' }).click();
  await expect(page).toHaveURL(/\/tree$/);
  expect(asked).toEqual([]);

  // Into the form from the tree, within the app: the browser's Back then stays in the app too.
  await page.getByRole('button', { name: /Aoife Walsh/ }).click();
  await page.getByLabel('First name').fill('Aoife Mary');
  const question = 'confirm: You have unsaved changes. Leave this page and lose them?';

  // 'Back to Family Tree', a link in the header, and the browser's Back: each asks; Cancel stays with the edit.
  const firstName = page.getByLabel('First name');
  await page.getByRole('button', { name: 'Back to Family Tree' }).click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(firstName).toHaveValue('Aoife Mary');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect.poll(() => asked.length).toBe(2);
  await expect(firstName).toHaveValue('Aoife Mary');
  await page.evaluate(() => window.history.back());
  await expect.poll(() => asked.length).toBe(3);
  expect(asked).toEqual([question, question, question]);
  await expect(page).toHaveURL(new RegExp(`/tree/members/${self}$`));
  await expect(page.getByLabel('First name')).toHaveValue('Aoife Mary');
  await expect(heading(page, 'Edit Family Member')).toBeVisible();

  // Reloading (or closing the tab): the browser's own question; Cancel keeps the page and the edit.
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => asked.length).toBe(4);
  expect(asked[3]).toMatch(/^beforeunload/);
  await expect(page.getByLabel('First name')).toHaveValue('Aoife Mary');

  // OK leaves, without saving.
  answer = 'accept';
  await page.getByRole('button', { name: 'Back to Family Tree' }).click();
  await expect(page).toHaveURL(/\/tree$/);
  await expect(page.getByRole('button', { name: /Aoife Walsh/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Aoife Mary/ })).toHaveCount(0);
  page.off('dialog', onDialog);
});

test('a route change moves focus to the new view’s heading once its data has loaded', async ({ page, signIn }) => {
  test.setTimeout(90_000);
  await signIn(page, 'addresses.focus@example.ie');
  await addEligibleTree(page);
  await page.reload();

  await page.getByRole('link', { name: 'Open Template Guide' }).click();
  await expect(heading(page, 'Your Application Pack')).toBeFocused();
  await page.goBack();
  await expect(heading(page, 'Dashboard')).toBeFocused();
  await page.getByRole('link', { name: 'Open Family Tree' }).click();
  await expect(treeHeading(page)).toBeFocused();
  await page.getByRole('button', { name: /Bridget Walsh/ }).click();
  await expect(heading(page, 'Edit Family Member')).toBeFocused();
  await page.getByRole('button', { name: 'Back to Family Tree' }).click();
  await expect(treeHeading(page)).toBeFocused();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(heading(page, 'Settings')).toBeFocused();
  // A tab is not a new view: focus stays on the tab the reader chose.
  await page.goto('/application');
  await page.getByRole('tab', { name: 'Online form' }).click();
  await expect(page).toHaveURL(/\/application\/form$/);
  await expect(page.getByRole('tab', { name: 'Online form' })).toBeFocused();
});

test('an email’s link opens the exact view it speaks of', async ({ page, signIn, server }) => {
  test.setTimeout(90_000);
  const email = 'addresses.mail@example.ie';
  await signIn(page, email);
  const { grandmother } = await addEligibleTree(page);
  const order = await pendingOrder(page, grandmother);
  await saveAddress(page);
  const intent = await api(page, 'POST', '/api/create-document-payment', { documentRequestId: order });
  await api(page, 'POST', `/api/test-payments/${String(intent.paymentIntentId)}/complete`, {
    clientSecret: intent.clientSecret,
    outcome: 'succeed',
  });
  await api(page, 'PATCH', `/api/document-requests/${order}/payment`, {
    paymentIntentId: intent.paymentIntentId,
    status: 'succeeded',
  });
  const ref = `#${order.slice(0, 8)}`;
  const mail = () =>
    server.smtp.messages.find((m) => m.to.toLowerCase() === email && m.subject === `Order ${ref}: Payment received`);
  await expect.poll(() => Boolean(mail()), { timeout: 15_000 }).toBe(true);
  const link = /View your order: (\S+)/.exec(mail()!.text)?.[1];
  expect(link).toBe(`${server.url}/orders/${order}`);

  await page.goto('/dashboard');
  await page.goto(link!);
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expect(details).toContainText(ref);
  await expect(details).toContainText('Payment Received');
  // Closing the details leaves the list at its own address.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(heading(page, 'My Orders')).toBeVisible();
});

test('the tree and the member form at their addresses pass axe at 390 and 1280 px (screenshots)', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'addresses.shots@example.ie');
  const { father } = await addEligibleTree(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tree');
    await expect(page.getByRole('button', { name: /Bridget Walsh/ })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `view-addresses-tree-${width}`);
    await page.goto(`/tree/members/${father}`);
    await expect(page.getByLabel('First name')).toHaveValue('John');
    await expectAccessible(page);
    await screenshot(page, `view-addresses-member-${width}`);
  }
});
