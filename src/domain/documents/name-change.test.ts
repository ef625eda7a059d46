import { describe, expect, it } from 'vitest';
import { marriagesOf, type NameChange } from './name-change.ts';

const change = (fields: Partial<NameChange> & Pick<NameChange, 'id' | 'familyMemberId'>): NameChange => ({
  changeType: 'marriage',
  surnameBeforeChange: null,
  surnameAfterChange: null,
  changeDate: null,
  changePlace: null,
  changeCountry: null,
  spouseFirstName: null,
  spouseLastName: null,
  spouseFamilyMemberId: null,
  marriageId: null,
  ...fields,
});

describe('marriagesOf', () => {
  it('shows a marriage recorded on the spouse only, as recorded on the spouse', () => {
    const his = change({ id: 'h', familyMemberId: 'john', spouseFamilyMemberId: 'mary', marriageId: 'm1' });
    expect(marriagesOf('mary', [his])).toEqual([{ change: his, recordedOnSpouse: true }]);
  });

  it('shows one shared marriage record once, from the member’s own record', () => {
    const hers = change({
      id: 'a',
      familyMemberId: 'mary',
      surnameAfterChange: 'Byrne',
      changeDate: '1959-06-20',
      spouseFamilyMemberId: 'john',
      marriageId: 'm1',
    });
    const his = { ...hers, id: 'b', familyMemberId: 'john', surnameAfterChange: null, spouseFamilyMemberId: 'mary' };
    expect(marriagesOf('mary', [hers, his])).toEqual([{ change: hers, recordedOnSpouse: false }]);
    expect(marriagesOf('john', [hers, his])).toEqual([{ change: his, recordedOnSpouse: false }]);
  });

  it('keeps two marriages of the same couple apart when each is its own record', () => {
    const first = change({
      id: 'a',
      familyMemberId: 'nora',
      spouseFamilyMemberId: 'tom',
      changeDate: '1960',
      marriageId: 'm1',
    });
    const second = change({
      id: 'b',
      familyMemberId: 'tom',
      spouseFamilyMemberId: 'nora',
      changeDate: '1980',
      marriageId: 'm2',
    });
    expect(marriagesOf('tom', [first, second]).map((m) => m.change.changeDate)).toEqual(['1980', '1960']);
    expect(marriagesOf('nora', [first, second]).map((m) => m.change.changeDate)).toEqual(['1960', '1980']);
  });

  it('without shared records, takes a spouse’s record of the same spouse or date as the same marriage', () => {
    const hers = change({ id: 'a', familyMemberId: 'mary', spouseFamilyMemberId: 'john', changeDate: '1959' });
    const his = change({ id: 'b', familyMemberId: 'john', spouseFamilyMemberId: 'mary' });
    expect(marriagesOf('john', [hers, his])).toEqual([{ change: his, recordedOnSpouse: false }]);
  });
});
