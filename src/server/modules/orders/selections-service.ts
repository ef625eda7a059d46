import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { documentResearchSelections, familyMembers } from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';

type Flags = {
  needsBirthCertificate?: boolean;
  needsDeathCertificate?: boolean;
  needsMarriageCertificate?: boolean;
  needsNaturalizationCertificate?: boolean;
};

const toSelection = (r: typeof documentResearchSelections.$inferSelect) => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listSelections(db: Db, userId: string) {
  const rows = await db.select().from(documentResearchSelections).where(eq(documentResearchSelections.userId, userId));
  return rows.map(toSelection);
}

/** Saves the ticks for one family member of the signed-in user (the member must be theirs). */
export async function saveSelection(db: Db, userId: string, familyMemberId: string, flags: Flags) {
  const [member] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.userId, userId)));
  if (!member) throw notFound('Family member not found');
  const set = { ...flags, updatedAt: new Date() };
  const [row] = await db
    .insert(documentResearchSelections)
    .values({ userId, familyMemberId, ...set })
    .onConflictDoUpdate({ target: [documentResearchSelections.userId, documentResearchSelections.familyMemberId], set })
    .returning();
  return toSelection(row);
}
