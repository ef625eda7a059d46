import { describe, expect, it } from 'vitest';
import type { FamilyMemberResponse, NameChangeResponse } from '#shared/family.ts';
import {
  defaultValues,
  emptyMarriageRow,
  emptyNameChangeRow,
  mayAddWhileLocked,
  memberFormSchema,
  rowsFromEvents,
  marriagesRecordedOnSpouse,
  removedMarriages,
  toMemberPayload,
  toNameChangeInputs,
  type MemberPlacement,
  type NameChangeRow,
} from './member-form-values.ts';

const values = () => ({
  ...defaultValues(null, null),
  firstName: '  Mary ',
  gender: 'female' as const,
  lastName: 'Walsh',
  birthPlace: 'Castlebar, Co. Mayo',
  birthCountry: '',
  isDeceased: true,
  deathDate: '2001-02-03',
  isIrishBorn: true,
  isIrishCitizen: true,
  citizenshipDate: '1990-01-01',
});

describe('gender', () => {
  const self: MemberPlacement = { relationship: 'self', parentId: null, isLineageAnchor: false };

  it('has no default for yourself or a sibling: the user chooses, and saving without one says so on the field', () => {
    expect(defaultValues(null, { mode: 'create', relationship: 'self', parentId: null }).gender).toBe('');
    expect(defaultValues(null, { mode: 'create', relationship: 'sibling', parentId: null }).gender).toBe('');
    const typed = { ...defaultValues(null, null), firstName: 'Aoife', lastName: 'Walsh' };
    const result = memberFormSchema(self).safeParse(typed);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['gender', 'Gender is required']]);
    expect(memberFormSchema(self).safeParse({ ...typed, gender: 'other' }).success).toBe(true);
  });

  it("keeps the gender a slot names ('Add mother')", () => {
    expect(
      defaultValues(null, { mode: 'create', relationship: 'parent', parentId: null, gender: 'female' }).gender,
    ).toBe('female');
  });
});

describe('toMemberPayload', () => {
  it('sends a grandparent with trimmed names, nulls for empty fields and only the facts the place can hold', () => {
    const placement: MemberPlacement = { relationship: 'grandparent', parentId: 'father-id', isLineageAnchor: true };
    expect(toMemberPayload(values(), placement)).toMatchObject({
      firstName: 'Mary',
      relationship: 'grandparent',
      birthCountry: null,
      isDeceased: true,
      deathDate: '2001-02-03',
      isIrishBorn: true,
      // Born on the island: the citizenship date does not apply.
      citizenshipDate: null,
      isLineageAnchor: false,
      parentId: 'father-id',
      includeInApplication: true,
    });
  });

  it('sends the applicant without death or citizenship facts but with a birth on the island', () => {
    const placement: MemberPlacement = { relationship: 'self', parentId: 'x', isLineageAnchor: false };
    expect(toMemberPayload(values(), placement)).toMatchObject({
      isDeceased: false,
      deathDate: null,
      isIrishBorn: true,
      isIrishCitizen: false,
      parentId: null,
    });
  });
});

describe('marriages', () => {
  const event = (fields: Partial<NameChangeResponse>): NameChangeResponse => ({
    id: 'e',
    familyMemberId: 'm',
    changeType: 'marriage',
    givenNames: null,
    surnameBeforeChange: null,
    surnameAfterChange: null,
    changeDate: null,
    changePlace: null,
    changeCountry: null,
    spouseFamilyMemberId: null,
    spouseFirstName: null,
    spouseLastName: null,
    marriageId: null,
    createdAt: '2026-11-25T00:00:00.000Z',
    ...fields,
  });

  it('puts a marriage that changed no surname under Marriages and one that did in the name-change table', () => {
    const rows = rowsFromEvents([
      event({ changeType: 'birth', surnameAfterChange: 'Byrne' }),
      event({ surnameBeforeChange: 'Byrne', surnameAfterChange: 'Walsh', changeDate: '1980-01-01' }),
      event({ changeDate: '1985-06-01', changePlace: 'Boston', spouseFirstName: 'Ann' }),
    ]);
    expect(rows.nameChanges.map((r) => [r.changeType, r.name])).toEqual([
      ['birth', 'Byrne'],
      ['marriage', 'Walsh'],
    ]);
    expect(rows.marriages).toEqual([
      {
        // Shown in words for editing (docs/decisions/051-dates-as-records-hold-them.md).
        changeDate: '1 June 1985',
        changePlace: 'Boston',
        changeCountry: '',
        spouseFirstName: 'Ann',
        spouseLastName: '',
        endKind: '',
        endDate: '',
        endPlace: '',
        endCountry: '',
      },
    ]);
  });

  it('sends marriages with any detail, without surnames, even when the name-changed switch is off', () => {
    const values = {
      ...defaultValues(null, null),
      hasNameChanged: false,
      marriages: [
        { ...emptyMarriageRow(), changePlace: ' Boston ' },
        emptyMarriageRow(),
        // Ended, but nothing else known: the end is a detail worth keeping.
        { ...emptyMarriageRow(), endKind: 'divorce' as const, endDate: 'about 1970' },
      ],
    };
    expect(toNameChangeInputs(values)).toEqual([
      {
        list: 'marriages',
        row: 0,
        input: {
          changeType: 'marriage',
          surnameBeforeChange: null,
          surnameAfterChange: null,
          changeDate: null,
          changePlace: 'Boston',
          changeCountry: null,
          spouseFirstName: null,
          spouseLastName: null,
          spouseFamilyMemberId: null,
          marriageEnd: null,
        },
      },
      {
        list: 'marriages',
        row: 2,
        input: expect.objectContaining({
          changeType: 'marriage',
          marriageEnd: { kind: 'divorce', date: 'ABT 1970', place: null, country: null },
        }),
      },
    ]);
  });
});

