import { asc, inArray } from 'drizzle-orm';
import { claimRecord, RECORD_STEP_WORDS, type RecordStep } from '#domain/guarantee/record.ts';
import type { ClaimRecordResponse } from '#shared/claims.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { applicationSteps } from '#server/db/schema.ts';

export type LabelledStep = RecordStep & { label: string };

/**
 * The tracker's steps of each user, in the order 'Your Application' shows them (by date, then by
 * when they were recorded: src/server/modules/application/load.ts).
 */
export async function trackerSteps(db: Db | Tx, userIds: string[]): Promise<Map<string, LabelledStep[]>> {
  const byUser = new Map<string, LabelledStep[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: applicationSteps.userId, step: applicationSteps.step, on: applicationSteps.on })
    .from(applicationSteps)
    .where(inArray(applicationSteps.userId, userIds))
    .orderBy(asc(applicationSteps.on), asc(applicationSteps.createdAt));
  for (const { userId, step, on } of rows) {
    const steps = byUser.get(userId) ?? [];
    steps.push({ step, on, label: RECORD_STEP_WORDS[step] ?? step });
    byUser.set(userId, steps);
  }
  return byUser;
}

/** What the claim form shows: the tracker's steps and whether they allow a claim (decision 053). */
export async function claimRecordOf(db: Db, userId: string): Promise<ClaimRecordResponse> {
  const steps = (await trackerSteps(db, [userId])).get(userId) ?? [];
  const record = claimRecord(steps);
  return { ready: record.ready, refusedOn: record.ready ? record.refusedOn : null, message: record.message, steps };
}
