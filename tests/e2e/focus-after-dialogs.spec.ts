import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { openDatabase } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema.ts';
import { isoDay, LETTERS } from '../support/claims.ts';
import { waitForHydration } from './support/browser.ts';
import { api } from './support/api.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, test, testWithServer } from './support/fixtures.ts';
import { startServer } from './support/server.ts';

/**
 * Issue 35 item 1 (decision 071): every dialog, opened by keyboard and closed by Escape, by its
 * Cancel (or the like) and by its ✕, gives focus back to the control that opened it, never to the
 * page body. The dialogs open from state, with no Radix trigger: components/ui/dialog.tsx records
 * the opener itself.
 */

type Close = 'Escape' | 'Cancel' | '✕';
const CLOSES: Close[] = ['Escape', 'Cancel', '✕'];
/** The dismissing button of each dialog: 'Cancel' mostly, or its own words. */
const CANCEL = /^(Cancel|Go back|Keep my account|Keep the order|Keep the marriage|Not now|Got it)$/;

/** What has focus, in words, for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    return `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  });

/** A certificate order for Bridget's birth certificate; paid with the built-in test provider when asked. */
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
  if (pay) {
    const payment = await api<{ paymentIntentId: string; clientSecret: string }>(
      page,
      'POST',
      '/api/create-document-payment',
      { documentRequestId: order.id },
    );
    await api(page, 'POST', `/api/test-payments/${payment.paymentIntentId}/complete`, {
      clientSecret: payment.clientSecret,
      outcome: 'succeed',
    });
    await api(page, 'PATCH', `/api/document-requests/${order.id}/payment`, {
      paymentIntentId: payment.paymentIntentId,
    });
  }
  return order.id;
}

/**
 * Opens the dialog from `opener` by keyboard (focus, Enter) once per way of closing it, closes it,
 * and notes in `faults` each time focus is not back on the opener.
 */
async function expectFocusBack(page: Page, label: string, opener: Locator, faults: string[], closes = CLOSES) {
  await expect(opener, `${label}: its opener`).toBeVisible();
  // A new view moves focus to its heading once its data is in (decision 070): start after that.
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog');
  for (const close of closes) {
    await expect(async () => {
      await opener.focus();
      await expect(opener).toBeFocused({ timeout: 500 });
      await page.keyboard.press('Enter');
      await expect(dialog, `${label} opens by keyboard`).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 15_000 });
    // Focus is inside the dialog (Radix moves it there), not left on the page behind.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    if (close === 'Escape') {
      await page.keyboard.press('Escape');
    } else {
      const button =
        close === '✕' ? dialog.locator('[data-slot="dialog-close"]') : dialog.getByRole('button', { name: CANCEL });
      if ((await button.count()) === 0) {
        // This dialog has no such button: closed by Escape instead, and that way is checked already.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        continue;
      }
      await button.first().focus();
      await page.keyboard.press('Enter');
    }
    await expect(dialog, `${label} closes by ${close}`).toHaveCount(0);
    try {
      await expect(opener).toBeFocused({ timeout: 3000 });
    } catch {
      faults.push(`${label}, closed by ${close}: focus is on ${await focused(page)}`);
    }
  }
}

