import { SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { addEligibleTree, openFamilyTree, treeHeading } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/** Names as records hold them (docs/decisions/064-names-as-records-hold-them.md). */
test.describe('names as records', () => {
  test('the Kerry grandfather’s Irish form is recorded in the Names section, and his birth certificate says which name it should carry', async ({
    signedInPage: page,
  }) => {
    await openFamilyTree(page);
    await addEligibleTree(page, {
      grandmother: {
        firstName: 'Patrick Joseph',
        gender: 'male',
        birthDate: '1928-03-17',
        birthPlace: 'Cahersiveen, Co. Kerry',
      },
    });
    // A reload keeps the tree's own address (decision 070).
    await page.reload();
    await expect(treeHeading(page)).toBeVisible();

    await page.getByRole('button', { name: /Patrick Joseph Walsh/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    await page.getByRole('switch', { name: 'Name changed' }).click();
    const names = page.getByRole('region', { name: 'Names' });
    await expect(names.getByText('Birth name', { exact: true })).toBeVisible();
    // Given names left empty are the member's own: the field shows them greyed.
    await expect(names.getByRole('textbox', { name: 'Birth: given names at birth' })).toHaveAttribute(
      'placeholder',
      'Patrick Joseph',
    );
    await names.getByRole('button', { name: 'Add name' }).click();
    await names.getByRole('combobox', { name: 'Name 1: kind of name' }).selectOption('irish_form');
    await names.getByRole('textbox', { name: 'Name 1: given names' }).fill('Padraig');
    await names.getByRole('textbox', { name: 'Name 1: surname' }).fill('Walsh');
    // Another form of a name changes nothing: no date, place or country to give.
    await expect(names.getByRole('textbox', { name: 'Name 1: date' })).toHaveCount(0);
    await expect(names.getByRole('textbox', { name: 'Name 1: place' })).toHaveCount(0);
    await screenshot(page, 'names-member-form-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'names-member-form-390');
    await names.screenshot({ path: `${SCREENSHOT_DIR}/names-section-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(treeHeading(page)).toBeVisible();
    const stored = await page.evaluate(() =>
      fetch('/api/name-change-events').then(
        (r) => r.json() as Promise<{ changeType: string; givenNames: string | null; surnameAfterChange: string }[]>,
      ),
    );
    expect(stored.map((r) => [r.changeType, r.givenNames, r.surnameAfterChange])).toEqual([
      ['irish_form', 'Padraig', 'Walsh'],
    ]);

    // The form shows the stored name again, in its row.
    await page.getByRole('button', { name: /Patrick Joseph Walsh/ }).click();
    await expect(page.getByRole('textbox', { name: 'Name 1: given names' })).toHaveValue('Padraig');
    await page.getByRole('button', { name: 'Back to Family Tree' }).click();

    await page.goto('/application');
    const carries = 'Should carry the birth name: Patrick Joseph Walsh (also recorded as Padraig Walsh, Irish form).';
    const birth = page.getByRole('listitem').filter({ hasText: carries });
    await expect(birth).toHaveCount(1);
    await expect(birth).toContainText(/birth certificate/);
    await birth.screenshot({ path: `${SCREENSHOT_DIR}/names-workspace-item-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await birth.screenshot({ path: `${SCREENSHOT_DIR}/names-workspace-item-390.png` });
  });
});
