import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyMember, type FamilyMember } from '../tree/family-member.ts';
import { draftToTree } from './draft-to-tree.ts';
import { treeToGedcom } from './export.ts';
import { parseGedcom } from './parse.ts';
import { gedcomToTreeDraft } from './to-tree.ts';

const member = familyMember;

const NOW = new Date('2026-03-05T14:07:09Z');
const opts = { now: NOW, submitter: 'Aoife Walsh' };

const tree: FamilyMember[] = [
  member({
    id: 'uuid-self',
    relationship: 'self',
    firstName: 'Aoife',
    lastName: 'Walsh',
    gender: 'female',
    birthDate: '1990-06-15',
    birthPlace: 'Manchester',
    birthCountry: 'England',
  }),
  member({
    id: 'uuid-sib',
    relationship: 'sibling',
    firstName: 'Conor',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1992-01-30',
    birthPlace: 'Manchester',
    birthCountry: 'England',
  }),
  member({
    id: 'uuid-dad',
    relationship: 'parent',
    firstName: 'John',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1960-03-01',
    birthPlace: 'Liverpool, Lancashire',
    birthCountry: 'England',
    isLineageAnchor: true,
  }),
  member({
    id: 'uuid-mum',
    relationship: 'parent',
    firstName: 'Ann',
    lastName: 'Smith',
    gender: 'female',
    birthDate: '1962-08-20',
    birthPlace: 'Boston, Massachusetts',
    birthCountry: 'United States',
  }),
  member({
    id: 'uuid-gf1',
    relationship: 'grandparent',
    parentId: 'uuid-dad',
    firstName: 'Michael',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1925-01-01',
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
    isDeceased: true,
    deathDate: '1990-11-17',
    deathPlace: 'Liverpool',
    deathCountry: 'England',
  }),
  member({
    id: 'uuid-gm1',
    relationship: 'grandparent',
    parentId: 'uuid-dad',
    firstName: 'Mary',
    lastName: 'Harris',
    gender: 'female',
    birthPlace: 'Belfast',
    birthCountry: 'Northern Ireland',
    isIrishBorn: true,
    isDeceased: true,
  }),
  member({
    id: 'uuid-gf2',
    relationship: 'grandparent',
    parentId: 'uuid-mum',
    firstName: 'Peter',
    lastName: 'Smith',
    gender: 'other',
    birthCountry: 'United States',
  }),
];

