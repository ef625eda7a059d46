import type { Locator, Page } from '@playwright/test';
import { isoDay, LETTERS } from '../support/claims.ts';
import { SCREENSHOT_DIR, screenshot, waitForHydration } from './support/browser.ts';
import { api } from './support/api.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoHeadingGaps, expectReflows, MODES, scaleText, type Mode } from './support/reflow.ts';

/**
 * Issue 35: at 320 px and at 200 % text every screen and dialog fits (decision 067). This file walks
 * the views of their own address (decision 070) that reflow-and-focus.spec.ts does not reach without
 * records: Your Application's tabs, a member's form, a document request's confirmation and payment,
 * the Template Guide's payment, an order's details, the tabs of My Orders and Settings, and the admin
 * area's tabs, with the dialogs that open there.
 */

/** Long words and places, as real records have them: they must wrap, not push the page wider. */
const LONG_PLACE = 'Ballinrobe, Castlebar Registration District, Co. Mayo';

/** The delivery address a certificate order needs before its payment. */
const saveAddress = (page: Page) =>
  api(page, 'POST', '/api/user-profile', {
    addressLine1: '14 Ballyhaunis Road, Knockaunacurraghmore',
    city: 'Castlebar',
    county: 'Mayo',
    postalCode: 'F23 X4Y2',
    country: 'Ireland',
  });

/** A certificate order for the grandmother, not paid yet. */
const pendingOrder = async (page: Page, grandmother: string) =>
  (
    await api(page, 'POST', '/api/document-request/lineage-based', {
      selectedFamilyMemberId: grandmother,
      documentsNeeded: [{ familyMemberId: grandmother, documentType: 'birth_certificate' }],
    })
  ).id;

/** Pays a certificate order with the built-in test provider. */
async function payOrder(page: Page, order: string) {
  const intent = await api<{ paymentIntentId: string; clientSecret: string }>(
    page,
    'POST',
    '/api/create-document-payment',
    { documentRequestId: order },
  );
  await api(page, 'POST', `/api/test-payments/${intent.paymentIntentId}/complete`, {
    clientSecret: intent.clientSecret,
    outcome: 'succeed',
  });
  await api(page, 'PATCH', `/api/document-requests/${order}/payment`, {
    paymentIntentId: intent.paymentIntentId,
    status: 'succeeded',
  });
}

