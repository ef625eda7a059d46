import { expect, type Page } from '@playwright/test';

/**
 * Reflow checks of issue 35 (docs/decisions/067-visible-focus-and-reflow.md): a view at 320 px and
 * at 200 % text has no sideways scrolling, no cut heading or card, and no heading level skipped.
 */

export type Mode = { name: string; width: number; height: number; textScale: number };
export const MODES: Mode[] = [
  { name: '320px', width: 320, height: 720, textScale: 1 },
  { name: '200pct-text', width: 1280, height: 900, textScale: 2 },
];

/** Text at 200 %: the root font size doubled, as a browser's text-only zoom does (every rem follows). */
export const scaleText = async (page: Page, scale: number) => {
  if (scale !== 1) await page.addStyleTag({ content: `html { font-size: ${scale * 100}% !important; }` });
};

/**
 * What does not fit: how far the document is wider than the screen, and every visible heading, header
 * text or card whose text is cut (wider or taller than its clipping box, or running past the screen's
 * edge), or, for a heading or header link, spills out of its own box over its neighbours.
 */
const layoutFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const doc = document.documentElement;
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    if (doc.scrollWidth > doc.clientWidth) {
      // Named by the innermost elements that reach past the right edge.
      const past = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          el.getBoundingClientRect().right > doc.clientWidth + 1 &&
          ![...el.children].some((c) => c.getBoundingClientRect().right > doc.clientWidth + 1),
      );
      // Text that overflows its own box (a long address with no break) is no element past the edge:
      // then the innermost visible elements whose content is wider than they are.
      const spilling = past.length
        ? []
        : [...document.body.querySelectorAll<HTMLElement>('*')].filter(
            (el) =>
              el.scrollWidth > el.clientWidth + 1 &&
              el.clientWidth > 0 &&
              getComputedStyle(el).overflowX === 'visible' &&
              ![...el.children].some((c) => c.scrollWidth > c.clientWidth + 1 && c.clientWidth > 0),
          );
      faults.push(
        `document ${doc.scrollWidth - doc.clientWidth}px too wide: ${[...past, ...spilling].slice(0, 3).map(describe).join(', ')}`,
      );
    }
    for (const el of document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, h5, h6, header a, li, [data-slot="card"]',
    )) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || el.closest('.sr-only') || !el.checkVisibility()) continue;
      if (rect.right > doc.clientWidth + 1 || rect.left < -1) faults.push(`${describe(el)} runs past the screen`);
      // Text wider than its own box runs over what is beside it (a long word in a narrow column).
      if (el.matches('h1, h2, h3, h4, h5, h6, header a') && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        faults.push(`${describe(el)} spills out of its box`);
      // Clipped text: the element itself or an ancestor up to the card cuts it off.
      for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clipsX = style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
        const clipsY = style.overflowY !== 'visible' && style.overflowY !== 'auto' && style.overflowY !== 'scroll';
        if (
          (clipsX && node.scrollWidth > node.clientWidth + 1) ||
          (clipsY && node.scrollHeight > node.clientHeight + 1)
        ) {
          if (!node.closest('[aria-hidden="true"]')) faults.push(`${describe(el)} is cut off`);
          break;
        }
        if (node === el && !el.matches('h1, h2, h3, h4, h5, h6')) break;
      }
    }
    return [...new Set(faults)];
  });

export async function expectReflows(page: Page, label: string, mode: Mode) {
  // Measured once the view's data is in: no spinner left.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect.soft.poll(() => layoutFaults(page), { message: `${label} at ${mode.name}`, timeout: 3000 }).toEqual([]);
}

/** Heading levels on the way down skip none (h1 → h3 is a gap); hidden headings do not count. */
export async function expectNoHeadingGaps(page: Page, label: string) {
  const gaps = await page.evaluate(() => {
    const found: string[] = [];
    let previous = 0;
    for (const h of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
      if (!h.checkVisibility() && !h.closest('.sr-only')) continue;
      const level = Number(h.tagName[1]);
      if (previous && level > previous + 1)
        found.push(`h${previous} → h${level} "${h.textContent?.trim().slice(0, 40)}"`);
      previous = level;
    }
    return found;
  });
  expect.soft(gaps, `heading gaps on ${label}`).toEqual([]);
}
