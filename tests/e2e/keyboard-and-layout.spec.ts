import type { Locator, Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshot, waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { addEligibleTree } from './support/family-tree.ts';

/** Issue 19 items 15-19: sign-in feedback, keyboard focus, layout at 390 and 1280 px, canonical paths. */

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** How far the page is wider than the screen (0 or less: no sideways scrolling). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The toast on show (one at a time; the one it replaced stays hidden behind it for a moment). */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

test.describe('sign-in form feedback', () => {
  test('Enter on the empty field shows "Email required"; an invalid address is marked on the field', async ({
    openPage,
  }) => {
    for (const width of [1280, 390]) {
      const page = await openPage({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/login');
      await waitForHydration(page);
      const field = page.getByLabel('Email address');
      await expect(page.getByRole('button', { name: 'Send magic link' })).toBeDisabled();
      await field.press('Enter');
      const toast = frontToast(page);
      await expect(toast.getByText('Email required')).toBeVisible();
      await expect(toast.getByText('Please enter your email address.')).toBeVisible();
      // Said on the field too, not only in the toast (issue 35, decision 071).
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Please enter your email address.');
      // The toast sits below the header: the Login button stays visible and clickable.
      const login = page.getByRole('banner').getByRole('link', { name: 'Login' }).locator('visible=true');
      // Polled: the toast slides in, and only its resting place counts.
      await expect.poll(async () => intersects(await box(toast), await box(login))).toBe(false);

      await field.fill('siobhan.kelly');
      await field.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const error = page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' });
      await expect(error).toBeVisible();
      await expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
      await expect.poll(async () => intersects(await box(toast), await box(login))).toBe(false);
      await screenshot(page, `login-invalid-email-${width}`);

      await field.fill('siobhan.kelly@example.ie');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await expect(error).toHaveCount(0);
    }
  });

  test('an address in letters of any script is sent (its domain in ASCII form); one with a space is refused on the field', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForHydration(page);
    const field = page.getByLabel('Email address');
    await field.fill('seán ó@example.ie');
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    const sent = page.waitForRequest('**/api/auth/sign-in/magic-link');
    await field.fill('用户@例子.广告');
    await field.press('Enter');
    expect((await sent).postDataJSON().email).toBe('用户@xn--fsqu00a.xn--4rr70v');
    await expect(frontToast(page).getByText('Check your email')).toBeVisible();
  });
});

test.describe('keyboard', () => {
  test('focus moves to the next question’s first answer, stays on Back, and lands on the result heading', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    const yes = page.getByRole('button', { name: 'Yes', exact: true });
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 2 of 4')).toBeVisible();
    await expect(yes).toBeFocused();
    // The answers are a group named by the question, so a screen reader reads the new question.
    await expect(
      page.getByRole('group', { name: 'Was either of your parents born on the island of Ireland?' }),
    ).toBeVisible();

    await page.keyboard.press('Tab'); // to No
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 3 of 4')).toBeVisible();
    await expect(yes).toBeFocused();

    const back = page.getByRole('button', { name: 'Back' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 2 of 4')).toBeVisible();
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    // Back is gone on the first question: focus is on its first answer, not lost to the page.
    await expect(back).toHaveCount(0);
    await expect(yes).toBeFocused();

    // Each answer once its question is on screen and the quiz has moved focus to its first answer
    // (a frame after the question shows): focusing 'No' before that move lost it to 'Yes'.
    for (const [index, answer] of ['Yes', 'No', 'No', 'No'].entries()) {
      await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
      await expect(yes).toBeFocused();
      await page.getByRole('button', { name: answer, exact: true }).focus();
      await page.keyboard.press('Enter');
    }
    const result = page.getByTestId('eligibility-result');
    await expect(result.getByRole('heading', { name: 'Not Eligible by Descent' })).toBeFocused();
    expect(await activeText(page)).toBe('Not Eligible by Descent');

    await result.getByRole('button', { name: 'Start Over' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    await expect(yes).toBeFocused();
  });
});

test.describe('consent banner by keyboard and on a small screen', () => {
  test.use({ consent: 'none' });
  const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

  test('is a landmark before the page and first in the tab order; Customize stays Customize', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    const header = await page.getByRole('banner').elementHandle();
    const beforeHeader = await banner(page).evaluate(
      (region, h) => Boolean(h && region.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING),
      header,
    );
    expect(beforeHeader).toBe(true);
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('section[aria-labelledby]')))).toBe(true);
    await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toBeFocused();

    const customize = banner(page).getByRole('button', { name: 'Customize' });
    await expect(customize).toHaveAttribute('aria-expanded', 'false');
    const where = await box(customize);
    await customize.click();
    await expect(customize).toHaveAttribute('aria-expanded', 'true');
    const save = banner(page).getByRole('button', { name: 'Save Preferences' });
    await expect(save).toBeVisible();
    // A second click where Customize was does not save: Save is elsewhere.
    expect(intersects(await box(save), await box(customize))).toBe(false);
    await page.mouse.click(where.x + where.width / 2, where.y + where.height / 2);
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent-given'))).toBeNull();
    // That click closed the choices again (Customize toggles them); open them for the screenshot.
    await expect(customize).toHaveAttribute('aria-expanded', 'false');
    await customize.click();
    await expect(save).toBeVisible();
    // The banner is fixed to the screen: a screenshot of the screen, not of the whole page.
    await page.screenshot({ path: `${SCREENSHOT_DIR}/consent-customise-1280.png` });
  });

  test('the customise panel scrolls within a 360×640 screen', async ({ openPage }) => {
    const page = await openPage({ width: 360, height: 640, consent: 'none' });
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(banner(page).getByRole('switch', { name: 'Analytics cookies' })).toBeVisible();
    const size = await banner(page).evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      top: el.getBoundingClientRect().top,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(size.top).toBeGreaterThanOrEqual(0);
    expect(size.height).toBeLessThanOrEqual(640);
    expect(size.scrolls).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/consent-customise-360.png` });
    await banner(page).getByRole('switch', { name: 'Analytics cookies' }).click();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? '{}'));
    expect(stored.analytics).toBe(true);
  });
});

test.describe('canonical paths', () => {
  test('/blog/ and other spellings of a page answer 301 to the canonical path, keeping the query', async ({ page }) => {
    const res = await page.request.get('/Blog/?ref=newsletter', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/blog?ref=newsletter');
    const response = await page.goto('/blog/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
    await page.goto('/Privacy-Policy/');
    await expect(page).toHaveURL((url) => url.pathname === '/privacy-policy');
  });
});

test.describe('layout', () => {
  test('the blog lists each article once, and card dates never wrap away from their separator', async ({
    openPage,
  }) => {
    for (const width of [390, 768, 1024, 1280]) {
      const page = await openPage({ width, height: 900 });
      await page.goto('/blog');
      const { posts } = await page.evaluate(() => fetch('/api/blog').then((r) => r.json()));
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(posts.length);
      const links = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(new Set(links).size).toBe(links.length);
      // Date, separator and reading time share one line in every card.
      const lines = await cards.evaluateAll((articles) =>
        articles.map((a) => {
          const meta = a.querySelector('time')!.parentElement!;
          return new Set([...meta.children].map((c) => Math.round(c.getBoundingClientRect().top))).size;
        }),
      );
      expect(lines.every((n) => n === 1)).toBe(true);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      if (width === 390 || width === 1280) await screenshot(page, `blog-list-${width}`);
    }
  });

  test('Settings tabs fit at 390 px, and toasts leave the header’s buttons uncovered', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    const tabs = page.getByRole('tablist', { name: 'Settings sections' });
    await expect(tabs).toBeVisible();
    await page.getByRole('tab', { name: 'Privacy & Data' }).click();
    await page.getByRole('button', { name: 'Correct My Data' }).click();
    const toast = frontToast(page);
    await expect(toast.getByText('Contact Support')).toBeVisible();
    for (const name of ['Settings', 'Logout']) {
      const control = page.getByRole('banner').getByRole(name === 'Settings' ? 'link' : 'button', { name });
      await expect.poll(async () => intersects(await box(toast), await box(control))).toBe(false);
    }
    await screenshot(page, 'settings-toast-1280');
    await toast.getByRole('button', { name: 'Close toast' }).click();
    await expect(toast).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    const fit = await tabs.evaluate((el) => ({
      overflow: el.scrollWidth - el.clientWidth,
      inside: [...el.querySelectorAll('[role=tab]')].every((t) => {
        const r = t.getBoundingClientRect();
        const l = el.getBoundingClientRect();
        return r.left >= l.left && r.right <= l.right;
      }),
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.inside).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Correct My Data' }).click();
    await expect(toast.getByText('Contact Support')).toBeVisible();
    const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect.poll(async () => intersects(await box(toast), await box(menu))).toBe(false);
    await screenshot(page, 'settings-toast-390');
  });

  test('the Template Guide does not overflow a 390 px screen with long place names', async ({ signedInPage: page }) => {
    await addEligibleTree(page, {
      self: { birthPlace: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', birthCountry: 'Wales' },
      father: { birthPlace: 'Newtownabbey-Whiteabbey-Jordanstown-Monkstown' },
      grandmother: { birthPlace: 'Ballinagleragh-Drumkeeran-Dromahair, County Leitrim' },
    });
    await page.reload();
    await page.getByRole('link', { name: 'Open Template Guide' }).click();
    await expect(page.getByRole('heading', { name: 'Your Application Pack' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Llanfairpwll/ })).toBeVisible();
    await screenshot(page, 'template-guide-long-places-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the place is shown under the name.
    await expect(page.getByRole('cell', { name: /Aoife Walsh.*Llanfairpwll/ })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const table = page.getByRole('table');
    expect(await table.evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'template-guide-long-places-390');
  });
});

test.describe('name-change table', () => {
  test('at 1280 px its cells wrap their contents instead of cutting them off', async ({ signedInPage: page }) => {
    await page.evaluate(() =>
      fetch('/api/family-members', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          relationship: 'self',
          firstName: 'Mary',
          lastName: 'Walsh',
          birthDate: '1957-06-30',
          birthPlace: 'Boston',
          birthCountry: 'United States',
        }),
      }),
    );
    await page.reload();
    await page.getByRole('link', { name: 'Open Family Tree' }).click();
    await page.getByRole('button', { name: /Mary Walsh/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Family Member' })).toBeVisible();
    await page.getByRole('switch', { name: 'Name changed' }).click();
    await page.getByRole('textbox', { name: 'Birth: surname at birth' }).fill("O'Brien");
    await page.getByRole('button', { name: 'Add name' }).first().click();
    await page.getByRole('combobox', { name: 'Name 1: kind of name' }).selectOption('marriage');
    await page.getByRole('textbox', { name: 'Name 1: place' }).fill('Ballinagleragh, County Leitrim');
    await page.getByRole('textbox', { name: 'Name 1: country' }).fill('Ireland');
    const section = page.getByRole('region', { name: 'Names' });
    const marriage = section.getByRole('group', { name: 'Name 1: the marriage' });
    await marriage.getByRole('textbox', { name: 'Spouse first name' }).fill('Bartholomew');
    await marriage.getByRole('textbox', { name: 'Spouse last name' }).fill('Fitzgerald-Walsh');
    // In the form every value shows whole: no field scrolls its text and nothing scrolls sideways.
    const cut = async (within: Locator) =>
      within.evaluate((el) => ({
        sideways: [...el.querySelectorAll('div')].some((d) => d.scrollWidth > d.clientWidth + 1),
        clipped: [...el.querySelectorAll<HTMLInputElement>('input[type=text], input:not([type])')]
          .filter((i) => i.scrollWidth > i.clientWidth + 1)
          .map((i) => i.getAttribute('aria-label')),
      }));
    expect(await cut(section)).toEqual({ sideways: false, clipped: [] });
    await screenshot(page, 'name-change-table-1280');

    // The Expand dialog has the width for the table (the marriage on a row of its own), which fits without scrolling sideways.
    await section.getByRole('button', { name: 'Expand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Names' });
    await expect(dialog.getByRole('columnheader', { name: 'Given names' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Name 1: the marriage' })).toBeVisible();
    expect((await cut(dialog)).sideways).toBe(false);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/name-change-dialog-1280.png` });
  });
});
