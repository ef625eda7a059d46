import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeGedcomBytes, GedcomError, MAX_GEDCOM_BYTES, parseGedcom } from './parse.ts';
import type { GedcomFile, GedcomIndividual } from './parse.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const person = (file: GedcomFile, xref: string): GedcomIndividual => {
  const p = file.individuals.find((i) => i.xref === xref);
  if (!p) throw new Error(`no ${xref}`);
  return p;
};

/** Expects parseGedcom to throw a GedcomError and returns it. */
function parseError(text: string): GedcomError {
  try {
    parseGedcom(text);
  } catch (e) {
    if (e instanceof GedcomError) return e;
    throw e;
  }
  throw new Error('parseGedcom did not throw');
}

const MINIMAL = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME Jane /Doe/', '1 SEX F', '0 TRLR'];

describe('parseGedcom: realistic Ancestry export', () => {
  const file = parseGedcom(fixture('realistic.ged'));

  it('reads the header', () => {
    expect(file.source).toBe('Ancestry.com Family Trees');
    expect(file.version).toBe('5.5.1');
    expect(file.charset).toBe('UTF-8');
    expect(file.warnings).toEqual([]);
  });

  it('reads every person and family, skipping SUBM, NOTE, SOUR, REPO, OBJE and custom records', () => {
    expect(file.individuals).toHaveLength(16);
    expect(file.families.map((f) => f.xref)).toEqual(['F80001', 'F80002', 'F80003', 'F80004', 'F80005', 'F80009']);
  });

  it('reads the home person with links, and lists the residence, citations, media and custom tags it does not keep', () => {
    expect(person(file, 'I262281927574').otherFacts.map((f) => f.text)).toEqual([
      'Residence: 2011, Didsbury, Manchester, England',
      'A detail only the program that wrote the file uses (FSFTID): LZX1-9QK',
      '1 source citation',
      '1 photo or other media',
    ]);
    expect(person(file, 'I262281927574')).toMatchObject({
      xref: 'I262281927574',
      given: 'Seán Michael',
      surname: 'Walsh',
      sex: 'M',
      birth: { date: '4 JUN 1985', place: 'Manchester, Lancashire, England' },
      baptism: null,
      death: null,
      deceased: false,
      famc: ['F80001'],
      famcPedigree: {},
      fams: ['F80009'],
    });
  });

  it('uses the first NAME when there are several', () => {
    expect(person(file, 'I262281927581')).toMatchObject({ given: 'Mary Katherine', surname: "O'Brien" });
  });

  it('reads the Irish-born grandfather with approximate birth and death', () => {
    expect(person(file, 'I262281927590')).toMatchObject({
      given: 'Michael',
      surname: 'Walsh',
      birth: { date: 'ABT 1925', place: 'Castlebar, Co. Mayo, Ireland' },
      death: { date: '17 NOV 1990', place: 'Liverpool, Merseyside, England' },
      deceased: true,
      famc: ['F80004'],
      fams: ['F80002'],
    });
  });

  it('marks a bare DEAT as deceased', () => {
    expect(person(file, 'I262281927601')).toMatchObject({ deceased: true, death: { date: null, place: null } });
  });

  it('joins a place split over CONC', () => {
    expect(person(file, 'I262281927593').birth?.place).toBe(
      'Quincy, Norfolk County, Massachusetts, United States of America',
    );
  });

  it('reads every NAME with its TYPE, and notes with the NOTE records they point to', () => {
    expect(person(file, 'I262281927581').names).toEqual([
      { given: 'Mary Katherine', surname: "O'Brien", type: null },
      { given: 'Mary Katherine', surname: 'Walsh', type: 'married' },
    ]);
    expect(person(file, 'I262281927590').notes).toEqual([
      'Michael left Castlebar in 1947 and sailed from Dublin to Liverpool.\n' +
        'His Irish birth certificate (Castlebar registration district) is the key document for the Foreign Births Register.',
    ]);
  });

  it('reads a marriage (MARR) with its date and place', () => {
    expect(file.families[0]?.marriage).toEqual({ date: '18 JUN 1983', place: 'Boston, Suffolk, Massachusetts, USA' });
    expect(file.families[0]?.divorce).toBeNull();
    expect(file.families[2]?.marriage).toBeNull();
  });

  it('reads families', () => {
    expect(file.families[0]).toMatchObject({
      xref: 'F80001',
      husband: 'I262281927580',
      wife: 'I262281927581',
      children: ['I262281927574', 'I262281927575'],
    });
  });
});