test.describe('focus after every dialog', () => {
  test("an applicant's dialogs give focus back to their openers", async ({ signedInPage: page }) => {
    test.setTimeout(240_000);
    const ids = await addEligibleTree(page);
    const faults: string[] = [];

    // The family tree: GEDCOM import; a member's Names table in its Expand dialog.
    await page.goto('/tree');
    await waitForHydration(page);
    await expectFocusBack(page, 'GEDCOM import', page.getByRole('button', { name: 'Import GEDCOM' }), faults);
    await page.goto(`/tree/members/${ids.grandmother}`);
    await waitForHydration(page);
    await page.getByRole('switch', { name: 'Name changed' }).click();
    await expectFocusBack(page, 'Names (Expand)', page.getByRole('button', { name: 'Expand' }).first(), faults);

    // The workspace: Ordered, Does not apply, and the check of a document in hand.
    await page.goto('/application/documents');
    await waitForHydration(page);
    const orderedButton = page.getByRole('button', { name: /^I have ordered it/ }).first();
    await expectFocusBack(page, 'Ordered', orderedButton, faults);
    const notApplicable = page.getByRole('button', { name: /^Does not apply/ }).first();
    if (await notApplicable.count()) await expectFocusBack(page, 'Does not apply', notApplicable, faults);
    const inHand = page.getByRole('button', { name: /^I have it/ }).first();
    await inHand.click();
    const check = page.getByRole('button', { name: /^Check what it says/ }).first();
    await expectFocusBack(page, 'Check what it says', check, faults);

    // The landing page's Request Documents, signed in.
    await page.goto('/home');
    await waitForHydration(page);
    await expectFocusBack(
      page,
      'Request Documents',
      page.locator('#services').getByRole('button', { name: 'Order Certificates' }),
      faults,
    );

    // Order Documents: what Auto Deliver & Order will be.
    await page.goto('/order-documents');
    await waitForHydration(page);
    await expectFocusBack(
      page,
      'Coming Soon',
      page.getByRole('button', { name: 'About Auto Deliver & Order' }),
      faults,
    );

    // My Orders: the guarantee claim (with nothing to claim yet, it explains so).
    await page.goto('/orders');
    await waitForHydration(page);
    await expectFocusBack(page, 'Claim', page.getByRole('button', { name: 'Claim under the guarantee' }), faults);

    // An order waiting for payment: locking the tree asks first.
    const orderId = await certificateOrder(page, false);
    await page.goto('/dashboard');
    await waitForHydration(page);
    const lockSwitch = page.getByTestId('tree-lock-toggle').first().getByRole('switch', { name: 'Lock tree' });
    await expectFocusBack(page, 'Lock tree', lockSwitch, faults);

    // Order details, opened from My Orders' list.
    const ref = `#${orderId.slice(0, 8)}`;
    await page.goto('/orders');
    await waitForHydration(page);
    await expectFocusBack(page, 'Order details', page.getByRole('button', { name: `View order ${ref}` }), faults);

    // A paid order in progress: deleting the account lists it first.
    await certificateOrder(page, true);
    await page.goto('/settings');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Privacy & Data' }).click();
    await expectFocusBack(page, 'Deletion', page.getByRole('button', { name: 'Delete My Account' }), faults);

    expect(faults).toEqual([]);
  });

  test("removing a marriage asks first, and focus goes back to its Remove, or once removed to 'Add marriage'", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    const ids = await addEligibleTree(page);
    const faults: string[] = [];
    // The father's marriage, on which the mother's married name rests: removing it asks first.
    const mother = await api(page, 'POST', '/api/family-members', {
      relationship: 'parent',
      firstName: 'Mary',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1962',
      birthPlace: 'Boston',
      birthCountry: 'United States',
      hasNameChanged: true,
    });
    await api(page, 'POST', '/api/name-change-events', {
      familyMemberId: mother.id,
      changeType: 'marriage',
      surnameBeforeChange: "O'Brien",
      surnameAfterChange: 'Walsh',
      changeDate: '1983-06-18',
      changePlace: 'Boston, Suffolk County, Massachusetts',
      changeCountry: 'United States',
      spouseFamilyMemberId: ids.father,
    });
    await page.goto(`/tree/members/${ids.father}`);
    await waitForHydration(page);
    const removeMarriage = page.getByRole('button', { name: 'Remove marriage 1 to Mary Walsh' });
    await expectFocusBack(page, 'Remove marriage', removeMarriage, faults);
    // Confirmed: the row goes with its Remove, and focus moves to 'Add marriage' (the form is not saved).
    await removeMarriage.focus();
    await page.keyboard.press('Enter');
    const asked = page.getByRole('dialog', { name: 'Remove this marriage for both of them?' });
    await asked.getByRole('button', { name: 'Remove the marriage' }).focus();
    await page.keyboard.press('Enter');
    await expect(asked).toHaveCount(0);
    await expect(removeMarriage).toHaveCount(0);
    try {
      await expect(page.getByRole('button', { name: 'Add marriage' })).toBeFocused({ timeout: 3000 });
    } catch {
      faults.push(`Remove marriage, confirmed: focus is on ${await focused(page)}`);
    }

    expect(faults).toEqual([]);
  });

  test("an admin's dialogs give focus back to their openers", async ({ adminPage: admin, signedInPage: page }) => {
    test.setTimeout(180_000);
    const faults: string[] = [];
    await addEligibleTree(page);
    const orderId = await certificateOrder(page, false);
    const ref = `#${orderId.slice(0, 8)}`;

    // Coupons: Deactivate.
    await admin.goto('/admin/coupons');
    await waitForHydration(admin);
    await admin.getByLabel('Code').fill('FOCUS-BACK');
    await admin.getByLabel('Name').fill('Focus test');
    await admin.getByLabel('Percent').fill('10');
    await admin.getByRole('button', { name: 'Create Coupon' }).click();
    const row = admin.getByTestId('coupon-row').filter({ hasText: 'FOCUS-BACK' });
    await expectFocusBack(admin, 'Deactivate coupon', row.getByRole('button', { name: /^Deactivate/ }), faults);

    // Orders: cancelling an unpaid order asks first.
    await admin.goto(`/admin/orders?q=${encodeURIComponent(ref)}`);
    await waitForHydration(admin);
    await admin.getByRole('button', { name: new RegExp(`^Manage order: ${ref}`) }).click();
    await expectFocusBack(
      admin,
      'Cancel unpaid order',
      admin.getByRole('button', { name: 'Cancel unpaid order' }),
      faults,
    );

    // A paid order: moving it on is confirmed first, and can be undone (asked first too).
    const paidId = await certificateOrder(page, true);
    const paidRef = `#${paidId.slice(0, 8)}`;
    await admin.goto(`/admin/orders?q=${encodeURIComponent(paidRef)}`);
    await waitForHydration(admin);
    await admin.getByRole('button', { name: new RegExp(`^Manage order: ${paidRef}`) }).click();
    const moveOn = admin.getByRole('button', { name: /^Move to / });
    await expectFocusBack(admin, 'Move to (admin)', moveOn, faults);
    // Confirmed: the dialog closes after saving and focus stays with the order's status controls.
    await moveOn.focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('dialog');
    await confirm.getByRole('button', { name: /^Move to / }).focus();
    await admin.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.getAttribute('data-focus-id')))
      .toBe(`order-${paidId}-status`);
    await expectFocusBack(admin, 'Undo (admin)', admin.getByRole('button', { name: /^Undo: back to/ }), faults);

    expect(faults).toEqual([]);
  });

  test("the admin's claim dialogs give focus back, and after a decline to the Reopen that replaced Decline", async ({
    adminPage: admin,
    signedInPage: page,
  }) => {
    test.setTimeout(180_000);
    const faults: string[] = [];
    // A paid PDF pack, an application posted, refused, reviewed and refused again today, and a claim for it.
    await addEligibleTree(page);
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
        return { status: response.status, body: (await response.json()) as { id: string } };
      },
      { order: `${order.type}:${order.id}`, day: isoDay(), letter: LETTERS.pdf.toString('base64') },
    );
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);

    await admin.goto('/admin/claims');
    await waitForHydration(admin);
    const claim = admin.locator(`li[data-claim-id="${filed.body.id}"]`);
    await expectFocusBack(admin, 'Approve claim', claim.getByRole('button', { name: /^Approve and refund/ }), faults);
    const decline = claim.getByRole('button', { name: /^Decline/ });
    await expectFocusBack(admin, 'Decline claim', decline, faults);

    // Declined for real: the dialog closes after saving, and focus goes to Reopen, which took Decline's place.
    await decline.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByLabel('Reason for the claimant')
      .fill('The letter shows the application was returned as incomplete.');
    await dialog.getByRole('button', { name: 'Decline claim' }).focus();
    await admin.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    const reopen = claim.getByRole('button', { name: /^Reopen/ });
    await expect(reopen).toBeFocused();
    await expectFocusBack(admin, 'Reopen claim', reopen, faults);

    expect(faults).toEqual([]);
  });
});

