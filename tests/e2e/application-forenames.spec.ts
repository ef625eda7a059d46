import type { Page } from '@playwright/test';
import type { WorkspaceResponse } from '#shared/application.ts';
import { screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { gatherAllBut } from './support/application.ts';
import { addEligibleTree, openFamilyTree, treeHeading } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * First names compared the way Irish records differ (issue 30 items 4 to 6; docs/rules/forenames.md):
 * an American family whose grandfather, born in Cahersiveen, Co. Kerry, is 'Padraig Walsh' on his
 * Irish birth record and 'Patrick Joseph Walsh' everywhere else.
 */

async function savePostalAddress(page: Page) {
  await page.evaluate(async () => {
    const res = await fetch('/api/user-profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        addressLine1: '48 Elm Street',
        city: 'Chicago',
        county: 'Illinois',
        postalCode: '60610',
        country: 'United States',
      }),
    });
    if (!res.ok) throw new Error(`profile: ${res.status}`);
  });
}

/** A dialog is fixed to the viewport: the viewport at 390 px, at its top and scrolled to its end. */
async function dialogAt390(page: Page, dialog: ReturnType<Page['getByRole']>, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390.png` });
  await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390-end.png` });
  await dialog.evaluate((el) => el.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The grandmother, born '1936' as her record gives it, added through the member form: the form
 * reads the year and keeps it (no day invented); then the grandparents' 1959 marriage, with her
 * chosen from the tree as the grandfather's spouse (docs/decisions/051-dates-as-records-hold-them.md,
 * docs/decisions/058-marriages-and-names-as-records.md).
 */
