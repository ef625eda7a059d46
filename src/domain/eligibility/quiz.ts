/**
 * The public four-question eligibility check. Pure: no I/O, no clock.
 * The wording and order follow docs/rules/eligibility.md (see docs/decisions/002-eligibility-questions.md).
 */
export type Answer = 'yes' | 'no';
export type QuizReason = 'born_in_ireland' | 'already_citizen' | 'eligible' | 'not_eligible';
export type QuizResult = { isEligible: boolean; reason: QuizReason };

export const QUESTION_COUNT = 4;

/** An answer that ends the quiz, per question index (0-based); undefined means "ask the next". */
const ENDINGS: ReadonlyArray<Partial<Record<Answer, QuizReason>>> = [
  { no: 'born_in_ireland' },
  { yes: 'already_citizen' },
  { yes: 'already_citizen' },
  { yes: 'eligible', no: 'not_eligible' },
];

export type QuizStep = { kind: 'question'; index: number } | { kind: 'result'; result: QuizResult };

/** Where a list of answers (in question order) leads. Throws on answers past the end. */
export function quizStep(answers: readonly Answer[]): QuizStep {
  for (const [index, answer] of answers.entries()) {
    const reason = ENDINGS[index]?.[answer];
    if (reason) {
      if (index !== answers.length - 1) throw new Error('Answers continue after the quiz has ended');
      return { kind: 'result', result: { reason, isEligible: reason === 'eligible' } };
    }
  }
  if (answers.length >= QUESTION_COUNT) throw new Error('Too many answers');
  return { kind: 'question', index: answers.length };
}

/** The result for a complete set of answers, or null when the answers do not end the quiz. */
export function quizResult(answers: readonly Answer[]): QuizResult | null {
  try {
    const step = quizStep(answers);
    return step.kind === 'result' ? step.result : null;
  } catch {
    return null;
  }
}

/** Back: steps one question back and discards that question's answer. */
export function stepBack(answers: readonly Answer[]): Answer[] {
  return answers.slice(0, -1);
}

export function answer(answers: readonly Answer[], value: Answer): Answer[] {
  const step = quizStep(answers);
  if (step.kind === 'result') throw new Error('The quiz has already ended');
  return [...answers, value];
}
