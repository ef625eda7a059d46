import { describe, expect, it } from 'vitest';
import { assessEligibility } from '#domain/eligibility/engine.ts';
import { familyMember } from '#domain/tree/family-member.ts';
import { QUIZ_OUTCOMES } from './eligibility-content.ts';

describe('the quiz and the tree engine agree', () => {
  it('on someone born on the island before 2005: entitled, no FBR, a passport directly', () => {
    const self = familyMember({
      id: 'me',
      relationship: 'self',
      birthCountry: 'Ireland',
      birthPlace: 'Dublin',
      birthDate: '1990-01-01',
    });
    const engine = assessEligibility([self]).summary;
    const quiz = QUIZ_OUTCOMES.born_in_ireland.summary;
    for (const claim of [
      'before 1 January 2005',
      'entitled to Irish citizenship',
      'Foreign Births Register',
      'apply for an Irish passport directly',
    ]) {
      expect(engine).toContain(claim);
      expect(quiz).toContain(claim);
    }
  });

  it('on someone born on the island from 2005: it depends on the parents', () => {
    const self = familyMember({
      id: 'me',
      relationship: 'self',
      birthCountry: 'Ireland',
      birthPlace: 'Cork',
      birthDate: '2010-01-01',
    });
    expect(assessEligibility([self]).reasons.join(' ')).toContain('depends on your parents');
    expect(QUIZ_OUTCOMES.born_in_ireland.summary).toContain('depends on your parents');
  });
});
