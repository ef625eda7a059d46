import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInViaDevMailbox } from './support/sign-in.ts';

/**
 * The admin dashboard against its own server (an admin named in ADMIN_EMAILS, own PGlite). The
 * records are made through the API as users would make them: eligibility checks (two anonymous),
 * a family tree, and a PDF guide paid with the built-in test provider.
 */
const ADMIN = 'boss@example.ie';
/** A second admin: sign-in links are limited to 3 per address per 15 minutes. */
const DEPUTY = 'deputy@example.ie';
const APPLICANT = 'aoife.applicant@example.ie';
const NOT_ADMIN = 'nosy.user@example.ie';

let address = 0;
/** The server trusts X-Forwarded-For: each caller its own address, so rate limits stay apart. */
const nextAddress = () => `10.88.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

type Api = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>;

/** Signs in over HTTP (magic link from the dev mailbox) and returns a caller with that session. */
async function apiSession(baseURL: string, email: string | null): Promise<Api> {
  const ip = nextAddress();
  let cookie = '';
  if (email) {
    const sent = await fetch(`${baseURL}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL, 'x-forwarded-for': ip },
      body: JSON.stringify({ email, callbackURL: '/auth/callback' }),
    });
    if (!sent.ok) throw new Error(`magic link: ${sent.status}`);
    const html = await (await fetch(`${baseURL}/dev/mailbox`)).text();
    const article = html.split('<article>').find((a) => a.includes(`<b>To:</b> ${email}`));
    const link = /href="([^"]*magic-link\/verify[^"]*)"/.exec(article ?? '')?.[1]?.replaceAll('&amp;', '&');
    if (!link) throw new Error(`no magic link for ${email}`);
    const verified = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': ip } });
    cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie.includes('session_token')) throw new Error(`no session for ${email}: ${verified.status}`);
  }
  return async (method, path, body) => {
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        origin: baseURL,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
}

