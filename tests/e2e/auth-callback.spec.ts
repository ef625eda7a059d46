import { screenshot } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const GENERIC = 'We could not sign you in. Please try again or request a new sign-in link.';

/** Issue 19 item 14: /auth/callback shows our own words, never text someone put in the address. */
test.describe('sign-in callback errors', () => {
  for (const { name, query, message } of [
    {
      name: 'a script in ?error',
      query: { error: '<script>window.__echoed = 1</script><img src=x onerror="window.__echoed=2">' },
      message: GENERIC,
    },
    { name: 'a phishing sentence in ?error', query: { error: 'Your account is locked' }, message: GENERIC },
    {
      name: 'a sentence in ?error_description beside a known code',
      query: { error: 'INVALID_TOKEN', error_description: 'Call +1 555 0100 to unlock your account' },
      message: 'This sign-in link is invalid or has already been used. Please request a new one.',
    },
    {
      name: 'a sentence in ?error_description alone',
      query: { error_description: 'Your account is locked, call us' },
      message: GENERIC,
    },
  ]) {
    test(`${name}: our message, none of the address's text`, async ({ openPage }) => {
      const page = await openPage({ width: 390, height: 844 });
      let dialogs = 0;
      page.on('dialog', (d) => void d.dismiss().then(() => dialogs++));
      await page.goto(`/auth/callback?${new URLSearchParams(query).toString()}`);
      await expect(page.getByRole('heading', { name: 'Authentication failed' })).toBeVisible();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      if (name.startsWith('a phishing')) await screenshot(page, 'auth-callback-error-390');
      const shown = (await page.locator('body').innerText()).toLowerCase();
      for (const text of Object.values(query)) {
        expect(shown).not.toContain(text.toLowerCase());
      }
      for (const fragment of ['locked', '<script', '555', 'onerror']) expect(shown).not.toContain(fragment);
      expect(await page.evaluate(() => (window as { __echoed?: number }).__echoed)).toBeUndefined();
      expect(dialogs).toBe(0);
      // The address bar is cleared too.
      await expect(page).toHaveURL((url) => url.pathname === '/auth/callback' && url.search === '');
      await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 6000 });
    });
  }
});