describe('a marriage shared by both partners (docs/decisions/058-marriages-and-names-as-records.md)', () => {
  const stored = (fields: Partial<NameChangeResponse>): NameChangeResponse => ({
    id: 'e',
    familyMemberId: 'john',
    changeType: 'marriage',
    givenNames: null,
    surnameBeforeChange: null,
    surnameAfterChange: null,
    changeDate: '1959-06-20',
    changePlace: 'Boston',
    changeCountry: null,
    spouseFamilyMemberId: 'mary',
    spouseFirstName: 'Mary',
    spouseLastName: 'Walsh',
    marriageId: 'm1',
    createdAt: '2026-11-25T00:00:00.000Z',
    ...fields,
  });

  it('sends a stored marriage back with its marriage and the spouse in the tree, so the edit is the one marriage’s', () => {
    const rows = rowsFromEvents([stored({}), stored({ id: 'f', surnameAfterChange: 'Byrne', marriageId: 'm2' })]);
    const values = { ...defaultValues(null, null), hasNameChanged: true, ...rows };
    values.marriages[0]!.changePlace = 'Quincy';
    const inputs = toNameChangeInputs(values).map((e) => e.input);
    expect(inputs).toContainEqual(
      expect.objectContaining({ changePlace: 'Quincy', marriageId: 'm1', spouseFamilyMemberId: 'mary' }),
    );
    expect(inputs).toContainEqual(
      expect.objectContaining({ surnameAfterChange: 'Byrne', marriageId: 'm2', spouseFamilyMemberId: 'mary' }),
    );
  });

  it('shows a marriage recorded only on the spouse under Marriages, naming the spouse as the tree does', () => {
    const hers = stored({ familyMemberId: 'mary', spouseFamilyMemberId: 'john', surnameAfterChange: 'Walsh' });
    const members = [{ id: 'mary', firstName: 'Mary', lastName: 'Walsh' }];
    expect(marriagesRecordedOnSpouse('john', [hers], members)).toEqual([
      {
        changeDate: '20 June 1959',
        changePlace: 'Boston',
        changeCountry: '',
        spouseFirstName: 'Mary',
        spouseLastName: 'Walsh',
        marriageId: 'm1',
        spouseFamilyMemberId: 'mary',
        endKind: '',
        endDate: '',
        endPlace: '',
        endCountry: '',
        recordedOnSpouse: true,
      },
    ]);
    // Once he has his own record of it, it is his row, not the spouse's again.
    const his = stored({ id: 'f', familyMemberId: 'john', spouseFamilyMemberId: 'mary' });
    expect(marriagesRecordedOnSpouse('john', [hers, his], members)).toEqual([]);
  });

  it('reads how a marriage ended into its row, and sends it back for both partners', () => {
    const end = { kind: 'divorce' as const, date: 'ABT 1970', place: 'Reno, Nevada', country: 'United States' };
    const rows = rowsFromEvents([stored({ marriageEnd: end })]);
    expect(rows.marriages[0]).toMatchObject({
      endKind: 'divorce',
      endDate: 'about 1970',
      endPlace: 'Reno, Nevada',
      endCountry: 'United States',
    });
    const values = { ...defaultValues(null, null), ...rows };
    values.marriages[0]!.endDate = '1971';
    expect(toNameChangeInputs(values)[0]?.input).toMatchObject({
      marriageId: 'm1',
      marriageEnd: { ...end, date: '1971' },
    });
    // 'It has not ended' takes the end away.
    values.marriages[0]!.endKind = '';
    expect(toNameChangeInputs(values)[0]?.input.marriageEnd).toBeNull();
    // A married name under 'Names' sends its marriage's end back unchanged.
    const named = rowsFromEvents([stored({ surnameAfterChange: 'Byrne', marriageEnd: end })]);
    const sent = toNameChangeInputs({ ...defaultValues(null, null), hasNameChanged: true, ...named });
    expect(sent.find((e) => e.input.changeType === 'marriage')?.input.marriageEnd).toEqual(end);
  });

  it('sends the spouse chosen from the tree, or none when not in the tree', () => {
    const values = { ...defaultValues(null, null), ...rowsFromEvents([stored({})]) };
    expect(toNameChangeInputs(values)[0]?.input.spouseFamilyMemberId).toBe('mary');
    values.marriages[0] = { ...values.marriages[0]!, spouseFamilyMemberId: null, spouseFirstName: 'Ann' };
    expect(toNameChangeInputs(values)[0]?.input).toMatchObject({ spouseFamilyMemberId: null, spouseFirstName: 'Ann' });
  });

  it('removes on save the marriages whose rows were removed, also one recorded only on the spouse', () => {
    const hers = stored({ id: 'h', familyMemberId: 'mary', spouseFamilyMemberId: 'john', marriageId: 'm9' });
    const members = [{ id: 'mary', firstName: 'Mary', lastName: 'Walsh' }];
    const initial = {
      ...defaultValues(null, null),
      marriages: [...rowsFromEvents([stored({})]).marriages, ...marriagesRecordedOnSpouse('john', [hers], members)],
    };
    expect(removedMarriages(initial, initial)).toEqual([]);
    expect(removedMarriages(initial, { ...initial, marriages: [initial.marriages[0]!] })).toEqual(['m9']);
    expect(removedMarriages(initial, { ...initial, marriages: [] })).toEqual(['m1', 'm9']);
  });

  it('a marriage row turned into a change of name by deed poll no longer claims the marriage', () => {
    const rows = rowsFromEvents([stored({ surnameAfterChange: 'Byrne' })]);
    const values = { ...defaultValues(null, null), hasNameChanged: true, ...rows };
    values.nameChanges[1]!.changeType = 'legal_change';
    const [input] = toNameChangeInputs(values)
      .filter((e) => e.input.changeType === 'legal_change')
      .map((e) => e.input);
    expect(input).not.toHaveProperty('marriageId');
    expect(input).not.toHaveProperty('spouseFamilyMemberId');
  });
});

