import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { COOKIE_POLICY } from '#domain/consent/consent-validity.ts';
import type { CapturedMail } from '#tests/support/smtp.ts';
import { startServerWithSmtp } from './server.ts';
import { signInThroughSmtp, signInViaDevMailbox } from './sign-in.ts';

export { expect };

/** 'given': the cookie banner's choice (necessary only) is already stored, so the banner stays away. */
export type Consent = 'given' | 'none';

export type PageOptions = { width?: number; height?: number; consent?: Consent };

/**
 * Console errors, page errors and HTTP answers >= 400 of every context the test opens. After the
 * test, any that no pattern allows fails it. `allow` takes what the test provokes on purpose.
 */
export type ConsoleErrors = { readonly messages: string[]; allow(...patterns: RegExp[]): void };

/** Answers the spec defines: no consent recorded yet is a 404 the client tolerates. */
const EXPECTED_ERRORS = [/^HTTP 404 GET \/api\/user-consent$/];

type Fixtures = {
  /** Whether pages start with the cookie choice stored (default) or with none (the banner shows). */
  consent: Consent;
  consoleErrors: ConsoleErrors;
  /** Another browser context (another person, or another screen size) with the same guard and consent. */
  openPage: (opts?: PageOptions) => Promise<Page>;
  /** Signs a page in as `email`: the dev mailbox of the shared server; files with an SMTP server override it. */
  signIn: (page: Page, email: string) => Promise<void>;
  /** The address `signedInPage` signs in with: one of its own per test unless a file sets it. */
  user: string;
  /** The test's `page`, signed in as `user`, on the dashboard. */
  signedInPage: Page;
  /** The address `adminPage` signs in with (the server must list it in ADMIN_EMAILS); unset, one of SHARED_ADMINS. */
  admin: string;
  /** A second context (1280 px), signed in as `admin`, on the dashboard. */
  adminPage: Page;
};

/**
 * The addresses the global setup's server treats as admins (ADMIN_EMAILS). A test's admin is one of
 * them, chosen by its title: the server sends one address at most 3 sign-in links in 15 minutes,
 * and more tests than that sign an admin in.
 */
export const SHARED_ADMINS = Array.from({ length: 20 }, (_, i) => `e2e.admin.${i + 1}@example.ie`);

function sharedAdminFor(title: string) {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SHARED_ADMINS[hash % SHARED_ADMINS.length]!;
}

async function preset(context: BrowserContext, consent: Consent) {
  if (consent !== 'given') return;
  await context.addInitScript(
    ({ policyVersion }) => {
      // Also runs in the first page's about:blank, which has no localStorage.
      if (!location.protocol.startsWith('http')) return;
      localStorage.setItem('cookie-consent-given', 'true');
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          thirdPartySharing: false,
          consentedAt: new Date().toISOString(),
          policyVersion,
        }),
      );
    },
    { policyVersion: COOKIE_POLICY.version },
  );
}

function watch(context: BrowserContext, messages: string[]) {
  context.on('console', (msg) => {
    // Failed requests are reported below with their address instead of Chromium's generic line.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) messages.push(msg.text());
  });
  context.on('response', (response) => {
    if (response.status() >= 400)
      messages.push(`HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  context.on('weberror', (error) => messages.push(error.error().message));
}

export const test = base.extend<Fixtures>({
  // The server the global setup started; a file with a server of its own sets baseURL with test.use.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests with `npx playwright test` (global setup)');
    await use(url);
  },
  consent: ['given', { option: true }],

  consoleErrors: async ({}, use) => {
    const messages: string[] = [];
    const allowed = [...EXPECTED_ERRORS];
    await use({ messages, allow: (...patterns) => allowed.push(...patterns) });
    const unexpected = messages.filter((m) => !allowed.some((a) => a.test(m)));
    expect(unexpected, `console errors:\n${unexpected.join('\n')}`).toEqual([]);
  },

  context: async ({ context, consent, consoleErrors }, use) => {
    await preset(context, consent);
    watch(context, consoleErrors.messages);
    await use(context);
  },

  openPage: async ({ browser, baseURL, consent, consoleErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (opts = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
        locale: 'en-IE',
      });
      contexts.push(context);
      await preset(context, opts.consent ?? consent);
      watch(context, consoleErrors.messages);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  signIn: async ({ baseURL }, use) => {
    await use((page, email) => signInViaDevMailbox(page, baseURL!, email));
  },

  user: [
    async ({}, use, testInfo) => {
      await use(`user-${testInfo.testId.toLowerCase()}-${testInfo.retry}@example.ie`);
    },
    { option: true },
  ],
  signedInPage: async ({ page, signIn, user }, use) => {
    await signIn(page, user);
    await use(page);
  },

  admin: ['', { option: true }],
  adminPage: async ({ openPage, signIn, admin }, use, testInfo) => {
    const page = await openPage();
    await signIn(page, admin || sharedAdminFor(testInfo.titlePath.join(' › ')));
    await use(page);
  },
});

/**
 * `test` for a file whose pages talk to a server of its own (`server`, started by `start` once per
 * worker: Playwright gives a file with its own worker fixtures a worker of its own, so the server
 * lives as long as the file's tests and stops after them).
 */
export function testWithServer<S extends { url: string; stop(): Promise<void> }>(start: () => Promise<S>) {
  return test.extend<object, { server: S }>({
    server: [
      async ({}, use) => {
        const server = await start();
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 60_000 },
    ],
    baseURL: async ({ server }, use) => use(server.url),
  });
}

/**
 * `test` for a file with a server of its own that sends real mail to a local SMTP server
 * (`server.smtp`); `signIn` (and so `signedInPage`, `adminPage`) goes through the login form and
 * the mailed link.
 */
export function testWithMailingServer(env: Record<string, string>) {
  const usedLinks = new Set<CapturedMail>();
  return testWithServer(() => startServerWithSmtp(env)).extend({
    signIn: async ({ server }, use) => {
      await use((page, email) => signInThroughSmtp(page, server.smtp, email, usedLinks));
    },
  });
}
