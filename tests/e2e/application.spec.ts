import type { Page } from '@playwright/test';
import type { ApplicationItem, WorkspaceResponse } from '#shared/application.ts';
import { expectAccessible, screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Takes every item but `skip` to 'checked' (or sets an 'if applicable' one aside) through the API,
 * as the user would item by item: ordered, in hand, what the certificate says, each flag resolved.
 */
async function gatherAllBut(page: Page, skip: string) {
  await page.evaluate(async (skipKey) => {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : (res.json() as Promise<unknown>);
    };
    const load = async () => (await call('GET', '/api/application')) as WorkspaceResponse;
    const path = (key: string) => `/api/application/items/${encodeURIComponent(key)}`;
    const order = ['needed', 'ordered', 'in_hand', 'checked'];
    for (const first of (await load()).items) {
      if (first.key === skipKey) continue;
      if (first.required === 'if_applicable') {
        await call('PATCH', path(first.key), { notApplicable: true, reason: 'They did not marry' });
        continue;
      }
      let item: ApplicationItem = first;
      while (item.status !== 'checked') {
        if (item.status === 'in_hand' && item.needsCheck && !item.check) {
          const person = (await load()).people.find((p) => p.memberId === item.memberId)!;
          const [firstNames, ...rest] = person.fullName.split(' ');
          await call('PUT', `${path(item.key)}/check`, {
            firstNames,
            surname: rest.join(' ') || firstNames,
            eventDate: null,
            eventPlace: null,
            fatherName: null,
            motherName: null,
            spouseName: null,
            longForm: item.kind === 'birth' ? true : null,
            issuer: 'civil',
          });
          const checked = (await load()).items.find((i) => i.key === item.key)!;
          for (const flag of checked.flags.filter((f) => !f.resolved)) {
            await call('POST', `${path(item.key)}/flags/${encodeURIComponent(flag.id)}/resolve`, {
              note: 'Explained in the covering letter',
            });
          }
          item = (await load()).items.find((i) => i.key === item.key)!;
        }
        const next = item.allowedMoves
          .filter((s) => order.indexOf(s) > order.indexOf(item.status))
          .sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
        await call(
          'PATCH',
          path(item.key),
          next === 'ordered'
            ? { status: next, ordered: { where: 'General Register Office', orderedOn: '2026-11-01' } }
            : { status: next },
        );
        item = (await load()).items.find((i) => i.key === item.key)!;
      }
    }
  }, skip);
}

