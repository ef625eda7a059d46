import { expect, type Page } from '@playwright/test';

export type Person = {
  first: string;
  last: string;
  birthDate?: string;
  birthPlace?: string;
  birthCountry?: string;
  /** The option to choose; a slot that names it ('Add father') has chosen it already, yourself and siblings have none. */
  gender?: 'Male' | 'Female' | 'Other';
  /** Expect the form to have switched 'Born in Ireland' on from the place typed. */
  irishBorn?: boolean;
};

export const treeHeading = (page: Page) => page.getByRole('heading', { name: 'Your Family Tree' });

/** From the dashboard, opens the family tree view. */
export async function openFamilyTree(page: Page) {
  await page.getByRole('link', { name: 'Open Family Tree' }).click();
  await expect(treeHeading(page)).toBeVisible();
}

/**
 * On the family tree view: clicks the slot (e.g. 'Add yourself', 'Add father',
 * "Add grandparent (father's side)", 'Add Sibling'), fills the member form the way a person
 * would and saves it; back on the tree, ready for the next add, afterwards.
 */
export async function addPerson(page: Page, slot: string | RegExp, p: Person) {
  await page.getByRole('button', { name: slot }).first().click();
  await expect(page.getByRole('heading', { name: 'Add Family Member' })).toBeVisible();
  await page.getByLabel('First name').fill(p.first);
  await page.getByLabel('Last name').fill(p.last);
  if (p.gender) await page.getByLabel('Gender').selectOption(p.gender);
  if (p.birthDate) await page.getByLabel('Birth date').fill(p.birthDate);
  if (p.birthPlace) await page.getByLabel('Birth place').fill(p.birthPlace);
  if (p.birthCountry) await page.getByLabel('Birth country').fill(p.birthCountry);
  // The switch follows the place as it is typed (issue 18: places decide, the switch confirms).
  if (p.irishBorn)
    await expect(page.getByRole('switch', { name: 'Born in Ireland' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  await expect(treeHeading(page)).toBeVisible();
  await expect(page.getByText('Family member added successfully').first()).toBeVisible();
  // The tree stays busy for 500 ms after an add (spec 'Family tree interaction').
  await expect(page.getByRole('button', { name: 'Add Sibling' })).toBeEnabled();
}

/** The members the server holds for the signed-in user, as the tree's own request reads them. */
export function storedMembers(page: Page) {
  return page.evaluate(() => fetch('/api/family-members').then((r) => r.json())) as Promise<
    Array<{ firstName: string; lastName: string; relationship: string }>
  >;
}

type Facts = Record<string, unknown>;

/**
 * An eligible tree built through the API as the signed-in user: Aoife (Leeds) claims through her
 * father John (Liverpool) and his mother Bridget, born in Castlebar, Co. Mayo. Each person's facts
 * can be changed (long place names, say). Returns the three members' ids.
 */
export async function addEligibleTree(
  page: Page,
  change: { self?: Facts; father?: Facts; grandmother?: Facts } = {},
): Promise<{ self: string; father: string; grandmother: string }> {
  return page.evaluate(async (change) => {
    const add = async (body: object) => {
      const res = await fetch('/api/family-members', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`adding a member: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    };
    const self = await add({
      relationship: 'self',
      firstName: 'Aoife',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1990-05-01',
      birthPlace: 'Leeds',
      birthCountry: 'England',
      ...change.self,
    });
    const father = await add({
      relationship: 'parent',
      firstName: 'John',
      lastName: 'Walsh',
      gender: 'male',
      birthDate: '1960-02-02',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
      ...change.father,
    });
    const grandmother = await add({
      relationship: 'grandparent',
      parentId: father,
      firstName: 'Bridget',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1930-07-07',
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
      ...change.grandmother,
    });
    return { self, father, grandmother };
  }, change);
}
