import type { Page } from '@playwright/test';
import { screenshot } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** A call to the API from the page, with its session cookie; fails the test unless it succeeds. */
async function post(page: Page, path: string, body: unknown): Promise<{ id: string }> {
  const result = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return result.body as { id: string };
}

test('the document table lists the marriage certificate that explains a change of name, and every row says Required', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'document.table@example.com');
  await post(page, '/api/family-members', {
    firstName: 'Siobhan',
    lastName: 'Kelly',
    relationship: 'self',
    gender: 'female',
    birthPlace: 'London',
    birthCountry: 'United Kingdom',
  });
  const father = await post(page, '/api/family-members', {
    firstName: 'Patrick',
    lastName: 'Kelly',
    relationship: 'parent',
    gender: 'male',
    birthPlace: 'Manchester',
    birthCountry: 'United Kingdom',
  });
  const grandmother = await post(page, '/api/family-members', {
    firstName: 'Mary',
    lastName: 'Kelly',
    relationship: 'grandparent',
    gender: 'female',
    birthDate: '1935-06-20',
    birthPlace: 'Castlebar, Co. Mayo',
    isIrishBorn: true,
    isDeceased: true,
    deathPlace: 'Manchester',
    deathCountry: 'United Kingdom',
    hasNameChanged: true,
    parentId: father.id,
  });
  await post(page, '/api/name-change-events', {
    familyMemberId: grandmother.id,
    changeType: 'marriage',
    surnameBeforeChange: 'Walsh',
    surnameAfterChange: 'Kelly',
    changeDate: '1958-04-12',
    changePlace: 'Manchester',
    changeCountry: 'England',
  });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Order Documents' }).click();
  await expect(page.getByRole('heading', { name: "Documents we'll research" })).toBeVisible();
  const rows = page.getByTestId('research-row');
  await expect(rows).toHaveCount(5);
  const marriage = rows.filter({ hasText: 'Marriage Certificate' });
  await expect(marriage).toHaveCount(1);
  await expect(marriage).toContainText('Mary Kelly');
  await expect(marriage).toContainText(
    'Required because your grandparent changed surname on marriage (from Walsh to Kelly)',
  );
  await expect(marriage.getByText('Required', { exact: true }).filter({ visible: true })).toBeVisible();
  const death = rows.filter({ hasText: 'Death Certificate' });
  await expect(death).toContainText('Required because your grandparent has died');
  await expect(death.getByText('Required', { exact: true }).filter({ visible: true })).toBeVisible();
  // The badge never says Recommended beside a reason that says Required.
  await expect(page.getByText('Recommended', { exact: true })).toHaveCount(0);

  await page.getByRole('checkbox', { name: /Marriage Certificate\s*Mary Kelly/ }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'document-table-marriage-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(marriage.getByText('Required', { exact: true }).filter({ visible: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'document-table-marriage-390');
});
