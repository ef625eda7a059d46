import { fileURLToPath } from 'node:url';
import { expectAccessible, screenshot } from './support/browser.ts';
import { addPerson, openFamilyTree, storedMembers, treeHeading } from './support/family-tree.ts';
import { expectReflows } from './support/reflow.ts';
import { expect, test } from './support/fixtures.ts';

const REALISTIC_GEDCOM = fileURLToPath(new URL('../../src/domain/gedcom/fixtures/realistic.ged', import.meta.url));
const ENCODED_GEDCOM = (name: string) =>
  fileURLToPath(new URL(`../../src/domain/gedcom/fixtures/encodings/${name}`, import.meta.url));

test.describe('family tree', () => {
  test('builds a three-generation tree, turns Eligible with the route named, edits, locks, unlocks and deletes', async ({
    signedInPage: page,
  }) => {
    await expect(page.getByTestId('eligibility-badge')).toHaveText('Incomplete');
    await openFamilyTree(page);
    await expect(page.getByText('Click on the + boxes to add family members')).toBeVisible();

    await addPerson(page, 'Add yourself', {
      first: 'Seán',
      gender: 'Male',
      last: 'Walsh',
      birthDate: '1985-04-12',
      birthPlace: 'Manchester',
      birthCountry: 'England',
    });
    await addPerson(page, 'Add father', {
      first: 'Patrick',
      last: 'Walsh',
      birthDate: '1955-02-01',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
    });
    await addPerson(page, 'Add mother', {
      first: 'Mary',
      last: 'Walsh',
      birthDate: '1957-06-30',
      birthPlace: 'Boston',
      birthCountry: 'United States',
    });
    await addPerson(page, "Add grandparent (father's side)", {
      first: 'Michael',
      last: 'Walsh',
      birthDate: '1925-03-17',
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      irishBorn: true,
    });
    await addPerson(page, "Add grandparent (father's side)", {
      first: 'Edith',
      last: 'Harris',
      birthPlace: 'Bootle',
      birthCountry: 'England',
    });
    await addPerson(page, "Add grandparent (mother's side)", {
      first: 'Thomas',
      last: "O'Brien",
      birthPlace: 'Boston',
      birthCountry: 'United States',
    });
    await addPerson(page, "Add grandparent (mother's side)", {
      first: 'Rose',
      last: "O'Brien",
      birthPlace: 'Quincy',
      birthCountry: 'United States',
    });
    await addPerson(page, 'Add Sibling', { first: 'Ciara', last: 'Walsh', gender: 'Female', birthDate: '1988-09-09' });

    // The Irish-born grandfather carries the clover; the engine names the route.
    const michael = page.getByRole('button', { name: /Michael Walsh/ });
    await expect(michael.getByRole('img', { name: 'Born in Ireland' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('eligibility-badge')).toHaveText('Eligible');
    await expect(page.getByTestId('eligibility-summary')).toContainText('Michael Walsh');
    await expect(page.getByTestId('eligibility-summary')).toContainText('Patrick Walsh');
    await expect(page.getByTestId('member-count')).toContainText('8');

    // Screenshots of the full tree at 1280 and 390 px.
    await openFamilyTree(page);
    // One Irish-born grandparent leaves no route to choose; the tree still marks the father the line runs through.
    const patrick = page.getByTestId('tree-member').filter({ hasText: 'Patrick Walsh' });
    await expect(patrick.getByText('Irish Line')).toBeVisible();
    await expect(page.getByTestId('family-tree').getByText('Irish Line', { exact: true })).toHaveCount(1);
    await screenshot(page, 'tree-1280');
    // The last toast closes first: resized while it shows, the screenshot caught it mid-move.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'tree-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);

    // Edit the mother with a marriage name change (O'Brien → Walsh).
    await page.getByRole('button', { name: /Mary Walsh/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    await page.getByRole('switch', { name: 'Name changed' }).click();
    await page.getByRole('textbox', { name: 'Birth: surname at birth' }).fill("O'Brien");
    await page.getByRole('button', { name: 'Add name' }).first().click();
    await page.getByRole('combobox', { name: 'Name 1: kind of name' }).selectOption('marriage');
    await page.getByRole('textbox', { name: /Name 1: surname after/i }).fill('Walsh');
    await screenshot(page, 'member-form-1280');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(treeHeading(page)).toBeVisible();
    await expect(page.getByText('Family member updated successfully').first()).toBeVisible();
    const changes = await page.evaluate(() => fetch('/api/name-change-events').then((r) => r.json()));
    expect(
      changes.map((c: { changeType: string; surnameAfterChange: string | null }) => [
        c.changeType,
        c.surnameAfterChange,
      ]),
    ).toEqual(expect.arrayContaining([['marriage', 'Walsh']]));

    // Lock: nothing can be added and the stored facts are read-only, only what is missing can be
    // filled in (decision 026); unlock restores editing.
    await page.getByRole('switch', { name: 'Lock tree' }).first().click();
    await expect(page.getByText('Family Tree Locked').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Sibling' })).toBeDisabled();
    await page.getByRole('button', { name: /Ciara Walsh/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    await expect(page.getByTestId('tree-locked-banner')).toContainText('You can still add what is missing');
    await expect(page.getByLabel('First name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await page.getByRole('button', { name: 'Back to Family Tree' }).click();
    await page.getByRole('switch', { name: 'Lock tree' }).first().click();
    await expect(page.getByText('Family Tree Unlocked').first()).toBeVisible();

    // Deleting the father warns about his two linked grandparents, then removes all three.
    let warning = '';
    page.once('dialog', (dialog) => {
      warning = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: /Patrick Walsh/ }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(treeHeading(page)).toBeVisible();
    await expect(page.getByText('Family member deleted successfully').first()).toBeVisible();
    expect(warning).toBe('Deleting this parent will also delete 2 linked grandparent(s). Are you sure?');
    await expect(page.getByRole('button', { name: /Michael Walsh|Edith Harris|Patrick Walsh/ })).toHaveCount(0);
    const left = await page.evaluate(() => fetch('/api/family-members').then((r) => r.json()));
    expect(left.map((m: { firstName: string }) => m.firstName).sort()).toEqual([
      'Ciara',
      'Mary',
      'Rose',
      'Seán',
      'Thomas',
    ]);
  });

  test('an applicant born in Dublin in 1990 is told they are entitled and need a passport, not the FBR', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    // Typing the place sets 'Born in Ireland' for the applicant too (issue 18).
    await addPerson(page, 'Add yourself', {
      first: 'Róisín',
      gender: 'Female',
      last: 'Byrne',
      birthDate: '1990-03-17',
      birthPlace: 'Dublin',
      birthCountry: 'Ireland',
      irishBorn: true,
    });
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('eligibility-badge')).toHaveText('Already an Irish citizen');
    const summary = page.getByTestId('eligibility-summary');
    await expect(summary).toContainText('born on the island of Ireland before 1 January 2005');
    await expect(summary).toContainText('apply for an Irish passport directly');
    const next = page.getByTestId('next-step');
    await expect(next.getByRole('heading', { level: 2 })).toHaveText('You do not need the register');
    await expect(next).toContainText('so there is nothing to gather here');
    await expect(next).not.toContainText(' of 6');
    await expect(next.getByRole('link', { name: 'Review your family tree' })).toBeVisible();
    // The card below says so in a line, not in the next step's paragraph again.
    const cards = page.getByTestId('dashboard-cards');
    await expect(cards).toContainText('Not needed: your family tree shows you are an Irish citizen already.');
    await expect(cards).not.toContainText('Your Application prepares a Foreign Births Register application');
    await screenshot(page, 'dashboard-born-on-island-1280');
    // On a phone the panel's title, sentence and button fit without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(next.getByRole('link', { name: 'Review your family tree' })).toBeVisible();
    await expectReflows(page, 'dashboard of an Irish citizen', {
      name: '390px',
      width: 390,
      height: 844,
      textScale: 1,
    });
    await screenshot(page, 'dashboard-born-on-island-390');
    // The register's application pack is not offered for sale to her (decision 084).
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 2, name: 'You do not need this pack' })).toBeVisible();
    // The passport advice once, in the engine's words, not again as a 'Required' fix.
    await expect(page.getByRole('region', { name: 'Required before generating' })).toHaveCount(0);
    await expect(page.getByTestId('pack-not-needed')).toContainText(
      'you do not need the Foreign Births Register application pack',
    );
    await expect(page.getByRole('button', { name: 'Buy the PDF Guide' })).toHaveCount(0);
    await screenshot(page, 'guide-not-needed-390');
  });

  test('an applicant adopted abroad by an Irish-born mother gets the adoption answer, not "Irish from birth"', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    await addPerson(page, 'Add yourself', {
      first: 'Megan',
      gender: 'Female',
      last: 'Walsh',
      birthDate: '1985-04-02',
      birthPlace: 'Boston',
      birthCountry: 'United States',
    });
    await page.getByRole('button', { name: 'Add mother' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add Family Member' })).toBeVisible();
    await page.getByLabel('First name').fill('Siobhán');
    await page.getByLabel('Last name').fill('Walsh');
    await page.getByLabel('Birth place').fill('Cork');
    await page.getByLabel('Birth country').fill('Ireland');
    const adoptive = page.getByRole('switch', { name: 'Adoptive parent' });
    await adoptive.click();
    await expect(adoptive).toHaveAttribute('aria-checked', 'true');
    // Born in Ireland, so she could have taken another citizenship without losing hers.
    await expect(page.getByRole('switch', { name: 'Took another citizenship' })).toBeVisible();
    await screenshot(page, 'member-form-adoptive-parent-1280');
    await page.getByRole('button', { name: 'Add Family Member' }).click();
    await expect(page.getByText('Family member added successfully').first()).toBeVisible();

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('eligibility-badge')).toHaveText('Incomplete');
    const summary = page.getByTestId('eligibility-summary');
    await expect(summary).toContainText('Register of Intercountry Adoptions');
    await expect(summary).not.toContainText('already an Irish citizen');
    // The 'Your Application' card follows the tree too: it no longer asks her to add herself.
    await expect(page.getByText('Add yourself to the family tree so we can check your eligibility.')).toHaveCount(0);
    // The next step names the adoption as her route and what to ask, not a register route still to find.
    const next = page.getByTestId('next-step');
    await expect(next.getByRole('heading', { level: 2 })).toHaveText('Your adoption is your route');
    await expect(next).toContainText(
      'The Adoption Authority of Ireland can tell you whether your adoption is recognised',
    );
    await expect(next).not.toContainText(' of 6');
    await expect(next.getByRole('link', { name: 'Review your family tree' })).toBeVisible();
    await expect(page.getByTestId('dashboard-cards')).toContainText(
      'Not needed: your adoption, once recognised in Ireland, is your route to Irish citizenship.',
    );
    await screenshot(page, 'dashboard-adopted-1280');
  });

  test('a user whose only Irish-born ancestor is a great-grandmother sees who in the family can register', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    const england = { birthCountry: 'England' };
    await addPerson(page, 'Add yourself', {
      first: 'Aoife',
      gender: 'Female',
      last: 'Walsh',
      birthDate: '1990-06-15',
      birthPlace: 'Leeds',
      ...england,
    });
    await addPerson(page, 'Add father', {
      first: 'John',
      last: 'Walsh',
      birthDate: '1960-03-01',
      birthPlace: 'Liverpool',
      ...england,
    });
    await addPerson(page, 'Add mother', {
      first: 'Ann',
      last: 'Smith',
      birthDate: '1962-08-20',
      birthPlace: 'York',
      ...england,
    });
    await addPerson(page, "Add grandparent (father's side)", {
      first: 'Michael',
      last: 'Walsh',
      birthPlace: 'Liverpool',
      ...england,
    });
    await addPerson(page, "Add grandparent (father's side)", {
      first: 'Mary',
      last: 'Walsh',
      birthPlace: 'Liverpool',
      ...england,
    });
    await addPerson(page, "Add grandparent (mother's side)", {
      first: 'Peter',
      last: 'Smith',
      birthPlace: 'York',
      ...england,
    });
    await addPerson(page, "Add grandparent (mother's side)", {
      first: 'Nora',
      last: 'Smith',
      birthPlace: 'York',
      ...england,
    });
    await expect(page.getByTestId('eligibility-panel')).toContainText('Currently Ineligible');

    // The two small boxes above Michael are his parents.
    await addPerson(page, "Add great-grandparent (Michael's mother)", {
      first: 'Honora',
      last: 'Walsh',
      birthPlace: 'Sligo',
      birthCountry: 'Ireland',
      irishBorn: true,
    });
    await expect(page.locator('[data-relationship="great_grandparent"]')).toContainText('Honora Walsh');

    const panel = page.getByTestId('eligibility-panel');
    await expect(panel).toContainText(
      'You cannot register through your great-grandmother Honora Walsh (Sligo) because your father was not registered before you were born',
    );
    const family = panel.getByTestId('eligibility-family');
    await expect(family).toContainText('Who in your family can register');
    await expect(family).toContainText(
      'Your father John Walsh can register in the Foreign Births Register now through his grandmother Honora Walsh',
    );
    await expect(family).toContainText('Your grandfather Michael Walsh is an Irish citizen from birth');
    await screenshot(page, 'tree-great-grandparent-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tree-great-grandparent-390');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('eligibility-badge')).toHaveText('Currently Ineligible');
    await expect(page.getByTestId('eligibility-family').first()).toContainText(
      'can register in the Foreign Births Register now',
    );
    // Her tree is complete and shows no route for her: the next step says so, not 'complete your tree'.
    const next = page.getByTestId('next-step');
    await expect(next.getByRole('heading', { level: 2 })).toHaveText('No route found in your family tree');
    await expect(next).not.toContainText(' of 6');
    await expect(next.getByRole('link', { name: 'Review your family tree' })).toBeVisible();
    await screenshot(page, 'dashboard-great-grandparent-390');
  });

  test('imports a GEDCOM file: pick yourself, preview, import, and the tree is filled', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    await page.getByRole('button', { name: 'Import GEDCOM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a family tree (GEDCOM)' });
    await dialog.getByLabel('GEDCOM file (.ged, up to 10 MB)').setInputFiles(REALISTIC_GEDCOM);
    const who = dialog.getByLabel('Which person in the file are you?');
    await expect(who).toBeVisible();
    await who.selectOption({ label: 'Seán Michael Walsh (b. 1985, Manchester, Lancashire, England)' });
    const people = dialog.getByRole('region', { name: 'People to import' });
    await expect(people).toBeVisible();
    expect(await people.getByText('Born in Ireland').count()).toBeGreaterThan(0);
    // The parents' marriage is kept; what the tree does not keep is listed under each person (issue 30 item 7).
    await expect(people.getByRole('list', { name: "Names and marriages of Mary Katherine O'Brien" })).toContainText(
      'Marriage to Patrick Joseph Walsh, 18 June 1983, Boston, Suffolk, Massachusetts, USA (surname Walsh)',
    );
    const notKept = people.getByRole('list', { name: 'Not kept for Seán Michael Walsh' });
    await expect(notKept).toContainText('Residence: 2011, Didsbury, Manchester, England');
    await expect(notKept).toContainText('Partner: Sarah Thompson (the file records no marriage)');
    await expect(people.getByRole('heading', { level: 4, name: 'Michael Walsh', exact: true })).toBeVisible();
    await expect(people.getByText('about 1925, Castlebar, Co. Mayo, Ireland')).toBeVisible();
    await screenshot(page, 'gedcom-preview-1280');
    await dialog.getByRole('button', { name: /^Import \d+ people$/ }).click();
    await expect(page.getByText('Family tree imported').first()).toBeVisible();
    await expect
      .poll(async () =>
        (await storedMembers(page)).some((m) => m.firstName === 'Michael' && m.relationship === 'grandparent'),
      )
      .toBe(true);
    expect(await page.getByRole('img', { name: 'Born in Ireland' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('eligibility-badge')).toHaveText('Eligible');
  });

  test('the GEDCOM preview lists what is not kept per person and fits a 390 px phone', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFamilyTree(page);
    await page.getByRole('button', { name: 'Import GEDCOM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a family tree (GEDCOM)' });
    await dialog.getByLabel('GEDCOM file (.ged, up to 10 MB)').setInputFiles(REALISTIC_GEDCOM);
    await dialog.getByLabel('Which person in the file are you?').selectOption('I262281927574');
    const people = dialog.getByRole('region', { name: 'People to import' });
    await expect(people.getByRole('list', { name: 'Not kept for Patrick Joseph Walsh' })).toContainText(
      'Occupation: Electrician',
    );
    const width = await dialog.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await expectAccessible(page);
    await people.getByRole('heading', { level: 4, name: 'Michael Walsh', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'gedcom-preview-390');
  });

  test('imports a GEDCOM file in ANSEL with its accents, and warns about a file whose CHAR is wrong', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    await page.getByRole('button', { name: 'Import GEDCOM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a family tree (GEDCOM)' });
    const input = dialog.getByLabel('GEDCOM file (.ged, up to 10 MB)');
    const who = dialog.getByLabel('Which person in the file are you?');

    await input.setInputFiles(ENCODED_GEDCOM('mislabelled-utf-8.ged'));
    await expect(who).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'About this file' })).toContainText(
      'This file says its characters are UTF-8, but they are not',
    );
    await expect(who.locator('option', { hasText: 'Seán Ó Súilleabháin' })).toHaveCount(1);

    await input.setInputFiles(ENCODED_GEDCOM('ansel.ged'));
    await expect(who.locator('option', { hasText: 'Ōjin Ó Súilleabháin' })).toHaveCount(1);
    await expect(dialog.getByRole('region', { name: 'About this file' })).toHaveCount(0);
    await who.selectOption('I1');
    const people = dialog.getByRole('region', { name: 'People to import' });
    await expect(people).toContainText('Seán Ó Súilleabháin');
    await expect(people).toContainText('Máire Ní Bhriain');
    await dialog.getByRole('button', { name: /^Import \d+ people$/ }).click();
    await expect(page.getByText('Family tree imported').first()).toBeVisible();
    await expect
      .poll(async () => (await storedMembers(page)).map((m) => `${m.firstName} ${m.lastName}`).sort())
      .toEqual(['Máire Ní Bhriain', 'Seán Ó Súilleabháin', 'Ōjin Ó Súilleabháin']);
  });
});