/** Buys the PDF guide with the test provider. */
async function buyGuide(page: Page) {
  const check = await api(page, 'POST', '/api/eligibility-checks', { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' });
  const payment = await api<{ paymentIntentId: string; clientSecret: string }>(
    page,
    'POST',
    '/api/create-pdf-payment',
    {
      eligibilityCheckId: check.id,
    },
  );
  await api(page, 'POST', `/api/test-payments/${payment.paymentIntentId}/complete`, {
    clientSecret: payment.clientSecret,
    outcome: 'succeed',
  });
  await api(page, 'POST', '/api/confirm-payment', { paymentIntentId: payment.paymentIntentId });
}

/** Files a guarantee claim for the PDF guide after a refusal, a review and a second refusal. */
async function fileClaim(page: Page) {
  await api(page, 'PUT', '/api/application/posting', { postedOn: isoDay(), signedOn: isoDay() });
  for (const step of ['refused', 'review_requested', 'refused'])
    await api(page, 'POST', '/api/application/timeline', { step, on: isoDay() });
  const [order] = await api<{ id: string; type: string }[]>(page, 'GET', '/api/claims/orders');
  const filed = await page.evaluate(
    async ({ order, day, letter }) => {
      const form = new FormData();
      form.append('order', order);
      form.append('decisionDate', day);
      const bytes = Uint8Array.from(atob(letter), (c) => c.charCodeAt(0));
      form.append('letter', new File([bytes], 'refusal-letter.pdf', { type: 'application/pdf' }));
      const response = await fetch('/api/claims', { method: 'POST', body: form });
      return response.status;
    },
    { order: `${order!.type}:${order!.id}`, day: isoDay(), letter: LETTERS.pdf.toString('base64') },
  );
  expect(filed).toBe(201);
}

const shotName = (mode: Mode, label: string) =>
  `reflow-views-${mode.name}-${label
    .toLowerCase()
    .replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, 'id')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The view as it stands fits: no sideways scrolling, nothing cut, no heading level skipped; then a screenshot. */
async function expectFits(page: Page, label: string, mode: Mode) {
  await expectReflows(page, label, mode);
  await expectNoHeadingGaps(page, label);
  await screenshot(page, shotName(mode, label));
}

/** Opens `path` at the mode's text size, waits for its h1, and checks it fits. */
async function visit(page: Page, path: string, heading: string, mode: Mode) {
  await page.goto(path);
  await waitForHydration(page);
  await scaleText(page, mode.textScale);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectFits(page, path, mode);
}

/** An open dialog fits the screen: nothing past its edges, no sideways scrolling inside it. Closed with Escape. */
async function expectDialogFits(page: Page, dialog: Locator, label: string, mode: Mode) {
  await expect(dialog).toBeVisible();
  await expectReflows(page, label, mode);
  const inside = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect.soft(inside, `${label} scrolls sideways inside at ${mode.name}`).toBeLessThanOrEqual(0);
  // A dialog is fixed to the screen: a shot of the screen, not of the page under it.
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${shotName(mode, label)}.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test.describe('reflow of the views with their own address, at 320 px and at 200 % text', () => {
  for (const mode of MODES) {
    test(`Your Application's tabs, its dialogs and a member's form fit (${mode.name})`, async ({
      signedInPage: page,
    }) => {
      test.setTimeout(240_000);
      const { grandmother } = await addEligibleTree(page, { grandmother: { birthPlace: LONG_PLACE } });
      // One certificate in hand, so its 'Check what it says' dialog can open.
      const { items } = await api<{ items: { key: string; memberId: string | null; kind: string }[] }>(
        page,
        'GET',
        '/api/application',
      );
      const inHand = items.find((i) => i.memberId === grandmother && i.kind === 'birth')!;
      const path = `/api/application/items/${encodeURIComponent(inHand.key)}`;
      await api(page, 'PATCH', path, {
        status: 'ordered',
        ordered: { where: 'General Register Office, Roscommon', orderedOn: '2026-11-01' },
      });
      await api(page, 'PATCH', path, { status: 'in_hand' });

      await page.setViewportSize({ width: mode.width, height: mode.height });
      for (const tab of ['form', 'ready', 'posted', 'documents'])
        await visit(page, `/application/${tab}`, 'Your Application', mode);

      // The workspace's dialogs, on the documents tab.
      await page.getByRole('button', { name: 'I have ordered it' }).first().click();
      await expectDialogFits(page, page.getByRole('dialog'), 'Ordered dialog', mode);
      await page.getByRole('button', { name: 'Does not apply' }).first().click();
      await expectDialogFits(page, page.getByRole('dialog'), 'Does not apply dialog', mode);
      await page.getByRole('button', { name: 'Check what it says' }).first().click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'What does it say?' }), 'Check dialog', mode);

      await visit(page, `/tree/members/${grandmother}`, 'Edit Family Member', mode);
    });

    test(`a document request's confirmation and payment, the guide's payment, My Orders and Settings fit (${mode.name})`, async ({
      signedInPage: page,
    }) => {
      test.setTimeout(240_000);
      const { grandmother } = await addEligibleTree(page, { grandmother: { birthPlace: LONG_PLACE } });
      await saveAddress(page);
      const order = await pendingOrder(page, grandmother);

      await page.setViewportSize({ width: mode.width, height: mode.height });
      await visit(page, `/order-documents/${order}`, 'Confirm Your Research Request', mode);
      await visit(page, `/order-documents/${order}/checkout`, 'Document Request Payment', mode);
      await visit(page, '/guide/checkout', 'PDF Guide Payment', mode);

      await payOrder(page, order);
      await buyGuide(page);
      // An order's own address opens its details over My Orders (whose heading the open dialog hides).
      await page.goto(`/orders/${order}`);
      await waitForHydration(page);
      await scaleText(page, mode.textScale);
      await expectDialogFits(
        page,
        page.getByRole('dialog', { name: `Order #${order.slice(0, 8)}` }),
        'Order details',
        mode,
      );
      for (const tab of ['Active', 'Completed', 'All Orders']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectFits(page, `My Orders, ${tab}`, mode);
      }
      await page.getByRole('button', { name: 'Claim under the guarantee' }).click();
      await expectDialogFits(
        page,
        page.getByRole('dialog', { name: 'Claim under the guarantee' }),
        'Claim dialog',
        mode,
      );

      await visit(page, '/settings', 'Settings', mode);
      for (const tab of ['Notifications', 'Privacy', 'Delivery']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectFits(page, `Settings, ${tab}`, mode);
      }
    });

    test(`every admin tab and its dialogs fit (${mode.name})`, async ({ signedInPage, adminPage: admin, user }) => {
      test.setTimeout(300_000);
      // Records for every tab: a paid certificate order, a paid guide, a claim; a coupon.
      const { grandmother } = await addEligibleTree(signedInPage, { grandmother: { birthPlace: LONG_PLACE } });
      await saveAddress(signedInPage);
      const order = await pendingOrder(signedInPage, grandmother);
      await payOrder(signedInPage, order);
      await buyGuide(signedInPage);
      await fileClaim(signedInPage);
      // A code of this attempt's own: a retry finds the first attempt's coupon on the shared server.
      const code = `REFLOW-${mode.name.toUpperCase().replace(/[^A-Z0-9]/g, '')}-SPRINGTIME-OFFER${test.info().retry}`;
      await api(admin, 'POST', '/api/admin/coupons', {
        code,
        name: 'Spring offer for applicants through a grandparent',
        percentOff: 10,
      });

      await admin.setViewportSize({ width: mode.width, height: mode.height });
      await visit(admin, '/admin', 'Admin Dashboard', mode);
      for (const tab of ['users', 'orders', 'purchases', 'coupons', 'claims', 'facts', 'system'])
        await visit(admin, `/admin/${tab}`, 'Admin Dashboard', mode);

      // A user's family tree, opened from the Users tab (below the list on a phone).
      await visit(admin, '/admin/users', 'Admin Dashboard', mode);
      await admin.getByRole('searchbox', { name: 'Search users by name or email' }).fill(user);
      await expect(admin.getByTestId('user-card')).toHaveCount(1);
      await admin.getByTestId('user-card').click();
      await expect(admin.getByTestId('family-tree-panel').getByTestId('eligibility-badge')).toBeVisible();
      await expectFits(admin, 'Admin user family tree', mode);

      await visit(admin, '/admin/coupons', 'Admin Dashboard', mode);
      await admin.getByRole('button', { name: `Deactivate: ${code}` }).click();
      await expectDialogFits(admin, admin.getByRole('dialog'), 'Deactivate coupon', mode);

      await admin.goto('/admin/claims');
      await waitForHydration(admin);
      await scaleText(admin, mode.textScale);
      await admin
        .getByRole('button', { name: /^Decline/ })
        .first()
        .click();
      await expectDialogFits(admin, admin.getByRole('dialog'), 'Decline claim', mode);

      // An order opened for work (not a dialog: the work order unfolds in the list).
      await admin.goto('/admin/orders');
      await waitForHydration(admin);
      await scaleText(admin, mode.textScale);
      await admin.getByRole('button', { name: new RegExp(`^Manage order: #${order.slice(0, 8)}`) }).click();
      await expect(admin.getByRole('button', { name: /^Move to / })).toBeVisible();
      await expectFits(admin, 'Admin order managed', mode);
      await admin.getByRole('button', { name: /^Move to / }).click();
      await expectDialogFits(admin, admin.getByRole('dialog'), 'Move order confirmation', mode);
    });
  }
});
