import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/engine.ts';
import { CHURCH_BIRTH } from '../documents/checklist.ts';
import { sampleFamily } from '../documents/sample-tree.ts';
import { deriveItems, type DerivedItem } from './items.ts';
import { mismatchFlags, withResolutions, type MismatchContext } from './mismatch.ts';
import type { CertificateCheck } from './model.ts';
import { surnameDifference } from './surnames.ts';
import { chainParents } from './workspace.ts';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

const { members, nameChanges } = sampleFamily();
const derived = deriveItems(members, nameChanges, assessEligibility(members), TODAY);
const itemOf = (key: string): DerivedItem => {
  const found = derived.items.find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};

function context(overrides: Partial<MismatchContext> = {}): MismatchContext {
  return {
    members,
    nameChanges,
    chainParentOf: chainParents(derived, members),
    birthChecks: new Map(),
    evidenceInHand: new Set(),
    ...overrides,
  };
}

/** Aoife's long-form birth certificate, exactly as the tree has it. */
const aoifeBirth: CertificateCheck = {
  firstNames: 'Aoife',
  surname: 'Walsh',
  eventDate: '1990-06-15',
  eventPlace: 'Manchester',
  fatherName: 'John Walsh',
  motherName: 'Ann Smith',
  spouseName: null,
  longForm: true,
  issuer: 'civil',
};
/** Mary's Irish birth certificate: born Brennan. */
const maryBirth: CertificateCheck = {
  ...aoifeBirth,
  firstNames: 'Mary',
  surname: 'Brennan',
  eventDate: '1931-04-12',
  eventPlace: 'Castlebar',
  fatherName: 'Patrick Brennan',
  motherName: 'Bridget Brennan',
};
const johnBirth: CertificateCheck = {
  ...aoifeBirth,
  firstNames: 'John',
  surname: 'Walsh',
  eventDate: '1960-03-01',
  eventPlace: 'Liverpool',
  fatherName: 'Michael Walsh',
  motherName: 'Mary Walsh',
};

const codes = (key: string, check: CertificateCheck, ctx = context()) =>
  mismatchFlags(itemOf(key), check, ctx).map((f) => f.id);

describe('mismatch rules: a certificate that agrees with the tree raises nothing', () => {
  it.each([
    ['me.applicant-birth', aoifeBirth],
    ['dad.parent-birth', johnBirth],
  ])('%s', (key, check) => {
    expect(codes(key, check)).toEqual([]);
  });
});

describe('surname spelled differently', () => {
  it.each([
    ["O'Walsh", 'prefix'],
    ['Breathnach', 'anglicised'],
    ['Welsh', 'spelling'],
    ['Murphy', 'different'],
  ])('flags “%s” against Walsh (%s)', (surname, kind) => {
    const flags = mismatchFlags(itemOf('me.applicant-birth'), { ...aoifeBirth, surname }, context());
    expect(flags.map((f) => f.id)).toEqual(['surname_spelling:surname']);
    expect(surnameDifference(surname, 'Walsh')).toBe(kind);
    expect(flags[0]?.whatToDo.length).toBeGreaterThan(40);
  });

  it('does not flag case, accents, apostrophe styles or spaces', () => {
    expect(codes('me.applicant-birth', { ...aoifeBirth, surname: 'WALSH' })).toEqual([]);
    expect(surnameDifference('O’Brien', "O'Brien")).toBeNull();
    expect(surnameDifference('Ó Néill', "O'Neill")).toBeNull();
  });

  it.each([
    ['McCarthy', 'Carthy', 'prefix'],
    ['McCarthy', 'Mac Carthy', 'prefix'],
    ['MCCARTHY', 'Carthy', 'prefix'],
    ["O'Brien", 'Brien', 'prefix'],
    ['Ó Briain', "O'Brien", 'anglicised'],
    ['Macken', 'Ken', 'different'],
  ])('reads %s against %s as %s', (a, b, kind) => {
    expect(surnameDifference(a, b)).toBe(kind);
  });

  it("flags the parent's name on a birth certificate that differs from the parent's own birth certificate", () => {
    const ctx = context({ birthChecks: new Map([['dad', { ...johnBirth, surname: 'Walshe' }]]) });
    expect(codes('me.applicant-birth', aoifeBirth, ctx)).toEqual(['surname_spelling:parent']);
    // With the parent's certificate printing the same name, nothing.
    expect(codes('me.applicant-birth', aoifeBirth, context({ birthChecks: new Map([['dad', johnBirth]]) }))).toEqual(
      [],
    );
  });
});

