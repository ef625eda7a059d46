import { expectAccessible, screenshot } from './support/browser.ts';
import { addPerson, openFamilyTree, treeHeading } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/** Dates as records hold them (docs/decisions/051-dates-as-records-hold-them.md): typed, read back, shown, decided on. */
test.describe('dates as records hold them', () => {
  test('a grandmother born about 1934 in Kerry: the form reads the date, refuses 12/03/1936, and the tree is eligible', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    await addPerson(page, 'Add yourself', {
      first: 'Aoife',
      last: 'Walsh',
      gender: 'Female',
      birthDate: '1990',
      birthPlace: 'Leeds',
    });
    await addPerson(page, 'Add father', { first: 'John', last: 'Walsh', birthDate: 'March 1961', birthPlace: 'Leeds' });

    await page.getByRole('button', { name: "Add grandparent (father's side)" }).first().click();
    await expect(page.getByRole('heading', { name: 'Add Family Member' })).toBeVisible();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Walsh');
    const born = page.getByLabel('Birth date');
    await expect(born).toHaveAccessibleDescription(/e\.g\. 12 March 1936, March 1936, 1936, about 1934/);

    // A day and month in figures is refused as soon as the field is left, in words saying why.
    await born.fill('12/03/1936');
    await page.getByLabel('Birth place').click();
    await expect(born).toHaveAttribute('aria-invalid', 'true');
    await expect(born).toHaveAccessibleDescription(/Write the month in words, like 12 March 1936/);

    await born.fill('c. 1934');
    await expect(born).toHaveAccessibleDescription('Read as: about 1934');
    await page.getByLabel('Birth place').fill('Tralee, Co. Kerry');
    await page.getByLabel('Birth country').fill('Ireland');
    await expect(page.getByRole('switch', { name: 'Born in Ireland' })).toHaveAttribute('aria-checked', 'true');
    await expect(born).not.toHaveAttribute('aria-invalid', 'true');

    await screenshot(page, 'member-form-about-1934-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await born.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'member-form-about-1934-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Add Family Member' }).click();
    await expect(treeHeading(page)).toBeVisible();
    await expect(page.getByText('Family member added successfully').first()).toBeVisible();

    const stored = (await page.evaluate(() => fetch('/api/family-members').then((r) => r.json()))) as Array<{
      firstName: string;
      birthDate: string | null;
    }>;
    expect(stored.map((m) => [m.firstName, m.birthDate])).toEqual(
      expect.arrayContaining([
        ['Aoife', '1990'],
        ['John', '1961-03'],
        ['Nora', 'ABT 1934'],
      ]),
    );

    // Opened again, the date is shown in words for editing, never with an invented day.
    await page.getByRole('button', { name: /Nora Walsh/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    await expect(page.getByLabel('Birth date')).toHaveValue('about 1934');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(treeHeading(page)).toBeVisible();

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('eligibility-badge')).toHaveText('Eligible');
  });
});
