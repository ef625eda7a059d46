import { screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { addEligibleTree, openFamilyTree, treeHeading } from './support/family-tree.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

type Stored = {
  familyMemberId: string;
  marriageId: string | null;
  changeDate: string | null;
  changePlace: string | null;
};

/** The parents' 1983 Boston marriage, recorded on the mother (with her change of surname) and, if asked, on the father. */
async function recordMarriage(
  page: Page,
  father: string,
  { onFather, spouseChosen = true }: { onFather: boolean; spouseChosen?: boolean },
) {
  await page.evaluate(
    async ({ father, onFather, spouseChosen }) => {
      const post = async (url: string, body: object) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status !== 201) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { id: string };
      };
      const mother = await post('/api/family-members', {
        relationship: 'parent',
        firstName: 'Mary',
        lastName: 'Walsh',
        gender: 'female',
        birthDate: '1962',
        birthPlace: 'Boston',
        birthCountry: 'United States',
        hasNameChanged: true,
      });
      await post('/api/name-change-events', {
        familyMemberId: mother.id,
        changeType: 'marriage',
        surnameBeforeChange: "O'Brien",
        surnameAfterChange: 'Walsh',
        changeDate: '1983-06-18',
        changePlace: 'Boston, Suffolk County, Massachusetts',
        changeCountry: 'United States',
        // Else the husband is typed, as 'Not in the tree'.
        ...(spouseChosen ? { spouseFamilyMemberId: father } : { spouseFirstName: 'John', spouseLastName: 'Walsh' }),
      });
      // The father's own record of it names no date: it joins the mother's marriage.
      if (onFather) {
        await post('/api/name-change-events', {
          familyMemberId: father,
          changeType: 'marriage',
          spouseFamilyMemberId: mother.id,
          spouseFirstName: 'Mary',
          spouseLastName: "O'Brien",
        });
      }
    },
    { father, onFather, spouseChosen },
  );
}

