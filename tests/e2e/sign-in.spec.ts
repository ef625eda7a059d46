import { screenshot, waitForHydration } from './support/browser.ts';
import { expect, testWithMailingServer } from './support/fixtures.ts';

/** Sign-in journeys against a server that sends real mail to an SMTP server this test runs. */
const test = testWithMailingServer({});

const MAGIC_LINK = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/;

test.describe('sign-in by magic link', () => {
  test('requests a link on /login, opens the mailed link, lands on the dashboard, stays signed in, logs out', async ({
    page,
    server,
  }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByText('Sign in to continue')).toBeVisible();
    await expect(page.getByText('Access your Irish citizenship application progress')).toBeVisible();
    // Google is not configured on this server, so its button is hidden.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    const send = page.getByRole('button', { name: 'Send magic link' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email address').fill('siobhan.kelly@example.ie');
    await send.click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText("We've sent you a magic link to sign in.")).toBeVisible();
    await screenshot(page, 'login-sent-1280');

    const mail = await server.smtp.waitForMail('siobhan.kelly@example.ie');
    expect(mail.subject).toContain('sign-in link');
    const link = MAGIC_LINK.exec(mail.text)![0];
    await page.goto(link);
    await expect(page.getByText('Sign in successful!')).toBeVisible();
    await expect(page.getByText('Redirecting to dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('welcome-name')).toContainText('siobhan.kelly');

    await page.reload();
    await expect(page.getByTestId('welcome-name')).toContainText('siobhan.kelly');
    await screenshot(page, 'dashboard-1280');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Check Eligibility Now' })).toBeVisible();
    // The session is gone on the server too: the old cookie no longer signs anyone in.
    const session = await page.evaluate(() => fetch('/api/session').then((r) => r.json()));
    expect(session).toEqual({ user: null });
  });

  test('a used link shows "Authentication failed" and returns home', async ({ page, server }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Email address').fill('used.link@example.ie');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    const mail = await server.smtp.waitForMail('used.link@example.ie');
    const link = MAGIC_LINK.exec(mail.text)![0];
    await fetch(link, { redirect: 'manual' }); // someone (or a mail scanner) used it first
    await page.goto(link);
    await expect(page.getByText('Authentication failed')).toBeVisible();
    await expect(page.getByText('Redirecting to home...')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 6000 });
  });

  test('an expired session during use shows "Session Expired" and returns to sign-in', async ({
    page,
    context,
    consoleErrors,
    server,
  }) => {
    consoleErrors.allow(/401/);
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Email address').fill('expiring@example.ie');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    const mail = await server.smtp.waitForMail('expiring@example.ie');
    // The dashboard's own first requests must be answered before the session ends: one answered
    // 401 would end it before the click below, and the Settings link would be gone.
    const dashboardLoaded = ['/api/family-tree/eligibility', '/api/family-tree-lock'].map((path) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.status() === 200),
    );
    await page.goto(MAGIC_LINK.exec(mail.text)![0]);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('welcome-name')).toBeVisible();
    await Promise.all(dashboardLoaded);

    // The session ends on the server (signed out from another tab) while this page still shows it.
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await other.close();

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('Session Expired')).toBeVisible();
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  });
});