describe('treeToGedcom', () => {
  const text = treeToGedcom(tree, opts);
  const lines = text.split('\r\n');

  it('writes a GEDCOM 5.5.1 header and trailer', () => {
    expect(lines.slice(0, 13)).toEqual([
      '0 HEAD',
      '1 SOUR FBR_CITIZENSHIP',
      '2 NAME FBR Citizenship family tree',
      '1 DATE 5 MAR 2026',
      '2 TIME 14:07:09',
      '1 SUBM @U1@',
      '1 GEDC',
      '2 VERS 5.5.1',
      '2 FORM LINEAGE-LINKED',
      '1 CHAR UTF-8',
      '0 @U1@ SUBM',
      '1 NAME Aoife Walsh',
      '0 @I1@ INDI',
    ]);
    expect(text.endsWith('0 TRLR\r\n')).toBe(true);
  });

  it('writes each person with name, sex, birth and death', () => {
    const michael = text.slice(text.indexOf('0 @I4@ INDI'), text.indexOf('0 @I5@ INDI')).split('\r\n');
    expect(michael).toEqual([
      '0 @I4@ INDI',
      '1 NAME Michael /Walsh/',
      '2 GIVN Michael',
      '2 SURN Walsh',
      '1 SEX M',
      '1 BIRT',
      '2 DATE 1 JAN 1925',
      '2 PLAC Castlebar, Co. Mayo, Ireland',
      '1 DEAT',
      '2 DATE 17 NOV 1990',
      '2 PLAC Liverpool, England',
      '1 FAMS @F2@',
      '',
    ]);
    expect(text).toContain(
      '0 @I5@ INDI\r\n1 NAME Mary /Harris/\r\n2 GIVN Mary\r\n2 SURN Harris\r\n1 SEX F\r\n1 BIRT\r\n2 PLAC Belfast, Northern Ireland\r\n1 DEAT Y\r\n1 FAMS @F2@\r\n',
    );
    expect(text).toContain(
      '0 @I6@ INDI\r\n1 NAME Peter /Smith/\r\n2 GIVN Peter\r\n2 SURN Smith\r\n1 SEX U\r\n1 BIRT\r\n2 PLAC United States\r\n1 FAMS @F3@\r\n',
    );
    expect(text).toContain('2 PLAC Boston, Massachusetts, United States\r\n');
  });

  it('links the families: self and siblings under the parents, each parent under their parents', () => {
    const families = text.slice(text.indexOf('0 @F1@ FAM'), text.indexOf('0 TRLR')).split('\r\n');
    expect(families).toEqual([
      '0 @F1@ FAM',
      '1 HUSB @I2@',
      '1 WIFE @I3@',
      '1 CHIL @I1@',
      '1 CHIL @I7@',
      '0 @F2@ FAM',
      '1 HUSB @I4@',
      '1 WIFE @I5@',
      '1 CHIL @I2@',
      '0 @F3@ FAM',
      '1 HUSB @I6@',
      '1 CHIL @I3@',
      '',
    ]);
    expect(text).toMatch(/0 @I2@ INDI\r\n1 NAME John \/Walsh\/[\s\S]*?1 FAMC @F2@\r\n1 FAMS @F1@\r\n/);
    expect(text).toMatch(/0 @I7@ INDI\r\n1 NAME Conor \/Walsh\/[\s\S]*?1 FAMC @F1@\r\n/);
  });

  it('round-trips through the importer: same names, relationships, parents, countries and dates', () => {
    const draft = gedcomToTreeDraft(parseGedcom(text), 'I1');
    const keyToName = new Map(draft.members.map((m) => [m.key, `${m.firstName} ${m.lastName}`]));
    const idToName = new Map(tree.map((m) => [m.id, `${m.firstName} ${m.lastName}`]));
    const project = (
      rows: {
        name: string;
        relationship: string;
        parent: string | null;
        gender: string;
        birthDate: string | null;
        birthCountry: string | null;
        isIrishBorn: boolean;
        isDeceased: boolean;
        deathDate: string | null;
      }[],
    ) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
    expect(
      project(
        draft.members.map((m) => ({
          name: `${m.firstName} ${m.lastName}`,
          relationship: m.relationship,
          parent: m.parentKey ? (keyToName.get(m.parentKey) ?? null) : null,
          gender: m.gender,
          birthDate: m.birthDate,
          birthCountry: m.birthCountry,
          isIrishBorn: m.isIrishBorn,
          isDeceased: m.isDeceased,
          deathDate: m.deathDate,
        })),
      ),
    ).toEqual(
      project(
        tree.map((m) => ({
          name: `${m.firstName} ${m.lastName}`,
          relationship: m.relationship,
          parent: m.parentId ? (idToName.get(m.parentId) ?? null) : null,
          gender: m.gender,
          birthDate: m.birthDate,
          birthCountry: m.birthCountry,
          isIrishBorn: m.isIrishBorn,
          isDeceased: m.isDeceased,
          deathDate: m.deathDate,
        })),
      ),
    );
    // Only the grandfather's 'other' gender is worth a warning; nothing else was lost.
    expect(draft.warnings).toEqual([
      "The file does not give the sex of Peter Smith (your mother's parent). Check the gender.",
    ]);
  });

  it('round-trips the realistic fixture tree, great-grandparents included', () => {
    const original = gedcomToTreeDraft(
      parseGedcom(readFileSync(new URL('./fixtures/realistic.ged', import.meta.url), 'utf8')),
      'I262281927574',
    );
    expect(original.members.filter((m) => m.relationship === 'great_grandparent')).toHaveLength(2);
    let n = 0;
    const { members: asMembers, nameChanges } = draftToTree(original, () => `id-${++n}`);
    const again = gedcomToTreeDraft(parseGedcom(treeToGedcom(asMembers, { ...opts, nameChanges })), 'I1');
    // Notes and what the product does not keep are not in the members passed to the export.
    const strip = (d: typeof original) =>
      d.members.map(({ key: _k, parentKey, notes: _n, notKept: _nk, ...rest }) => ({
        ...rest,
        hasParent: parentKey !== null,
      }));
    expect(strip(again)).toEqual(strip(original));
  });

  it('writes notes over CONT and long values over CONC, escaping @', () => {
    const longPlace = `${'Townland of Carrowkennedy near the old road '.repeat(6).trim()}, Co. Mayo`;
    const text = treeToGedcom(
      [
        member({
          id: 'a',
          relationship: 'self',
          firstName: 'Seán',
          lastName: 'Ó Briain',
          birthPlace: longPlace,
          birthCountry: 'Ireland',
          notes: 'Email: sean@example.com\nSecond line',
        }),
      ],
      opts,
    );
    for (const l of text.split('\r\n')) expect(l.length).toBeLessThanOrEqual(255);
    expect(text).toContain('1 NOTE Email: sean@@example.com\r\n2 CONT Second line\r\n');
    expect(text).toMatch(/\r\n3 CONC /);
    const parsed = parseGedcom(text).individuals[0];
    expect(parsed).toMatchObject({ given: 'Seán', surname: 'Ó Briain', birth: { place: `${longPlace}, Ireland` } });
  });

  it('keeps siblings together even without parents, and slashes out of names', () => {
    const text = treeToGedcom(
      [
        member({ id: 'a', relationship: 'self', firstName: 'Ann/Anne', lastName: 'Walsh' }),
        member({ id: 'b', relationship: 'sibling', firstName: 'Bob', lastName: 'Walsh' }),
      ],
      { now: NOW, submitter: '' },
    );
    expect(text).toContain('1 NAME Ann Anne /Walsh/');
    expect(text).toContain('0 @U1@ SUBM\r\n1 NAME Unknown\r\n');
    expect(text).toContain('0 @F1@ FAM\r\n1 CHIL @I1@\r\n1 CHIL @I2@\r\n');
    const draft = gedcomToTreeDraft(parseGedcom(text), 'I1');
    expect(draft.members.map((m) => [m.firstName, m.relationship])).toEqual([
      ['Ann Anne', 'self'],
      ['Bob', 'sibling'],
    ]);
  });

  it('writes a file with only the home person and no families', () => {
    const text = treeToGedcom([member({ id: 'a', relationship: 'self', firstName: 'Ann', lastName: 'Walsh' })], opts);
    expect(text).not.toContain(' FAM');
    expect(parseGedcom(text).individuals).toHaveLength(1);
  });

  it('writes a place that already ends with its country once, however the country is spelt', () => {
    const placeOf = (birthPlace: string, birthCountry: string) => {
      const text = treeToGedcom([member({ id: 'a', relationship: 'self', birthPlace, birthCountry })], opts);
      return text.split('\r\n').find((l) => l.startsWith('2 PLAC '));
    };
    expect(placeOf('Toronto, Ontario, Canada', 'Canada')).toBe('2 PLAC Toronto, Ontario, Canada');
    expect(placeOf('Toronto, Ontario Canada', 'Canada')).toBe('2 PLAC Toronto, Ontario Canada');
    expect(placeOf('Toronto Ontario Canada', 'Canada')).toBe('2 PLAC Toronto Ontario Canada');
    expect(placeOf('Boston, Massachusetts USA', 'United States')).toBe('2 PLAC Boston, Massachusetts USA');
    expect(placeOf('Boston, Massachusetts, U.S.A.', 'USA')).toBe('2 PLAC Boston, Massachusetts, U.S.A.');
    expect(placeOf('Santiago, Chile', 'Chile')).toBe('2 PLAC Santiago, Chile');
    // A place that names no country, or another one, still gets the country.
    expect(placeOf('Toronto, Ontario', 'Canada')).toBe('2 PLAC Toronto, Ontario, Canada');
    expect(placeOf('London, Ontario', 'Canada')).toBe('2 PLAC London, Ontario, Canada');
    expect(placeOf('Hartford, New England', 'England')).toBe('2 PLAC Hartford, New England, England');
  });

  it('round-trips adoptive parents as an adopted family (PEDI adopted) and says so on import', () => {
    const adoptive = tree.map((m) => (m.relationship === 'parent' ? { ...m, isAdoptiveParent: true } : m));
    const text = treeToGedcom(adoptive, opts);
    const self = text.slice(text.indexOf('0 @I1@ INDI'), text.indexOf('0 @I2@ INDI'));
    expect(self).toContain('1 FAMC @F1@\r\n2 PEDI adopted');
    const draft = gedcomToTreeDraft(parseGedcom(text), 'I1');
    const parents = draft.members.filter((m) => m.relationship === 'parent');
    expect(parents.map((p) => p.isAdoptiveParent)).toEqual([true, true]);
    expect(draft.warnings.join('\n')).toContain('recorded as such');
    // Birth parents are written without a pedigree and read back as birth parents.
    const birth = gedcomToTreeDraft(parseGedcom(treeToGedcom(tree, opts)), 'I1');
    expect(birth.members.filter((m) => m.isAdoptiveParent)).toEqual([]);
    expect(treeToGedcom(tree, opts)).not.toContain('PEDI');
  });
});

