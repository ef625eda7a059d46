import { quizResult, type Answer } from '../../../domain/eligibility/quiz.ts';
import type { CreateEligibilityCheckBody, EligibilityCheckResponse } from '../../../shared/eligibility.ts';
import { eligibilityChecks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';

function answersOf(body: CreateEligibilityCheckBody): Answer[] {
  const list = [body.q1, body.q2, body.q3, body.q4];
  const firstGap = list.findIndex((a) => a == null);
  const answered = (firstGap === -1 ? list : list.slice(0, firstGap)) as Answer[];
  if (list.slice(answered.length).some((a) => a != null)) {
    throw badRequest('Invalid request: answers must be given in order without gaps', 'INVALID_ANSWERS');
  }
  return answered;
}

/** Stores a completed check; the result is decided here from the answers, never taken from the client. */
export async function createEligibilityCheck(
  db: Db,
  body: CreateEligibilityCheckBody,
  userId: string | null,
): Promise<EligibilityCheckResponse> {
  const answers = answersOf(body);
  const result = quizResult(answers);
  if (!result) {
    throw badRequest('Invalid request: these answers do not complete the eligibility check', 'INVALID_ANSWERS');
  }
  const [row] = await db
    .insert(eligibilityChecks)
    .values({
      userId,
      q1: answers[0]!,
      q2: answers[1] ?? null,
      q3: answers[2] ?? null,
      q4: answers[3] ?? null,
      reason: result.reason,
      isEligible: result.isEligible,
    })
    .returning();
  return {
    id: row!.id,
    isEligible: row!.isEligible,
    reason: row!.reason,
    createdAt: row!.createdAt.toISOString(),
  };
}
