import type { Locator, Page } from '@playwright/test';
import type { ApplicationItem, WorkspaceResponse } from '#shared/application.ts';
import { whoseItem } from '#client/features/application/labels.ts';
import { screenshot, waitForHydration } from './support/browser.ts';
import { addEligibleTree } from './support/family-tree.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 35 items 2 and 6 (decision 071): on Your Application every status change leaves focus on a
 * control (never the page body) and says the change in the live region; each card's buttons say whose
 * item they act on.
 */

/** A name at the start of the live region's sentence: 'your …' becomes 'Your …'. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const liveRegion = (page: Page) => page.locator('#app-live-region');

/** What has focus: a control (button, link, field), and whether it is inside `within`. */
async function expectFocusOnControl(page: Page, within?: Locator) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'the page body';
        return el.matches('button, a[href], input, select, textarea, summary') ? 'a control' : el.tagName;
      }),
    )
    .toBe('a control');
  if (within) await expect(within.locator(':focus')).toHaveCount(1);
}

/** An item's card, found by its heading's id (its title alone is shared by several people's cards). */
const cardOf = (page: Page, item: ApplicationItem) =>
  page.locator(`li[aria-labelledby="item-${item.key.replace(/\W/g, '-')}"]`);

const loadWorkspace = (page: Page) =>
  page.evaluate(() => fetch('/api/application').then((r) => r.json() as Promise<WorkspaceResponse>));

