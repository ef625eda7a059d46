import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/engine.ts';
import { sampleFamily } from '../documents/sample-tree.ts';
import { deriveItems, type DerivedItem } from './items.ts';
import { mismatchFlags, withResolutions, type MismatchContext } from './mismatch.ts';
import type { CertificateCheck } from './model.ts';
import type { NameChange } from '../documents/name-change.ts';
import { chainParents } from './workspace.ts';

/** First names compared the way Irish records differ (docs/rules/forenames.md, decision 050). */

const { members, nameChanges } = sampleFamily();
const derived = deriveItems(members, nameChanges, assessEligibility(members), '2026-11-27');
const itemOf = (key: string): DerivedItem => {
  const found = derived.items.find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};
const context = (overrides: Partial<MismatchContext> = {}): MismatchContext => ({
  members,
  nameChanges,
  chainParentOf: chainParents(derived, members),
  birthChecks: new Map(),
  // Mary's marriage certificate is in hand: her change of surname is explained.
  evidenceInHand: new Set(['nc-mary']),
  ...overrides,
});

/** Mary (born Brennan in Castlebar), the Irish grandmother of the sample tree. */
const maryBirth: CertificateCheck = {
  firstNames: 'Mary',
  surname: 'Brennan',
  eventDate: '1931-04-12',
  eventPlace: 'Castlebar',
  fatherName: 'Patrick Brennan',
  motherName: 'Bridget Brennan',
  spouseName: null,
  longForm: true,
  issuer: 'civil',
};
const johnBirth: CertificateCheck = {
  ...maryBirth,
  firstNames: 'John',
  surname: 'Walsh',
  eventDate: '1960-03-01',
  eventPlace: 'Liverpool',
  fatherName: 'Michael Walsh',
  motherName: 'Mary Walsh',
};
const flagsOf = (key: string, check: CertificateCheck, ctx = context()) => mismatchFlags(itemOf(key), check, ctx);

describe('first names on a certificate against the tree', () => {
  it('the Irish form names both forms, is one to explain, and comes with a paragraph naming the certificates', () => {
    const ctx = context({
      checksOf: new Map([
        [
          'gm1',
          [
            { kind: 'marriage' as const, check: { ...maryBirth, surname: 'Brennan', eventDate: '1955-06-01' } },
            { kind: 'death' as const, check: { ...maryBirth, surname: 'Walsh', eventDate: '2001-02-03' } },
          ],
        ],
      ]),
    });
    const [flag] = flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'Máire' }, ctx);
    expect(flag).toMatchObject({ id: 'forename_differs:forenames', code: 'forename_differs', kind: 'explain' });
    expect(flag.message).toBe(
      'The certificate prints the first name “Máire”; your tree has “Mary”: “Máire” is the Irish form of “Mary”.',
    );
    expect(flag.draft).toBe(
      'The birth certificate of Mary Walsh records her as “Máire Brennan”. She used the name “Mary Walsh”, as her ' +
        'marriage certificate and death certificate show. “Máire” is the Irish form of “Mary”. They are the same person.',
    );
  });

  it('a middle name the certificate lacks is named', () => {
    const [flag] = flagsOf('dad.parent-birth', { ...johnBirth, firstNames: 'Seán' }, context());
    expect(flag.message).toContain('“Seán” is the Irish form of “John”');
    const withMiddle = members.map((m) => (m.id === 'dad' ? { ...m, firstName: 'John Joseph' } : m));
    const [second] = flagsOf('dad.parent-birth', johnBirth, context({ members: withMiddle }));
    expect(second.message).toBe(
      'The certificate prints the first name “John”; your tree has “John Joseph”: “Joseph” is not on the certificate.',
    );
    expect(second.kind).toBe('explain');
  });

  it('a first name with no relation to the tree’s is a different person: replace, whatever note is written', () => {
    const flags = flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'Margaret' });
    const [flag] = flags;
    expect(flag).toMatchObject({ code: 'forename_differs', kind: 'replace', draft: null });
    expect(flag.message).toContain('“Margaret” and “Mary” are not forms of the same name');
    expect(flag.whatToDo).toContain('a note cannot stand in for it');
    const notes = new Map([[flag.id, { note: 'It is her.', at: '2026-11-27T10:00:00Z', message: flag.message }]]);
    expect(withResolutions(flags, notes)[0].resolved).toBeNull();
  });

  it('a change-of-name document is not compared: the names it prints differ by design', () => {
    const deedPoll = { ...itemOf('gm1.grandparent-birth'), kind: 'name_change' as const };
    const flags = mismatchFlags(deedPoll, { ...maryBirth, firstNames: 'Margaret', longForm: null }, context());
    expect(flags.filter((f) => f.code === 'forename_differs')).toEqual([]);
  });

  it('case, fadas and spacing raise nothing', () => {
    expect(flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'MARY' })).toEqual([]);
    const irishTree = members.map((m) => (m.id === 'gm1' ? { ...m, firstName: 'Máire' } : m));
    expect(
      flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'Maire' }, context({ members: irishTree })),
    ).toEqual([]);
  });

  it('a note resolves the explain flag while its message is unchanged', () => {
    const flags = flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'Máire' });
    const notes = new Map([
      [flags[0].id, { note: 'Same person.', at: '2026-11-27T10:00:00Z', message: flags[0].message }],
    ]);
    expect(withResolutions(flags, notes)[0].resolved).toEqual({ note: 'Same person.', at: '2026-11-27T10:00:00Z' });
    const changed = flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'Maura' });
    expect(withResolutions(changed, notes)[0].resolved).toBeNull();
  });
});

