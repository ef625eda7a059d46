import type { Page } from '@playwright/test';
import { waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

async function answer(page: Page, value: 'Yes' | 'No') {
  await page.getByRole('button', { name: value, exact: true }).click();
}

async function startCheck(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
}

/** Waits for the result card and the server's answer to storing the check. */
async function resultAfter(page: Page, answers: Array<'Yes' | 'No'>) {
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/eligibility-checks') && r.request().method() === 'POST',
  );
  for (const a of answers) await answer(page, a);
  const response = await stored;
  expect(response.status()).toBe(201);
  const body = await response.json();
  const card = page.getByTestId('eligibility-result');
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-reason', body.reason);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pending-eligibility-check-id'))).toBe(body.id);
  return { card, body };
}

test.describe('eligibility check', () => {
  for (const { answers, title, reason } of [
    { answers: ['No'] as const, title: 'Irish Citizen at Birth', reason: 'born_in_ireland' },
    { answers: ['Yes', 'Yes'] as const, title: 'Already an Irish Citizen', reason: 'already_citizen' },
    { answers: ['Yes', 'No', 'Yes'] as const, title: 'Already an Irish Citizen', reason: 'already_citizen' },
    { answers: ['Yes', 'No', 'No', 'Yes'] as const, title: 'Can Become Irish Citizen', reason: 'eligible' },
    { answers: ['Yes', 'No', 'No', 'No'] as const, title: 'Not Eligible by Descent', reason: 'not_eligible' },
  ]) {
    test(`${answers.join(', ')} ends as "${title}" and is stored`, async ({ page }) => {
      await startCheck(page);
      const { card, body } = await resultAfter(page, [...answers]);
      expect(body.reason).toBe(reason);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      if (reason === 'born_in_ireland' || reason === 'already_citizen') {
        await expect(card).toContainText(/apply for an Irish passport directly/i);
      }
      if (reason === 'eligible') {
        await expect(card).toContainText('date you are registered');
        // The eligible result asks for an email to start a family tree (compact sign-in form).
        await expect(card.getByLabel('Enter your email to get started')).toBeVisible();
        await expect(card.getByRole('button', { name: 'Send magic link' })).toBeDisabled();
      }
    });
  }

  test('shows progress, goes Back (discarding the answer) and Starts Over', async ({ page }) => {
    await startCheck(page);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await answer(page, 'Yes');
    await expect(page.getByText('Question 2 of 4')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await answer(page, 'No');
    await expect(page.getByText('Question 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Question 2 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // A different path after Back: the discarded answers must not count.
    const { card } = await resultAfter(page, ['Yes', 'Yes']);
    await expect(card.getByRole('heading', { name: 'Already an Irish Citizen' })).toBeVisible();
    await card.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    await expect(page.getByTestId('eligibility-question')).toHaveText('Were you born outside the island of Ireland?');
  });
});