test.describe('Your Application: focus and announcements after each change', () => {
  test('every status change keeps focus on a control and is said in the live region; buttons say whose item', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(150_000);
    await addEligibleTree(page);
    await page.goto('/application');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your Application', level: 1 })).toBeVisible();
    const workspace = await loadWorkspace(page);
    const find = (test: (i: ApplicationItem) => boolean) => workspace.items.find(test)!;
    const birthItem = find((i) => i.kind === 'birth' && i.role === 'irish_grandparent');
    const birthName = whoseItem(birthItem);
    expect(birthName).toBe("Bridget Walsh's Irish civil birth certificate");
    const card = cardOf(page, birthItem);

    // Several cards have 'I have it': each is named by whose item it is.
    const haveIt = page.getByRole('button', { name: /^I have it: / });
    expect(await haveIt.count()).toBeGreaterThan(1);
    const names = await haveIt.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);

    // Ordered (through its dialog): focus comes back to the card, on the control now in the button's place.
    await card.getByRole('button', { name: `I have ordered it: ${birthName}` }).click();
    const ordered = page.getByRole('dialog', { name: `Ordered: ${birthItem.title}` });
    await ordered.getByLabel('Ordered from').fill('General Register Office');
    await ordered.getByRole('button', { name: 'Save' }).click();
    await expect(ordered).toBeHidden();
    await expect(liveRegion(page)).toHaveText(`${birthName}: Ordered`);
    await expectFocusOnControl(page, card);

    // I have it: the pressed button gives way to the next steps; focus stays in the card.
    await card.getByRole('button', { name: `I have it: ${birthName}` }).click();
    await expect(liveRegion(page)).toHaveText(`${birthName}: In hand`);
    await expectFocusOnControl(page, card);
    await expect(card.getByRole('button', { name: `Mark as checked: ${birthName}` })).toBeDisabled();

    // The check: a misspelt surname is flagged, and the result is said.
    await card.getByRole('button', { name: `Check what it says: ${birthName}` }).click();
    const check = page.getByRole('dialog', { name: 'What does it say?' });
    await check.getByLabel('First names').fill('Bridget');
    await check.getByLabel('Surname').fill('Welsh');
    await check.getByLabel('Date of birth').fill('1930-07-07');
    await check.getByLabel('Place of birth').fill('Castlebar');
    await check.getByLabel('Does it name the parents?').selectOption('true');
    await check.getByRole('button', { name: 'Save and compare' }).click();
    await expect(check).toBeHidden();
    await expect(liveRegion(page)).toHaveText(
      /^Bridget Walsh's Irish civil birth certificate compared with your tree: \d+ differences? to resolve$/,
    );
    await expectFocusOnControl(page, card);

    // Explain it: the paragraph takes focus; once saved, focus is on 'Edit the paragraph' and the rest is said.
    const flags = card.getByRole('list', { name: `Checks of ${birthItem.title}` });
    while ((await flags.getByRole('button', { name: 'Explain it in the covering letter' }).count()) > 0) {
      await flags.getByRole('button', { name: 'Explain it in the covering letter' }).first().click();
      const paragraph = flags.getByLabel('Paragraph for your covering letter');
      await expect(paragraph).toBeFocused();
      await paragraph.fill('Same person: the registrar misspelt Walsh; explained in the covering letter');
      await flags.getByRole('button', { name: 'Save paragraph' }).click();
      await expect(liveRegion(page)).toHaveText(new RegExp(`^${birthName}: paragraph saved, `));
      await expect(flags.getByRole('button', { name: 'Edit the paragraph' }).first()).toBeFocused();
    }
    await expect(liveRegion(page)).toHaveText(`${birthName}: paragraph saved, every difference resolved`);

    // Mark as checked.
    await card.getByRole('button', { name: `Mark as checked: ${birthName}` }).click();
    await expect(liveRegion(page)).toHaveText(`${birthName}: Checked`);
    await expectFocusOnControl(page, card);
    await screenshot(page, 'workspace-announcements-checked');

    // Copy made (the applicant's photo ID), straight from needed.
    const photoId = find((i) => i.kind === 'photo_id' && i.role === 'applicant');
    const photoName = whoseItem(photoId);
    const photoCard = cardOf(page, photoId);
    await photoCard.getByRole('button', { name: `Copy made: ${photoName}` }).click();
    await expect(liveRegion(page)).toHaveText(`${sentence(photoName)}: In hand`);
    await expectFocusOnControl(page, photoCard);

    // Does not apply (through its dialog), then it applies after all: focus stays on the card's control each time.
    const optional = find((i) => i.required === 'if_applicable');
    expect(optional).toBeDefined();
    const optionalName = whoseItem(optional);
    const optionalCard = cardOf(page, optional);
    await optionalCard.getByRole('button', { name: `Does not apply: ${optionalName}` }).click();
    const aside = page.getByRole('dialog', { name: `Does not apply: ${optional.title}` });
    await aside.getByLabel('Why it does not apply').fill('They never married');
    await aside.getByRole('button', { name: 'Set aside' }).click();
    await expect(aside).toBeHidden();
    await expect(liveRegion(page)).toHaveText(`${sentence(optionalName)}: set aside, does not apply`);
    const applies = page.getByRole('button', { name: `It applies after all: ${optionalName}` });
    await expect(applies).toBeFocused();
    await applies.click();
    await expect(liveRegion(page)).toHaveText(`${sentence(optionalName)}: needed again`);
    await expect(page.getByRole('button', { name: `Does not apply: ${optionalName}` })).toBeFocused();

    // The online form: a copy is said, the button keeps focus.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('tab', { name: 'Online form' }).click();
    const copy = page.getByRole('button', { name: 'Copy first name(s) of Aoife Walsh' });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    await expect(liveRegion(page)).toHaveText('Copied first name(s) of Aoife Walsh');
    await expect(copy).toBeFocused();

    // After posting: Save hands focus to 'Edit details', which opens the form on its first field; Cancel hands it back.
    await page.getByRole('tab', { name: 'After posting' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const edit = page.getByRole('button', { name: 'Edit details' });
    await expect(edit).toBeFocused();
    await edit.click();
    await expect(page.getByLabel('Signed and witnessed on')).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeFocused();
    // A step added to the timeline is said; focus is on the next step's button.
    await page.getByRole('button', { name: 'Add to timeline' }).click();
    await expect(liveRegion(page)).toHaveText(/^Added to your timeline: /);
    await expectFocusOnControl(page);
    await screenshot(page, 'workspace-announcements-posted');
  });
});