describe('dates as records hold them (docs/decisions/051-dates-as-records-hold-them.md)', () => {
  const placement: MemberPlacement = {
    relationship: 'grandparent',
    parentId: '5b0c8a52-5f7e-4d4c-9a39-0c1f8a3d2e10',
    isLineageAnchor: false,
  };
  const stored = (fields: Partial<FamilyMemberResponse>): FamilyMemberResponse => ({
    id: 'gm',
    type: 'person',
    firstName: 'Nora',
    lastName: 'Walsh',
    relationship: 'grandparent',
    gender: 'female',
    birthDate: null,
    deathDate: null,
    birthPlace: null,
    birthCountry: null,
    deathPlace: null,
    deathCountry: null,
    isIrishBorn: false,
    isIrishCitizen: false,
    isDeceased: false,
    isLineageAnchor: false,
    hasNameChanged: false,
    citizenshipDate: null,
    citizenshipBasis: null,
    isAdoptiveParent: false,
    naturalisedElsewhere: false,
    inIrishPublicServiceAbroad: false,
    parentId: 'father-id',
    notes: null,
    includeInApplication: true,
    createdAt: '2026-11-25T00:00:00.000Z',
    ...fields,
  });

  it('shows stored dates in words for editing and sends them back unchanged', () => {
    const member = stored({ birthDate: 'ABT 1934', isDeceased: true, deathDate: '2009-03' });
    const form = defaultValues(member, null);
    expect(form.birthDate).toBe('about 1934');
    expect(form.deathDate).toBe('March 2009');
    expect(toMemberPayload(form, placement)).toMatchObject({ birthDate: 'ABT 1934', deathDate: '2009-03' });
  });

  it('sends what people type as the record date', () => {
    const typed = {
      ...defaultValues(null, null),
      firstName: 'Nora',
      lastName: 'Walsh',
      gender: 'female' as const,
      birthDate: 'c. 1934',
    };
    expect(toMemberPayload({ ...typed, isDeceased: true, deathDate: '12 Mar 2009' }, placement)).toMatchObject({
      birthDate: 'ABT 1934',
      deathDate: '2009-03-12',
    });
  });

  it("refuses 12/03/1936 with the reader's own message on the field, and marriages the same way", () => {
    const typed = {
      ...defaultValues(null, null),
      firstName: 'Nora',
      lastName: 'Walsh',
      gender: 'female' as const,
      birthDate: '12/03/1936',
      marriages: [
        {
          ...emptyMarriageRow(),
          changeDate: 'Marchember 1959',
          changePlace: 'Tralee',
          endKind: 'divorce' as const,
          endDate: '03/02/1970',
        },
      ],
    };
    const result = memberFormSchema(placement).safeParse(typed);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues).toEqual([
      ['birthDate', 'Write the month in words, like 12 March 1936. 12/03/1936 could be 12 March or 3 December.'],
      ['marriages.0.changeDate', '“Marchember” is not a month.'],
      [
        'marriages.0.endDate',
        'Write the month in words, like 12 March 1970. 03/02/1970 could be 3 February or 2 March.',
      ],
    ]);
  });

  it('accepts every partial form the hint names', () => {
    for (const birthDate of ['12 March 1936', 'March 1936', '1936', 'about 1934', 'between 1930 and 1935']) {
      const typed = {
        ...defaultValues(null, null),
        firstName: 'Nora',
        lastName: 'Walsh',
        gender: 'female' as const,
        birthDate,
      };
      expect(memberFormSchema(placement).safeParse(typed).success).toBe(true);
    }
  });

  it('in a locked tree, a loose date stays editable so it can be made exact; an exact one does not', () => {
    expect(mayAddWhileLocked('birthDate', defaultValues(stored({ birthDate: 'ABT 1934' }), null))).toBe(true);
    expect(mayAddWhileLocked('birthDate', defaultValues(stored({ birthDate: '1934' }), null))).toBe(true);
    expect(mayAddWhileLocked('birthDate', defaultValues(stored({ birthDate: '1934-05-02' }), null))).toBe(false);
    expect(mayAddWhileLocked('birthDate', defaultValues(stored({}), null))).toBe(true);
  });
});

