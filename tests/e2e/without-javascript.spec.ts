import type { Browser, BrowserContext, Page } from '@playwright/test';
import { QUIZ_OUTCOMES, QUIZ_QUESTIONS } from '#shared/eligibility-content.ts';
import { screenshot, waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** Decision 060: the public pages work before and without JavaScript. */

let context: BrowserContext | undefined;
test.afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function pageWithoutJavaScript(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
  return context.newPage();
}

const question = (page: Page, n: number) => page.getByRole('heading', { name: QUIZ_QUESTIONS[n].text });

test.describe('without JavaScript', () => {
  test('the landing page’s calls to action are links to real addresses', async ({ browser, baseURL }) => {
    const page = await pageWithoutJavaScript(browser, baseURL!);
    await page.goto('/');
    const hrefs = {
      'Check Eligibility Now': '/eligibility',
      'Learn About Services': '#services',
      'Get Your PDF Guide': '/login',
      'Order Certificates': '/login',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Eligibility Check' })).toHaveAttribute(
      'href',
      '/eligibility',
    );
    await page.getByRole('link', { name: 'Learn About Services' }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await page.getByRole('link', { name: 'Get Your PDF Guide' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
    await expect(page).toHaveURL(/\/eligibility$/);
    await expect(question(page, 0)).toBeVisible();
  });

  test('the eligibility check is a form: each answer is posted, and the server renders the result', async ({
    browser,
    baseURL,
  }) => {
    const page = await pageWithoutJavaScript(browser, baseURL!, 390);
    await page.goto('/eligibility');
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));

    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(question(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(question(page, 2)).toBeVisible();
    // Back steps back a question, as it does with JavaScript.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(question(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(question(page, 3)).toBeVisible();
    const result = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    expect((await result).status()).toBe(200);

    const card = page.getByTestId('eligibility-result');
    await expect(card).toHaveAttribute('data-reason', 'eligible');
    await expect(card.getByRole('heading', { name: QUIZ_OUTCOMES.eligible.title })).toBeVisible();
    await expect(card).toContainText(QUIZ_OUTCOMES.eligible.summary);
    expect(posts).toEqual(Array(6).fill('/eligibility'));
    await screenshot(page, 'eligibility-no-js-result-390');

    // The result's sign-in form posts too.
    await card.getByLabel('Enter your email to get started').fill('no-js-quiz@example.ie');
    await card.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Link sent. Open it on this device within 15 minutes; it works once.',
    );

    await page.goto('/eligibility');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByTestId('eligibility-result')).toHaveAttribute('data-reason', 'born_in_ireland');
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(question(page, 0)).toBeVisible();
  });

  test('/login is a form: the link is sent, or the page says why not', async ({ browser, baseURL }) => {
    const page = await pageWithoutJavaScript(browser, baseURL!);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address.');
    await page.getByLabel('Email address').fill('no-js-login@example.ie');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Link sent. Open it on this device within 15 minutes; it works once.',
    );
    await expect(page.getByLabel('Email address')).toHaveValue('no-js-login@example.ie');
    const mailbox = await (await fetch(`${baseURL}/dev/mailbox`)).text();
    expect(mailbox).toContain('<b>To:</b> no-js-login@example.ie');
    await screenshot(page, 'login-no-js-sent-1280');
  });
});

test.describe('with JavaScript, the same page is enhanced in place', () => {
  test('the check answers without posting the page, and stores the result through the API', async ({ page }) => {
    await page.goto('/eligibility');
    await waitForHydration(page);
    const pagePosts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.isNavigationRequest() && pagePosts.push(r.url()));
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/eligibility-checks'));
    for (const value of ['Yes', 'No', 'No', 'No']) {
      await page.getByRole('button', { name: value, exact: true }).click();
    }
    expect((await stored).status()).toBe(201);
    await expect(page.getByTestId('eligibility-result')).toHaveAttribute('data-reason', 'not_eligible');
    expect(pagePosts).toEqual([]);
  });

  test('the landing page opens the check in place', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
    await expect(page.locator('#eligibility')).toBeVisible();
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('before JavaScript has loaded', () => {
  test('an address typed into the server’s form is kept when the page comes alive', async ({ page }) => {
    // The page's scripts arrive only after the visitor has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email address').fill('early.typist@example.ie');
    release();
    await waitForHydration(page);
    const send = page.getByRole('button', { name: 'Send magic link' });
    await expect(send).toBeEnabled();
    const sent = page.waitForRequest('**/api/auth/sign-in/magic-link');
    await send.click();
    expect((await sent).postDataJSON().email).toBe('early.typist@example.ie');
  });
});
