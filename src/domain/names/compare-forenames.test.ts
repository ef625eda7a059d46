import { describe, expect, it } from 'vitest';
import { compareForenames, describeForenames, relateNames, foldName } from './compare-forenames.ts';
import { FORENAME_SOURCES } from './forename-sources.ts';
import { IRISH_ENGLISH, VARIANTS } from './forenames.ts';

describe('the forename table', () => {
  it('holds at least 100 distinct Irish–English pairs, each from a listed source read on 2026-11-27', () => {
    const pairs = new Set(
      IRISH_ENGLISH.flatMap((e) => e.irish.flatMap((i) => e.english.map((en) => `${foldName(i)}|${foldName(en)}`))),
    );
    expect(pairs.size).toBeGreaterThanOrEqual(100);
    for (const entry of [...IRISH_ENGLISH, ...VARIANTS]) {
      const source = FORENAME_SOURCES[entry.source];
      expect(source.url).toMatch(/^https?:\/\//);
      expect(source.seen).toBe('2026-11-27');
    }
  });

  it.each([
    ['Pádraig', 'Patrick'],
    ['Seán', 'John'],
    ['Eoin', 'John'],
    ['Séamus', 'James'],
    ['Máire', 'Mary'],
    ['Siobhán', 'Joan'],
    ['Siobhan', 'Johanna'],
    ['Tadhg', 'Timothy'],
    ['Thady', 'Tadhg'],
    ['Diarmuid', 'Jeremiah'],
    ['Diarmuid', 'Dermot'],
    ['Conchubhar', 'Cornelius'],
    ['Domhnall', 'Daniel'],
    ['Cathal', 'Charles'],
    ['Mícheál', 'Michael'],
    ['Bríd', 'Bridget'],
    ['Caitríona', 'Catherine'],
    ['Nóra', 'Honora'],
  ])('“%s” and “%s” are the Irish and English forms of one name', (a, b) => {
    expect(relateNames(a, b)?.relation).toBe('irish_english');
    expect(relateNames(b, a)?.relation).toBe('irish_english');
  });

  it.each([
    ['Bridget', 'Delia'],
    ['Bridget', 'Bridie'],
    ['Bridget', 'Biddy'],
    ['Honora', 'Nonie'],
    ['Honora', 'Hanora'],
    ['Margaret', 'Peg'],
    ['Margaret', 'Peggy'],
    ['Patrick', 'Paddy'],
    ['Catherine', 'Kate'],
    ['Bartholomew', 'Bat'],
    ['Johannah', 'Hannah'],
    ['Joanna', 'Hannah'],
    // Spelled like the table's Johannah, whose pet form Hannah is: one step through the spelling.
    ['Johanna', 'Hannah'],
    ['Hannah', 'Johanna'],
  ])('“%s” and “%s” are a name and its pet form', (a, b) => {
    expect(relateNames(a, b)?.relation).toBe('diminutive');
  });

  it('two English forms of one Irish name are the same name (Dermot and Jeremiah render Diarmuid)', () => {
    expect(relateNames('Jeremiah', 'Dermot')?.relation).toBe('variant');
  });

  it('goes from an Irish form to an English pet form (Pádraig, Patrick, Paddy), never through two pet forms', () => {
    expect(relateNames('Pádraig', 'Paddy')?.relation).toBe('variant');
    // Kitty is a pet form of Catherine and of Christopher: they are not the same name.
    expect(relateNames('Catherine', 'Christopher')).toBeNull();
  });

  it('names the sources of a link', () => {
    expect(relateNames('Bridget', 'Delia')?.sources).toEqual(['whats-in-a-name-delia']);
  });
});

describe('compareForenames', () => {
  it('Padraig against Patrick Joseph: the Irish form and a middle name missing, to explain', () => {
    const c = compareForenames('Padraig', 'Patrick Joseph');
    expect(c.verdict).toBe('explain');
    expect(c.aspects).toEqual(expect.arrayContaining(['irish_english', 'middle_name']));
    expect(describeForenames(c, 'on the certificate', 'in your tree')).toEqual([
      '“Padraig” is the Irish form of “Patrick”',
      '“Joseph” is not on the certificate',
    ]);
  });

  it('Bridget against Delia is the same person under a pet name', () => {
    const c = compareForenames('Delia', 'Bridget');
    expect(c.verdict).toBe('explain');
    expect(c.aspects).toEqual(['diminutive']);
  });

  it.each([
    ['Michael', 'Patrick'],
    ['John', 'Joan'],
    ['Mary', 'Margaret'],
    ['Michael Joseph', 'Patrick Joseph'],
    ['Catherine', 'Christopher'],
  ])('“%s” against “%s” is a different person: replace', (printed, known) => {
    const c = compareForenames(printed, known);
    expect(c.verdict).toBe('replace');
    expect(c.aspects).toEqual(['different']);
  });

  it.each([
    ['Máire', 'Maire'],
    ['MARY', 'Mary'],
    ['Patrick Joseph', 'Patrick  Joseph'],
    ['Mary-Anne', 'Mary Anne'],
  ])('“%s” against “%s” raises nothing (case, fadas, spacing, hyphens)', (printed, known) => {
    expect(compareForenames(printed, known).verdict).toBe('same');
  });

  it('records a fada difference without making it one to explain', () => {
    expect(compareForenames('Máire', 'Maire').aspects).toEqual(['fada']);
  });

  it('P. J. against Patrick Joseph: initials, to explain', () => {
    const c = compareForenames('P. J.', 'Patrick Joseph');
    expect(c.verdict).toBe('explain');
    expect(c.aspects).toEqual(['initial']);
    expect(describeForenames(c, 'on the certificate', 'in your tree')).toEqual([
      '“P” stands for “Patrick”',
      '“J” stands for “Joseph”',
    ]);
  });

  it('a middle name on one side only, and names in another order', () => {
    expect(compareForenames('Patrick', 'Patrick Joseph').aspects).toEqual(['middle_name']);
    expect(compareForenames('Mary Bridget', 'Mary').aspects).toEqual(['middle_name']);
    expect(compareForenames('Joseph Patrick', 'Patrick Joseph').aspects).toEqual(['order']);
  });

  it('a spelling of the same name, to explain', () => {
    const c = compareForenames('Katharine', 'Catherine');
    expect(c.verdict).toBe('explain');
    expect(c.aspects).toEqual(['spelling']);
  });

  it('first names that match with middle names that differ are explained, not replaced', () => {
    const c = compareForenames('Patrick John', 'Patrick Joseph');
    expect(c.verdict).toBe('explain');
    expect(c.aspects).toEqual(['middle_name']);
  });

  it('nothing to compare when either side is empty', () => {
    expect(compareForenames('', 'Patrick').verdict).toBe('same');
    expect(compareForenames('Patrick', ' ').verdict).toBe('same');
  });
});