describe('admin dashboard', () => {
  let browser: Browser;
  let server: RunningServer;
  let dataDir: string;
  let pdfPrice = '';
  let memberIds: { self: string; father: string; grandad: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-admin-'));
    server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: `${ADMIN},${DEPUTY}` });
    browser = await launchBrowser();

    // An applicant: an eligible check, a tree through an Irish-born grandfather, a paid PDF guide.
    const applicant = await apiSession(server.url, APPLICANT);
    const check = await applicant('POST', '/api/eligibility-checks', { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' });
    expect(check.status, JSON.stringify(check.json)).toBe(201);
    expect(check.json.reason).toBe('eligible');
    const add = async (body: Record<string, unknown>) => {
      const res = await applicant('POST', '/api/family-members', body);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json.id as string;
    };
    const self = await add({
      firstName: 'Aoife',
      lastName: 'Walsh',
      relationship: 'self',
      gender: 'female',
      birthDate: '1992-06-14',
      birthPlace: 'Leeds',
    });
    const father = await add({
      firstName: 'John',
      lastName: 'Walsh',
      relationship: 'parent',
      birthDate: '1961-02-03',
      birthPlace: 'Liverpool',
    });
    const grandad = await add({
      firstName: 'Patrick',
      lastName: 'Walsh',
      relationship: 'grandparent',
      parentId: father,
      birthDate: '1931-03-17',
      birthPlace: 'Castlebar, County Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
    });
    memberIds = { self, father, grandad };

    const payment = await applicant('POST', '/api/create-pdf-payment', { eligibilityCheckId: check.json.id });
    expect(payment.status, JSON.stringify(payment.json)).toBe(200);
    const { paymentIntentId, clientSecret, amount, currency } = payment.json;
    pdfPrice = formatMoney(amount, currency);
    const completed = await applicant('POST', `/api/test-payments/${paymentIntentId}/complete`, {
      clientSecret,
      outcome: 'succeed',
    });
    expect(completed.status).toBe(200);
    const confirmed = await applicant('POST', '/api/confirm-payment', { paymentIntentId });
    expect(confirmed.json.status).toBe('paid');

    // Two anonymous visitors: one not eligible, one born in Ireland (already Irish).
    const visitor = await apiSession(server.url, null);
    expect((await visitor('POST', '/api/eligibility-checks', { q1: 'yes', q2: 'no', q3: 'no', q4: 'no' })).status).toBe(
      201,
    );
    const second = await apiSession(server.url, null);
    expect((await second('POST', '/api/eligibility-checks', { q1: 'no' })).status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an admin reads the overview figures (desktop and phone), accessible, with the weekly chart', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
    await signInViaDevMailbox(page, server.url, ADMIN);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');

      const card = (title: string) => page.getByTestId('stat-card').filter({ hasText: title });
      await card('Total Users').waitFor();
      // The applicant and the admin.
      expect(await card('Total Users').innerText()).toMatch(/Total Users\s+2\s+\+2 this month/);
      expect(await card('Eligibility Checks').innerText()).toMatch(/3\s+33\.3% eligible/);
      const money = (display: string) => display.replace(/[.$]/g, '\\$&');
      expect(await card('PDF Guide Revenue').innerText()).toMatch(new RegExp(`${money(pdfPrice)}\\s+1 sold`));
      expect(await card('Document Research Revenue').innerText()).toMatch(
        new RegExp(`${money(formatMoney(0, 'eur'))}\\s+0 orders`),
      );

      const breakdown = page.locator('[data-slot=card]').filter({ hasText: 'Eligibility Breakdown' });
      expect(await breakdown.innerText()).toMatch(/Eligible\s+1\s+Not eligible\s+1\s+Already Irish\s+1/);
      const conversion = page.locator('[data-slot=card]').filter({ hasText: 'Conversion Rate' });
      expect(await conversion.innerText()).toContain('Eligibility Check → PDF Order');
      expect(await conversion.innerText()).toContain('33.3%');
      expect(await conversion.innerText()).toContain('1 paid PDF order out of 3 checks');
      const revenue = page.locator('[data-slot=card]').filter({ hasText: 'Total Revenue' });
      expect(await page.getByTestId('total-revenue').innerText()).toBe(pdfPrice);
      expect(await revenue.innerText()).toMatch(new RegExp(`PDF Guides\\s+${money(pdfPrice)}`));

      // The chart (its own lazy chunk) draws three series; the same figures are in a table for screen readers.
      await page.getByTestId('weekly-chart').locator('.recharts-line-curve').first().waitFor();
      expect(await page.getByTestId('weekly-chart').locator('.recharts-line-curve').count()).toBe(2);
      const weeks = page.getByRole('table', { name: /per week/ }).locator('tbody tr');
      expect(await weeks.count()).toBe(12);
      // This week: 2 sign-ups, 3 checks, 1 paid order.
      expect(await weeks.last().locator('td').allTextContents()).toEqual(['2', '3', '1']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await screenshot(page, `admin-overview-${width}`);
      await expectAccessible(page);
    }
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it("an admin finds a user, opens the family tree and sees the engine's result", async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
    await signInViaDevMailbox(page, server.url, ADMIN);
    await page.goto('/admin?tab=users');
    await page.getByRole('heading', { name: /All Users \(2\)/ }).waitFor();
    expect(await page.getByText('Click on a user to view their family tree').isVisible()).toBe(true);
    const cards = page.getByTestId('user-card');
    expect(await cards.count()).toBe(2);
    // Newest first: the admin signed in last.
    expect(await cards.first().innerText()).toContain(ADMIN);
    expect(await cards.first().getByText('Admin', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('APPLICANT@');
    await page.getByRole('heading', { name: /All Users \(1\)/ }).waitFor();
    const applicant = cards.first();
    expect(await applicant.innerText()).toMatch(/Family\s+3\s+PDFs\s+1\s+Docs\s+0/);
    await applicant.click();

    const panel = page.getByTestId('family-tree-panel');
    await panel.waitFor();
    expect(await panel.getByRole('heading').innerText()).toBe('aoife.applicant');
    expect(await panel.innerText()).toContain('3 family members');
    expect(await panel.getByTestId('eligibility-badge').innerText()).toBe('Eligible');
    const grandad = panel.locator(`[data-member-id="${memberIds.grandad}"]`);
    expect(await grandad.innerText()).toMatch(/Patrick Walsh\s+Grandfather\s+Irish Born/);
    expect(await grandad.innerText()).toContain('Born 1931 · Castlebar, County Mayo');
    // Nested: the grandfather is inside the father's entry.
    expect(
      await panel.locator(`[data-member-id="${memberIds.father}"] [data-member-id="${memberIds.grandad}"]`).count(),
    ).toBe(1);
    expect(await panel.locator(`[data-member-id="${memberIds.self}"]`).innerText()).toContain('Aoife Walsh');
    await screenshot(page, 'admin-users-1280');
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(ADMIN);
    await page.getByRole('heading', { name: /All Users \(1\)/ }).waitFor();
    await expect.poll(() => cards.first().innerText()).toContain(ADMIN);
    await cards.first().click();
    await page.getByText('No family tree data yet').waitFor();
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('an admin creates and deactivates a coupon; the coupon shows who did it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
    await signInViaDevMailbox(page, server.url, DEPUTY);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await page.getByRole('heading', { name: 'New Coupon' }).waitFor();
    expect(page.url()).toContain('tab=coupons');

    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await page.getByText('Use 3-40 letters, digits, - or _').waitFor();
    await page.getByLabel('Code').fill('e2e-spring');
    await page.getByLabel('Name').fill('Spring offer');
    await page.getByLabel('Percent').fill('15');
    await page.getByLabel('Usage limit (optional)').fill('50');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const row = page.getByTestId('coupon-row').filter({ hasText: 'E2E-SPRING' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Spring offer · 15% off');
    expect(await row.innerText()).toContain('0 of 50');
    await expect.poll(() => row.getByTestId('audit-entry').first().innerText()).toContain(`Created by ${DEPUTY}`);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate E2E-SPRING?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('Inactive');
    await expect.poll(() => row.getByTestId('audit-entry').count()).toBe(2);
    expect(await row.getByTestId('audit-entry').first().innerText()).toContain(`Deactivated by ${DEPUTY}`);
    expect(await row.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    await screenshot(page, 'admin-coupons-1280');
    // axe reads a toast mid-animation as low contrast: check the page once the toasts are gone.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await expectAccessible(page);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it("shows the spec's error texts when the admin API fails", async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { consent: 'given' });
    await signInViaDevMailbox(page, server.url, DEPUTY);
    // A 4xx is not retried, so the error shows at once.
    const fail = {
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Broken on purpose', code: 'TEST' }),
    };
    await page.route(
      (url) => url.pathname === '/api/admin/stats',
      (route) => route.fulfill(fail),
    );
    await page.goto('/admin');
    await page.getByText('Error Loading Dashboard').waitFor();

    await page.route(
      (url) => url.pathname.endsWith('/family-tree'),
      (route) => route.fulfill(fail),
    );
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByTestId('user-card').first().click();
    await page.getByText('Error Loading Family Tree').waitFor();

    await page.route(
      (url) => url.pathname === '/api/admin/users',
      (route) => route.fulfill(fail),
    );
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('anyone');
    await page.getByText('Error Loading Users').waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(consoleErrors, [/^HTTP 400 GET \/api\/admin\//]);
    await context.close();
  });

  it('a signed-in non-admin sees Access Denied, and the admin API answers 403', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { width: 390, consent: 'given' });
    await signInViaDevMailbox(page, server.url, NOT_ADMIN);
    await page.goto('/admin');
    await page.getByText('Access Denied').waitFor();
    expect(await page.getByText("You don't have permission to access this page.").isVisible()).toBe(true);
    expect(await page.getByRole('tab').count()).toBe(0);
    const statuses = await page.evaluate(async () =>
      Promise.all(
        ['/api/admin/stats', '/api/admin/users', '/api/admin/coupons'].map(async (p) => (await fetch(p)).status),
      ),
    );
    expect(statuses).toEqual([403, 403, 403]);
    await expectAccessible(page);
    expectNoConsoleErrors(consoleErrors, [/^HTTP 403 GET \/api\/admin\//]);
    await context.close();
  });
});
