import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GedcomError, parseGedcom } from './parse.ts';
import { gedcomToTreeDraft, listCandidates } from './to-tree.ts';
import type { TreeDraft, TreeMemberDraft } from './to-tree.ts';

const fixture = (name: string) => parseGedcom(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const ged = (...lines: string[]) => parseGedcom(['0 HEAD', ...lines, '0 TRLR'].join('\n'));

/** The fields the tree screen shows, one row per member. */
const summary = (draft: TreeDraft) =>
  draft.members.map((m) => [
    m.key,
    m.relationship,
    m.parentKey,
    m.firstName,
    m.lastName,
    m.gender,
    m.birthDate,
    m.birthCountry,
    m.isIrishBorn,
    m.isDeceased,
  ]);

const member = (draft: TreeDraft, key: string): TreeMemberDraft => {
  const m = draft.members.find((d) => d.key === key);
  if (!m) throw new Error(`no ${key}`);
  return m;
};

describe('gedcomToTreeDraft: realistic Ancestry export', () => {
  const draft = gedcomToTreeDraft(fixture('realistic.ged'), 'I262281927574');

  it('takes the home person, parents, grandparents and great-grandparents under their child and siblings; no cousins, spouse or children', () => {
    expect(draft.homeKey).toBe('I262281927574');
    expect(summary(draft)).toEqual([
      ['I262281927574', 'self', null, 'Seán Michael', 'Walsh', 'male', '1985-06-04', 'England', false, false],
      ['I262281927580', 'parent', null, 'Patrick Joseph', 'Walsh', 'male', '1955-02-23', 'England', false, false],
      ['I262281927590', 'grandparent', 'I262281927580', 'Michael', 'Walsh', 'male', 'ABT 1925', 'Ireland', true, true],
      [
        'I262281927600',
        'great_grandparent',
        'I262281927590',
        'John',
        'Walsh',
        'male',
        'ABT 1895',
        'Ireland',
        true,
        true,
      ],
      [
        'I262281927601',
        'great_grandparent',
        'I262281927590',
        'Bridget',
        'Moran',
        'female',
        '1898',
        'Ireland',
        true,
        true,
      ],
      [
        'I262281927591',
        'grandparent',
        'I262281927580',
        'Edith May',
        'Harris',
        'female',
        '1928-01-02',
        'England',
        false,
        true,
      ],
      [
        'I262281927581',
        'parent',
        null,
        'Mary Katherine',
        "O'Brien",
        'female',
        '1957-07-08',
        'United States',
        false,
        false,
      ],
      [
        'I262281927592',
        'grandparent',
        'I262281927581',
        'Thomas Francis',
        "O'Brien",
        'male',
        '1930-05-11',
        'United States',
        false,
        true,
      ],
      [
        'I262281927593',
        'grandparent',
        'I262281927581',
        'Dorothy Ruth',
        'Kelly',
        'female',
        '1932-10-19',
        'United States',
        false,
        false,
      ],
      ['I262281927575', 'sibling', null, 'Ciara Anne', 'Walsh', 'female', '1988-09-12', 'England', false, false],
    ]);
  });

  it('fills every FamilyMember field for the Irish-born grandfather', () => {
    expect(member(draft, 'I262281927590')).toEqual({
      key: 'I262281927590',
      parentKey: 'I262281927580',
      firstName: 'Michael',
      lastName: 'Walsh',
      relationship: 'grandparent',
      gender: 'male',
      birthDate: 'ABT 1925',
      deathDate: '1990-11-17',
      birthPlace: 'Castlebar, Co. Mayo, Ireland',
      birthCountry: 'Ireland',
      deathPlace: 'Liverpool, Merseyside, England',
      deathCountry: 'England',
      isIrishBorn: true,
      isIrishCitizen: false,
      isDeceased: true,
      isLineageAnchor: false,
      hasNameChanged: false,
      citizenshipDate: null,
      citizenshipBasis: null,
      isAdoptiveParent: false,
      naturalisedElsewhere: false,
      inIrishPublicServiceAbroad: false,
      notes:
        'Michael left Castlebar in 1947 and sailed from Dublin to Liverpool.\n' +
        'His Irish birth certificate (Castlebar registration district) is the key document for the Foreign Births Register.',
      notKept: [
        'Emigration: 1947, Dublin, Ireland',
        'Burial: 23 November 1990, Ford Cemetery, Liverpool, Merseyside, England',
        '1 source citation',
        '1 photo or other media',
        'Children not in your line: Margaret Walsh',
      ],
    });
  });

  it('keeps year-only and about dates as the file gives them, and warns only about the people outside the line', () => {
    expect(member(draft, 'I262281927600')).toMatchObject({ birthDate: 'ABT 1895', deathDate: '1961' });
    expect(member(draft, 'I262281927592')).toMatchObject({ deathDate: '2001' });
    expect(draft.warnings).toEqual([
      '6 other people in the file are not in your line (aunts, uncles, cousins, children and others) and are not imported.',
    ]);
  });

  it("keeps the parents' marriage with its date and place, recorded on the mother whose married name it gave", () => {
    expect(draft.nameChanges).toEqual([
      {
        memberKey: 'I262281927581',
        changeType: 'marriage',
        surnameBeforeChange: null,
        surnameAfterChange: 'Walsh',
        changeDate: '1983-06-18',
        changePlace: 'Boston, Suffolk, Massachusetts, USA',
        changeCountry: 'United States',
        spouseKey: 'I262281927580',
        spouseFirstName: 'Patrick Joseph',
        spouseLastName: 'Walsh',
      },
      {
        memberKey: 'I262281927590',
        changeType: 'marriage',
        surnameBeforeChange: null,
        surnameAfterChange: null,
        changeDate: '1951',
        changePlace: 'Liverpool, Lancashire, England',
        changeCountry: 'England',
        spouseKey: 'I262281927591',
        spouseFirstName: 'Edith May',
        spouseLastName: 'Harris',
      },
    ]);
    expect(member(draft, 'I262281927581').hasNameChanged).toBe(true);
  });

  it('lists per person what it does not keep: the partner without a marriage, their child, occupation and sources', () => {
    expect(member(draft, 'I262281927574').notKept).toEqual([
      'Residence: 2011, Didsbury, Manchester, England',
      'A detail only the program that wrote the file uses (FSFTID): LZX1-9QK',
      '1 source citation',
      '1 photo or other media',
      'Children not in your line: Oisín Walsh',
      'Partner: Sarah Thompson (the file records no marriage)',
    ]);
    expect(member(draft, 'I262281927580').notKept).toEqual([
      'Occupation: Electrician',
      'A detail only the program that wrote the file uses (MTTAG)',
      '1 source citation',
    ]);
  });

  it('can start from another person: the father, whose grandfather is the Irish-born John Walsh', () => {
    const fromFather = gedcomToTreeDraft(fixture('realistic.ged'), '@I262281927580@');
    expect(summary(fromFather).map((row) => row.slice(0, 5))).toEqual([
      ['I262281927580', 'self', null, 'Patrick Joseph', 'Walsh'],
      ['I262281927590', 'parent', null, 'Michael', 'Walsh'],
      ['I262281927600', 'grandparent', 'I262281927590', 'John', 'Walsh'],
      ['I262281927601', 'grandparent', 'I262281927590', 'Bridget', 'Moran'],
      ['I262281927591', 'parent', null, 'Edith May', 'Harris'],
      ['I262281927610', 'sibling', null, 'Margaret', 'Walsh'],
    ]);
  });
});

describe('gedcomToTreeDraft: messy export', () => {
  const draft = gedcomToTreeDraft(fixture('messy.ged'), 'P1');

  it('builds the tree from the first birth family, skipping an adoptive family', () => {
    expect(summary(draft)).toEqual([
      ['P1', 'self', null, 'Aoife', 'Byrne', 'female', '1962-03-12', 'England', false, false],
      ['P2', 'parent', null, 'Declan', 'Byrne', 'other', '1930-09', 'Ireland', true, true],
      ['P4', 'grandparent', 'P2', 'Seamus', 'Byrne', 'male', 'ABT 1901', 'Ireland', true, true],
      ['P5', 'grandparent', 'P2', 'Brigid', 'Kelly', 'female', 'BET 1899 AND 1901', 'Northern Ireland', true, false],
      ['P3', 'parent', null, 'Nora', '', 'female', '1932', 'Northern Ireland', true, false],
      ['P6', 'grandparent', 'P3', 'Unknown', 'Doherty', 'male', 'BET 1910 AND 1911', 'Ireland', true, false],
      ['P7', 'grandparent', 'P3', 'Mary', 'Doherty', 'female', '1905', 'Scotland', false, false],
      ['P12', 'sibling', null, 'Liam', '', 'other', '1964', 'England', false, false],
      ['P13', 'sibling', null, 'Siobhán', 'Byrne', 'female', '1966-01-03', 'England', false, false],
    ]);
  });

  it('keeps raw places', () => {
    expect([member(draft, 'P2').birthPlace, member(draft, 'P5').birthPlace, member(draft, 'P3').birthPlace]).toEqual([
      'Queenstown, Co. Cork',
      'Belfast, Antrim',
      'Derry',
    ]);
  });

  it('leaves out a death date it cannot read but keeps the person deceased', () => {
    expect(member(draft, 'P2')).toMatchObject({ isDeceased: true, deathDate: null });
  });

  it('explains every guess', () => {
    expect(draft.warnings).toEqual([
      'More than one set of parents for Aoife Byrne (you) in the file; the tree allows only 2 parents, so the first birth family was used. Check the parents.',
      'The file does not give the sex of Declan Byrne (your parent). Check the gender.',
      'Death date of Declan Byrne (your parent) could not be read (unknown); add it by hand.',
      'No surname for Nora (your mother) in the file. Add the surname.',
      'More than one set of parents for Nora (your mother) in the file; the tree allows only 2 parents, so the first birth family was used. Check the parents.',
      "No first name for Doherty (your mother's father) in the file; 'Unknown' was used. Add the first name.",
      'No surname for Liam (your brother or sister) in the file. Add the surname.',
      'The file does not give the sex of Liam (your brother or sister). Check the gender.',
      '3 other people in the file are not in your line (aunts, uncles, cousins, children and others) and are not imported.',
    ]);
  });

  it('names, per person, what a date loses: two years, an interpreted date', () => {
    expect(member(draft, 'P6').notKept).toContain("Birth date: '1910/11' gives two years; it is kept as between them");
    expect(member(draft, 'P7').notKept).toContain("Birth date: the note 'census says 26 in 1931' with the date");
  });
});

describe('gedcomToTreeDraft: limits and broken links', () => {
  it('never takes more than 2 parents or 2 grandparents per parent', () => {
    const file = ged(
      '0 @C@ INDI',
      '1 NAME Child /A/',
      '1 SEX F',
      '1 FAMC @F1@',
      '1 FAMC @F2@',
      '1 FAMC @F3@',
      '0 @D@ INDI',
      '1 NAME Dad /A/',
      '1 SEX M',
      '1 FAMC @G1@',
      '1 FAMC @G2@',
      '0 @M@ INDI',
      '1 NAME Mum /B/',
      '1 SEX F',
      '0 @X@ INDI',
      '1 NAME Other /X/',
      '1 SEX M',
      '0 @Y@ INDI',
      '1 NAME Other /Y/',
      '1 SEX F',
      '0 @G@ INDI',
      '1 NAME Gran /A/',
      '1 SEX F',
      '0 @H@ INDI',
      '1 NAME Grandad /A/',
      '1 SEX M',
      '0 @K@ INDI',
      '1 NAME Step /Z/',
      '1 SEX M',
      '0 @F1@ FAM',
      '1 HUSB @D@',
      '1 WIFE @M@',
      '1 CHIL @C@',
      '0 @F2@ FAM',
      '1 HUSB @X@',
      '1 WIFE @Y@',
      '1 CHIL @C@',
      '0 @F3@ FAM',
      '1 HUSB @K@',
      '1 CHIL @C@',
      '0 @G1@ FAM',
      '1 HUSB @H@',
      '1 WIFE @G@',
      '1 CHIL @D@',
      '0 @G2@ FAM',
      '1 HUSB @K@',
      '1 WIFE @Y@',
      '1 CHIL @D@',
    );
    const draft = gedcomToTreeDraft(file, 'C');
    expect(draft.members.map((m) => [m.key, m.relationship, m.parentKey])).toEqual([
      ['C', 'self', null],
      ['D', 'parent', null],
      ['H', 'grandparent', 'D'],
      ['G', 'grandparent', 'D'],
      ['M', 'parent', null],
    ]);
    expect(draft.warnings.filter((w) => w.startsWith('More than one set of parents'))).toHaveLength(2);
  });

  it('prefers a birth family over an adoptive one listed first', () => {
    const file = ged(
      '0 @C@ INDI',
      '1 NAME Child /A/',
      '1 FAMC @F1@',
      '2 PEDI adopted',
      '1 FAMC @F2@',
      '0 @A@ INDI',
      '1 NAME Adoptive /Parent/',
      '0 @B@ INDI',
      '1 NAME Birth /Parent/',
      '0 @F1@ FAM',
      '1 HUSB @A@',
      '1 CHIL @C@',
      '0 @F2@ FAM',
      '1 HUSB @B@',
      '1 CHIL @C@',
    );
    expect(gedcomToTreeDraft(file, 'C').members.map((m) => m.key)).toEqual(['C', 'B']);
  });

  it('keeps at most 20 brothers and sisters, naming those left out in one warning', () => {
    const children = Array.from({ length: 30 }, (_, i) => [`0 @S${i}@ INDI`, `1 NAME Child${i} /Walsh/`]).flat();
    const file = ged(
      '0 @C@ INDI',
      '1 NAME Home /Walsh/',
      '1 FAMC @F1@',
      ...children,
      '0 @F1@ FAM',
      '1 CHIL @C@',
      ...Array.from({ length: 30 }, (_, i) => `1 CHIL @S${i}@`),
    );
    const draft = gedcomToTreeDraft(file, 'C');
    expect(draft.members.filter((m) => m.relationship === 'sibling')).toHaveLength(20);
    const warning = draft.warnings.filter((w) => w.includes('at most 20 brothers and sisters'));
    expect(warning).toEqual([
      'Your family tree holds at most 20 brothers and sisters, so 10 in the file were left out: Child20 Walsh, ' +
        'Child21 Walsh, Child22 Walsh, Child23 Walsh, Child24 Walsh and 5 more.',
    ]);
  });

  it('adds a person only once when the file loops back on itself', () => {
    const file = ged(
      '0 @C@ INDI',
      '1 NAME Child /A/',
      '1 SEX M',
      '1 FAMC @F1@',
      '0 @D@ INDI',
      '1 NAME Dad /A/',
      '1 SEX M',
      '1 FAMC @F1@',
      '0 @F1@ FAM',
      '1 HUSB @D@',
      '1 CHIL @C@',
      '1 CHIL @D@',
    );
    const draft = gedcomToTreeDraft(file, 'C');
    expect(draft.members.map((m) => [m.key, m.relationship])).toEqual([
      ['C', 'self'],
      ['D', 'parent'],
    ]);
    expect(draft.warnings).toContain(
      'Dad A appears in more than one place in the tree; they were added once, as a parent.',
    );
  });

  it('ignores links to records that are not in the file', () => {
    const file = ged(
      '0 @C@ INDI',
      '1 NAME Child /A/',
      '1 SEX F',
      '1 FAMC @F1@',
      '1 FAMC @NOPE@',
      '0 @F1@ FAM',
      '1 HUSB @GONE@',
      '1 CHIL @C@',
      '1 CHIL @LOST@',
    );
    const draft = gedcomToTreeDraft(file, 'C');
    expect(draft.members.map((m) => m.key)).toEqual(['C']);
    expect(draft.warnings).toEqual([
      'The file links Child A (you) to a family that is missing from it; that link was ignored.',
      'Family @F1@ names a partner (@GONE@) who is not in the file; they were left out.',
      'Family @F1@ lists a child (@LOST@) who is not in the file; they were left out.',
    ]);
  });

  it('uses a baptism when there is no birth, and leaves out dates before 1800', () => {
    const file = ged(
      '0 @C@ INDI',
      '1 NAME Child /A/',
      '1 SEX M',
      '1 BAPM',
      '2 DATE 3 MAR 1880',
      '2 PLAC Ennis, Co. Clare',
      '1 DEAT',
      '2 DATE 1750',
    );
    const draft = gedcomToTreeDraft(file, 'C');
    expect(draft.members[0]).toMatchObject({
      birthDate: '1880-03-03',
      birthPlace: 'Ennis, Co. Clare',
      birthCountry: 'Ireland',
      isIrishBorn: true,
      deathDate: null,
    });
    expect(draft.warnings).toEqual([
      'Only a baptism record for Child A (you) in the file; its date and place were used for the birth. Check them.',
      'Death date of Child A (you) is before 1800 (1750), which the tree does not accept; it was left out.',
    ]);
  });

  it('warns when it cannot tell the country of a birth place', () => {
    const draft = gedcomToTreeDraft(
      ged('0 @C@ INDI', '1 NAME Child /A/', '1 SEX M', '1 BIRT', '2 PLAC Springfield'),
      'C',
    );
    expect(draft.members[0]).toMatchObject({ birthPlace: 'Springfield', birthCountry: null, isIrishBorn: false });
    expect(draft.warnings).toEqual([
      "We could not tell which country the birth place of Child A (you) ('Springfield') is in. Add the country.",
    ]);
  });

  it('refuses a home person who is not in the file', () => {
    expect(() => gedcomToTreeDraft(fixture('messy.ged'), 'P99')).toThrowError(GedcomError);
    try {
      gedcomToTreeDraft(fixture('messy.ged'), 'P99');
    } catch (e) {
      expect(e).toMatchObject({ code: 'unknown-person' });
    }
  });
});

describe('listCandidates', () => {
  it('lists everyone in file order with a display name and birth year', () => {
    const candidates = listCandidates(fixture('realistic.ged'));
    expect(candidates).toHaveLength(16);
    expect(candidates.slice(0, 3)).toEqual([
      {
        xref: 'I262281927574',
        name: 'Seán Michael Walsh',
        birthYear: 1985,
        birthPlace: 'Manchester, Lancashire, England',
      },
      {
        xref: 'I262281927575',
        name: 'Ciara Anne Walsh',
        birthYear: 1988,
        birthPlace: 'Manchester, Greater Manchester, England',
      },
      {
        xref: 'I262281927580',
        name: 'Patrick Joseph Walsh',
        birthYear: 1955,
        birthPlace: 'Liverpool, Lancashire, England',
      },
    ]);
    expect(candidates.find((c) => c.xref === 'I262281927590')).toMatchObject({
      name: 'Michael Walsh',
      birthYear: 1925,
    });
  });

  it('copes with missing names and dates', () => {
    const candidates = listCandidates(fixture('messy.ged'));
    expect(candidates.find((c) => c.xref === 'P6')).toEqual({
      xref: 'P6',
      name: 'Doherty',
      birthYear: 1910,
      birthPlace: 'Donegal',
    });
    expect(candidates.find((c) => c.xref === 'P8')).toEqual({
      xref: 'P8',
      name: 'Joan Smith',
      birthYear: null,
      birthPlace: null,
    });
    const nameless = listCandidates(ged('0 @Z@ INDI', '1 SEX M'));
    expect(nameless).toEqual([{ xref: 'Z', name: 'Unknown name', birthYear: null, birthPlace: null }]);
  });
});
