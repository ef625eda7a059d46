import type { WorkspaceResponse } from '#shared/application.ts';
import { readPdf } from '#tests/support/pdf-text.ts';
import { expectAccessible, screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { gatherAllBut } from './support/application.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

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
    // the document request at its own address.
    await birth.getByRole('link', { name: /^Order our research/ }).click();
    await expect(page).toHaveURL(/\/order-documents$/);
    await expect(page.getByRole('heading', { name: 'Document Request', level: 1 })).toBeVisible();
    await page.goto('/application');

    await gatherAllBut(page, birthItem.key, {
      notApplicableReason: 'They did not marry',
      orderedFrom: 'General Register Office',
    });
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
    await flag.getByRole('button', { name: 'Explain it in the covering letter' }).click();
    await flag
      .getByLabel('Paragraph for your covering letter')
      .fill('Same person: the registrar misspelt Walsh; explained in the covering letter');
    await flag.getByRole('button', { name: 'Save paragraph' }).click();
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
    await basis.getByRole('button', { name: 'Copy how did your parent become an Irish citizen?', exact: true }).click();
    await expect(basis.getByRole('button', { name: /^Copy how did/ })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Born abroad to a parent born in Ireland');
    await screenshot(page, 'application-online-form-1280');

    // Every document is checked, but the covering letter has no sender address: the gate lists it.
    await page.getByRole('tab', { name: 'Ready to post' }).click();
    await expect(page.getByRole('heading', { name: 'Not ready to post yet' })).toBeVisible();
    await expect(page.getByText('Your postal address for the covering letter')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your address in Settings' })).toHaveAttribute('href', '/settings');
    await screenshot(page, 'application-gate-no-address-1280');
    await page.evaluate(async () => {
      const res = await fetch('/api/user-profile', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          addressLine1: '12 Harbour Road',
          city: 'Castlebar',
          county: 'Mayo',
          postalCode: 'F23 X2P4',
          country: 'Ireland',
        }),
      });
      if (!res.ok) throw new Error(`profile: ${res.status}`);
    });
    await page.reload();

    // The gate opens: the covering letter from Aoife, to the address DFA prints on the form, naming
    // each enclosure by person and carrying the note.
    await page.getByRole('tab', { name: 'Ready to post' }).click();
    await expect(page.getByText('Ready to post', { exact: true }).first()).toBeVisible();
    const letter = page.getByRole('article', { name: 'Covering letter' });
    await expect(letter.locator('address[aria-label="From"]')).toContainText('12 Harbour Road');
    await expect(letter).toContainText('Aoife Walsh');
    await expect(letter.getByRole('group', { name: "DFA's address for Foreign Births Registration" })).toContainText(
      'Copy it here from your application form',
    );
    await expect(letter).toContainText('Foreign Births Register: application of Aoife Walsh');
    await expect(letter).toContainText('Bridget Walsh');
    await expect(letter).toContainText('registrar misspelt Walsh');

    // Printed, it is the letter, the envelope checklist and the witness brief: no blank page, and the
    // letter's text has the sender block and the marked space for DFA's address.
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      path: `${SCREENSHOT_DIR}/application-print.pdf`,
    });
    const printed = await readPdf(pdf);
    expect(
      printed.pages.every((text) => text.trim() !== ''),
      printed.layout,
    ).toBe(true);
    const letterPage = printed.pages[0]!;
    for (const line of ['Aoife Walsh', '12 Harbour Road', 'Castlebar', 'F23 X2P4', 'Ireland']) {
      expect(letterPage).toContain(line);
    }
    expect(letterPage).toMatch(/DFA'S ADDRESS FOR FOREIGN BIRTHS\s+REGISTRATION/i);
    expect(printed.flowing).toContain('Copy it here from your application form: DFA prints it at the end of your');
    expect(letterPage).toContain('Certified copy of the state photo ID');
    expect(letterPage).toMatch(/Dear Sir or Madam/);
    // Signed on the same sheet.
    expect(letterPage).toMatch(/Yours faithfully,\s+Aoife Walsh/);
    expect(printed.pages.at(-1)).toContain('For your witness');
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
    await expect(page.getByRole('heading', { name: 'Posted 21 November 2026' })).toBeVisible();
    await expect(page.getByText('RR123456789IE')).toBeVisible();
    await page.getByLabel('Step').selectOption('further_documents_requested');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-24');
    await page.getByLabel('What did DFA ask for?').fill('A clearer copy of the grandmother’s birth certificate');
    await page.getByLabel(`${birthItem.title} · ${birthItem.personName}`).check();
    await page.getByRole('button', { name: 'Add to timeline' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Further documents requested')).toBeVisible();
    await expect(timeline.getByText(/A clearer copy/)).toBeVisible();
    // The lapse date: 6 months after the form was signed (20 November 2026).
    await expect(timeline.getByRole('status')).toContainText(/(Send it back before|lapsed on) 20 May 2027/);
    await expect(timeline.getByRole('status')).toContainText('you signed on 20 November 2026');
    await screenshot(page, 'application-timeline-lapse-1280');

    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(birth.getByText('Needed', { exact: true })).toBeVisible();
    await expect(birth.getByText(/DFA asked for this on 24 November 2026/)).toBeVisible();

    // The dashboard says it too: in the next-step panel, and again on the Your Application card.
    await page.goto('/dashboard');
    await expect(page.getByTestId('next-step')).toContainText(/(Lapses|Lapsed) on 20 May 2027/);
    await expect(page.getByText(/(Lapses|Lapsed) on 20 May 2027/)).toHaveCount(2);
    await screenshot(page, 'application-dashboard-card-lapse-1280');

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