/** A server of its own with one email the outbox gave up on (as in admin-system.spec.ts). */
const SYSTEM_ADMIN = 'focus.system.admin@example.ie';
const withFailedEmail = testWithServer(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-focus-system-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAILS: SYSTEM_ADMIN };
  await (await startServer(env)).stop();
  const database = await openDatabase({ dataDir });
  await database.db.insert(emailOutbox).values({
    dedupeKey: 'e2e:focus-system:bounced',
    userId: null,
    to: 'bounced.focus@example.ie',
    subject: 'Order #5e6f7a8b: Payment received',
    html: '<p>We have received your payment.</p>',
    text: 'We have received your payment.',
    status: 'failed',
    attempts: 8,
    lastError: 'Mailbox unavailable (451)',
  });
  await database.close();
  const server = await startServer(env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

withFailedEmail(
  "the System tab's Send again gives focus back to Retry, and once sent to the line saying no email failed",
  async ({ page, signIn }) => {
    withFailedEmail.setTimeout(90_000);
    const faults: string[] = [];
    await signIn(page, SYSTEM_ADMIN);
    await page.goto('/admin/system');
    await waitForHydration(page);
    const retry = page.getByRole('button', { name: /^Retry the email to bounced\.focus@example\.ie/ });
    await expectFocusBack(page, 'Send again', retry, faults);

    await retry.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Send this email again?' });
    await dialog.getByRole('button', { name: 'Send again' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(retry).toHaveCount(0);
    try {
      await expect(page.getByTestId('no-failed-emails')).toBeFocused({ timeout: 3000 });
    } catch {
      faults.push(`Send again, confirmed: focus is on ${await focused(page)}`);
    }

    expect(faults).toEqual([]);
  },
);
