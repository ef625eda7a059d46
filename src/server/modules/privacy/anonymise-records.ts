import { and, eq, inArray, isNotNull, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  adminAudit,
  documentRequests,
  orderLines,
  eligibilityChecks,
  guaranteeClaimEvidence,
  guaranteeClaims,
  orderEvents,
  pdfOrders,
} from '#server/db/schema.ts';

/** Whose records: one account's (its deletion), or everyone's older than the retention period. */
export type RecordScope = { userId: string } | { createdBefore: Date };

type Table = typeof eligibilityChecks | typeof pdfOrders | typeof documentRequests | typeof guaranteeClaims;

const scoped = (table: Table, scope: RecordScope): SQL =>
  'userId' in scope
    ? eq(table.userId, scope.userId)
    : (and(lt(table.createdAt, scope.createdBefore), isNotNull(table.userId)) as SQL);

/**
 * Eligibility assessments, orders, their history and guarantee claims keep what was sold, for how
 * much, when and what was decided (bookkeeping and refund records) and lose the person: no link,
 * no name, no email, no address and no free text written about them (decision 018; the retention
 * periods in docs/decisions/057-one-scheduler-and-the-retention-periods.md). Answers how many rows
 * were anonymised.
 */
export async function anonymiseRecords(tx: Tx, scope: RecordScope): Promise<number> {
  const checks = await tx
    .update(eligibilityChecks)
    .set({ userId: null })
    .where(scoped(eligibilityChecks, scope))
    .returning({ id: eligibilityChecks.id });
  // The order history stays (status changes, tracking); admins' notes about the person go, except
  // the record of a payment to a registry office and what deletion did with it: the office's
  // reference and amount are accounting records (decision 059).
  await tx
    .update(orderEvents)
    .set({ note: null })
    .where(
      and(
        inArray(
          orderEvents.orderId,
          tx.select({ id: documentRequests.id }).from(documentRequests).where(scoped(documentRequests, scope)),
        ),
        // The history entry of ordering at the office (work-order-service.ts writes it; it names the
        // certificate by line and type only) and deletion's own entry about fees kept.
        not(
          sql`(${orderEvents.note} like 'Ordered from the office for line %' or coalesce((${orderEvents.changes}::jsonb -> 'officeFeesKept') is not null, false))`,
        ),
      ),
    );
  const packs = await tx
    .update(pdfOrders)
    .set({ userId: null, customerEmail: null, updatedAt: new Date() })
    .where(scoped(pdfOrders, scope))
    .returning({ id: pdfOrders.id });
  const requests = await tx
    .update(documentRequests)
    .set({
      userId: null,
      requesterName: null,
      requesterEmail: null,
      subjectName: null,
      subjectBirthLocation: null,
      selectedFamilyMemberId: null,
      deliveryAddress: null,
      additionalInfo: null,
      // Keep what was ordered (the document types), not whose documents they were.
      documentsNeeded: sql`(select coalesce(json_agg(json_build_object('documentType', d->>'documentType')), '[]'::json)::text from json_array_elements(${documentRequests.documentsNeeded}::json) d)`,
      updatedAt: new Date(),
    })
    .where(scoped(documentRequests, scope))
    .returning({ id: documentRequests.id });
  // The work order keeps what was ordered, paid to the office and refunded, not whose certificate it was.
  if (requests.length > 0)
    await tx
      .update(orderLines)
      .set({ facts: {}, familyMemberId: null, searched: null, updatedAt: new Date() })
      .where(
        inArray(
          orderLines.orderId,
          requests.map((r) => r.id),
        ),
      );
  // Guarantee claims are refund records: kept without the person, their note, or the letter.
  const claimIds = (
    await tx.select({ id: guaranteeClaims.id }).from(guaranteeClaims).where(scoped(guaranteeClaims, scope))
  ).map((c) => c.id);
  if (claimIds.length > 0) {
    // The audit keeps who decided what and when; a decline reason is free text about the person.
    await tx
      .update(adminAudit)
      .set({ details: sql`(${adminAudit.details}::jsonb - 'reason')::text` })
      .where(
        and(
          eq(adminAudit.targetType, 'guarantee_claim'),
          inArray(adminAudit.targetId, claimIds),
          isNotNull(adminAudit.details),
        ),
      );
    await tx.delete(guaranteeClaimEvidence).where(inArray(guaranteeClaimEvidence.claimId, claimIds));
    await tx
      .update(guaranteeClaims)
      .set({ userId: null, note: null, declineReason: null, updatedAt: new Date() })
      .where(inArray(guaranteeClaims.id, claimIds));
  }
  return checks.length + packs.length + requests.length + claimIds.length;
}
