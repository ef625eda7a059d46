import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { HANDLED_FLAG } from '#shared/hydration.ts';
import { markHandledEvents } from './handled-events.ts';

describe('markHandledEvents', () => {
  it('marks an event a Preact handler received, and only such an event', () => {
    markHandledEvents();
    const root = document.createElement('div');
    document.body.append(root);
    const seen: Event[] = [];
    render(
      h('div', null, h('button', { onClick: (e: Event) => seen.push(e) }, 'Live'), h('button', null, 'Held')),
      root,
    );
    const [live, held] = root.querySelectorAll('button');
    const flags: unknown[] = [];
    document.addEventListener('click', (e) => flags.push((e as unknown as Record<string, unknown>)[HANDLED_FLAG]));
    live.click();
    held.click();
    expect(seen).toHaveLength(1);
    expect(flags).toEqual([true, undefined]);
    render(null, root);
    root.remove();
  });
});