/** One marriage, shared by both partners (docs/decisions/058-marriages-and-names-as-records.md). */
test.describe('marriages as records', () => {
  test('a marriage the mother recorded shows its date on the father’s form, and his edit changes it for both', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    const { father } = await addEligibleTree(page);
    await recordMarriage(page, father, { onFather: true });
    // A reload keeps the tree's own address (decision 070).
    await page.reload();
    await expect(treeHeading(page)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('button', { name: /John Walsh/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    const marriages = page.getByRole('region', { name: 'Marriages' });
    await expect(marriages.getByLabel('Date of marriage')).toHaveValue('18 June 1983');
    const place = marriages.getByLabel('Place of marriage');
    await expect(place).toHaveValue('Boston, Suffolk County, Massachusetts');
    await marriages.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'member-form-shared-marriage-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await place.fill('Quincy, Norfolk County, Massachusetts');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(treeHeading(page)).toBeVisible();

    const stored = () =>
      page.evaluate(() => fetch('/api/name-change-events').then((r) => r.json())) as Promise<Stored[]>;
    await expect
      .poll(async () => (await stored()).map((e) => [e.changeDate, e.changePlace]))
      .toEqual([
        ['1983-06-18', 'Quincy, Norfolk County, Massachusetts'],
        ['1983-06-18', 'Quincy, Norfolk County, Massachusetts'],
      ]);
    const [hers, his] = await stored();
    expect(his?.marriageId).toBe(hers?.marriageId);
  });

  test('a marriage recorded only on the mother shows on the father’s form, with her as his spouse', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    const { father } = await addEligibleTree(page);
    await recordMarriage(page, father, { onFather: false });
    // A reload keeps the tree's own address (decision 070).
    await page.reload();
    await expect(treeHeading(page)).toBeVisible();
    await page
      .getByRole('button', { name: /John Walsh/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    const marriages = page.getByRole('region', { name: 'Marriages' });
    await expect(marriages.getByLabel('Date of marriage')).toHaveValue('18 June 1983');
    // The spouse is the mother, chosen in the tree's list of members.
    await expect(marriages.getByLabel('Spouse', { exact: true }).locator('option:checked')).toHaveText('Mary Walsh');
    await expect(marriages.getByLabel('Spouse first name')).toBeHidden();
  });

  test('the father’s form records how the marriage ended for both, and removes a marriage only the mother recorded', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    const { father } = await addEligibleTree(page);
    await recordMarriage(page, father, { onFather: false });
    // A reload keeps the tree's own address (decision 070).
    await page.reload();
    await expect(treeHeading(page)).toBeVisible();
    const openFather = async () => {
      await page
        .getByRole('button', { name: /John Walsh/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
      return page.getByRole('region', { name: 'Marriages' });
    };
    let marriages = await openFather();
    await expect(marriages.getByText('Recorded on Mary Walsh’s form too')).toBeVisible();
    await marriages.getByLabel('How it ended').selectOption({ label: 'Divorce' });
    // A date that cannot be read, saved at 390 px: the error is on the field and the toast fits the phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await marriages.getByLabel('Date of divorce').fill('Marchember 1995');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(marriages.getByText('“Marchember” is not a month.')).toBeVisible();
    const toast = page.getByText('Please fix all form errors before submitting.');
    await expect(toast).toBeVisible();
    const toastItem = page.getByRole('listitem').filter({ has: toast });
    // Once it has slid in: below the sticky header (64 px), within the phone's width.
    await expect.poll(async () => (await toastItem.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
    const box = (await toastItem.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(toastItem).toHaveCSS('opacity', '1');
    // The field focused for its error is not hidden under the toast.
    const field = (await marriages.getByLabel('Date of divorce').boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(box.y + box.height);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/member-form-validation-toast-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await marriages.getByLabel('Date of divorce').fill('about 1995');
    await expect(marriages.getByText('Read as: about 1995', { exact: true })).toBeVisible();
    await marriages.getByLabel('Place of divorce (the court)').fill('Boston, Massachusetts');
    await page.setViewportSize({ width: 390, height: 844 });
    await marriages.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // At the top, so that the sticky header is not painted over the middle of the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'member-form-marriage-end-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'member-form-marriage-end-1280');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(treeHeading(page)).toBeVisible();
    const marriagesStored = () =>
      page.evaluate(() => fetch('/api/marriages').then((r) => r.json())) as Promise<Array<{ end: unknown }>>;
    await expect
      .poll(async () => (await marriagesStored()).map((m) => m.end))
      .toEqual([{ kind: 'divorce', date: 'ABT 1995', place: 'Boston, Massachusetts', country: null }]);

    // Removed from the father's form: gone for both, and it does not come back.
    marriages = await openFather();
    await marriages.getByRole('button', { name: 'Remove marriage 1' }).click();
    // Her married name rests on it: asked first.
    const asked = page.getByRole('dialog', { name: 'Remove this marriage for both of them?' });
    await expect(asked).toContainText('Mary Walsh’s married name, Walsh, comes from this marriage');
    await asked.getByRole('button', { name: 'Remove the marriage' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(treeHeading(page)).toBeVisible();
    await expect.poll(marriagesStored).toEqual([]);
    marriages = await openFather();
    await expect(marriages.getByRole('listitem')).toHaveCount(0);
  });

  test('the mother’s own form chooses the father from the tree on her married-name row, and he sees the one marriage', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    const { father } = await addEligibleTree(page);
    await recordMarriage(page, father, { onFather: false, spouseChosen: false });
    // A reload keeps the tree's own address (decision 070).
    await page.reload();
    await expect(treeHeading(page)).toBeVisible();
    const openMember = async (name: RegExp) => {
      await page.getByRole('button', { name }).first().click();
      await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    };
    await openMember(/Mary Walsh/);
    const names = page.getByRole('region', { name: 'Names' });
    const marriage = names.getByRole('group', { name: 'Name 1: the marriage' });
    const spouse = marriage.getByLabel('Spouse', { exact: true });
    await expect(spouse.locator('option:checked')).toHaveText('Not in the tree');
    await expect(marriage.getByLabel('Spouse first name')).toHaveValue('John');
    await spouse.selectOption({ label: 'John Walsh' });
    await expect(marriage.getByLabel('Spouse first name')).toBeHidden();
    await marriage.getByLabel('How it ended').selectOption({ label: 'Divorce' });
    await marriage.getByLabel('Date of divorce').fill('1995');
    await marriage.getByLabel('Place of divorce (the court)').fill('Boston, Massachusetts');

    await page.setViewportSize({ width: 390, height: 844 });
    await marriage.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'member-form-married-name-marriage-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'member-form-married-name-marriage-1280');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(treeHeading(page)).toBeVisible();

    const marriagesStored = () =>
      page.evaluate(() => fetch('/api/marriages').then((r) => r.json())) as Promise<Array<{ end: unknown }>>;
    await expect
      .poll(async () => (await marriagesStored()).map((m) => m.end))
      .toEqual([{ kind: 'divorce', date: '1995', place: 'Boston, Massachusetts', country: null }]);

    // His form: the same marriage, her as the spouse, its date and its end.
    await openMember(/John Walsh/);
    const his = page.getByRole('region', { name: 'Marriages' });
    await expect(his.getByText('Recorded on Mary Walsh’s form too')).toBeVisible();
    await expect(his.getByLabel('Date of marriage')).toHaveValue('18 June 1983');
    await expect(his.getByLabel('How it ended')).toHaveValue('divorce');
    await expect(his.getByLabel('Date of divorce')).toHaveValue('1995');
  });
});
