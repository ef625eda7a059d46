import type { Page } from '@playwright/test';
import { expectAccessible, screenshot } from './support/browser.ts';
import { addEligibleTree, treeHeading } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/** Writes through the API as the signed-in page (the browser sends its own Origin). */
async function send(page: Page, method: 'POST' | 'PUT', url: string, body: object) {
  const status = await page.evaluate(
    ([m, u, b]) =>
      fetch(u, { method: m, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then(
        (r) => r.status,
      ),
    [method, url, body] as const,
  );
  expect(status, `${method} ${url}`).toBeLessThan(300);
}

const today = () => new Date().toISOString().slice(0, 10);
const nextStep = (page: Page) => page.getByTestId('next-step');

/** Each card is as tall as what it holds: no space stretched below its content (issue 32 item 2). */
async function expectCardsAtTheirOwnHeight(page: Page) {
  const cards = page.getByTestId('dashboard-cards').locator('[data-slot="card"]');
  await expect(cards).toHaveCount(5);
  await expect(cards.first().getByRole('heading')).toHaveText('Your Application');
  const slack = await cards.evaluateAll((els) =>
    els.map((card) => {
      const content = card.querySelector('[data-slot="card-content"]')!.getBoundingClientRect();
      return Math.round(card.getBoundingClientRect().bottom - content.bottom);
    }),
  );
  // Only the card's own edge below the content (its border), never the height of a taller neighbour.
  for (const px of slack) expect(px).toBeLessThanOrEqual(2);
}

/** The dashboard at 1280 px (the test's page) and at 390 px (a phone with the same session). */
async function screenshots(page: Page, name: string) {
  await screenshot(page, `dashboard-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nextStep(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, `dashboard-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the dashboard leads with the next step', () => {
  test('a new user: build the tree first, Getting Started shown, no name in the greeting', async ({
    signedInPage: page,
    user,
  }) => {
    await expect(nextStep(page)).toHaveAttribute('data-stage', 'build_tree');
    await expect(nextStep(page).getByRole('heading', { level: 2 })).toHaveText('Build your family tree');
    await expect(nextStep(page)).toContainText('1 of 6');
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    // Never the email's prefix as a name: nothing was saved in Settings.
    await expect(page.getByTestId('greeting')).toHaveText('Here is where your Irish citizenship application stands.');
    await expect(page.getByTestId('greeting')).not.toContainText(user.split('@')[0]);
    await expectCardsAtTheirOwnHeight(page);
    await screenshots(page, 'new-user');
    await expectAccessible(page);

    await nextStep(page).getByRole('link', { name: 'Start your family tree' }).click();
    await expect(treeHeading(page)).toBeVisible();
  });

  test('a tree without a route says why and leads back to the tree', async ({ signedInPage: page }) => {
    await send(page, 'POST', '/api/family-members', {
      relationship: 'self',
      firstName: 'Aoife',
      lastName: 'Walsh',
      gender: 'female',
      birthDate: '1990-05-01',
      birthPlace: 'Leeds',
      birthCountry: 'England',
    });
    await page.reload();
    await expect(nextStep(page)).toHaveAttribute('data-stage', 'choose_route');
    await expect(nextStep(page)).toContainText('Your application workspace opens once your family tree shows a route');
    // The card below gives the state in a line; the why is the next step's, not repeated.
    const cards = page.getByTestId('dashboard-cards');
    await expect(cards).toContainText('Opens once your family tree shows a route to the Foreign Births Register.');
    await expect(cards).not.toContainText('Your application workspace opens once');
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeHidden();
    await nextStep(page).getByRole('link', { name: 'Complete your family tree' }).click();
    await expect(treeHeading(page)).toBeVisible();
  });

  test('with a tree: gather the documents, greeted by the name saved in Settings', async ({ signedInPage: page }) => {
    await addEligibleTree(page);
    await send(page, 'PUT', '/api/user/name', { name: 'Aoife Walsh' });
    await page.reload();
    await expect(nextStep(page)).toHaveAttribute('data-stage', 'gather');
    await expect(nextStep(page).getByRole('heading', { level: 2 })).toHaveText('Gather your documents');
    await expect(nextStep(page)).toContainText(/0 of \d+ items ready\./);
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeHidden();
    await expect(page.getByTestId('greeting')).toHaveText(
      'Welcome, Aoife Walsh. Here is where your Irish citizenship application stands.',
    );
    await expectCardsAtTheirOwnHeight(page);
    await screenshots(page, 'with-tree');

    await nextStep(page).getByRole('link', { name: 'Continue with your documents' }).click();
    await expect(page).toHaveURL(/\/application\/documents$/);
    await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
  });

  test('posted: what is awaited from DFA, and the action that records its reply', async ({ signedInPage: page }) => {
    await addEligibleTree(page);
    await send(page, 'PUT', '/api/application/posting', { postedOn: today(), signedOn: today() });
    await page.reload();
    await expect(nextStep(page)).toHaveAttribute('data-stage', 'awaiting');
    await expect(nextStep(page).getByRole('heading', { level: 2 })).toHaveText('Posted: waiting for DFA to receive it');
    await expect(nextStep(page)).toContainText('5 of 6');
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeHidden();
    await expectCardsAtTheirOwnHeight(page);
    await screenshots(page, 'posted');

    await nextStep(page).getByRole('link', { name: 'Record DFA’s reply' }).click();
    await expect(page).toHaveURL(/\/application\/posted$/);
    await expect(page.getByRole('tab', { name: 'After posting', selected: true })).toBeVisible();

    await send(page, 'POST', '/api/application/timeline', { step: 'refused', on: today() });
    await page.goto('/dashboard');
    await expect(nextStep(page)).toHaveAttribute('data-stage', 'decision');
    await expect(nextStep(page).getByRole('heading', { level: 2 })).toHaveText('Refused: you can ask for a review');
    await expect(nextStep(page)).toContainText('Last day to ask for a review:');
  });
});
