import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage, screenshot } from './support/browser.ts';
import { signInViaDevMailbox } from './support/sign-in.ts';

const baseURL = inject('baseURL');
const REALISTIC_GEDCOM = fileURLToPath(new URL('../../src/domain/gedcom/fixtures/realistic.ged', import.meta.url));

type Person = {
  first: string;
  last: string;
  birthDate?: string;
  birthPlace?: string;
  birthCountry?: string;
  irishBorn?: boolean;
};

const treeHeading = (page: Page) => page.getByRole('heading', { name: 'Your Family Tree' });

/** Fills the member form the way a person would and saves it; back on the tree afterwards. */
async function addPerson(page: Page, slot: string | RegExp, p: Person) {
  await page.getByRole('button', { name: slot }).first().click();
  await page.getByRole('heading', { name: 'Add Family Member' }).waitFor();
  await page.getByLabel('First name').fill(p.first);
  await page.getByLabel('Last name').fill(p.last);
  if (p.birthDate) await page.getByLabel('Birth date').fill(p.birthDate);
  if (p.birthPlace) await page.getByLabel('Birth place').fill(p.birthPlace);
  if (p.birthCountry) await page.getByLabel('Birth country').fill(p.birthCountry);
  // The switch follows the place as it is typed (issue 18: places decide, the switch confirms).
  const bornInIreland = page.getByRole('switch', { name: 'Born in Ireland' });
  if (p.irishBorn) await expect.poll(() => bornInIreland.getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  await treeHeading(page).waitFor();
  await page.getByText('Family member added successfully').first().waitFor();
  // The tree stays busy for 500 ms after an add (spec 'Family tree interaction').
  await expect.poll(() => page.getByRole('button', { name: 'Add Sibling' }).isDisabled()).toBe(false);
}

describe('family tree', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('builds a three-generation tree, turns Eligible with the route named, edits, locks, unlocks and deletes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await signInViaDevMailbox(page, baseURL, 'tree.builder@example.ie');
    await expect
      .poll(() => page.getByTestId('eligibility-badge').textContent(), { timeout: 15_000 })
      .toBe('Incomplete');
    await page.getByRole('button', { name: 'Open Family Tree' }).click();
    await treeHeading(page).waitFor();
    expect(await page.getByText('Click on the + boxes to add family members').isVisible()).toBe(true);

    await addPerson(page, 'Add yourself', {
      first: 'Seán',
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
    await addPerson(page, 'Add Sibling', { first: 'Ciara', last: 'Walsh', birthDate: '1988-09-09' });

    // The Irish-born grandfather carries the clover; the engine names the route.
    const michael = page.getByRole('button', { name: /Michael Walsh/ });
    expect(await michael.getByRole('img', { name: 'Born in Ireland' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect.poll(() => page.getByTestId('eligibility-badge').textContent(), { timeout: 15_000 }).toBe('Eligible');
    const summary = (await page.getByTestId('eligibility-summary').textContent()) ?? '';
    expect(summary).toContain('Michael Walsh');
    expect(summary).toContain('Patrick Walsh');
    expect(await page.getByTestId('member-count').textContent()).toContain('8');

    // Screenshots of the full tree at 1280 and 390 px.
    await page.getByRole('button', { name: 'Open Family Tree' }).click();
    await treeHeading(page).waitFor();
    await screenshot(page, 'tree-1280');
    // The last toast closes first: resized while it shows, the screenshot caught it mid-move.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'tree-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);

    // Edit the mother with a marriage name change (O'Brien → Walsh).
    await page.getByRole('button', { name: /Mary Walsh/ }).click();
    await page.getByRole('heading', { name: 'Edit Family Member' }).waitFor();
    await page.getByRole('switch', { name: 'Name changed' }).click();
    await page.getByRole('textbox', { name: 'Birth: surname at birth' }).fill("O'Brien");
    await page.getByRole('button', { name: 'Add Change' }).first().click();
    await page.getByRole('combobox', { name: 'Change 1: type of change' }).selectOption('marriage');
    await page.getByRole('textbox', { name: /Change 1: surname after/i }).fill('Walsh');
    await screenshot(page, 'member-form-1280');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await treeHeading(page).waitFor();
    await page.getByText('Family member updated successfully').first().waitFor();
    const changes = await page.evaluate(() => fetch('/api/name-change-events').then((r) => r.json()));
    expect(
      changes.map((c: { changeType: string; surnameAfterChange: string | null }) => [
        c.changeType,
        c.surnameAfterChange,
      ]),
    ).toEqual(expect.arrayContaining([['marriage', 'Walsh']]));

    // Lock: the form is read-only with a 'Locked' button; unlock restores editing.
    await page.getByRole('switch', { name: 'Lock tree' }).first().click();
    await page.getByText('Family Tree Locked').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add Sibling' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Ciara Walsh/ }).click();
    await page.getByRole('heading', { name: 'Edit Family Member' }).waitFor();
    expect(await page.getByRole('button', { name: 'Locked' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('First name').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back to Family Tree' }).click();
    await page.getByRole('switch', { name: 'Lock tree' }).first().click();
    await page.getByText('Family Tree Unlocked').first().waitFor();

    // Deleting the father warns about his two linked grandparents, then removes all three.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Deleting this parent will also delete 2 linked grandparent(s). Are you sure?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: /Patrick Walsh/ }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await treeHeading(page).waitFor();
    await page.getByText('Family member deleted successfully').first().waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Michael Walsh|Edith Harris|Patrick Walsh/ }).count())
      .toBe(0);
    const left = await page.evaluate(() => fetch('/api/family-members').then((r) => r.json()));
    expect(left.map((m: { firstName: string }) => m.firstName).sort()).toEqual([
      'Ciara',
      'Mary',
      'Rose',
      'Seán',
      'Thomas',
    ]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('an applicant born in Dublin in 1990 is told they are entitled and need a passport, not the FBR', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await signInViaDevMailbox(page, baseURL, 'dublin.born@example.ie');
    await page.getByRole('button', { name: 'Open Family Tree' }).click();
    await treeHeading(page).waitFor();
    // Typing the place sets 'Born in Ireland' for the applicant too (issue 18).
    await addPerson(page, 'Add yourself', {
      first: 'Róisín',
      last: 'Byrne',
      birthDate: '1990-03-17',
      birthPlace: 'Dublin',
      birthCountry: 'Ireland',
      irishBorn: true,
    });
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect
      .poll(() => page.getByTestId('eligibility-badge').textContent(), { timeout: 15_000 })
      .toBe('Already an Irish citizen');
    const summary = (await page.getByTestId('eligibility-summary').textContent()) ?? '';
    expect(summary).toContain('born on the island of Ireland before 1 January 2005');
    expect(summary).toContain('apply for an Irish passport directly');
    await screenshot(page, 'dashboard-born-on-island-1280');
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('imports a GEDCOM file: pick yourself, preview, import, and the tree is filled', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await signInViaDevMailbox(page, baseURL, 'gedcom.importer@example.ie');
    await page.getByRole('button', { name: 'Open Family Tree' }).click();
    await treeHeading(page).waitFor();
    await page.getByRole('button', { name: 'Import GEDCOM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a family tree (GEDCOM)' });
    await dialog.getByLabel('GEDCOM file (.ged, up to 10 MB)').setInputFiles(REALISTIC_GEDCOM);
    const who = dialog.getByLabel('Which person in the file are you?');
    await who.waitFor();
    await who.selectOption({ label: 'Seán Michael Walsh (b. 1985, Manchester, Lancashire, England)' });
    const people = dialog.getByRole('region', { name: 'People to import' });
    await people.waitFor();
    expect(await people.getByText('Born in Ireland').count()).toBeGreaterThan(0);
    await screenshot(page, 'gedcom-preview-1280');
    await dialog.getByRole('button', { name: /^Import \d+ people$/ }).click();
    await page.getByText('Family tree imported').first().waitFor();
    await expect
      .poll(async () => {
        const members = (await page.evaluate(() => fetch('/api/family-members').then((r) => r.json()))) as Array<{
          firstName: string;
          relationship: string;
        }>;
        return members.some((m) => m.firstName === 'Michael' && m.relationship === 'grandparent');
      })
      .toBe(true);
    expect(await page.getByRole('img', { name: 'Born in Ireland' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect.poll(() => page.getByTestId('eligibility-badge').textContent(), { timeout: 15_000 }).toBe('Eligible');
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });
});
