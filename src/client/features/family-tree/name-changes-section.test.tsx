import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import {
  emptyNameChangeRow,
  toNameChangeInputs,
  type MemberFormValues,
  type NameChangeRow,
} from './member-form-values.ts';
import { NameChangesSection } from './name-changes-section.tsx';

const MARY = { id: 'm-mary', firstName: 'Mary', lastName: 'Walsh' };
const JOHN = { id: 'm-john', firstName: 'John', lastName: 'Walsh' };

type Sent = ReturnType<typeof toNameChangeInputs>;

/** The Names section in a form of its own; 'Check' hands over the records the form would send. */
function Harness({ rows, onSend }: { rows: NameChangeRow[]; onSend: (sent: Sent) => void }) {
  const form = useForm<MemberFormValues>({
    defaultValues: { firstName: 'Mary', lastName: 'Walsh', hasNameChanged: true, nameChanges: rows, marriages: [] },
  });
  return (
    <FormProvider {...form}>
      <NameChangesSection disabled={false} memberId={MARY.id} />
      <button type="button" onClick={() => onSend(toNameChangeInputs(form.getValues()))}>
        Check
      </button>
    </FormProvider>
  );
}

const marriedName = (fields: Partial<NameChangeRow> = {}): NameChangeRow => ({
  ...emptyNameChangeRow('marriage'),
  name: 'Walsh',
  changeDate: '1959',
  spouseFirstName: 'John',
  spouseLastName: 'Walsh',
  marriageId: 'marriage-1',
  ...fields,
});

function render(rows: NameChangeRow[]) {
  const sent: Sent[] = [];
  renderWithClient(<Harness rows={rows} onSend={(s) => sent.push(s)} />);
  const check = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    return sent.at(-1)!.map((s) => s.input);
  };
  return { check };
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  stubFetch((request) => (request.path === '/api/family-members' ? [MARY, JOHN] : null));
});

describe("a married name's marriage under Names", () => {
  it('chooses the spouse from the tree (not the member herself) and sends the same marriage with the spouse', async () => {
    const { check } = render([{ ...emptyNameChangeRow('birth'), name: "O'Brien" }, marriedName()]);
    const marriage = screen.getByRole('group', { name: 'Name 1: the marriage' });
    const spouse = within(marriage).getByRole('combobox', { name: 'Spouse' });
    await within(spouse).findByRole('option', { name: 'John Walsh' });
    expect(within(spouse).queryByRole('option', { name: 'Mary Walsh' })).toBeNull();
    // Not in the tree: the names are typed.
    expect((within(marriage).getByRole('textbox', { name: /Spouse first name/ }) as HTMLInputElement).value).toBe(
      'John',
    );

    fireEvent.change(spouse, { target: { value: JOHN.id } });
    await waitFor(() => expect(within(marriage).queryByRole('textbox', { name: /Spouse first name/ })).toBeNull());
    const [, married] = check();
    expect(married).toMatchObject({
      changeType: 'marriage',
      surnameAfterChange: 'Walsh',
      marriageId: 'marriage-1',
      spouseFamilyMemberId: JOHN.id,
      spouseFirstName: 'John',
      spouseLastName: 'Walsh',
      marriageEnd: null,
    });
  });

  it("shows how the marriage ended and sends the divorce's date, court and country", async () => {
    const { check } = render([
      { ...emptyNameChangeRow('birth'), name: "O'Brien" },
      marriedName({ endKind: 'divorce', endDate: '1988', endPlace: 'Boston Probate Court', endCountry: 'USA' }),
    ]);
    const marriage = screen.getByRole('group', { name: 'Name 1: the marriage' });
    const ended = within(marriage).getByRole('combobox', { name: /How it ended/ });
    expect((ended as HTMLInputElement).value).toBe('divorce');
    expect((within(marriage).getByRole('textbox', { name: /Date of divorce/ }) as HTMLInputElement).value).toBe('1988');
    fireEvent.change(within(marriage).getByRole('textbox', { name: /Place of divorce/ }), {
      target: { value: 'Suffolk Probate Court' },
    });
    expect(check()[1]).toMatchObject({
      marriageEnd: { kind: 'divorce', date: '1988', place: 'Suffolk Probate Court', country: 'USA' },
    });

    fireEvent.change(ended, { target: { value: '' } });
    await waitFor(() => expect(within(marriage).queryByRole('textbox', { name: /Date of divorce/ })).toBeNull());
    expect(check()[1]).toMatchObject({ marriageEnd: null });
  });

  it('a name after a divorce names the spouse of the marriage that ended, without a second end', async () => {
    render([emptyNameChangeRow('birth'), { ...emptyNameChangeRow('divorce'), name: "O'Brien" }]);
    const marriage = screen.getByRole('group', { name: 'Name 1: the marriage that ended' });
    await within(marriage).findByRole('option', { name: 'John Walsh' });
    expect(within(marriage).queryByRole('combobox', { name: /How it ended/ })).toBeNull();
  });

  it('an Irish form has no marriage', () => {
    render([emptyNameChangeRow('birth'), { ...emptyNameChangeRow('irish_form'), name: 'Breathnach' }]);
    expect(screen.queryByRole('group', { name: /the marriage/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Spouse' })).toBeNull();
  });
});
