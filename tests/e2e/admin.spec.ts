import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { expectAccessible, screenshot } from './support/browser.ts';
import { expect, testWithServer } from './support/fixtures.ts';
import { startServer } from './support/server.ts';

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

const test = testWithServer(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-admin-'));
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: `${ADMIN},${DEPUTY}` });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

test.describe('admin dashboard', () => {
  let pdfPrice = '';
  let memberIds: { self: string; father: string; grandad: string };

  test.beforeAll(async ({ server }) => {
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

  test('an admin reads the overview figures (desktop and phone), accessible, with the weekly chart', async ({
    page,
    signIn,
  }) => {
    await signIn(page, ADMIN);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

      const card = (title: string) => page.getByTestId('stat-card').filter({ hasText: title });
      await expect(card('Total Users')).toBeVisible();
      // The applicant and the admin.
      await expect(card('Total Users')).toHaveText(/Total Users\s+2\s+\+2 this month/, { useInnerText: true });
      await expect(card('Eligibility Checks')).toHaveText(/3\s+33\.3% eligible/, { useInnerText: true });
      const money = (display: string) => display.replace(/[.$]/g, '\\$&');
      await expect(card('PDF Guide Revenue')).toHaveText(new RegExp(`${money(pdfPrice)}\\s+1 sold`), {
        useInnerText: true,
      });
      await expect(card('Document Research Revenue')).toHaveText(
        new RegExp(`${money(formatMoney(0, 'eur'))}\\s+0 orders`),
        { useInnerText: true },
      );

      const breakdown = page.locator('[data-slot=card]').filter({ hasText: 'Eligibility Breakdown' });
      await expect(breakdown).toHaveText(/Eligible\s+1\s+Not eligible\s+1\s+Already Irish\s+1/, { useInnerText: true });
      const conversion = page.locator('[data-slot=card]').filter({ hasText: 'Conversion Rate' });
      await expect(conversion).toContainText('Eligibility Check → PDF Order', { useInnerText: true });
      await expect(conversion).toContainText('33.3%', { useInnerText: true });
      await expect(conversion).toContainText('1 paid PDF order out of 3 checks', { useInnerText: true });
      const revenue = page.locator('[data-slot=card]').filter({ hasText: 'Total Revenue' });
      await expect(page.getByTestId('total-revenue')).toHaveText(pdfPrice, { useInnerText: true });
      await expect(revenue).toHaveText(new RegExp(`PDF Guides\\s+${money(pdfPrice)}`), { useInnerText: true });
      // Nobody has started Your Application: every step counts zero, in the workspace's words.
      const applications = page.locator('[data-slot=card]').filter({ hasText: 'Applications by Step' });
      await expect(applications).toContainText('Gathering documents', { useInnerText: true });
      expect(await applications.locator('dd').allTextContents()).toEqual(Array(8).fill('0'));
      await expect(applications.locator('dt')).toHaveText([
        'Gathering documents',
        'Posted',
        'Received by DFA',
        'Further documents requested',
        'Approved',
        'Certificate received',
        'Refused',
        'Review requested',
      ]);

      // The chart (its own lazy chunk) draws three series; the same figures are in a table for screen readers.
      await expect(page.getByTestId('weekly-chart').locator('.recharts-line-curve').first()).toBeVisible();
      await expect(page.getByTestId('weekly-chart').locator('.recharts-line-curve')).toHaveCount(2);
      const weeks = page.getByRole('table', { name: /per week/ }).locator('tbody tr');
      await expect(weeks).toHaveCount(12);
      // This week: 2 sign-ups, 3 checks, 1 paid order.
      expect(await weeks.last().locator('td').allTextContents()).toEqual(['2', '3', '1']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await screenshot(page, `admin-overview-${width}`);
      await expectAccessible(page);
    }
  });

  test('an admin sees the office facts to re-check, oldest first, those past 18 months marked', async ({
    page,
    signIn,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=facts');
    await expect(page.getByRole('tab', { name: 'Facts to re-check' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('facts-summary')).toContainText(/\d+ of \d+ facts were seen more than 18 months/);
    const facts = page.getByTestId('office-fact');
    expect(await facts.count()).toBeGreaterThan(100);
    // Oldest first: the first rows are the ones users see as 'ask the office'.
    await expect(facts.first()).toHaveAttribute('data-stale', 'true');
    await expect(facts.first().getByText('Re-check')).toBeVisible();
    await expect(facts.last()).toHaveAttribute('data-stale', 'false');
    await expect(facts.first().getByRole('link')).toHaveAttribute('href', /^https?:\/\//);
    await screenshot(page, 'admin-facts-1280');
    await expectAccessible(page);
  });

  test("an admin finds a user, opens the family tree and sees the engine's result", async ({ page, signIn }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('heading', { name: /All Users \(2\)/ })).toBeVisible();
    await expect(page.getByText('Click on a user to view their family tree')).toBeVisible();
    const cards = page.getByTestId('user-card');
    await expect(cards).toHaveCount(2);
    // Newest first: the admin signed in last.
    await expect(cards.first()).toContainText(ADMIN, { useInnerText: true });
    await expect(cards.first().getByText('Admin', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('APPLICANT@');
    await expect(page.getByRole('heading', { name: /All Users \(1\)/ })).toBeVisible();
    const applicant = cards.first();
    await expect(applicant).toHaveText(/Family\s+3\s+PDFs\s+1\s+Docs\s+0/, { useInnerText: true });
    await applicant.click();

    const panel = page.getByTestId('family-tree-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading').first()).toHaveText('aoife.applicant', { useInnerText: true });
    await expect(panel).toContainText('3 family members', { useInnerText: true });
    await expect(panel.getByTestId('eligibility-badge')).toHaveText('Eligible', { useInnerText: true });
    // Their 'Your Application' progress: nothing gathered or posted yet.
    await expect(panel.getByRole('region', { name: 'Your Application' })).toHaveText(
      /Items ready\s+0 of \d+ items ready\s+Posted\s+Not yet\s+Current step\s+Gathering documents/,
      { useInnerText: true },
    );
    const grandad = panel.locator(`[data-member-id="${memberIds.grandad}"]`);
    await expect(grandad).toHaveText(/Patrick Walsh\s+Grandfather\s+Irish Born/, { useInnerText: true });
    await expect(grandad).toContainText('Born 1931 · Castlebar, County Mayo', { useInnerText: true });
    // Nested: the grandfather is inside the father's entry.
    await expect(
      panel.locator(`[data-member-id="${memberIds.father}"] [data-member-id="${memberIds.grandad}"]`),
    ).toHaveCount(1);
    await expect(panel.locator(`[data-member-id="${memberIds.self}"]`)).toContainText('Aoife Walsh', {
      useInnerText: true,
    });
    await screenshot(page, 'admin-users-1280');
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(ADMIN);
    await expect(page.getByRole('heading', { name: /All Users \(1\)/ })).toBeVisible();
    await expect(cards.first()).toContainText(ADMIN, { useInnerText: true });
    await cards.first().click();
    await expect(page.getByText('No family tree data yet')).toBeVisible();
  });

  test('an admin creates and deactivates a coupon; the coupon shows who did it', async ({ page, signIn }) => {
    await signIn(page, DEPUTY);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await expect(page.getByRole('heading', { name: 'New Coupon' })).toBeVisible();
    expect(page.url()).toMatch(/\/admin\/coupons$/);

    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(page.getByText('Use 3-40 letters, digits, - or _')).toBeVisible();
    await page.getByLabel('Code').fill('e2e-spring');
    await page.getByLabel('Name').fill('Spring offer');
    await page.getByLabel('Percent').fill('15');
    await page.getByLabel('Usage limit (optional)').fill('50');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const row = page.getByTestId('coupon-row').filter({ hasText: 'E2E-SPRING' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Spring offer · 15% off', { useInnerText: true });
    await expect(row).toContainText('0 of 50', { useInnerText: true });
    await expect(row.getByTestId('audit-entry').first()).toContainText(`Created by ${DEPUTY}`, { useInnerText: true });

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate E2E-SPRING?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Inactive', { useInnerText: true });
    await expect(row.getByTestId('audit-entry')).toHaveCount(2);
    await expect(row.getByTestId('audit-entry').first()).toContainText(`Deactivated by ${DEPUTY}`, {
      useInnerText: true,
    });
    await expect(row.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await screenshot(page, 'admin-coupons-1280');
    // axe reads a toast mid-animation as low contrast: check the page once the toasts are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test("shows the spec's error texts when the admin API fails", async ({ page, signIn, consoleErrors }) => {
    consoleErrors.allow(/^HTTP 400 GET \/api\/admin\//);
    await signIn(page, DEPUTY);
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
    await expect(page.getByText('Error Loading Dashboard')).toBeVisible();

    await page.route(
      (url) => url.pathname.endsWith('/family-tree'),
      (route) => route.fulfill(fail),
    );
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByTestId('user-card').first().click();
    await expect(page.getByText('Error Loading Family Tree')).toBeVisible();

    await page.route(
      (url) => url.pathname === '/api/admin/users',
      (route) => route.fulfill(fail),
    );
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('anyone');
    await expect(page.getByText('Error Loading Users')).toBeVisible();
    await expectAccessible(page);
  });

  test('a signed-in non-admin sees Access Denied, and the admin API answers 403', async ({
    openPage,
    signIn,
    consoleErrors,
  }) => {
    consoleErrors.allow(/^HTTP 403 GET \/api\/admin\//);
    const page = await openPage({ width: 390 });
    await signIn(page, NOT_ADMIN);
    await page.goto('/admin');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    const statuses = await page.evaluate(async () =>
      Promise.all(
        ['/api/admin/stats', '/api/admin/users', '/api/admin/coupons'].map(async (p) => (await fetch(p)).status),
      ),
    );
    expect(statuses).toEqual([403, 403, 403]);
    await expectAccessible(page);
  });
});
