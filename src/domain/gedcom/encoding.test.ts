import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAnsel, decodeGedcom, encodingForCharset, headerCharset } from './encoding.ts';
import { parseGedcom } from './parse.ts';

// Written by fixtures/encodings/make-fixtures.py with Python's codecs (ANSEL by hand).
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/encodings/${name}`, import.meta.url)));

const names = (text: string) => parseGedcom(text).individuals.map((p) => `${p.given ?? ''} /${p.surname ?? ''}/`);

describe('decodeGedcom: one file per encoding, with Irish fadas', () => {
  it.each([
    ['utf-8.ged', 'utf-8', 'UTF-8', 'Ōjin', 'Ó Súilleabháin'],
    ['utf-8-bom.ged', 'utf-8', 'UTF-8', 'Ōjin', 'Ó Súilleabháin'],
    ['utf-16le.ged', 'utf-16le', 'UNICODE', 'Ōjin', 'Ó Súilleabháin'],
    ['utf-16be.ged', 'utf-16be', 'UNICODE', 'Ōjin', 'Ó Súilleabháin'],
    ['ansel.ged', 'ansel', 'ANSEL', 'Ōjin', 'Ó Súilleabháin'],
    ['windows-1252.ged', 'windows-1252', 'ANSI', 'Pádraig', 'Ó Súilleabháin'],
    ['ibmpc-cp850.ged', 'cp850', 'IBMPC', 'Pádraig', 'Ó Súilleabháin'],
    ['ibmpc-cp437.ged', 'cp437', 'IBMPC', 'Pádraig', 'O Súilleabháin'],
    ['macintosh.ged', 'macintosh', 'MACINTOSH', 'Pádraig', 'Ó Súilleabháin'],
  ])('%s is read as %s', (file, encoding, declared, father, surname) => {
    const decoded = decodeGedcom(fixture(file));
    expect(decoded).toMatchObject({ encoding, declared, warnings: [] });
    expect(decoded.text).not.toContain('\uFFFD');
    expect(decoded.text.normalize('NFC')).toBe(decoded.text);
    const parsed = parseGedcom(decoded.text);
    expect(parsed.warnings).toEqual([]);
    expect(names(decoded.text)).toEqual([`Seán /${surname}/`, `${father} /${surname}/`, 'Máire /Ní Bhriain/']);
  });

  it('reads a file that says UTF-8 but is Windows-1252 as Windows-1252, and says so', () => {
    const decoded = decodeGedcom(fixture('mislabelled-utf-8.ged'));
    expect(decoded.encoding).toBe('windows-1252');
    expect(names(decoded.text)[0]).toBe('Seán /Ó Súilleabháin/');
    expect(decoded.warnings).toEqual([expect.stringContaining('says its characters are UTF-8')]);
  });

  it('reads a file that says ANSEL or ANSI but is valid UTF-8 as UTF-8, and says so', () => {
    for (const declared of ['ANSEL', 'ANSI', 'IBMPC']) {
      const bytes = new TextEncoder().encode(
        `0 HEAD\n1 CHAR ${declared}\n0 @I1@ INDI\n1 NAME Seán /Ó Néill/\n0 TRLR\n`,
      );
      const decoded = decodeGedcom(bytes);
      expect(decoded.encoding).toBe('utf-8');
      expect(names(decoded.text)).toEqual(['Seán /Ó Néill/']);
      expect(decoded.warnings).toEqual([expect.stringContaining(`says its characters are ${declared}`)]);
    }
  });

  it('falls back to UTF-8, then Windows-1252, without a CHAR line or with one it does not know', () => {
    const utf8 = new TextEncoder().encode('0 HEAD\n0 @I1@ INDI\n1 NAME Seán\n0 TRLR');
    expect(decodeGedcom(utf8)).toMatchObject({ encoding: 'utf-8', declared: null, warnings: [] });
    const ansi = new Uint8Array([...new TextEncoder().encode('0 HEAD\n1 CHAR KLINGON\n1 NOTE Se'), 0xe1, 0x6e]);
    const decoded = decodeGedcom(ansi);
    expect(decoded).toMatchObject({ encoding: 'windows-1252', declared: 'KLINGON' });
    expect(decoded.text.endsWith('Seán')).toBe(true);
    expect(decoded.warnings).toHaveLength(1);
  });

  it('takes plain ASCII as it is, whatever the header says', () => {
    const bytes = new TextEncoder().encode('0 HEAD\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME Sean /Walsh/\n0 TRLR');
    expect(decodeGedcom(bytes)).toMatchObject({ encoding: 'ansel', warnings: [] });
    expect(decodeGedcom(bytes).text).toBe(new TextDecoder().decode(bytes));
  });

  it('recognises UTF-16 without a byte order mark', () => {
    const text = '0 HEAD\n1 CHAR UNICODE\n0 @I1@ INDI\n1 NAME Máire\n0 TRLR';
    const le = new Uint8Array(text.length * 2);
    const be = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      le[i * 2] = text.charCodeAt(i);
      be[i * 2 + 1] = text.charCodeAt(i);
    }
    expect(decodeGedcom(le)).toMatchObject({ text, encoding: 'utf-16le', warnings: [] });
    expect(decodeGedcom(be)).toMatchObject({ text, encoding: 'utf-16be', warnings: [] });
  });

  it('warns when a UTF-16 file says it is ANSEL', () => {
    const text = '0 HEAD\n1 CHAR ANSEL\n0 TRLR';
    const bytes = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeGedcom(bytes).warnings).toEqual([expect.stringContaining('read as UTF-16')]);
  });

  it('leaves bytes that are not GEDCOM for the parser to refuse', () => {
    const decoded = decodeGedcom(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]));
    expect(decoded.declared).toBeNull();
    expect(() => parseGedcom(decoded.text)).toThrow(/not a GEDCOM file/);
  });
});

describe('decodeAnsel', () => {
  const bytes = (...parts: Array<string | number>) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...p].map((c) => c.charCodeAt(0)))));

  it.each([
    ['acute (the fada) before its letter', bytes('Se', 0xe2, 'an'), 'Seán'],
    ['capital O with acute', bytes(0xe2, 'O Neill'), 'Ó Neill'],
    ['macron', bytes(0xe5, 'Ojin'), 'Ōjin'],
    ['dot above (séimhiú in old Irish type)', bytes(0xe7, 'c'), 'ċ'],
    ['two diacritics on one letter, in order', bytes(0xe8, 0xe2, 'u'), 'ǘ'],
    ['cedilla and umlaut', bytes('Fran', 0xf0, 'cois M', 0xe8, 'uller'), 'François Müller'],
    ['spacing letters', bytes(0xa5, 'sa ', 0xa2, 'rsted ', 0xb1, 'od', 0xb8, ' ', 0xcf), 'Æsa Ørsted łodı ß'],
    ['an undefined byte', bytes('a', 0x80, 'b'), 'a\uFFFDb'],
    ['a diacritic at the end of a line is dropped', bytes('a', 0xe2, '\nb'), 'a\nb'],
  ])('%s', (_name, input, expected) => {
    expect(decodeAnsel(input)).toBe(expected);
  });
});

describe('decoding 10 MB', () => {
  it.each([
    ['ANSEL', [0xe2, 0x61, 0x20, 0x62]],
    ['IBMPC', [0xa0, 0x61, 0xe0, 0x62]],
  ])('%s takes well under the job time limit', (char, fill) => {
    const head = new TextEncoder().encode(`0 HEAD\n1 CHAR ${char}\n`);
    const bytes = new Uint8Array(10 * 1024 * 1024);
    bytes.set(head);
    for (let i = head.length; i < bytes.length; i++) bytes[i] = fill[i % fill.length]!;
    const start = performance.now();
    expect(decodeGedcom(bytes).text).toContain(char === 'ANSEL' ? 'á b' : 'áaÓb');
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe('headerCharset and encodingForCharset', () => {
  it('finds CHAR in the header only', () => {
    expect(headerCharset('0 HEAD\r\n1 SOUR X\r\n2 VERS 1\r\n1 CHAR  ANSEL \r\n0 TRLR')).toBe('ANSEL');
    expect(headerCharset('\uFEFF0 HEAD\n1 CHAR utf-8\n')).toBe('utf-8');
    expect(headerCharset('0 HEAD\n0 @I1@ INDI\n1 CHAR ANSEL\n')).toBeNull();
    expect(headerCharset('hello\n1 CHAR ANSEL')).toBeNull();
  });

  it.each([
    ['UTF-8', 'utf-8'],
    ['utf8', 'utf-8'],
    ['UNICODE', 'unicode'],
    ['ANSEL', 'ansel'],
    ['ANSI', 'windows-1252'],
    ['IBM WINDOWS', 'windows-1252'],
    ['IBMPC', 'cp437'],
    ['IBM PC', 'cp437'],
    ['ASCII', 'ascii'],
    ['MACINTOSH', 'macintosh'],
    ['EBCDIC', null],
  ])('%s is %s', (declared, expected) => {
    expect(encodingForCharset(declared)).toBe(expected);
  });
});
