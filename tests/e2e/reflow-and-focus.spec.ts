import type { Page } from '@playwright/test';
import { screenshot, waitForHydration } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expectNoHeadingGaps, expectReflows, MODES, scaleText } from './support/reflow.ts';

/** Issue 35 items 3-5 (decision 067): visible focus, the route select, reflow at 320 px and at 200 % text, reduced motion. */

/** A JSON call from the signed-in page. */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { id: string } };
    },
    { path, body },
  );

test.describe('reflow at 320 px and at 200 % text', () => {
  for (const mode of MODES) {
    test(`public screens fit without sideways scrolling or cut text (${mode.name})`, async ({
      openPage,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      consoleErrors.allow(/^HTTP 404 GET \/no-such-page$/);
      const page = await openPage({ width: mode.width, height: mode.height });
      const screens = [
        '/home',
        '/login',
        '/eligibility',
        '/blog',
        '/blog/irish-citizenship-through-a-grandparent',
        '/privacy-policy',
        '/cookie-policy',
        '/guarantee',
        '/no-such-page',
      ];
      for (const path of screens) {
        await page.goto(path);
        await waitForHydration(page);
        await scaleText(page, mode.textScale);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectReflows(page, path, mode);
        await expectNoHeadingGaps(page, path);
        await screenshot(page, `reflow-${mode.name}${path.replaceAll('/', '-')}`);
      }
    });

    test(`signed-in screens and the GEDCOM dialog fit without sideways scrolling or cut text (${mode.name})`, async ({
      signedInPage,
      openPage,
      signIn,
      user,
    }) => {
      test.setTimeout(150_000);
      await addEligibleTree(signedInPage, {
        grandmother: { birthPlace: 'Ballinrobe, Castlebar Registration District, Co. Mayo' },
      });
      const page = await openPage({ width: mode.width, height: mode.height });
      await signIn(page, user);
      for (const path of ['/dashboard', '/settings', '/application', '/application/posted', '/orders']) {
        await page.goto(path);
        await waitForHydration(page);
        await scaleText(page, mode.textScale);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectReflows(page, path, mode);
        await expectNoHeadingGaps(page, path);
        await screenshot(page, `reflow-${mode.name}${path.replaceAll('/', '-')}`);
      }
      // The views of their own address (decision 070), each opened there.
      for (const [button, heading, path] of [
        ['Open Family Tree', 'Your Family Tree', '/tree'],
        ['Add a member', 'Add Family Member', '/tree/members/new?relationship=sibling'],
        ['Open Template Guide', 'Your Application Pack', '/guide'],
        ['Order Documents', 'Document Request', '/order-documents'],
      ]) {
        await page.goto(path);
        await waitForHydration(page);
        await scaleText(page, mode.textScale);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectReflows(page, button, mode);
        await expectNoHeadingGaps(page, button);
        // Names and places in the tree's boxes wrap instead of ending in '…'.
        const cut = await page
          .locator('main button')
          .evaluateAll((buttons) =>
            buttons
              .flatMap((b) =>
                [b, ...b.querySelectorAll('*')].filter(
                  (el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth,
                ),
              )
              .map((el) => el.textContent),
          );
        expect.soft(cut, `text cut with an ellipsis on ${button}`).toEqual([]);
        await screenshot(page, `reflow-${mode.name}-${button.toLowerCase().replaceAll(' ', '-')}`);
      }
      // The landing page's Request Documents dialog (Order Certificates in Services, signed in).
      await page.goto('/home');
      await waitForHydration(page);
      await scaleText(page, mode.textScale);
      await page.locator('#services').getByRole('button', { name: 'Order Certificates' }).click();
      const form = page.getByRole('dialog', { name: 'Request Documents' });
      await expect(form).toBeVisible();
      await expectReflows(page, 'Request Documents', mode);
      await form.getByRole('tab', { name: 'Manual Entry' }).click();
      await expectReflows(page, 'Request Documents, Manual Entry', mode);
      await expect(form).toHaveJSProperty('scrollWidth', await form.evaluate((el) => el.clientWidth));
      await screenshot(page, `reflow-${mode.name}-request-documents`);
      await page.goto('/dashboard');
      await waitForHydration(page);
      await scaleText(page, mode.textScale);
      await page.getByRole('link', { name: 'Open Family Tree' }).click();
      await page.getByRole('button', { name: 'Import GEDCOM' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import a family tree (GEDCOM)' });
      await expect(dialog).toBeVisible();
      await expectReflows(page, 'GEDCOM dialog', mode);
      await expect(dialog).toHaveJSProperty('scrollWidth', await dialog.evaluate((el) => el.clientWidth));
      await screenshot(page, `reflow-${mode.name}-gedcom`);
    });
  }
});

/** WCAG contrast ratio of two CSS colours, each resolved to sRGB by drawing it. */
const contrastAgainst = (page: Page, fg: string, backgrounds: string[]) =>
  page.evaluate(
    ({ fg, backgrounds }) => {
      const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgb = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const l1 = luminance(fg);
      return backgrounds.map((bg) => {
        const l2 = luminance(bg);
        return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      });
    },
    { fg, backgrounds },
  );

test.describe('visible focus', () => {
  test('the hero links’ focus ring stands out from every colour of the green gradient by at least 3:1', async ({
    page,
  }) => {
    await page.goto('/home');
    await waitForHydration(page);
    for (const name of ['Check Eligibility Now', 'Learn About Services']) {
      const link = page.getByRole('link', { name });
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      // The button's colour transition includes the outline: read the ring once it has settled.
      await link.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const ring = await link.evaluate((el) => {
        const style = getComputedStyle(el);
        const hero = el.closest('section')!;
        // The gradient's stops, as the browser computed them (rgb() or oklch()).
        const stops = getComputedStyle(hero).backgroundImage.match(/(rgba?|oklch|oklab|lab)\([^)]*\)/g) ?? [];
        return { color: style.outlineColor, style: style.outlineStyle, width: parseFloat(style.outlineWidth), stops };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.stops.length).toBeGreaterThanOrEqual(3);
      const ratios = await contrastAgainst(page, ring.color, ring.stops);
      for (const ratio of ratios) expect(ratio, JSON.stringify({ ring, ratios })).toBeGreaterThanOrEqual(3);
    }
    await screenshot(page, 'hero-focus-ring');
  });

  test('a tab panel reached with Tab shows a ring', async ({ signedInPage: page }) => {
    await page.goto('/settings');
    await waitForHydration(page);
    const tab = page.getByRole('tab', { selected: true });
    await tab.focus();
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeFocused();
    await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const ring = await panel.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    for (const ratio of await contrastAgainst(page, ring.color, ['#ffffff'])) expect(ratio).toBeGreaterThanOrEqual(3);
  });

  test('with the cookie banner showing, nothing reached with Tab hides under it (390 px)', async ({ openPage }) => {
    test.setTimeout(90_000);
    const page = await openPage({ width: 390, height: 844, consent: 'none' });
    await page.goto('/home');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    const hidden: string[] = [];
    let last = '';
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(async () => {
        // Once any scrolling has come to rest.
        for (let y = -1, k = 0; k < 60 && y !== window.scrollY; k++) {
          y = window.scrollY;
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        const el = document.activeElement as HTMLElement | null;
        const bannerEl = document.querySelector('section[aria-labelledby]');
        if (!el || el === document.body || !bannerEl || bannerEl.contains(el)) return null;
        const r = el.getBoundingClientRect();
        const b = bannerEl.getBoundingClientRect();
        return { name: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)}`, covered: r.bottom > b.top + 1 };
      });
      if (!state) continue;
      if (state.name === last) break;
      last = state.name;
      if (state.covered) hidden.push(state.name);
    }
    expect(hidden).toEqual([]);
    await screenshot(page, 'cookie-banner-focus-390');
  });

  test('the mobile account menu closes on Escape and focus returns to its button', async ({
    openPage,
    signIn,
    user,
  }) => {
    const page = await openPage({ width: 390, height: 844 });
    await signIn(page, user);
    await page.goto('/dashboard');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'My Orders' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('reduced motion', () => {
  const scrollToQuiz = async (page: Page) => {
    await page.goto('/home');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Check Eligibility Now' }).click();
    // Two frames after the click: the scroll was asked for in the first.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const early = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(1500);
    return { early, settled: await page.evaluate(() => window.scrollY) };
  };

  test('Check Eligibility Now scrolls to the quiz instantly under reduced motion, smoothly otherwise', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await scrollToQuiz(page);
    expect(reduced.settled).toBeGreaterThan(200);
    expect(reduced.early).toBe(reduced.settled);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const smooth = await scrollToQuiz(page);
    expect(smooth.settled).toBeGreaterThan(200);
    expect(smooth.early).toBeLessThan(smooth.settled);
  });
});

test.describe('Check Eligibility Now', () => {
  test('moves focus to the quiz’s heading, so Tab goes on to its first question', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Check Eligibility Now' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Eligibility Check', level: 2 })).toBeFocused();
    await expect(page.getByTestId('eligibility-question').first()).toBeVisible();
    await page.keyboard.press('Tab');
    const focusedInQuiz = await page.evaluate(() => !!document.activeElement?.closest('#eligibility'));
    expect(focusedInQuiz).toBe(true);
  });
});

test.describe('the citizenship route select', () => {
  test('arrow keys only move the choice; Enter saves it once and focus stays on the select', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    await addEligibleTree(page);
    const mother = await post(page, '/api/family-members', {
      relationship: 'parent',
      firstName: 'Anne',
      lastName: 'Kelly',
      gender: 'female',
      birthDate: '1962-03-03',
      birthPlace: 'Leeds',
      birthCountry: 'England',
    });
    expect(mother.status).toBe(201);
    const nora = await post(page, '/api/family-members', {
      relationship: 'grandparent',
      parentId: mother.body.id,
      firstName: 'Nora',
      lastName: 'Byrne',
      gender: 'female',
      birthDate: '1938-02-11',
      birthPlace: 'Galway',
      birthCountry: 'Ireland',
      isIrishBorn: true,
    });
    expect(nora.status).toBe(201);

    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/lineage-route-preference')) saves.push(r.postData() ?? '');
    });
    await page.goto('/dashboard');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Order Documents' }).click();
    const route = page.getByLabel('Your citizenship route');
    await expect(route).toBeVisible();
    await route.focus();
    const before = await route.inputValue();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await expect(route).toBeFocused();
    await expect(route).toBeEnabled();
    const picked = await route.inputValue();
    await page.waitForTimeout(500);
    expect(saves).toEqual([]);
    await expect(page.getByText('Not saved yet: press Enter')).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page.getByText('Route Updated')).toBeVisible();
    expect(saves).toEqual([JSON.stringify({ selectedGrandparentId: picked })]);
    expect(picked).not.toBe(before);
    await expect(route).toBeFocused();
    await expect(route).toHaveValue(picked);
    await expect(page.getByText('Not saved yet: press Enter')).toHaveCount(0);
    // Leaving the field afterwards saves nothing more.
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    expect(saves).toHaveLength(1);
  });
});