describe('a date that differs', () => {
  it('flags a birth date other than the tree’s', () => {
    const flags = mismatchFlags(itemOf('me.applicant-birth'), { ...aoifeBirth, eventDate: '1990-06-16' }, context());
    expect(flags.map((f) => f.id)).toEqual(['date_differs:date']);
    expect(flags[0]?.message).toBe('The certificate gives 16 June 1990; your tree has 15 June 1990.');
  });

  it('does not flag the same date, or a date the tree does not have', () => {
    expect(codes('me.applicant-birth', aoifeBirth)).toEqual([]);
    expect(codes('me.applicant-birth', { ...aoifeBirth, eventDate: null })).toEqual([]);
  });

  it.each([
    ['1990', '1990-06-15', null],
    ['1990-06', '1990-06-15', null],
    ['ABT 1989', '1990-06-15', null],
    ['BET 1989 AND 1991', '1990-06-15', null],
    ['AFT 1989', '1990-06-15', null],
    ['1990', '1991-01-01', 'The certificate gives 1 January 1991; your tree has 1990.'],
    ['1990-05', '1990-06-15', 'The certificate gives 15 June 1990; your tree has May 1990.'],
    ['ABT 1980', '1990-06-15', 'The certificate gives 15 June 1990; your tree has about 1980.'],
    ['BEF 1990', '1990-06-15', 'The certificate gives 15 June 1990; your tree has before 1990.'],
  ])('a tree birth date of %s and a certificate of %s: %s', (treeDate, printed, message) => {
    const partial = members.map((m) => (m.id === 'me' ? { ...m, birthDate: treeDate } : m));
    const flags = mismatchFlags(
      itemOf('me.applicant-birth'),
      { ...aoifeBirth, eventDate: printed },
      context({ members: partial }),
    );
    expect(flags.map((f) => f.message)).toEqual(message ? [message] : []);
  });

  it("compares a marriage certificate with the marriage's recorded date", () => {
    const marriage = { ...maryBirth, eventDate: '1955-09-03', fatherName: null, motherName: null, longForm: null };
    const ctx = context({ evidenceInHand: new Set(['nc-mary']) });
    expect(codes('gm1.name-change-nc-mary', marriage, ctx)).toEqual([]);
    expect(codes('gm1.name-change-nc-mary', { ...marriage, eventDate: '1955-10-03' }, ctx)).toEqual([
      'date_differs:date',
    ]);
  });
});

describe("a parent's name missing", () => {
  it('flags a birth certificate that does not name the parent the claim passes through', () => {
    const flags = mismatchFlags(itemOf('me.applicant-birth'), { ...aoifeBirth, fatherName: null }, context());
    expect(flags.map((f) => f.id)).toEqual(['parent_missing:parent']);
    expect(flags[0]?.message).toContain('John Walsh, the father');
  });

  it('does not flag the other parent missing', () => {
    expect(codes('me.applicant-birth', { ...aoifeBirth, motherName: null })).toEqual([]);
  });

  it('checks the grandmother on the connecting parent’s certificate, accepting her maiden name', () => {
    expect(codes('dad.parent-birth', { ...johnBirth, motherName: null })).toEqual(['parent_missing:parent']);
    expect(codes('dad.parent-birth', { ...johnBirth, motherName: 'Mary Brennan' })).toEqual([]);
  });
});

describe('a short-form birth certificate', () => {
  it('flags the short form and not the long form', () => {
    expect(codes('me.applicant-birth', { ...aoifeBirth, longForm: false })).toEqual(['short_form:form']);
    expect(codes('me.applicant-birth', aoifeBirth)).toEqual([]);
  });
});

