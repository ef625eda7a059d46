import { and, eq } from 'drizzle-orm';
import { moveItem, type ItemState } from '#domain/application/moves.ts';
import { readinessOf, type WorkspaceItem } from '#domain/application/workspace.ts';
import { hasCheck } from '#domain/documents/kinds.ts';
import type {
  CertificateCheckBody,
  FlagResolveBody,
  ItemApplicabilityBody,
  ItemStatusBody,
} from '#shared/application.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { applicationItems } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { loadWorkspace, type Loaded } from './load.ts';

type ItemRow = typeof applicationItems.$inferSelect;

/**
 * The item `key` of the user's workspace, with its row locked for the rest of the transaction
 * (created on first use). 404 for a key the user's tree does not give, another user's included.
 */
export async function lockItem(tx: Tx, userId: string, key: string): Promise<{ loaded: Loaded; item: WorkspaceItem }> {
  const loaded = await loadWorkspace(tx, userId);
  const item = loaded.view.items.find((i) => i.key === key);
  if (!item) throw notFound('There is no such item in your application.');
  await tx.insert(applicationItems).values({ userId, itemKey: key }).onConflictDoNothing();
  await tx
    .select({ key: applicationItems.itemKey })
    .from(applicationItems)
    .where(and(eq(applicationItems.userId, userId), eq(applicationItems.itemKey, key)))
    .for('update');
  return { loaded, item };
}

const date = (iso: string | null): Date | null => (iso ? new Date(iso) : null);

export function stateColumns(state: ItemState): Partial<ItemRow> {
  return {
    status: state.status,
    neededAt: date(state.statusDates.needed),
    orderedAt: date(state.statusDates.ordered),
    inHandAt: date(state.statusDates.in_hand),
    checkedAt: date(state.statusDates.checked),
    orderedWhere: state.ordered?.where ?? null,
    orderedOn: state.ordered?.orderedOn ?? null,
    expectedBy: state.ordered?.expectedBy ?? null,
    orderReference: state.ordered?.reference ?? null,
  };
}

async function update(tx: Tx, userId: string, key: string, values: Partial<ItemRow>): Promise<void> {
  await tx
    .update(applicationItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(applicationItems.userId, userId), eq(applicationItems.itemKey, key)));
}

/** PATCH an item's status: forward or back only as the rules allow (decision 034). */
export async function changeItemStatus(db: Db, userId: string, key: string, body: ItemStatusBody, now: Date) {
  await db.transaction(async (tx) => {
    const { item } = await lockItem(tx, userId, key);
    if (item.notApplicable) throw conflict('This item is set aside as not applying: bring it back first.');
    const state: ItemState = {
      status: item.status,
      statusDates: { ...item.statusDates, needed: item.statusDates.needed ?? now.toISOString() },
      ordered: item.ordered,
    };
    const moved = moveItem(state, body.status, readinessOf(item), now.toISOString(), body.ordered);
    if (!moved.ok) throw conflict(moved.error);
    await update(tx, userId, key, stateColumns(moved.state));
  });
}

/** PATCH an 'if applicable' item aside (with the reason it does not apply), or back into the list. */
export async function setApplicability(db: Db, userId: string, key: string, body: ItemApplicabilityBody, now: Date) {
  await db.transaction(async (tx) => {
    const { item } = await lockItem(tx, userId, key);
    if (item.required !== 'if_applicable') {
      throw conflict('Every application needs this item: it cannot be set aside.');
    }
    await update(tx, userId, key, {
      notApplicableReason: body.notApplicable ? (body.reason ?? null) : null,
      notApplicableAt: body.notApplicable ? now : null,
    });
  });
}

/**
 * PUT what a certificate prints. Only for a certificate in hand; a checked certificate whose new
 * details raise a flag goes back to 'in hand' (it is no longer checked).
 */
export async function putCheck(db: Db, userId: string, key: string, check: CertificateCheckBody) {
  await db.transaction(async (tx) => {
    const { item } = await lockItem(tx, userId, key);
    if (!item.needsCheck) throw conflict('Only certificates are checked against what they print.');
    if (item.status !== 'in_hand' && item.status !== 'checked') {
      throw conflict('Mark the certificate as in hand before typing what it says.');
    }
    if (hasCheck(item.kind, 'long_form') && check.longForm === null) {
      throw badRequest('longForm: Say whether it is the long form that names the parents.');
    }
    await update(tx, userId, key, { check });
    if (item.status === 'checked') {
      const after = (await loadWorkspace(tx, userId)).view.items.find((i) => i.key === key);
      if (after && after.flags.some((f) => f.resolved === null)) {
        await update(tx, userId, key, { status: 'in_hand', checkedAt: null });
      }
    }
  });
}

/** POST a note that resolves one open flag on the item. */
export async function resolveFlag(
  db: Db,
  userId: string,
  key: string,
  flagId: string,
  body: FlagResolveBody,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const { item, loaded } = await lockItem(tx, userId, key);
    const flag = item.flags.find((f) => f.id === flagId);
    if (!flag) throw notFound('There is no such flag on this item.');
    if (flag.kind === 'replace') {
      throw badRequest(
        `DFA does not accept this document, so a note cannot resolve it. ${flag.whatToDo}`,
        'DOCUMENT_NOT_ACCEPTED',
      );
    }
    const existing = loaded.rows.get(key)?.resolutions ?? [];
    const resolutions = [
      ...existing.filter((r) => r.flagId !== flagId),
      { flagId, note: body.note, at: now.toISOString(), message: flag.message },
    ];
    await update(tx, userId, key, { resolutions });
  });
}

export const conflict = (message: string) => new AppError(409, message, 'NOT_ALLOWED_NOW');
