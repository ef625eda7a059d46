import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GedcomPreview } from '#shared/gedcom.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { GedcomImport } from './gedcom-import-dialog.tsx';

const member = (fields: Partial<NonNullable<GedcomPreview['draft']>['members'][number]>) => ({
  key: 'I1',
  parentKey: null,
  firstName: 'Aoife',
  lastName: 'Walsh',
  relationship: 'self' as const,
  gender: 'female' as const,
  birthDate: '1990-03-12',
  birthPlace: 'Manchester, England',
  birthCountry: 'England',
  deathDate: null,
  isIrishBorn: false,
  isDeceased: false,
  nameRecords: [],
  notKept: [],
  ...fields,
});

const preview = (withDraft: boolean): GedcomPreview => ({
  candidates: [{ xref: 'I1', name: 'Aoife Walsh', birthYear: 1990, birthPlace: 'Manchester, England' }],
  draft: withDraft
    ? {
        homeKey: 'I1',
        members: [
          member({ notKept: ['Residence: 2020, Leeds, England'] }),
          member({
            key: 'I2',
            firstName: 'Mary',
            relationship: 'parent',
            birthDate: 'ABT 1960',
            birthPlace: 'Boston, USA',
            nameRecords: [
              "Birth surname: O'Brien",
              'Marriage to Peter Kelly, between 1978 and 1980, Cork, Co. Cork, Ireland (surname Kelly)',
            ],
            notKept: ['Occupation: Nurse', '2 source citations'],
          }),
        ],
        warnings: [
          '3 other people in the file are not in your line (aunts, uncles, cousins, children and others) and are not imported.',
        ],
      }
    : null,
  warnings: [],
});

describe('the GEDCOM import preview', () => {
  it('lists under a heading per person the marriages and names kept and what the tree does not keep', async () => {
    stubFetch((request) => preview(Boolean((request.body as { homeXref?: string } | undefined)?.homeXref)));
    renderWithClient(<GedcomImport treeIsEmpty disabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import GEDCOM' }));
    const file = new File(['0 HEAD\n0 TRLR\n'], 'tree.ged', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('GEDCOM file (.ged, up to 10 MB)'), { target: { files: [file] } });
    fireEvent.change(await screen.findByLabelText('Which person in the file are you?'), { target: { value: 'I1' } });

    const people = within(await screen.findByRole('region', { name: 'People to import' }));
    expect(people.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Aoife Walsh',
      'Mary Walsh',
    ]);
    expect(people.getByText('about 1960, Boston, USA')).toBeDefined();
    expect(people.getByText('12 March 1990, Manchester, England')).toBeDefined();
    const names = within(people.getByRole('list', { name: 'Names and marriages of Mary Walsh' }));
    expect(names.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Birth surname: O'Brien",
      'Marriage to Peter Kelly, between 1978 and 1980, Cork, Co. Cork, Ireland (surname Kelly)',
    ]);
    const notKept = within(people.getByRole('list', { name: 'Not kept for Mary Walsh' }));
    expect(notKept.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Occupation: Nurse',
      '2 source citations',
    ]);
    expect(people.getByText(/3 things in all/)).toBeDefined();
    expect(people.getByText(/3 other people in the file are not in your line/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Import 2 people' })).toBeDefined();
  });
});
