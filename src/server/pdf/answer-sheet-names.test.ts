/**
 * The pack's answer sheet gives first names as the checked birth certificate prints them, and
 * says what the tree has (docs/decisions/050-forenames-compared.md), read back as a PDF reader would.
 */
import { describe, expect, it } from 'vitest';
import { sampleFamily } from '#domain/documents/sample-tree.ts';
import { assessEligibility } from '#domain/eligibility/engine.ts';
import { assessReadiness } from '#domain/readiness/readiness.ts';
import { readPdf } from '#tests/support/pdf-text.ts';
import { renderApplicationPack, type PackInput } from './application-pack.ts';

function packInput(checked: PackInput['checked']): PackInput {
  const { members, nameChanges } = sampleFamily();
  const assessment = assessEligibility(members);
  return {
    members,
    nameChanges,
    assessment,
    readiness: assessReadiness(members, assessment),
    applicantEmail: 'aoife.walsh@example.com',
    generatedAt: new Date('2026-11-22T10:00:00Z'),
    checked,
  };
}

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
    const read = await readPdf(await renderApplicationPack(packInput([maireBirth])));
    const flowing = read.flowing.replace(/\s+/g, ' ');
    expect(flowing).toContain('Máire As printed on the birth certificate; your tree has ‘Mary’');
  }, 30_000);

  it('prints the tree’s first name, with no note, when no birth certificate is checked', async () => {
    const read = await readPdf(await renderApplicationPack(packInput(undefined)));
    expect(read.flowing).not.toContain('As printed on the birth certificate');
  }, 30_000);
});
