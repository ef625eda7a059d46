/**
 * The pack's answer sheet gives first names as the checked birth certificate prints them, and
 * says what the tree has (docs/decisions/050-forenames-compared.md), read back as a PDF reader would.
 */
import { describe, expect, it } from 'vitest';
import { packInput } from '#tests/support/pack-input.ts';
import { readPdf } from '#tests/support/pdf-text.ts';
import { renderApplicationPack } from './application-pack.ts';

const maireBirth = {
  memberId: 'gm1',
  kind: 'birth' as const,
  check: {
    firstNames: 'Máire',
    surname: 'Brennan',
    eventDate: '1931-04-12',
    eventPlace: 'Castlebar',
    fatherName: null,
    motherName: null,
    spouseName: null,
    longForm: true,
    issuer: 'civil' as const,
  },
};

describe('the answer sheet’s names', () => {
  it('prints the first name as the checked birth certificate has it, saying what the tree has', async () => {
    const read = await readPdf(await renderApplicationPack(packInput(undefined, { checked: [maireBirth] })));
    const flowing = read.flowing.replace(/\s+/g, ' ');
    expect(flowing).toContain('Máire As printed on the birth certificate; your tree has ‘Mary’');
  }, 30_000);

  it('prints the tree’s first name, with no note, when no birth certificate is checked', async () => {
    const read = await readPdf(await renderApplicationPack(packInput()));
    expect(read.flowing).not.toContain('As printed on the birth certificate');
  }, 30_000);
});