describe('a parent’s first names on a child’s birth certificate', () => {
  it('against the parent’s own checked birth certificate', () => {
    const ctx = context({ birthChecks: new Map([['gm1', { ...maryBirth, firstNames: 'Máire' }]]) });
    const flags = flagsOf('dad.parent-birth', johnBirth, ctx).filter(
      (f) => f.id === 'forename_differs:parent_forenames',
    );
    expect(flags).toHaveLength(1);
    expect(flags[0].message).toBe(
      'The certificate names the mother “Mary”; Mary Walsh’s own birth certificate prints “Máire”: “Mary” is the ' +
        'English form of “Máire”.',
    );
    expect(flags[0].draft).toContain('The birth certificate of John Walsh names his mother as “Mary Walsh”');
  });

  it('against the tree when the parent’s certificate is not checked; the same name raises nothing', () => {
    expect(flagsOf('dad.parent-birth', johnBirth).map((f) => f.id)).toEqual([]);
    const flags = flagsOf('dad.parent-birth', { ...johnBirth, motherName: 'Nora Walsh' });
    expect(flags.find((f) => f.id === 'forename_differs:parent_forenames')?.kind).toBe('replace');
  });
});

describe('flags to replace and drafts', () => {
  it('a photocopy is one to replace', () => {
    const [flag] = flagsOf('gm1.grandparent-birth', { ...maryBirth, photocopy: true });
    expect(flag).toMatchObject({ code: 'photocopy', kind: 'replace', draft: null });
  });

  it('every flag to explain carries a paragraph for the letter; flags to replace carry none', () => {
    const flags = flagsOf('gm1.grandparent-birth', {
      ...maryBirth,
      firstNames: 'Máire',
      surname: 'Breathnach',
      longForm: false,
    });
    for (const f of flags) {
      if (f.kind === 'explain') expect(f.draft).toMatch(/Mary Walsh/);
      else expect(f.draft).toBeNull();
    }
    const surname = flags.find((f) => f.code === 'surname_spelling');
    expect(surname?.draft).not.toContain('your tree');
  });
});

describe('the names the tree records for a person (docs/decisions/058-marriages-and-names-as-records.md)', () => {
  const form = (changeType: NameChange['changeType'], givenNames: string): NameChange => ({
    id: `form-${changeType}`,
    familyMemberId: 'gm1',
    changeType,
    givenNames,
    surnameBeforeChange: null,
    surnameAfterChange: null,
    changeDate: null,
    changePlace: null,
    changeCountry: null,
    spouseFirstName: null,
    spouseLastName: null,
  });
  const withRecords = (...records: NameChange[]) => context({ nameChanges: [...nameChanges, ...records] });

  it('a recorded Irish form is expected: the flag still names both forms, is one to explain, and its paragraph cites the form', () => {
    const [flag] = flagsOf(
      'gm1.grandparent-birth',
      { ...maryBirth, firstNames: 'Máire' },
      withRecords(form('irish_form', 'Máire')),
    );
    expect(flag).toMatchObject({ id: 'forename_differs:forenames', kind: 'explain' });
    expect(flag.message).toBe(
      'The certificate prints the first name “Máire”; your tree has “Mary”: “Máire” is the Irish form of “Mary”. ' +
        'Your tree records “Máire Brennan” as the Irish form of her name.',
    );
    expect(flag.draft).toContain(
      'records her as “Máire Brennan”, the Irish form of her name. She used the name “Mary Walsh”',
    );
  });

  it('a name the tree records as also known by is the same person: explain, where unrecorded it is one to replace', () => {
    const [unrecorded] = flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'Nuala' });
    expect(unrecorded?.kind).toBe('replace');
    const [flag] = flagsOf(
      'gm1.grandparent-birth',
      { ...maryBirth, firstNames: 'Nuala' },
      withRecords(form('also_known_as', 'Nuala')),
    );
    expect(flag).toMatchObject({ kind: 'explain' });
    expect(flag.message).toBe(
      'The certificate prints the first name “Nuala”; your tree has “Mary”. Your tree records “Nuala Brennan” as a name she was also known by.',
    );
    expect(flag.draft).toBe(
      'The birth certificate of Mary Walsh records her as “Nuala Brennan”, a name she was also known by. ' +
        'She used the name “Mary Walsh”. They are the same person.',
    );
  });

  it('a birth certificate is compared with the given names at birth', () => {
    const birth = { ...form('birth', 'Maria'), id: 'birth-gm1', surnameAfterChange: 'Brennan' };
    expect(flagsOf('gm1.grandparent-birth', { ...maryBirth, firstNames: 'Maria' }, withRecords(birth))).toEqual([]);
    const [flag] = flagsOf('gm1.grandparent-birth', maryBirth, withRecords(birth));
    expect(flag?.message).toContain('your tree has “Maria”');
  });
});
