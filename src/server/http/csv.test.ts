import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('prefixes what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+353 1 234')).toBe(`'+353 1 234`);
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
  });

  it('leaves ordinary text and numbers alone, quoting commas, quotes and line breaks', () => {
    expect(csvCell('Mary Walsh')).toBe('Mary Walsh');
    expect(csvCell('Walsh, Mary')).toBe('"Walsh, Mary"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(15)).toBe('15');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and CRLF rows after a byte-order mark', () => {
    expect(toCsv(['A', 'B'], [['1', null]])).toBe('\uFEFFA,B\r\n1,\r\n');
    expect(csvAmount(1404)).toBe('14.04');
  });
});