describe('treeToGedcom: checked certificates as sources', () => {
  it('writes each checked certificate as a SOUR record with what was read, cited by its person', () => {
    const text = treeToGedcom(tree, {
      ...opts,
      sources: [
        {
          memberId: 'uuid-self',
          title: 'Birth certificate: Aoife Walsh',
          check: {
            firstNames: 'Aoife',
            surname: 'Walsh',
            eventDate: '1990-06-15',
            eventPlace: 'Manchester',
            fatherName: 'John Walsh',
            motherName: 'Mary Walsh',
            spouseName: null,
            longForm: true,
            issuer: 'civil',
          },
        },
      ],
    });
    expect(text).toContain('1 SOUR @S1@\r\n');
    expect(text).toContain(
      [
        '0 @S1@ SOUR',
        '1 TITL Birth certificate: Aoife Walsh',
        '1 TEXT Name: Aoife Walsh',
        '2 CONT Date: 15 JUN 1990',
        '2 CONT Place: Manchester',
        '2 CONT Father: John Walsh',
        '2 CONT Mother: Mary Walsh',
        '2 CONT Long form (names the parents)',
        '2 CONT Issued by the civil registration office',
        '0 TRLR',
      ].join('\r\n'),
    );
    // An importer lists the citation as something the tree does not keep.
    const back = gedcomToTreeDraft(parseGedcom(text), 'I1');
    expect(back.members[0]?.notKept).toEqual(['1 source citation']);
  });
});