describe('a church certificate where a civil one is required', () => {
  it('flags a church birth certificate for a birth after 1864', () => {
    const ctx = context({ evidenceInHand: new Set(['nc-mary']) });
    expect(codes('gm1.grandparent-birth', { ...maryBirth, issuer: 'church' }, ctx)).toEqual([
      'church_certificate:issuer',
    ]);
    expect(codes('gm1.grandparent-birth', maryBirth, ctx)).toEqual([]);
  });

  it('flags a church marriage certificate', () => {
    const marriage = { ...maryBirth, eventDate: '1955-09-03', longForm: null, issuer: 'church' as const };
    const flags = mismatchFlags(itemOf('gm1.name-change-nc-mary'), marriage, context());
    expect(flags.map((f) => f.id)).toEqual(['church_certificate:issuer']);
    expect(flags[0]?.message).toContain('church marriage certificate');
  });

  it('accepts the church birth and baptismal certificate listed for a birth before 1864', () => {
    const old = members.map((m) => (m.id === 'gm1' ? { ...m, birthDate: '1850-01-01' } : m));
    const item = deriveItems(old, nameChanges, assessEligibility(old), TODAY).items.find(
      (i) => i.key === 'gm1.grandparent-birth',
    );
    expect(item?.title).toBe(CHURCH_BIRTH);
    const ctx = context({ members: old, evidenceInHand: new Set(['nc-mary']) });
    const check = { ...maryBirth, eventDate: '1850-01-01', issuer: 'church' as const };
    expect(item && mismatchFlags(item, check, ctx).map((f) => f.id)).toEqual([]);
  });
});

describe('a name change without its document', () => {
  it("flags Mary's birth certificate (born Brennan) while her marriage certificate is not in hand", () => {
    const flags = mismatchFlags(itemOf('gm1.grandparent-birth'), maryBirth, context());
    expect(flags.map((f) => f.id)).toEqual(['name_change_unexplained:surname']);
    expect(flags[0]?.message).toContain('“Brennan”');
  });

  it('does not flag it once the marriage certificate is in hand', () => {
    expect(codes('gm1.grandparent-birth', maryBirth, context({ evidenceInHand: new Set(['nc-mary']) }))).toEqual([]);
  });

  it('does not flag the marriage certificate that is itself the evidence', () => {
    const marriage = { ...maryBirth, eventDate: '1955-09-03', longForm: null };
    expect(codes('gm1.name-change-nc-mary', marriage)).toEqual([]);
  });

  it('flags an earlier surname when the tree records no change of name', () => {
    const noChanges = context({ nameChanges: [] });
    expect(codes('gm1.grandparent-birth', maryBirth, noChanges)).toEqual(['surname_spelling:surname']);
  });
});

describe('withResolutions', () => {
  const [open] = mismatchFlags(itemOf('me.applicant-birth'), { ...aoifeBirth, surname: 'Welsh' }, context());

  it('resolves a flag with the note while its message is unchanged', () => {
    const resolutions = new Map([
      [open!.id, { note: 'Covered by a letter', at: '2026-01-01', message: open!.message }],
    ]);
    expect(withResolutions([open!], resolutions)[0]?.resolved).toEqual({
      note: 'Covered by a letter',
      at: '2026-01-01',
    });
  });

  it('opens it again when what is printed changes', () => {
    const resolutions = new Map([[open!.id, { note: 'Covered', at: '2026-01-01', message: 'an older message' }]]);
    expect(withResolutions([open!], resolutions)[0]?.resolved).toBeNull();
  });
  it('never resolves a document DFA refuses, whatever the note', () => {
    const [short] = mismatchFlags(itemOf('me.applicant-birth'), { ...aoifeBirth, longForm: false }, context());
    expect(short).toMatchObject({ code: 'short_form', kind: 'replace' });
    const resolutions = new Map([[short!.id, { note: 'It is fine', at: '2026-01-01', message: short!.message }]]);
    expect(withResolutions([short!], resolutions)[0]?.resolved).toBeNull();
  });
});

describe('flag kinds: explain or replace', () => {
  it('a spelling difference is explained; a short form or a church marriage certificate must be replaced', () => {
    const spelling = mismatchFlags(itemOf('me.applicant-birth'), { ...aoifeBirth, surname: 'Welsh' }, context());
    expect(spelling.map((f) => f.kind)).toEqual(['explain']);
    const short = mismatchFlags(itemOf('me.applicant-birth'), { ...aoifeBirth, longForm: false }, context());
    expect(short.map((f) => f.kind)).toEqual(['replace']);
    const marriage = { ...maryBirth, eventDate: '1955-09-03', longForm: null, issuer: 'church' as const };
    expect(mismatchFlags(itemOf('gm1.name-change-nc-mary'), marriage, context()).map((f) => f.kind)).toEqual([
      'replace',
    ]);
  });

  it('a church birth certificate is explained: DFA accepts it where no civil record exists', () => {
    const ctx = context({ evidenceInHand: new Set(['nc-mary']) });
    const flags = mismatchFlags(itemOf('gm1.grandparent-birth'), { ...maryBirth, issuer: 'church' }, ctx);
    expect(flags.map((f) => f.kind)).toEqual(['explain']);
  });
});
