import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { EmptySlot, MemberBox } from './tree-slot.tsx';

const MARY = {
  id: 'm1',
  firstName: 'Mary',
  lastName: 'Walsh',
  relationship: 'self',
  isIrishBorn: false,
  isDeceased: false,
  birthDate: null,
  deathDate: null,
  birthPlace: null,
  birthCountry: null,
} as unknown as FamilyMemberResponse;

describe('a tree box while a write runs', () => {
  it('keeps focus and says it is unavailable, and a press does nothing until the write ends', async () => {
    const onOpen = vi.fn();
    const box = (disabled: boolean) => (
      <MemberBox member={MARY} highlighted={false} disabled={disabled} onOpen={onOpen} />
    );
    const { rerender } = render(box(false));
    const button = screen.getByRole('button', { name: /Mary Walsh/ });
    button.focus();
    rerender(box(true));
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(onOpen).not.toHaveBeenCalled();

    rerender(box(false));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('an empty slot likewise', async () => {
    const onAdd = vi.fn();
    render(<EmptySlot label="Add your father" disabled onAdd={onAdd} />);
    const slot = screen.getByRole('button', { name: /Add your father/ });
    slot.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(document.activeElement).toBe(slot);
    expect(slot.getAttribute('aria-disabled')).toBe('true');
    expect(onAdd).not.toHaveBeenCalled();
  });
});
