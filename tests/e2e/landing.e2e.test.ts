import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  recordApiCalls,
  screenshot,
} from './support/browser.ts';

const baseURL = inject('baseURL');

describe('landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders every section with live prices and the promotion', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Irish Citizenship');
    const header = page.getByRole('banner');
    for (const name of ['Eligibility Check', 'Services', 'Blog', 'Login']) {
      await expect.poll(() => header.getByRole('link', { name, exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('grandparent');
    expect(await page.getByRole('button', { name: 'Check Eligibility Now' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Learn About Services' }).isVisible()).toBe(true);
    // The eligibility section stays hidden until asked for.
    expect(await page.locator('#eligibility').isVisible()).toBe(false);
    for (const heading of [
      'Why Irish Citizenship?',
      'Trusted by families of the Irish diaspora',
      'Your claim is time-sensitive',
      'Our Services',
      'Common questions',
    ]) {
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    for (const benefit of [
      'Travel to 180+ countries',
      'Rights in all 27 EU countries',
      'Live and work in the UK',
      'Education',
      'European Health Insurance Card',
      'Keep your current nationality',
      'Pass citizenship on',
    ]) {
      expect(await page.getByRole('heading', { name: benefit }).count()).toBe(1);
    }
    expect(await page.locator('figure blockquote').count()).toBe(3);
    await expect.poll(() => page.getByText('Limited Time Site Launch Offer').isVisible()).toBe(true);
    expect(await page.getByText('Save 30% on all services').isVisible()).toBe(true);
    const services = page.locator('#services');
    expect(await services.getByText('€10.50').count()).toBe(2);
    expect(await services.getByText('€15.00').count()).toBe(2);
    expect(await page.getByRole('contentinfo').textContent()).toContain(`© ${new Date().getFullYear()}`);

    await page.getByRole('button', { name: 'Get Your PDF Guide' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.goBack();
    await page.getByRole('button', { name: 'Order Certificates' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('a signed-out visitor sees the prices without asking for the session or the prices (they come with the page)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, {
      consent: 'given',
      width: 390,
      height: 844,
    });
    const apiCalls = recordApiCalls(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    expect(await page.locator('#services').getByText('€10.50').count()).toBe(2);
    expect(apiCalls.filter((p) => p === '/api/session' || p === '/api/pricing')).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('Learn About Services scrolls to the services section; the header Eligibility Check link reveals the check', async () => {
    const { page, context } = await openPage(browser, baseURL, { consent: 'given' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn About Services' }).click();
    await expect
      .poll(() => page.locator('#services').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120))
      .toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Eligibility Check' }).click();
    await expect.poll(() => page.locator('#eligibility').isVisible()).toBe(true);
    expect(await page.getByText('Question 1 of 4').isVisible()).toBe(true);
    await context.close();
  });

  it('works on a 390 px phone: small Login button, no sideways scrolling; screenshots at 390 and 1280 px', async () => {
    const phone = await openPage(browser, baseURL, { width: 390, height: 844, consent: 'given' });
    await phone.page.goto('/');
    await phone.page.getByText('Limited Time Site Launch Offer').waitFor();
    expect(await phone.page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await phone.page.getByRole('banner').getByRole('link', { name: 'Blog' }).isVisible()).toBe(false);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'landing-390');
    await phone.context.close();

    const desktop = await openPage(browser, baseURL, { width: 1280, height: 900, consent: 'given' });
    await desktop.page.goto('/');
    await desktop.page.getByText('Limited Time Site Launch Offer').waitFor();
    await screenshot(desktop.page, 'landing-1280');
    await desktop.context.close();
  });

  it('has no serious accessibility violations, with the eligibility check open', async () => {
    const { page, context } = await openPage(browser, baseURL, { consent: 'given' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Check Eligibility Now' }).click();
    await page.getByText('Question 1 of 4').waitFor();
    await page.getByText('Limited Time Site Launch Offer').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseURL, { consent: 'given' });
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    expect(await page.title()).toContain('404 Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expectNoConsoleErrors(consoleErrors, [/404/]);
    await context.close();
  });
});
