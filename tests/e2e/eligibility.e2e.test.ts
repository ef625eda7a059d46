import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, launchBrowser, openPage } from './support/browser.ts';

const baseURL = inject('baseURL');

async function answer(page: Page, value: 'Yes' | 'No') {
  await page.getByRole('button', { name: value, exact: true }).click();
}

async function startCheck(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Check Eligibility Now' }).click();
  await page.getByText('Question 1 of 4').waitFor();
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
  await card.waitFor();
  expect(await card.getAttribute('data-reason')).toBe(body.reason);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pending-eligibility-check-id'))).toBe(body.id);
  return { card, body };
}

describe('eligibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    { answers: ['No'] as const, title: 'Irish Citizen at Birth', reason: 'born_in_ireland' },
    { answers: ['Yes', 'Yes'] as const, title: 'Already an Irish Citizen', reason: 'already_citizen' },
    { answers: ['Yes', 'No', 'Yes'] as const, title: 'Already an Irish Citizen', reason: 'already_citizen' },
    { answers: ['Yes', 'No', 'No', 'Yes'] as const, title: 'Can Become Irish Citizen', reason: 'eligible' },
    { answers: ['Yes', 'No', 'No', 'No'] as const, title: 'Not Eligible by Descent', reason: 'not_eligible' },
  ])('$answers ends as "$title" and is stored', async ({ answers, title, reason }) => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await startCheck(page);
    const { card, body } = await resultAfter(page, [...answers]);
    expect(body.reason).toBe(reason);
    expect(await card.getByRole('heading', { name: title }).isVisible()).toBe(true);
    if (reason === 'born_in_ireland' || reason === 'already_citizen') {
      expect(await card.textContent()).toMatch(/apply for an Irish passport directly/i);
    }
    if (reason === 'eligible') {
      expect(await card.textContent()).toContain('date you are registered');
      // The eligible result asks for an email to start a family tree (compact sign-in form).
      expect(await card.getByLabel('Enter your email to get started').isVisible()).toBe(true);
      expect(await card.getByRole('button', { name: 'Send magic link' }).isDisabled()).toBe(true);
    }
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('shows progress, goes Back (discarding the answer) and Starts Over', async () => {
    const { page, context } = await openPage(browser, baseURL, { consent: 'given' });
    await startCheck(page);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await answer(page, 'Yes');
    await page.getByText('Question 2 of 4').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    await answer(page, 'No');
    await page.getByText('Question 3 of 4').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Question 2 of 4').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Question 1 of 4').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    // A different path after Back: the discarded answers must not count.
    const { card } = await resultAfter(page, ['Yes', 'Yes']);
    expect(await card.getByRole('heading', { name: 'Already an Irish Citizen' }).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Start Over' }).click();
    await page.getByText('Question 1 of 4').waitFor();
    expect(await page.getByTestId('eligibility-question').textContent()).toBe(
      'Were you born outside the island of Ireland?',
    );
    await context.close();
  });
});
