import { expectAccessible, recordApiCalls, screenshot, waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('landing page', () => {
  test('renders every section with live prices and the promotion', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Irish Citizenship/);
    const header = page.getByRole('banner');
    for (const name of ['Eligibility Check', 'Services', 'Blog', 'Login']) {
      await expect(header.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText('grandparent');
    await expect(page.getByRole('link', { name: 'Check Eligibility Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn About Services' })).toBeVisible();
    // The eligibility section stays hidden until asked for.
    await expect(page.locator('#eligibility')).toBeHidden();
    for (const heading of [
      'Why Irish Citizenship?',
      'Trusted by families of the Irish diaspora',
      'Your claim is time-sensitive',
      'Our Services',
      'Common questions',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
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
      await expect(page.getByRole('heading', { name: benefit })).toHaveCount(1);
    }
    await expect(page.locator('figure blockquote')).toHaveCount(3);
    await expect(page.getByText('Limited Time Site Launch Offer')).toBeVisible();
    await expect(page.getByText('Save 30% on all services')).toBeVisible();
    const services = page.locator('#services');
    await expect(services.getByText('€10.50')).toHaveCount(2);
    await expect(services.getByText('€15.00')).toHaveCount(2);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);

    await page.getByRole('link', { name: 'Get Your PDF Guide' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await page.goBack();
    await page.getByRole('link', { name: 'Order Certificates' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('a signed-out visitor sees the prices without asking for the session or the prices (they come with the page)', async ({
    openPage,
  }) => {
    const page = await openPage({ width: 390, height: 844 });
    const apiCalls = recordApiCalls(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(page.locator('#services').getByText('€10.50')).toHaveCount(2);
    expect(apiCalls.filter((p) => p === '/api/session' || p === '/api/pricing')).toEqual([]);
  });

  test('Learn About Services scrolls to the services section; the header Eligibility Check link opens the check', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Learn About Services' }).click();
    await expect
      .poll(() => page.locator('#services').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120))
      .toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Eligibility Check' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/eligibility');
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
  });

  test('works on a 390 px phone: small Login button, no sideways scrolling; screenshots at 390 and 1280 px', async ({
    openPage,
  }) => {
    const phone = await openPage({ width: 390, height: 844 });
    await phone.goto('/');
    await expect(phone.getByText('Limited Time Site Launch Offer')).toBeVisible();
    await expect(phone.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(phone.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeHidden();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'landing-390');

    const desktop = await openPage({ width: 1280, height: 900 });
    await desktop.goto('/');
    await expect(desktop.getByText('Limited Time Site Launch Offer')).toBeVisible();
    await screenshot(desktop, 'landing-1280');
  });

  test('has no serious accessibility violations, with the eligibility check open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    await expect(page.getByText('Limited Time Site Launch Offer')).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the 404 page for an unknown path', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404/);
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
