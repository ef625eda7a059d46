import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { expectNoConsoleErrors, launchBrowser, openPage, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** Sign-in journeys against a server that sends real mail to an SMTP server this test runs. */
describe('sign-in by magic link', () => {
  let browser: Browser;
  let smtp: TestSmtp;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-signin-'));
    server = await startServer({ SMTP_URL: smtp.url, DATA_DIR: dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('requests a link on /login, opens the mailed link, lands on the dashboard, stays signed in, logs out', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByText('Sign in to continue').isVisible()).toBe(true);
    expect(await page.getByText('Access your Irish citizenship application progress').isVisible()).toBe(true);
    // Google is not configured on this server, so its button is hidden.
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    const send = page.getByRole('button', { name: 'Send magic link' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email address').fill('siobhan.kelly@example.ie');
    await send.click();
    await page.getByText('Check your email').waitFor();
    expect(await page.getByText("We've sent you a magic link to sign in.").isVisible()).toBe(true);
    await screenshot(page, 'login-sent-1280');

    const mail = await smtp.waitForMail('siobhan.kelly@example.ie');
    expect(mail.subject).toContain('sign-in link');
    const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByText('Sign in successful!').waitFor();
    expect(await page.getByText('Redirecting to dashboard...').isVisible()).toBe(true);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('welcome-name').textContent()).toContain('siobhan.kelly');

    await page.reload();
    await page.getByTestId('welcome-name').waitFor();
    expect(await page.getByTestId('welcome-name').textContent()).toContain('siobhan.kelly');
    await screenshot(page, 'dashboard-1280');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Check Eligibility Now' }).waitFor();
    // The session is gone on the server too: the old cookie no longer signs anyone in.
    const session = await page.evaluate(() => fetch('/api/session').then((r) => r.json()));
    expect(session).toEqual({ user: null });
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('a used link shows "Authentication failed" and returns home', async () => {
    const { page, context } = await openPage(browser, server.url, { consent: 'given' });
    await page.goto('/login');
    await page.getByLabel('Email address').fill('used.link@example.ie');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    const mail = await smtp.waitForMail('used.link@example.ie');
    const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)![0];
    await fetch(link, { redirect: 'manual' }); // someone (or a mail scanner) used it first
    await page.goto(link);
    await page.getByText('Authentication failed').waitFor();
    expect(await page.getByText('Redirecting to home...').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
    await context.close();
  });

  it('an expired session during use shows "Session Expired" and returns to sign-in', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
    await page.goto('/login');
    await page.getByLabel('Email address').fill('expiring@example.ie');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    const mail = await smtp.waitForMail('expiring@example.ie');
    // The dashboard's own first requests must be answered before the session ends: one answered
    // 401 would end it before the click below, and the Settings link would be gone.
    const dashboardLoaded = ['/api/family-tree/eligibility', '/api/family-tree-lock'].map((path) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.status() === 200),
    );
    await page.goto(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)![0]);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('welcome-name').waitFor();
    await Promise.all(dashboardLoaded);

    // The session ends on the server (signed out from another tab) while this page still shows it.
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await other.close();

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText('Session Expired').waitFor();
    expect(await page.getByText('Your session has expired. Please log in again.').isVisible()).toBe(true);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign In', exact: true }).waitFor();
    expectNoConsoleErrors(consoleErrors, [/401/]);
    await context.close();
  });
});