describe('parseGedcom: messy export', () => {
  const text = fixture('messy.ged');
  const file = parseGedcom(text);

  it('is the CRLF, BOM file the test expects', () => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('\r\n');
  });

  it('reads people despite BOM, CRLF, indentation and blank lines', () => {
    expect(file.individuals).toHaveLength(12);
    expect(person(file, 'P7')).toMatchObject({
      given: 'Mary',
      surname: 'Doherty',
      sex: 'F',
      birth: { date: 'INT 1905 (census says 26 in 1931)', place: 'Glasgow, Scotland' },
    });
  });

  it('reads names without surname or given name, and missing SEX as U', () => {
    expect(person(file, 'P3')).toMatchObject({ given: 'Nora', surname: null, sex: 'F' });
    expect(person(file, 'P6')).toMatchObject({ given: null, surname: 'Doherty', sex: 'M' });
    expect(person(file, 'P2')).toMatchObject({ given: 'Declan', surname: 'Byrne', sex: 'U' });
  });

  it('keeps every FAMC link in order, with PEDI', () => {
    expect(person(file, 'P1').famc).toEqual(['F1', 'F9']);
    expect(person(file, 'P3')).toMatchObject({ famc: ['F7', 'F3'], famcPedigree: { F7: 'adopted', F3: 'birth' } });
  });

  it('marks DEAT Y and DEAT with an unreadable date as deceased', () => {
    expect(person(file, 'P4').deceased).toBe(true);
    expect(person(file, 'P2')).toMatchObject({ deceased: true, death: { date: 'unknown', place: null } });
  });

  it('reads a line broken without CONT as part of the line before, and says so', () => {
    expect(file.warnings).toEqual([
      '1 line of this file did not follow the GEDCOM layout and was read as part of the line before.',
    ]);
    expect(person(file, 'P5').fams).toEqual(['F2']);
  });
});

describe('parseGedcom: line endings and text', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('reads %s line endings', (_name, eol) => {
    const file = parseGedcom(MINIMAL.join(eol) + eol);
    expect(file.individuals).toEqual([
      expect.objectContaining({ xref: 'I1', given: 'Jane', surname: 'Doe', sex: 'F' }),
    ]);
  });

  it('reads a file with a BOM and no final newline', () => {
    expect(parseGedcom('\uFEFF' + MINIMAL.join('\n')).individuals).toHaveLength(1);
  });

  it('joins CONT with a new line and CONC with nothing, keeping the spaces in between', () => {
    const file = parseGedcom(
      [
        '0 HEAD',
        '0 @I1@ INDI',
        '1 NAME Jane /Doe/',
        '1 BIRT',
        '2 PLAC Bally',
        '3 CONC haunis,',
        '3 CONC  Co. Mayo',
        '0 TRLR',
      ].join('\n'),
    );
    expect(file.individuals[0]?.birth?.place).toBe('Ballyhaunis, Co. Mayo');
  });

  it('takes SURN and GIVN when NAME has no usable parts, and undoes @@', () => {
    const file = parseGedcom(
      [
        '0 HEAD',
        '0 @I1@ INDI',
        '1 NAME',
        '2 GIVN Máire',
        '2 SURN Ní Bhriain',
        '1 BIRT',
        '2 PLAC St Mary@@s, Cork',
        '0 TRLR',
      ].join('\n'),
    );
    expect(file.individuals[0]).toMatchObject({
      given: 'Máire',
      surname: 'Ní Bhriain',
      birth: { date: null, place: 'St Mary@s, Cork' },
    });
  });

  it('uses a baptism record separately from birth', () => {
    const file = parseGedcom(
      [
        '0 HEAD',
        '0 @I1@ INDI',
        '1 NAME Jane /Doe/',
        '1 CHR',
        '2 DATE 3 MAR 1880',
        '2 PLAC Ennis, Co. Clare',
        '0 TRLR',
      ].join('\n'),
    );
    expect(file.individuals[0]).toMatchObject({
      birth: null,
      baptism: { date: '3 MAR 1880', place: 'Ennis, Co. Clare' },
    });
  });

  it('warns about characters that could not be decoded', () => {
    const file = parseGedcom(
      ['0 HEAD', '1 CHAR ANSEL', '0 @I1@ INDI', '1 NAME Se\uFFFDn /Walsh/', '0 TRLR'].join('\n'),
    );
    expect(file.warnings[0]).toContain('could not be read (it says it uses ANSEL)');
  });

  it('ignores anything after the trailer', () => {
    expect(parseGedcom([...MINIMAL, '\u001a', 'garbage'].join('\n')).individuals).toHaveLength(1);
  });
});