async function addGrandmotherAndMarriage(page: Page, grandfather: string) {
  await page.reload();
  await openFamilyTree(page);
  await page
    .getByRole('button', { name: /^Add grandparent/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Add Family Member' })).toBeVisible();
  await page.getByLabel('First name').fill('Mary');
  await page.getByLabel('Last name').fill('Walsh');
  await page.getByLabel('Birth date').fill('1936');
  await page.getByLabel('Birth place').fill('Boston, Massachusetts');
  await page.getByLabel('Birth country').fill('United States');
  await expect(page.getByText('Read as: 1936', { exact: true })).toBeVisible();
  await screenshot(page, 'forenames-member-form-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'forenames-member-form-390');
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  await expect(treeHeading(page)).toBeVisible();
  const toast = page.getByText('Family member added successfully').first();
  await expect(toast).toBeVisible();
  // The toast fits the phone's width.
  const box = await toast.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  // The viewport as the phone shows it, the toast at its own size.
  await page.screenshot({ path: `${SCREENSHOT_DIR}/forenames-member-added-toast-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Add Sibling' })).toBeEnabled();

  // Stored and shown again as the year alone.
  const members = await page.evaluate(() =>
    fetch('/api/family-members').then(
      (r) => r.json() as Promise<Array<{ id: string; firstName: string; birthDate: string | null }>>,
    ),
  );
  const grandmother = members.find((m) => m.firstName === 'Mary')!;
  expect(grandmother.birthDate).toBe('1936');
  await page
    .getByRole('button', { name: /Mary Walsh/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
  await expect(page.getByLabel('Birth date')).toHaveValue('1936');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(treeHeading(page)).toBeVisible();

  // The grandfather's form: their marriage, the spouse chosen from the tree, the year only.
  await page
    .getByRole('button', { name: /Patrick Joseph Walsh/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
  const marriages = page.getByRole('region', { name: 'Marriages' });
  await marriages.getByRole('button', { name: 'Add marriage' }).click();
  await marriages.getByLabel('Spouse', { exact: true }).selectOption({ label: 'Mary Walsh' });
  await expect(marriages.getByLabel('Spouse first name')).toBeHidden();
  await marriages.getByLabel('Date of marriage').fill('1959');
  await marriages.getByLabel('Place of marriage').fill('Boston, Massachusetts');
  await marriages.getByLabel('Country of marriage').fill('United States');
  await expect(marriages.getByLabel('How it ended')).toHaveValue('');
  await page.setViewportSize({ width: 390, height: 844 });
  await marriages.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await marriages.screenshot({ path: `${SCREENSHOT_DIR}/forenames-marriage-spouse-from-tree-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(treeHeading(page)).toBeVisible();
  const stored = await page.evaluate(() =>
    fetch('/api/marriages').then((r) => r.json() as Promise<Array<Record<string, unknown>>>),
  );
  expect(stored).toEqual([
    expect.objectContaining({ partnerAMemberId: grandfather, partnerBMemberId: grandmother.id, marriageDate: '1959' }),
  ]);
}

/** The covering letter alone, from a full-page shot so the sticky header does not cover its top. */
async function letterShot(page: Page, name: string) {
  const box = await page.getByRole('article', { name: 'Covering letter' }).boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  if (!box) throw new Error('no covering letter');
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/${name}.png`,
    fullPage: true,
    clip: { x: box.x, y: box.y + scrollY, width: box.width, height: box.height },
  });
}

test.describe('First names on the certificates', () => {
  test('Padraig on the Kerry birth record: the flag names both forms, a note resolves it into the covering letter, the online form gives the printed name, and a short form keeps the gate closed until the long form', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(180_000);
    const ids = await addEligibleTree(page, {
      self: { firstName: 'Emily', lastName: 'Carter', birthPlace: 'Chicago, Illinois', birthCountry: 'United States' },
      father: {
        firstName: 'Margaret',
        lastName: 'Walsh',
        gender: 'female',
        birthDate: '1962-04-03',
        birthPlace: 'Boston, Massachusetts',
        birthCountry: 'United States',
      },
      grandmother: {
        firstName: 'Patrick Joseph',
        lastName: 'Walsh',
        gender: 'male',
        birthDate: '1928-03-17',
        birthPlace: 'Cahersiveen, Co. Kerry',
        birthCountry: 'Ireland',
        isDeceased: true,
        deathDate: '2005-01-10',
        deathPlace: 'Boston, Massachusetts',
        deathCountry: 'United States',
      },
    });
    await savePostalAddress(page);
    await addGrandmotherAndMarriage(page, ids.grandmother);
    await page.goto('/application');
    const workspace = await page.evaluate(() =>
      fetch('/api/application').then((r) => r.json() as Promise<WorkspaceResponse>),
    );
    const birthItem = workspace.items.find((i) => i.kind === 'birth' && i.memberId === ids.grandmother)!;
    await gatherAllBut(page, birthItem.key, {
      draftNotes: true,
      notApplicableReason: 'Not needed for this claim',
      orderedFrom: 'Massachusetts Registry of Vital Records',
      printed: {
        [ids.self]: { firstNames: 'Emily', surname: 'Carter', motherName: 'Margaret Walsh' },
        [ids.father]: { firstNames: 'Margaret', surname: 'Walsh', fatherName: 'Patrick Joseph Walsh' },
        [ids.grandmother]: { firstNames: 'Patrick Joseph', surname: 'Walsh' },
      },
    });
    await page.reload();

    const heading = (memberId: string) => workspace.people.find((p) => p.memberId === memberId)!.heading;
    const grandfather = page.getByRole('region', { name: heading(ids.grandmother) });
    const birth = grandfather.getByRole('listitem', { name: birthItem.title });
    await birth.getByRole('button', { name: 'I have ordered it' }).click();
    const ordered = page.getByRole('dialog');
    await ordered.getByLabel('Expected by').fill('2026-12-20');
    await ordered.getByRole('button', { name: 'Save' }).click();
    await birth.getByRole('button', { name: 'I have it' }).click();
    await expect(birth.getByText('In hand', { exact: true })).toBeVisible();

    // The Kerry record as printed: 'Padraig', and it is a short form.
    await birth.getByRole('button', { name: 'Check what it says' }).click();
    const check = page.getByRole('dialog', { name: 'What does it say?' });
    await check.getByLabel('First names').fill('Padraig');
    await check.getByLabel('Surname').fill('Walsh');
    await check.getByLabel('Date of birth').fill('1928-03-17');
    await check.getByLabel('Place of birth').fill('Cahersiveen');
    await check.getByLabel('Does it name the parents?').selectOption('false');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/forenames-check-dialog-1280.png` });
    await dialogAt390(page, check, 'forenames-check-dialog');
    await check.getByRole('button', { name: 'Save and compare' }).click();
    await expect(check).toBeHidden();

    // The flag names both forms and what is missing; the short form is a document DFA does not accept.
    const nameFlag = birth.getByRole('listitem').filter({ hasText: 'first name “Padraig”' });
    await expect(nameFlag).toContainText('your tree has “Patrick Joseph”');
    await expect(nameFlag).toContainText('“Padraig” is the Irish form of “Patrick”');
    await expect(nameFlag).toContainText('“Joseph” is not on the certificate');
    const shortForm = birth.getByRole('listitem').filter({ hasText: 'short-form birth certificate' });
    await expect(shortForm).toContainText('DFA does not accept this document: a note cannot resolve it.');
    await expect(shortForm.getByRole('button')).toHaveCount(0);
    await expect(birth.getByRole('button', { name: 'Mark as checked' })).toBeDisabled();
    await screenshot(page, 'forenames-flags-1280');

    // The note starts as the drafted paragraph: the person, both forms, the certificates that show the other
    // (his marriage to the grandmother, recorded above, and his death).
    await nameFlag.getByRole('button', { name: 'Explain it in the covering letter' }).click();
    const paragraph = nameFlag.getByLabel('Paragraph for your covering letter');
    await expect(paragraph).toHaveValue(
      'The birth certificate of Patrick Joseph Walsh records him as “Padraig Walsh”. He used the name “Patrick ' +
        'Joseph Walsh”, as his marriage certificate and death certificate show. “Padraig” is the Irish form of ' +
        '“Patrick”, and “Joseph” is not on the birth certificate. They are the same person.',
    );
    await paragraph.press('End');
    await paragraph.pressSequentially(' In the United States he always used Patrick Joseph.');
    await nameFlag.screenshot({ path: `${SCREENSHOT_DIR}/forenames-paragraph-1280.png` });
    await nameFlag.getByRole('button', { name: 'Save paragraph' }).click();
    await expect(nameFlag).toContainText('In your covering letter: The birth certificate of Patrick Joseph Walsh');
    // The short form still keeps it short of Checked, and the gate closed.
    await expect(birth.getByRole('button', { name: 'Mark as checked' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Ready to post' }).click();
    await expect(page.getByRole('heading', { name: 'Not ready to post yet' })).toBeVisible();
    const missing = page.getByRole('listitem').filter({ hasText: birthItem.title }).filter({ hasText: 'Patrick' });
    await expect(missing.first()).toContainText(
      'DFA does not accept this document: This is a short-form birth certificate',
    );
    await screenshot(page, 'forenames-gate-closed-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'forenames-gate-closed-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The long form arrives: recorded, the name flag stays resolved and the item can be checked.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await birth.getByRole('button', { name: 'Edit what it says' }).click();
    await check.getByLabel('Does it name the parents?').selectOption('true');
    await check.getByRole('button', { name: 'Save and compare' }).click();
    await expect(check).toBeHidden();
    await expect(birth.getByText('short-form birth certificate')).toBeHidden();
    await expect(birth.getByText(/^Resolved: The certificate prints the first name “Padraig”/)).toBeVisible();
    await birth.getByRole('button', { name: 'Mark as checked' }).click();
    await expect(birth.getByText('Checked', { exact: true })).toBeVisible();

    // Margaret's Boston birth certificate names her father 'Patrick Joseph Walsh': against his own
    // birth record that is a difference too, to explain.
    const mother = page.getByRole('region', { name: heading(ids.father) });
    const parentFlag = mother
      .getByRole('list', { name: /^Checks of/ })
      .getByRole('listitem')
      .filter({ hasText: 'names the father “Patrick Joseph”' });
    await expect(parentFlag).toContainText('Patrick Joseph Walsh’s own birth certificate prints “Padraig”');
    await parentFlag.getByRole('button', { name: 'Explain it in the covering letter' }).click();
    await expect(parentFlag.getByLabel('Paragraph for your covering letter')).toHaveValue(
      /^The birth certificate of Margaret Walsh names her father as “Patrick Joseph Walsh”/,
    );
    await parentFlag.getByRole('button', { name: 'Save paragraph' }).click();
    await expect(parentFlag.getByText(/^Resolved:/)).toBeVisible();

    // The gate opens; the covering letter carries the paragraph as edited.
    await page.getByRole('tab', { name: 'Ready to post' }).click();
    await expect(page.getByRole('heading', { name: 'Not ready to post yet' })).toBeHidden();
    const letter = page.getByRole('article', { name: 'Covering letter' });
    const differences = letter.getByRole('region', { name: 'Differences between the documents' });
    await expect(differences).toContainText(
      'The birth certificate of Patrick Joseph Walsh records him as “Padraig Walsh”. He used the name “Patrick Joseph ' +
        'Walsh”, as his marriage certificate and death certificate show.',
    );
    await expect(differences).toContainText('In the United States he always used Patrick Joseph.');
    await expect(differences).toContainText('The birth certificate of Margaret Walsh names her father');
    await screenshot(page, 'forenames-gate-ready-1280');
    await letterShot(page, 'forenames-covering-letter-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'forenames-gate-ready-390');
    await letterShot(page, 'forenames-covering-letter-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The online form gives the name as the Kerry record prints it, and says what the tree has.
    await page.getByRole('tab', { name: 'Online form' }).click();
    const section = page.getByRole('region', { name: 'Your grandparent born in Ireland' });
    await expect(section.getByRole('definition').filter({ hasText: /^Padraig/ })).toHaveText(
      'PadraigAs printed on the birth certificate; your tree has ‘Patrick Joseph’',
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy First name(s)' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Padraig');
    // The grandparents' marriage as recorded: the year alone, and the grandmother chosen from the tree.
    await expect(section.getByRole('definition').filter({ hasText: /^1959/ })).toBeVisible();
    await expect(section.getByRole('definition').filter({ hasText: /^Mary Walsh/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'forenames-online-form-1280');
  });
});
