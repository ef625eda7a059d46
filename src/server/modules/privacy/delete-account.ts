import { eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  documentRequests,
  eligibilityChecks,
  guaranteeClaimEvidence,
  guaranteeClaims,
  pdfOrders,
  user,
  verification,
} from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';

/**
 * DESIGN decision 8: deletes the account and everything personal in one transaction. The
 * database cascades remove sessions (signed out everywhere), accounts, profile, consents and the
 * family tree. Eligibility checks and orders are kept without the link to the person.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!row) throw notFound('Account not found');
    await tx.update(eligibilityChecks).set({ userId: null }).where(eq(eligibilityChecks.userId, userId));
    // Orders stay for bookkeeping (7 years) with no name, email or link to the person.
    await tx
      .update(pdfOrders)
      .set({ userId: null, customerEmail: null, updatedAt: new Date() })
      .where(eq(pdfOrders.userId, userId));
    await tx
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
      .where(eq(documentRequests.userId, userId));
    // Guarantee claims are refund records: kept without the person, their note, or the letter.
    const claims = tx
      .select({ id: guaranteeClaims.id })
      .from(guaranteeClaims)
      .where(eq(guaranteeClaims.userId, userId));
    await tx.delete(guaranteeClaimEvidence).where(inArray(guaranteeClaimEvidence.claimId, claims));
    await tx
      .update(guaranteeClaims)
      .set({ userId: null, note: null, declineReason: null, updatedAt: new Date() })
      .where(eq(guaranteeClaims.userId, userId));
    // Pending sign-in links name the email, as it was typed, in their stored value (wildcards escaped).
    const pattern = `%"${row.email.replace(/[\\%_]/g, (c) => `\\${c}`)}"%`;
    await tx.delete(verification).where(ilike(verification.value, pattern));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
