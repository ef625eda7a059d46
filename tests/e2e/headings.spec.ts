import type { Page } from '@playwright/test';
import { expectAccessible, expectHeadingOutline, screenshot, waitForHydration } from './support/browser.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 19 item 22: every public page has an h1 and its headings go down one level at a time. */
test.describe('heading outline', () => {
  test('an unknown article says "Post Not Found" as the page heading', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404/);
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectHeadingOutline(page);
    await expectAccessible(page);
  });

  test('/login: the sign-in card is a section under the page heading', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to continue' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectHeadingOutline(page);
    await expectAccessible(page);
  });

  test('a tag page lists its articles as sections under the page heading', async ({ page }) => {
    await page.goto('/blog/tag/grandparents');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles tagged “grandparents”' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectHeadingOutline(page);
    await expectAccessible(page);
    await screenshot(page, 'blog-tag-1280');
  });
});

/**
 * Issue 35 item 6: heading levels go down one at a time on every signed-in screen, each of its tabs
 * and each dialog (a dialog's title is its h2). Hidden headings do not count; visually hidden ones do.
 */
const headingGaps = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    const root = dialog ?? document.body;
    const found: string[] = [];
    let previous = dialog ? 1 : 0;
    for (const h of root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
      if (!h.checkVisibility() && !h.closest('.sr-only')) continue;
      const level = Number(h.tagName[1]);
      if (previous && level > previous + 1)
        found.push(`h${previous} → h${level} "${h.textContent?.trim().slice(0, 50)}"`);
      previous = level;
    }
    if (!dialog && !root.querySelector('h1')) found.push('no h1');
    return found;
  });

/** The screen as it is now, then each tab of its tab lists in turn. */
async function expectOutlines(page: Page, label: string, faults: string[]) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  for (const gap of await headingGaps(page)) faults.push(`${label}: ${gap}`);
  const dialog = page.getByRole('dialog');
  const tabs = ((await dialog.count()) ? dialog : page.locator('main')).getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent())?.trim();
    await tab.click();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.animate-spin')).toHaveCount(0);
    for (const gap of await headingGaps(page)) faults.push(`${label} › ${name}: ${gap}`);
  }
}

/** A call from the signed-in page; fails the test unless it succeeds. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, string> };
    },
    { method, path, body },
  );
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return result.body;
}

/** A paid order for the grandmother's birth certificate (the test payment provider); returns its reference. */
async function placePaidOrder(page: Page, grandmother: string) {
  const order = await api(page, 'POST', '/api/document-request/lineage-based', {
    selectedFamilyMemberId: grandmother,
    documentsNeeded: [{ familyMemberId: grandmother, documentType: 'birth_certificate' }],
  });
  await api(page, 'POST', '/api/user-profile', {
    addressLine1: '1 Main Street',
    city: 'Castlebar',
    county: 'Mayo',
    country: 'Ireland',
  });
  const intent = await api(page, 'POST', '/api/create-document-payment', { documentRequestId: order.id });
  await api(page, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
    clientSecret: intent.clientSecret,
    outcome: 'succeed',
  });
  await api(page, 'PATCH', `/api/document-requests/${order.id}/payment`, {
    paymentIntentId: intent.paymentIntentId,
    status: 'succeeded',
  });
  return `#${order.id!.slice(0, 8)}`;
}

test.describe('heading levels on signed-in screens', () => {
  test('every screen, tab and dialog a user reaches goes down one heading level at a time', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(180_000);
    // The tree's screens first: a paid order locks the members it covers (no GEDCOM import then).
    const { grandmother } = await addEligibleTree(page);
    const faults: string[] = [];
    // Each view by its address (decision 070).
    const open = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    };
    await open('/dashboard');
    await expectOutlines(page, '/dashboard', faults);
    await open('/tree');
    await expectOutlines(page, '/tree', faults);
    await page.getByRole('button', { name: 'Import GEDCOM' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectOutlines(page, 'GEDCOM dialog', faults);
    await page.keyboard.press('Escape');
    await open(`/tree/members/${grandmother}`);
    await expectOutlines(page, 'member form', faults);
    await open('/tree/members/new?relationship=sibling');
    await expectOutlines(page, 'new member form', faults);

    const ref = await placePaidOrder(page, grandmother);
    await open('/guide');
    await expectOutlines(page, '/guide', faults);
    await open('/order-documents');
    await expectOutlines(page, '/order-documents', faults);

    for (const path of ['/application', '/settings', '/orders']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectOutlines(page, path, faults);
    }

    // An order's details.
    await page.goto('/orders');
    await page
      .getByRole('button', { name: `View order ${ref}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Order ${ref}` })).toBeVisible();
    await expectOutlines(page, 'order details dialog', faults);
    await page.keyboard.press('Escape');

    // The workspace's dialogs.
    await page.goto('/application?tab=documents');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^I have ordered it/ }) });
    await card
      .first()
      .getByRole('button', { name: /^I have ordered it/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectOutlines(page, 'Ordered dialog', faults);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Does not apply/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectOutlines(page, 'Does not apply dialog', faults);
    await page.keyboard.press('Escape');

    await page.goto('/home');
    await page.locator('#services').getByRole('button', { name: 'Order Certificates' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectOutlines(page, 'Request Documents dialog', faults);

    expect(faults).toEqual([]);
  });

  test('every admin tab, and an order opened to manage, goes down one heading level at a time', async ({
    signedInPage,
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const ref = await placePaidOrder(signedInPage, (await addEligibleTree(signedInPage)).grandmother);
    const faults: string[] = [];
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectOutlines(page, '/admin', faults);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('searchbox').first().fill(ref);
    await page.getByRole('button', { name: new RegExp(`^Manage order: ${ref}`) }).click();
    await expectOutlines(page, 'admin order, managed', faults);
    expect(faults).toEqual([]);
  });
});