describe('parseGedcom: files it refuses', () => {
  const realistic = fixture('realistic.ged');

  it.each([
    ['plain text', 'Dear cousin,\nHere is the family tree you asked for.', 'not-gedcom'],
    ['an empty file', '', 'not-gedcom'],
    ['a CSV export', 'Name,Birth\nJohn Walsh,1925', 'not-gedcom'],
    ['GEDCOM lines without a header', '0 @I1@ INDI\n1 NAME Jane /Doe/\n0 TRLR', 'not-gedcom'],
    ['HTML', '<!DOCTYPE html><html><body>Not found</body></html>', 'not-gedcom'],
    ['a file cut off in the middle', realistic.slice(0, Math.floor(realistic.length / 2)), 'truncated'],
    ['a file with no trailer', MINIMAL.slice(0, -1).join('\n'), 'truncated'],
    ['a level jump', ['0 HEAD', '0 @I1@ INDI', '2 NAME Jane /Doe/', '0 TRLR'].join('\n'), 'malformed'],
    ['a broken record line', ['0 HEAD', '0 @I 1@ INDI', '1 NAME Jane /Doe/', '0 TRLR'].join('\n'), 'malformed'],
    ['CONT under nothing', ['0 HEAD', '0 @I1@ INDI', '0 CONT more', '0 TRLR'].join('\n'), 'malformed'],
    ['a file with no people', ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 TRLR'].join('\n'), 'no-people'],
  ])('refuses %s', (_name, text, code) => {
    const error = parseError(text);
    expect(error.code).toBe(code);
    expect(error.message).not.toBe('');
  });

  it('gives a plain message for non-GEDCOM text', () => {
    expect(parseError('hello').message).toBe('This file is not a GEDCOM file (it has no header).');
  });

  it('says where a level jump is', () => {
    const error = parseError(['0 HEAD', '0 @I1@ INDI', '2 NAME Jane /Doe/', '0 TRLR'].join('\n'));
    expect(error.line).toBe(3);
    expect(error.message).toContain('line 3');
  });

  it('refuses text longer than the upload limit', () => {
    expect(parseError('0 HEAD\n' + ' '.repeat(MAX_GEDCOM_BYTES)).code).toBe('too-large');
  });

  it('reads a large file quickly', () => {
    const lines = ['0 HEAD'];
    for (let i = 0; i < 20_000; i++) {
      lines.push(
        `0 @I${i}@ INDI`,
        `1 NAME Person${i} /Walsh/`,
        '1 SEX M',
        '1 BIRT',
        '2 DATE 12 MAR 1901',
        '2 PLAC Castlebar, Co. Mayo, Ireland',
      );
    }
    lines.push('0 TRLR');
    const start = performance.now();
    expect(parseGedcom(lines.join('\n')).individuals).toHaveLength(20_000);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('decodeGedcomBytes', () => {
  it.each([
    ['UTF-8', new Uint8Array([0x30, 0x20, 0xc3, 0x89]), '0 É'],
    ['UTF-8 with BOM (dropped)', new Uint8Array([0xef, 0xbb, 0xbf, 0x30]), '0'],
    ['UTF-16LE with BOM', new Uint8Array([0xff, 0xfe, 0x30, 0x00, 0xc9, 0x00]), '0É'],
    ['UTF-16BE with BOM', new Uint8Array([0xfe, 0xff, 0x00, 0x30, 0x00, 0xc9]), '0É'],
    ['Windows-1252 (ANSI)', new Uint8Array([0x53, 0xe9, 0x61, 0x6e]), 'Séan'],
  ])('decodes %s', (_name, bytes, expected) => {
    expect(decodeGedcomBytes(bytes)).toBe(expected);
  });
});
