import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftToTree, nameRecordWords } from './draft-to-tree.ts';
import { decodeGedcom } from './encoding.ts';
import { treeToGedcom } from './export.ts';
import { parseGedcom } from './parse.ts';
import { gedcomToTreeDraft, type TreeDraft } from './to-tree.ts';

const dir = new URL('./fixtures/', import.meta.url);
const read = (path: string) => decodeGedcom(new Uint8Array(readFileSync(new URL(path, dir)))).text;

/** What an import stores, exported: the tree as the server would hold it after importing `text`. */
function importThenExport(text: string, home: string, now: Date): { file: string; draft: TreeDraft } {
  const draft = gedcomToTreeDraft(parseGedcom(text), home);
  let n = 0;
  const { members, nameChanges } = draftToTree(draft, () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`);
  // Rows come back from the database in any order: the file must not depend on it.
  const file = treeToGedcom([...members].reverse(), {
    now,
    submitter: 'someone@example.com',
    nameChanges: [...nameChanges].reverse(),
  });
  return { file, draft };
}

/** The file without the header's date and time. */
const body = (file: string) => file.replace(/^1 DATE .*\r\n2 TIME .*\r\n/m, '');

const FIXTURES: [string, string][] = [
  ['realistic.ged', 'I262281927574'],
  ['messy.ged', 'P1'],
  ['every-construct.ged', 'SELF'],
  ['every-name.ged', 'SELF'],
  ...readdirSync(new URL('./encodings/', dir))
    .filter((f) => f.endsWith('.ged'))
    .map((f): [string, string] => [`encodings/${f}`, 'I1']),
];

describe('GEDCOM export, import, export gives the same file (apart from the header date)', () => {
  it.each(FIXTURES)('%s', (path, home) => {
    const first = importThenExport(read(path), home, new Date('2026-01-02T03:04:05Z'));
    const second = importThenExport(first.file, 'I1', new Date('2026-11-27T10:11:12Z'));
    expect(second.file).not.toBe(first.file);
    expect(body(second.file)).toBe(body(first.file));
    // And nothing the product keeps is reported as not kept the second time.
    expect(second.draft.members.flatMap((m) => m.notKept)).toEqual([]);
  });
});

describe('the family with every construct', () => {
  const { file, draft } = importThenExport(read('every-construct.ged'), 'SELF', new Date('2026-01-02T03:04:05Z'));
  const record = (name: string) => {
    const start = file.indexOf(`1 NAME ${name}\r\n`);
    const at = file.lastIndexOf('\r\n0 ', start);
    return file.slice(at + 2, file.indexOf('\r\n0 ', start));
  };

  it('writes every date form', () => {
    for (const date of [
      '2 DATE 12 MAR 1990', // exact
      '2 DATE MAR 1958', // month and year
      '2 DATE 1925', // year
      '2 DATE ABT 1960',
      '2 DATE ABT MAR 1928',
      '2 DATE BEF 2010',
      '2 DATE AFT 2019',
      '2 DATE BET 1890 AND 1895',
      '2 DATE BET JAN 1992 AND JUN 1992',
    ]) {
      expect(file).toContain(`${date}\r\n`);
    }
  });

  it('writes the names with their TYPE: birth name, married names, and the name after a divorce', () => {
    expect(record('Mary /Walsh/')).toContain(
      [
        '1 NAME Mary /Walsh/',
        '2 GIVN Mary',
        '2 SURN Walsh',
        "1 NAME Mary /O'Brien/",
        '2 GIVN Mary',
        "2 SURN O'Brien",
        '2 TYPE birth',
        '1 NAME Mary /Kelly/',
        '2 GIVN Mary',
        '2 SURN Kelly',
        '2 TYPE married',
        '1 NAME Mary /Walsh/',
        '2 GIVN Mary',
        '2 SURN Walsh',
        '2 TYPE married',
        "1 NAME Mary /O'Brien/",
        '2 GIVN Mary',
        "2 SURN O'Brien",
        '2 TYPE aka',
      ].join('\r\n'),
    );
  });

  it("writes both of the mother's marriages with date and place, the first with its divorce, and the spouse outside the tree by name only", () => {
    expect(file).toMatch(
      /0 @F\d+@ FAM\r\n1 HUSB @I\d+@\r\n1 WIFE @I\d+@\r\n1 CHIL @I1@\r\n1 CHIL @I\d+@\r\n1 MARR\r\n2 DATE 18 JUN 1983\r\n2 PLAC Boston, Suffolk, Massachusetts, USA\r\n/,
    );
    expect(file).toContain(
      '1 MARR\r\n2 DATE BET 1978 AND 1980\r\n2 PLAC Cork, Co. Cork, Ireland\r\n1 DIV\r\n2 DATE BEF 1982\r\n2 PLAC Cork, Co. Cork, Ireland\r\n',
    );
    expect(record('Peter /Kelly/')).toMatch(
      /^0 @I\d+@ INDI\r\n1 NAME Peter \/Kelly\/\r\n2 GIVN Peter\r\n2 SURN Kelly\r\n1 FAMS @F\d+@$/,
    );
    expect(file).toContain(
      '1 MARR\r\n2 DATE 14 FEB 2012\r\n2 PLAC Leeds, West Yorkshire, England\r\n1 DIV\r\n2 DATE 2015\r\n',
    );
  });

  it('writes deaths with date and place, and a death with no details as DEAT Y', () => {
    expect(record('John /Walsh/')).toContain('1 DEAT\r\n2 DATE AFT 2019\r\n2 PLAC Liverpool, Merseyside, England');
    expect(record("Thomas /O'Brien/")).toContain('1 DEAT Y');
    expect(record("Thomas /O'Brien/")).toContain(
      '1 EVEN\r\n2 TYPE Change of name\r\n2 DATE 1950\r\n2 PLAC Boston, Suffolk, Massachusetts, USA',
    );
  });

  it('keeps the marriages on the tree as the certificates read them', () => {
    const mum = draft.members.find((m) => m.firstName === 'Mary')!;
    const own = draft.nameChanges.filter((c) => c.memberKey === mum.key);
    expect(own).toHaveLength(4);
    expect(own).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ changeType: 'birth', surnameAfterChange: "O'Brien" }),
        expect.objectContaining({
          changeType: 'marriage',
          surnameBeforeChange: "O'Brien",
          surnameAfterChange: 'Kelly',
          changeDate: 'BET 1978 AND 1980',
          changePlace: 'Cork, Co. Cork, Ireland',
          changeCountry: 'Ireland',
          spouseKey: null,
          spouseFirstName: 'Peter',
          spouseLastName: 'Kelly',
        }),
        expect.objectContaining({
          changeType: 'divorce',
          surnameBeforeChange: 'Kelly',
          surnameAfterChange: "O'Brien",
          changeDate: 'BEF 1982',
          spouseFirstName: 'Peter',
        }),
        expect.objectContaining({
          changeType: 'marriage',
          surnameBeforeChange: "O'Brien",
          surnameAfterChange: 'Walsh',
          changeDate: '1983-06-18',
          spouseKey: 'DAD',
        }),
      ]),
    );
  });

  it('lists what it does not keep, per person', () => {
    const notKept = Object.fromEntries(draft.members.map((m) => [m.key, m.notKept]));
    expect(notKept.SELF).toEqual(['Residence: 2020, Leeds, England']);
    expect(notKept.DAD).toEqual(['Occupation: Electrician']);
    expect(notKept.GMUM).toEqual(["Birth date: 'EST MAR 1928' is an estimate; it is kept as about"]);
    expect(draft.warnings).toEqual([]);
  });
});

describe('names after divorces, adoptions and changes of name', () => {
  it('pairs a change of name with its name when an earlier divorce changed none, and gives the same file again', () => {
    const text = [
      '0 HEAD',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Ann /Byrne/',
      '1 NAME Ann /Byrne/',
      '2 TYPE aka',
      '1 SEX F',
      '1 EVEN',
      '2 TYPE Change of name',
      '2 DATE 1990',
      '1 FAMS @F1@',
      '0 @I2@ INDI',
      '1 NAME Tom /Jones/',
      '1 FAMS @F1@',
      '0 @F1@ FAM',
      '1 HUSB @I2@',
      '1 WIFE @I1@',
      '1 MARR',
      '2 DATE 1980',
      '1 DIV',
      '2 DATE 1985',
      '0 TRLR',
    ].join('\n');
    const first = importThenExport(text, 'I1', new Date('2026-01-02T03:04:05Z'));
    // The divorce gave no name: it is how the marriage ended (docs/decisions/058-marriages-and-names-as-records.md).
    expect(first.draft.nameChanges.map((c) => [c.changeType, c.changeDate, c.surnameAfterChange])).toEqual([
      ['marriage', '1980', null],
      ['legal_change', '1990', 'Byrne'],
    ]);
    expect(first.draft.nameChanges[0]?.marriageEnd).toEqual({
      kind: 'divorce',
      date: '1985',
      place: null,
      country: null,
    });
    const second = importThenExport(first.file, 'I1', new Date('2026-11-27T10:11:12Z'));
    expect(body(second.file)).toBe(body(first.file));
  });

  it('writes how a marriage ended as the family’s DIV or ANUL with date and place, and reads it back the same', () => {
    const text = [
      '0 HEAD',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Ann /Byrne/',
      '1 SEX F',
      '1 FAMS @F1@',
      '1 FAMS @F2@',
      '0 @I2@ INDI',
      '1 NAME Tom /Jones/',
      '1 SEX M',
      '1 FAMS @F1@',
      '0 @I3@ INDI',
      '1 NAME Peter /Kelly/',
      '1 SEX M',
      '1 FAMS @F2@',
      '0 @F1@ FAM',
      '1 HUSB @I2@',
      '1 WIFE @I1@',
      '1 MARR',
      '2 DATE 1980',
      '2 PLAC Toronto, Ontario, Canada',
      '1 DIV',
      '2 DATE ABT MAR 1985',
      '2 PLAC Reno, Washoe County, Nevada, USA',
      '0 @F2@ FAM',
      '1 HUSB @I3@',
      '1 WIFE @I1@',
      '1 MARR',
      '2 DATE 1988',
      '1 ANUL',
      '2 DATE 1989',
      '2 PLAC Dublin, Ireland',
      '0 TRLR',
    ].join('\n');
    const first = importThenExport(text, 'I1', new Date('2026-01-02T03:04:05Z'));
    expect(first.draft.nameChanges.map((c) => [c.changeDate, c.marriageEnd])).toEqual([
      [
        '1980',
        { kind: 'divorce', date: 'ABT 1985-03', place: 'Reno, Washoe County, Nevada, USA', country: 'United States' },
      ],
      ['1988', { kind: 'annulment', date: '1989', place: 'Dublin, Ireland', country: 'Ireland' }],
    ]);
    expect(first.draft.members.flatMap((m) => m.notKept)).toEqual([]);
    // The import preview says how each marriage ended.
    expect(first.draft.nameChanges.map((c) => nameRecordWords(c, first.draft.members))).toEqual([
      'Marriage to Tom Jones, 1980, Toronto, Ontario, Canada; ended by divorce, about March 1985, Reno, Washoe County, Nevada, USA',
      'Marriage to Peter Kelly, 1988; ended by annulment, 1989, Dublin, Ireland',
    ]);
    expect(first.file).toContain(
      '1 MARR\r\n2 DATE 1980\r\n2 PLAC Toronto, Ontario, Canada\r\n1 DIV\r\n2 DATE ABT MAR 1985\r\n2 PLAC Reno, Washoe County, Nevada, USA\r\n',
    );
    expect(first.file).toContain('1 MARR\r\n2 DATE 1988\r\n1 ANUL\r\n2 DATE 1989\r\n2 PLAC Dublin, Ireland\r\n');
    const second = importThenExport(first.file, 'I1', new Date('2026-11-27T10:11:12Z'));
    expect(body(second.file)).toBe(body(first.file));
  });
});

describe('every kind of name (docs/decisions/058-marriages-and-names-as-records.md)', () => {
  const { file, draft } = importThenExport(read('every-name.ged'), 'SELF', new Date('2026-01-02T03:04:05Z'));
  const records = (first: string) => {
    const member = draft.members.find((m) => m.firstName === first)!;
    return draft.nameChanges
      .filter((c) => c.memberKey === member.key)
      .map((c) => [c.changeType, c.givenNames ?? null, c.surnameAfterChange]);
  };

  it('reads each NAME TYPE as its kind, with the given names where they are not the person’s own', () => {
    expect(records('Patrick Joseph')).toEqual(
      expect.arrayContaining([
        ['irish_form', 'Padraig', 'Walsh'],
        ['legal_change', 'Pádraig Seosamh', 'Walsh'],
        ['also_known_as', 'Pat', 'Walsh'],
      ]),
    );
    expect(records('Mary')).toEqual(
      expect.arrayContaining([
        ['birth', 'Máire', 'Ní Bhriain'],
        ['english_form', null, "O'Brien"],
      ]),
    );
    expect(records('Ann')).toEqual(expect.arrayContaining([['also_known_as', 'Annie', 'Walsh']]));
    expect(records('John')).toEqual([['irish_form', 'Seán', 'Breathnach']]);
    expect(draft.members.flatMap((m) => m.notKept)).toEqual([]);
  });

  it('names each in the import preview', () => {
    const words = (first: string) => {
      const member = draft.members.find((m) => m.firstName === first)!;
      return draft.nameChanges.filter((c) => c.memberKey === member.key).map((c) => nameRecordWords(c, draft.members));
    };
    expect(words('Patrick Joseph')).toEqual(
      expect.arrayContaining(['Irish form: Padraig Walsh', 'Also known as: Pat Walsh']),
    );
    expect(words('Mary')).toEqual(
      expect.arrayContaining(['Birth name: Máire Ní Bhriain', "English form: Mary O'Brien"]),
    );
  });

  it('writes them back with GEDCOM 5.5.1 types (birth, married, aka) and its own for the Irish and English forms', () => {
    for (const lines of [
      '1 NAME Padraig /Walsh/\r\n2 GIVN Padraig\r\n2 SURN Walsh\r\n2 TYPE Irish form',
      '1 NAME Pat /Walsh/\r\n2 GIVN Pat\r\n2 SURN Walsh\r\n2 TYPE aka',
      '1 NAME Máire /Ní Bhriain/\r\n2 GIVN Máire\r\n2 SURN Ní Bhriain\r\n2 TYPE birth',
      "1 NAME Mary /O'Brien/\r\n2 GIVN Mary\r\n2 SURN O'Brien\r\n2 TYPE English form",
      '1 NAME Seán /Breathnach/\r\n2 GIVN Seán\r\n2 SURN Breathnach\r\n2 TYPE Irish form',
    ]) {
      expect(file).toContain(lines);
    }
  });
});
