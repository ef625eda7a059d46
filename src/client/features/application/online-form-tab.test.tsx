import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OnlineFormResponse } from '#shared/online-form.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { OnlineFormTab } from './online-form-tab.tsx';

const identity = (first: string, previous: string, filled = true) => [
  { question: 'First name(s)', answer: first, filled: true, note: null },
  { question: 'Surname', answer: 'Walsh', filled: true, note: null },
  { question: 'Previous or birth surnames', answer: previous, filled, note: null },
];
const form: OnlineFormResponse = {
  sections: [
    {
      title: 'Basis of your claim',
      person: null,
      rows: [
        {
          question: 'How did your parent become an Irish citizen?',
          answer: 'Born abroad to a parent born in Ireland',
          filled: true,
          note: null,
        },
      ],
    },
    { title: 'You (the applicant)', person: 'Aoife Walsh', rows: identity('Aoife', 'None recorded in your tree') },
    { title: 'Your parent', person: 'Patrick Joseph Walsh', rows: identity('Patrick Joseph', 'Ó Briain') },
  ],
};

describe('the online form tab', () => {
  it("names each copy button by the field and whose it is, and copies that person's value", async () => {
    stubFetch(() => form);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithClient(<OnlineFormTab />);
    await user.click(await screen.findByRole('button', { name: 'Copy first name(s) of Patrick Joseph Walsh' }));
    expect(writeText).toHaveBeenCalledWith('Patrick Joseph');
    expect(screen.getByRole('button', { name: 'Copy first name(s) of Aoife Walsh' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy how did your parent become an Irish citizen?' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: /^Copy first name\(s\)/ })).toHaveLength(2);
  });

  it("says 'Copied' on the button and in the live region, naming whose field was copied", async () => {
    stubFetch(() => form);
    const user = userEvent.setup();
    renderWithClient(<OnlineFormTab />);
    const button = await screen.findByRole('button', { name: 'Copy surname of Patrick Joseph Walsh' });
    await user.click(button);
    expect(button.textContent).toBe('Copied');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied surname of Patrick Joseph Walsh'));
    // The button keeps focus: its text changes, it is not replaced.
    expect(document.activeElement).toBe(button);
  });

  it('offers no copy for a statement that there is nothing to type, but does for a real previous surname', async () => {
    stubFetch(() => form);
    renderWithClient(<OnlineFormTab />);
    const you = within(await screen.findByRole('region', { name: 'You (the applicant)' }));
    expect(you.getByText('None recorded in your tree')).toBeDefined();
    expect(you.queryByRole('button', { name: /previous or birth surnames/ })).toBeNull();
    const parent = within(screen.getByRole('region', { name: 'Your parent' }));
    expect(
      parent.getByRole('button', { name: 'Copy previous or birth surnames of Patrick Joseph Walsh' }),
    ).toBeDefined();
  });
});
