import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR, waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 19 item 18: after the quiz the services section fits the outcome, and prices say what they include. */

async function finishQuiz(page: Page, answers: Array<'Yes' | 'No'>) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
  for (const a of answers) await page.getByRole('button', { name: a, exact: true }).click();
  await expect(page.getByTestId('eligibility-result')).toBeVisible();
  const services = page.locator('#services');
  await services.scrollIntoViewIfNeeded();
  return services;
}

test.describe('services after the quiz', () => {
  test('an eligible visitor is offered the pack; prices say they are our fee and list registry fees per office', async ({
    page,
  }) => {
    const services = await finishQuiz(page, ['Yes', 'No', 'No', 'Yes']);
    await expect(services.getByTestId('services-intro')).toHaveText(/Good news: from your answers you can apply/);
    await expect(services.getByRole('link', { name: 'Get Your PDF Guide' })).toBeVisible();
    await expect(services.getByText('Our fee for your guide, paid once.')).toBeVisible();
    await expect(services.getByText(/The registry’s own certificate fee is not included/)).toBeVisible();
    await services.getByText('Registry fees by office').click();
    for (const office of ['Republic of Ireland', 'Northern Ireland', 'England and Wales', 'Scotland'])
      await expect(services.getByRole('term').filter({ hasText: office })).toBeVisible();
    // The gov.uk booklet of 13 November 2024 is more than 18 months old: the fee is what to ask, the old figure a hint.
    await expect(services.getByRole('definition').filter({ hasText: '£12.50 online' })).toContainText(
      /^Ask the office for the current fee.*on 13 November 2024, more than 18 months ago/,
    );
    await expect(services.getByText(/Foreign Births Register fee \(€278 for an adult/)).toBeVisible();
  });

  for (const { answers, reason, title, says } of [
    {
      answers: ['Yes', 'Yes'] as const,
      reason: 'already-citizen',
      title: 'Apply for an Irish passport',
      says: /most likely an Irish citizen already/,
    },
    {
      answers: ['No'] as const,
      reason: 'born-in-ireland',
      title: 'Apply for an Irish passport',
      says: /do not need the Foreign Births Register/,
    },
    {
      answers: ['Yes', 'No', 'No', 'No'] as const,
      reason: 'not-eligible',
      title: 'What could change this',
      says: /no route through the Foreign Births Register today/,
    },
  ]) {
    test(`${reason}: "${title}" in place of the application pack`, async ({ openPage }) => {
      for (const width of [1280, 390]) {
        const page = await openPage({ width, height: 900 });
        const services = await finishQuiz(page, [...answers]);
        await expect(services.getByTestId('services-intro')).toHaveText(says);
        const next = services.getByTestId('services-next-step');
        await expect(next.getByRole('heading', { name: title })).toBeVisible();
        await expect(services.getByRole('link', { name: 'Get Your PDF Guide' })).toHaveCount(0);
        await expect(services.getByText('Personalized PDF Guide')).toHaveCount(0);
        // The register's own fee is for register applicants only.
        await expect(services.getByText(/Foreign Births Register fee/)).toHaveCount(0);
        await expect(services.getByRole('link', { name: 'Order Certificates' })).toBeVisible();
        if (reason === 'not-eligible') {
          await expect(next).toContainText('Northern Ireland included');
          await expect(next).toContainText('31 December 1986');
          await expect(next).toContainText('cannot be registered afterwards');
        } else {
          await expect(next).toContainText('first-time applicant');
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
        await services.screenshot({ path: `${SCREENSHOT_DIR}/services-${reason}-${width}.png` });
      }
    });
  }
});
