import { describe, expect, it } from 'vitest';
import { answer, quizResult, quizStep, stepBack, type Answer } from './quiz.ts';

describe('quizStep', () => {
  it.each<[Answer[], ReturnType<typeof quizStep>]>([
    [[], { kind: 'question', index: 0 }],
    [['yes'], { kind: 'question', index: 1 }],
    [['yes', 'no'], { kind: 'question', index: 2 }],
    [['yes', 'no', 'no'], { kind: 'question', index: 3 }],
    // q1 = no: born on the island of Ireland (docs/rules/eligibility.md 'Born on the island')
    [['no'], { kind: 'result', result: { isEligible: false, reason: 'born_in_ireland' } }],
    // q2 = yes: a parent born on the island was Irish at the birth ('Parent born on the island')
    [['yes', 'yes'], { kind: 'result', result: { isEligible: false, reason: 'already_citizen' } }],
    // q3 = yes: already registered or naturalised, so a citizen already
    [['yes', 'no', 'yes'], { kind: 'result', result: { isEligible: false, reason: 'already_citizen' } }],
    // q4 = yes: Irish-born grandparent, or a parent Irish at the birth ('Grandparent born on the island', 'Parent Irish at the birth but born abroad')
    [['yes', 'no', 'no', 'yes'], { kind: 'result', result: { isEligible: true, reason: 'eligible' } }],
    [['yes', 'no', 'no', 'no'], { kind: 'result', result: { isEligible: false, reason: 'not_eligible' } }],
  ])('%j leads to %j', (answers, expected) => {
    expect(quizStep(answers)).toEqual(expected);
  });

  it('rejects answers after the quiz has ended', () => {
    expect(() => quizStep(['no', 'yes'])).toThrow();
    expect(() => quizStep(['yes', 'no', 'no', 'yes', 'yes'])).toThrow();
  });
});

describe('quizResult', () => {
  it('is null for an unfinished or impossible path', () => {
    expect(quizResult([])).toBeNull();
    expect(quizResult(['yes', 'no'])).toBeNull();
    expect(quizResult(['no', 'no'])).toBeNull();
  });
});

describe('Back and Start Over', () => {
  it('Back from question 2 discards the answer to question 1', () => {
    const afterQ1 = answer([], 'yes');
    expect(quizStep(afterQ1)).toEqual({ kind: 'question', index: 1 });
    const back = stepBack(afterQ1);
    expect(back).toEqual([]);
    expect(quizStep(back)).toEqual({ kind: 'question', index: 0 });
  });

  it('a changed answer after Back changes the outcome', () => {
    let answers = answer(answer(answer([], 'yes'), 'no'), 'no');
    answers = stepBack(answers);
    answers = answer(answers, 'yes');
    expect(quizResult(answers)).toEqual({ isEligible: false, reason: 'already_citizen' });
  });

  it('cannot answer once a result is reached; Start Over is the empty list', () => {
    expect(() => answer(['no'], 'yes')).toThrow();
    expect(quizStep([])).toEqual({ kind: 'question', index: 0 });
  });
});