describe('names as records hold them (docs/decisions/058-marriages-and-names-as-records.md)', () => {
  const row = (fields: Partial<NameChangeRow>): NameChangeRow => ({ ...emptyNameChangeRow('marriage'), ...fields });

  it('sends the Irish form with its given names and surname, and no date, place or surname before it', () => {
    const values = {
      ...defaultValues(null, null),
      firstName: 'Patrick Joseph',
      lastName: 'Walsh',
      hasNameChanged: true,
      nameChanges: [
        row({ changeType: 'birth', name: 'Walsh' }),
        row({ changeType: 'irish_form', givenNames: ' Padraig ', name: 'Walsh', changeDate: '1900', changePlace: 'x' }),
      ],
    };
    expect(toNameChangeInputs(values).map((e) => e.input)).toEqual([
      { changeType: 'birth', givenNames: null, surnameBeforeChange: null, surnameAfterChange: 'Walsh' },
      { changeType: 'irish_form', givenNames: 'Padraig', surnameBeforeChange: null, surnameAfterChange: 'Walsh' },
    ]);
  });

  it('chains each change from the name before it, past any other form of the name between them', () => {
    const values = {
      ...defaultValues(null, null),
      hasNameChanged: true,
      nameChanges: [
        row({ changeType: 'birth', name: "O'Brien" }),
        row({ changeType: 'also_known_as', name: 'Bryan' }),
        row({ changeType: 'marriage', name: 'Walsh' }),
        row({ changeType: 'legal_change', givenNames: 'Maura' }),
      ],
    };
    const inputs = toNameChangeInputs(values).map((e) => e.input);
    expect(inputs.map((i) => [i.changeType, i.givenNames, i.surnameBeforeChange, i.surnameAfterChange])).toEqual([
      ['birth', null, null, "O'Brien"],
      ['also_known_as', null, null, 'Bryan'],
      ['marriage', null, "O'Brien", 'Walsh'],
      ['legal_change', 'Maura', 'Walsh', null],
    ]);
  });

  it('reads a stored name record back into its row with its given names', () => {
    const rows = rowsFromEvents([
      {
        id: 'i',
        familyMemberId: 'm',
        changeType: 'irish_form',
        givenNames: 'Padraig',
        surnameBeforeChange: null,
        surnameAfterChange: 'Breathnach',
        changeDate: null,
        changePlace: null,
        changeCountry: null,
        spouseFamilyMemberId: null,
        spouseFirstName: null,
        spouseLastName: null,
        marriageId: null,
        createdAt: '2026-11-27T00:00:00.000Z',
      },
    ]);
    expect(rows.nameChanges[1]).toMatchObject({ changeType: 'irish_form', givenNames: 'Padraig', name: 'Breathnach' });
  });
});
