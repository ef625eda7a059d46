import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { MarriagesSection } from './marriages-section.tsx';
import { emptyMarriageRow, type MarriageRow, type MemberFormValues } from './member-form-values.ts';

const MARY = { id: 'm-mary', firstName: 'Mary', lastName: 'Walsh' };
const JOHN = { id: 'm-john', firstName: 'John', lastName: 'Walsh' };

function Harness({ rows }: { rows: MarriageRow[] }) {
  const form = useForm<MemberFormValues>({ defaultValues: { marriages: rows } });
  return (
    <FormProvider {...form}>
      <MarriagesSection disabled={false} memberId={JOHN.id} />
    </FormProvider>
  );
}

/** John's form: the marriage Mary recorded as her married name. */
const marysMarriedName: MarriageRow = {
  ...emptyMarriageRow(),
  changeDate: 'June 1959',
  marriageId: 'marriage-1',
  spouseFamilyMemberId: MARY.id,
  spouseFirstName: 'Mary',
  spouseLastName: 'Walsh',
  recordedOnSpouse: true,
};
/** Her married-name record of that marriage. */
const hers = {
  id: 'r1',
  familyMemberId: MARY.id,
  changeType: 'marriage',
  marriageId: 'marriage-1',
  surnameAfterChange: 'Walsh',
};
let records: (typeof hers)[] = [];
let sent: { path: string }[] = [];
/** The tree's name records have been answered and read. */
async function recordsLoaded() {
  await waitFor(() => expect(sent.some((r) => r.path === '/api/name-change-events')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

beforeEach(() => {
  records = [hers];
  sent = stubFetch((request) =>
    request.path === '/api/family-members' ? [MARY, JOHN] : request.path === '/api/name-change-events' ? records : null,
  );
});

describe('removing a marriage a married name rests on', () => {
  it('asks first, says the married name stays without its marriage, and keeps the row when kept', async () => {
    renderWithClient(<Harness rows={[{ ...marysMarriedName, recordedOnSpouse: false }]} />);
    await screen.findByRole('option', { name: 'Mary Walsh' });
    await recordsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Remove marriage 1 to Mary Walsh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this marriage for both of them?' });
    expect(dialog.textContent).toContain('Mary Walsh’s married name, Walsh, comes from this marriage');
    expect(dialog.textContent).toContain('loses its marriage: the spouse, date and place');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the marriage' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Marriage 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove marriage 1 to Mary Walsh' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the marriage' }));
    await waitFor(() => expect(screen.queryByText('Marriage 1')).toBeNull());
  });

  it('removes a marriage that gave no one a name at once', async () => {
    records = [{ ...hers, surnameAfterChange: '' }];
    renderWithClient(<Harness rows={[marysMarriedName]} />);
    await screen.findByRole('option', { name: 'Mary Walsh' });
    await recordsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Remove marriage 1 to Mary Walsh' }));
    await waitFor(() => expect(screen.queryByText('Marriage 1')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("names each row's Remove by the spouse, and moves focus to the next Remove, else 'Add marriage', once a row is gone", async () => {
    records = [];
    const second: MarriageRow = { ...emptyMarriageRow(), spouseFirstName: 'Nora', spouseLastName: 'Byrne' };
    renderWithClient(<Harness rows={[{ ...marysMarriedName, recordedOnSpouse: false }, second]} />);
    await screen.findAllByRole('option', { name: 'Mary Walsh' });
    await recordsLoaded();
    const first = screen.getByRole('button', { name: 'Remove marriage 1 to Mary Walsh' });
    first.focus();
    fireEvent.click(first);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove marriage 1 to Nora Byrne' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove marriage 1 to Nora Byrne' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add marriage' })));
  });

  it("gives focus back to Remove when the dialog is dismissed, and to 'Add marriage' once it removed the only row", async () => {
    renderWithClient(<Harness rows={[{ ...marysMarriedName, recordedOnSpouse: false }]} />);
    await screen.findByRole('option', { name: 'Mary Walsh' });
    await recordsLoaded();
    const remove = screen.getByRole('button', { name: 'Remove marriage 1 to Mary Walsh' });
    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep the marriage' }));
    await waitFor(() => expect(document.activeElement).toBe(remove));

    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the marriage' }));
    await waitFor(() => expect(screen.queryByText('Marriage 1')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add marriage' })));
  });
});
