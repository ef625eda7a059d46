import { and, eq, isNull, or } from 'drizzle-orm';
import { quizResult, type Answer } from '#domain/eligibility/quiz.ts';
import type { CreateEligibilityCheckBody, EligibilityCheckResponse } from '#shared/eligibility.ts';
import { eligibilityChecks } from '#server/db/schema.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/errors.ts';

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
      q1: answers[0],
      q2: answers[1] ?? null,
      q3: answers[2] ?? null,
      q4: answers[3] ?? null,
      reason: result.reason,
      isEligible: result.isEligible,
    })
    .returning();
  return {
    id: row.id,
    isEligible: row.isEligible,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Attaches an anonymous check, made before sign-in, to the user. A check already owned by the
 * same user is fine (idempotent); a check that belongs to someone else is "not found".
 */
export async function claimEligibilityCheck(db: Db, id: string, userId: string): Promise<void> {
  const [claimed] = await db
    .update(eligibilityChecks)
    .set({ userId })
    .where(
      and(eq(eligibilityChecks.id, id), or(isNull(eligibilityChecks.userId), eq(eligibilityChecks.userId, userId))),
    )
    .returning({ id: eligibilityChecks.id });
  if (!claimed) throw notFound('Eligibility check not found');
}