test.describe('Your Application', () => {
  test('gathers every item, resolves a surname mismatch, passes the gate, prints, posts and records a request for more documents', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(180_000);
    await addEligibleTree(page);
    await page.goto('/dashboard');

    // From the dashboard to the workspace in two clicks: the card's button is the first.
    await expect(page.getByText(/^0 of \d+ items ready$/)).toBeVisible();
    await screenshot(page, 'application-dashboard-card-1280');
    await page.getByRole('link', { name: 'Open Your Application' }).click();
    await expect(page).toHaveURL(/\/application$/);
    await expect(page.getByRole('heading', { name: 'Your Application', level: 1 })).toBeVisible();

    const workspace = await page.evaluate(() =>
      fetch('/api/application').then((r) => r.json() as Promise<WorkspaceResponse>),
    );
    const birthItem = workspace.items.find((i) => i.kind === 'birth' && i.role === 'irish_grandparent')!;
    expect(birthItem.personName).toBe('Bridget Walsh');
    const grandmother = page.getByRole('region', {
      name: workspace.people.find((p) => p.role === 'irish_grandparent')!.heading,
    });
    const birth = grandmother.getByRole('listitem', { name: birthItem.title });
    await expect(birth.getByText('Needed', { exact: true })).toBeVisible();
    await screenshot(page, 'application-workspace-1280');
    await expectAccessible(page);

    // We research Irish certificates: while it is needed, the card offers our research, which opens
    // the dashboard's document request view.
    await birth.getByRole('link', { name: 'Order our research' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Document Request', level: 1 })).toBeVisible();
    await page.goto('/application');

    await gatherAllBut(page, birthItem.key);
    await page.reload();

    // The grandmother's birth certificate, by hand: ordered, in hand, checked with a misspelt surname.
    await birth.getByRole('button', { name: 'I have ordered it' }).click();
    const ordered = page.getByRole('dialog');
    await ordered.getByLabel('Expected by').fill('2026-12-20');
    await ordered.getByRole('button', { name: 'Save' }).click();
    await expect(birth.getByText('Ordered', { exact: true })).toBeVisible();
    await expect(birth.getByRole('link', { name: 'Order our research' })).toBeHidden();
    await birth.getByRole('button', { name: 'I have it' }).click();
    await expect(birth.getByText('In hand', { exact: true })).toBeVisible();
    await expect(birth.getByRole('button', { name: 'Mark as checked' })).toBeDisabled();
    await birth.getByRole('button', { name: 'Check what it says' }).click();
    const check = page.getByRole('dialog', { name: 'What does it say?' });
    await check.getByLabel('First names').fill('Bridget');
    await check.getByLabel('Surname').fill('Welsh');
    await check.getByLabel('Date of birth').fill('1930-07-07');
    await check.getByLabel('Place of birth').fill('Castlebar');
    await check.getByLabel('Does it name the parents?').selectOption('true');
    await screenshot(page, 'application-check-1280');
    // A dialog is fixed to the viewport: shots of the viewport, at its top and scrolled to its end.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await check.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/application-check-390.png` });
    await check.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/application-check-390-end.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await check.getByRole('button', { name: 'Save and compare' }).click();
    await expect(check).toBeHidden();

    const flag = birth.getByRole('listitem').filter({ hasText: /Welsh/ });
    await expect(flag).toBeVisible();
    await expect(birth.getByRole('button', { name: 'Mark as checked' })).toBeDisabled();
    await flag.getByRole('button', { name: 'Resolve with a note' }).click();
    await flag
      .getByLabel('How is it resolved?')
      .fill('Same person: the registrar misspelt Walsh; explained in the covering letter');
    await flag.getByRole('button', { name: 'Save note' }).click();
    await expect(birth.getByText(/^Resolved:/)).toBeVisible();
    await birth.getByRole('button', { name: 'Mark as checked' }).click();
    await expect(birth.getByText('Checked', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`${workspace.items.length} of ${workspace.items.length} items ready`, { exact: true }),
    ).toBeVisible();

    // The online form, field by field: the basis of claim first, each value with its copy button.
    await page.getByRole('tab', { name: 'Online form' }).click();
    const basis = page.getByRole('region', { name: 'Basis of your claim' });
    await expect(basis.getByText('Born abroad to a parent born in Ireland')).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await basis.getByRole('button', { name: 'Copy How did your parent become an Irish citizen?' }).click();
    await expect(basis.getByRole('button', { name: /Copy How did/ })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Born abroad to a parent born in Ireland');
    await screenshot(page, 'application-online-form-1280');

    // The gate opens: the covering letter names the applicant and carries the note.
    await page.getByRole('tab', { name: 'Ready to post' }).click();
    await expect(page.getByText('Ready to post', { exact: true }).first()).toBeVisible();
    const letter = page.getByRole('article', { name: 'Covering letter' });
    await expect(letter).toContainText('Aoife Walsh');
    await expect(letter).toContainText('registrar misspelt Walsh');
    await expect(page.getByRole('article', { name: 'For your witness' })).toContainText(
      "Section E, 'Certificate of Identity'",
    );
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print covering letter and checklists' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await screenshot(page, 'application-gate-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'application-gate-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Posting, then DFA asks for the grandmother's birth certificate again.
    await page.getByRole('tab', { name: 'After posting' }).click();
    await page.getByLabel('Signed and witnessed on').fill('2026-11-20');
    await page.getByLabel('Posted on').fill('2026-11-21');
    await page.getByLabel('Tracking number').fill('RR123456789IE');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Posted November 21, 2026' })).toBeVisible();
    await expect(page.getByText('RR123456789IE')).toBeVisible();
    await page.getByLabel('Step').selectOption('further_documents_requested');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-24');
    await page.getByLabel('What did DFA ask for?').fill('A clearer copy of the grandmother’s birth certificate');
    await page.getByLabel(`${birthItem.title} · ${birthItem.personName}`).check();
    await page.getByRole('button', { name: 'Add to timeline' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Further documents requested')).toBeVisible();
    await expect(timeline.getByText(/A clearer copy/)).toBeVisible();

    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(birth.getByText('Needed', { exact: true })).toBeVisible();
    await expect(birth.getByText(/DFA asked for this on November 24, 2026/)).toBeVisible();

    // The same screens on a phone, deep-linked.
    const phone = page;
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/application?tab=documents');
    await expect(phone.getByRole('heading', { name: 'Your Application', level: 1 })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'application-workspace-390');
    await phone.goto('/application?tab=posted');
    await expect(phone.getByRole('region', { name: 'Timeline' })).toBeVisible();
    await screenshot(phone, 'application-posted-390');
  });
});
