import { and, eq } from 'drizzle-orm';
import { RESEARCHED_KINDS, type SelectionFlag } from '#domain/documents/kinds.ts';
import { NOTHING_SELECTED } from '#domain/orders/research.ts';
import type { SelectionFlags } from '#shared/orders.ts';
import type { Db } from '#server/db/client.ts';
import { documentResearchSelections, familyMembers } from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';

type Row = typeof documentResearchSelections.$inferSelect;

/**
 * The spec's selection of one member: a `needs…` flag per kind we research, true where a row holds
 * that kind (one row per ticked kind, docs/decisions/061-one-document-registry.md).
 */
function toSelection(userId: string, familyMemberId: string, rows: readonly Row[], updatedAt: Date) {
  const flags: Record<SelectionFlag, boolean> = { ...NOTHING_SELECTED };
  for (const kind of RESEARCHED_KINDS) flags[kind.research.selectionFlag] = rows.some((r) => r.kind === kind.id);
  return { userId, familyMemberId, ...flags, updatedAt: updatedAt.toISOString() };
}

const latest = (rows: readonly Row[]) => new Date(Math.max(...rows.map((r) => r.updatedAt.getTime())));

export async function listSelections(db: Db, userId: string) {
  const rows = await db.select().from(documentResearchSelections).where(eq(documentResearchSelections.userId, userId));
  const byMember = Map.groupBy(rows, (r) => r.familyMemberId);
  return [...byMember].map(([memberId, own]) => toSelection(userId, memberId, own, latest(own)));
}

/** Saves the ticks for one family member of the signed-in user (the member must be theirs); flags not sent stay. */
export async function saveSelection(db: Db, userId: string, familyMemberId: string, flags: SelectionFlags) {
  const [member] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.userId, userId)));
  if (!member) throw notFound('Family member not found');
  const now = new Date();
  const ofMember = and(
    eq(documentResearchSelections.userId, userId),
    eq(documentResearchSelections.familyMemberId, familyMemberId),
  );
  return db.transaction(async (tx) => {
    for (const kind of RESEARCHED_KINDS) {
      const ticked = flags[kind.research.selectionFlag];
      if (ticked === undefined) continue;
      if (ticked)
        await tx
          .insert(documentResearchSelections)
          .values({ userId, familyMemberId, kind: kind.id, updatedAt: now })
          .onConflictDoUpdate({
            target: [
              documentResearchSelections.userId,
              documentResearchSelections.familyMemberId,
              documentResearchSelections.kind,
            ],
            set: { updatedAt: now },
          });
      else
        await tx.delete(documentResearchSelections).where(and(ofMember, eq(documentResearchSelections.kind, kind.id)));
    }
    const rows = await tx.select().from(documentResearchSelections).where(ofMember);
    return toSelection(userId, familyMemberId, rows, now);
  });
}
