import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApplicationItem, MismatchFlag } from '#shared/application.ts';
import { renderWithClient } from '#tests/support/client-render.tsx';

/** The form's code loads when it first opens: here a module graph to transform, under a loaded CI machine. */
const SLOW_LOAD = { timeout: 10_000 };
import { FlagList } from './flag-list.tsx';

const draft =
  'The birth certificate of Patrick Joseph Walsh records him as “Padraig Walsh”. He used the name “Patrick Joseph ' +
  'Walsh”, as his death certificate shows. “Padraig” is the Irish form of “Patrick”, and “Joseph” is not on the ' +
  'birth certificate. They are the same person.';
const nameFlag: MismatchFlag = {
  id: 'forename_differs:forenames',
  code: 'forename_differs',
  kind: 'explain',
  message:
    'The certificate prints the first name “Padraig”; your tree has “Patrick Joseph”: “Padraig” is the Irish form of ' +
    '“Patrick”, and “Joseph” is not on the certificate.',
  whatToDo: 'DFA compares names as printed.',
  draft,
  resolved: null,
};
const item = (flags: MismatchFlag[]) =>
  ({ key: 'gf.grandparent-birth', title: 'Irish civil birth certificate', flags }) as unknown as ApplicationItem;

describe('FlagList', () => {
  it('starts the paragraph for the covering letter from the draft', async () => {
    renderWithClient(<FlagList item={item([nameFlag])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Explain it in the covering letter' }));
    // The form's code loads when it first opens.
    expect(
      (await screen.findByLabelText<HTMLTextAreaElement>('Paragraph for your covering letter', {}, SLOW_LOAD)).value,
    ).toBe(draft);
  });

  it('lets a resolved paragraph be edited again, starting from what was saved', async () => {
    const saved = `${draft} In the United States he always used Patrick Joseph.`;
    renderWithClient(
      <FlagList item={item([{ ...nameFlag, resolved: { note: saved, at: '2026-11-27T10:00:00Z' } }])} />,
    );
    expect(screen.getByText(`In your covering letter: ${saved}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the paragraph' }));
    expect(
      (await screen.findByLabelText<HTMLTextAreaElement>('Paragraph for your covering letter', {}, SLOW_LOAD)).value,
    ).toBe(saved);
  });

  it('moves focus into the paragraph it opens, and back to its button when cancelled', async () => {
    renderWithClient(<FlagList item={item([nameFlag])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Explain it in the covering letter' }));
    const paragraph = await screen.findByLabelText('Paragraph for your covering letter', {}, SLOW_LOAD);
    await waitFor(() => expect(document.activeElement).toBe(paragraph));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Explain it in the covering letter' }));
  });

  it('offers no note for a document DFA does not accept', () => {
    renderWithClient(<FlagList item={item([{ ...nameFlag, kind: 'replace', draft: null }])} />);
    expect(screen.getByText('DFA does not accept this document: a note cannot resolve it.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
