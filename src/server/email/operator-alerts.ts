/**
 * The operator's mail about new paid certificate orders and new guarantee claims
 * (OPERATOR_ALERTS; docs/decisions/062-transactional-email-and-operator-alerts.md): one mail each
 * within a minute, or one daily digest. Both are scheduler jobs reading what is new from the
 * orders and claims, so neither the payment nor the claim path waits for them.
 */
import { and, count, desc, gte, inArray, isNotNull, like, lt } from 'drizzle-orm';
import { formatDay } from '#domain/eligibility/wording.ts';
import { writtenDate } from '#domain/dates/written-date.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { Db } from '#server/db/client.ts';
import { documentRequests, emailOutbox, guaranteeClaimOrders, guaranteeClaims } from '#server/db/schema.ts';
import type { DocumentNeeded } from '#server/db/schema.ts';
import { enqueueEmail } from './outbox.ts';
import { operatorClaimAlertEmail, operatorDigestEmail, operatorOrderAlertEmail } from './templates.ts';
import type { NewClaim, NewOrder } from './templates/operator-alert.ts';

const DAY_MS = 86_400_000;

/** How far back the immediate job looks: a scheduler stopped for up to this long still alerts on what it missed. */
export const ALERT_LOOKBACK_MS = 2 * DAY_MS;

const DIGEST_KEY = 'operator-digest:';

/** '27 November 2026 at 14:05', Irish time: when the operator's business happened. */
const when = (d: Date) => writtenDate(d, { time: true });

type Alerts = { to: string; appUrl: string };

async function newOrders(db: Db, since: Date, until: Date): Promise<NewOrder[]> {
  const rows = await db
    .select()
    .from(documentRequests)
    .where(
      and(isNotNull(documentRequests.paidAt), gte(documentRequests.paidAt, since), lt(documentRequests.paidAt, until)),
    )
    .orderBy(documentRequests.paidAt);
  return rows.map((o) => ({
    id: o.id,
    paidAt: when(o.paidAt!),
    amountDisplay: formatMoney(o.totalCost, o.currency),
    certificates: (JSON.parse(o.documentsNeeded) as Partial<DocumentNeeded>[]).map((d) =>
      documentTypeLabel(d.documentType ?? 'certificate'),
    ),
  }));
}

async function newClaims(db: Db, since: Date, until: Date): Promise<NewClaim[]> {
  const rows = await db
    .select()
    .from(guaranteeClaims)
    .where(and(gte(guaranteeClaims.createdAt, since), lt(guaranteeClaims.createdAt, until)))
    .orderBy(guaranteeClaims.createdAt);
  if (rows.length === 0) return [];
  const covered = await db
    .select({ claimId: guaranteeClaimOrders.claimId, n: count() })
    .from(guaranteeClaimOrders)
    .where(
      inArray(
        guaranteeClaimOrders.claimId,
        rows.map((c) => c.id),
      ),
    )
    .groupBy(guaranteeClaimOrders.claimId);
  const orders = new Map(covered.map((c) => [c.claimId, c.n]));
  return rows.map((c) => ({
    id: c.id,
    filedAt: when(c.createdAt),
    amountDisplay: formatMoney(c.totalAmount, c.currency),
    letterDated: formatDay(c.decisionDate),
    orders: orders.get(c.id) ?? 0,
  }));
}

/**
 * OPERATOR_ALERTS=immediate (every minute): one mail per order paid and per claim filed in the
 * last two days that has none yet. The outbox's dedupe key is the memory of what was alerted.
 */
export async function queueOperatorAlerts(db: Db, now: Date, alerts: Alerts): Promise<{ queued: number }> {
  const since = new Date(now.getTime() - ALERT_LOOKBACK_MS);
  const [orders, claims] = await Promise.all([newOrders(db, since, now), newClaims(db, since, now)]);
  const wanted = [
    ...orders.map((o) => ({
      key: `operator:order:${o.id}:paid`,
      mail: () => operatorOrderAlertEmail(alerts.to, o, alerts.appUrl),
    })),
    ...claims.map((c) => ({
      key: `operator:claim:${c.id}:filed`,
      mail: () => operatorClaimAlertEmail(alerts.to, c, alerts.appUrl),
    })),
  ];
  if (wanted.length === 0) return { queued: 0 };
  const done = await db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(
      inArray(
        emailOutbox.dedupeKey,
        wanted.map((w) => w.key),
      ),
    );
  const alerted = new Set(done.map((d) => d.key));
  const fresh = wanted.filter((w) => !alerted.has(w.key));
  for (const w of fresh) await enqueueEmail(db, { ...w.mail(), dedupeKey: w.key, userId: null });
  return { queued: fresh.length };
}

/**
 * OPERATOR_ALERTS=digest (daily): the orders paid and claims filed since the last digest (the day
 * before, for the first), in one mail; no mail on a day with nothing new. Each digest's key holds
 * the end of the time it covers, where the next one starts.
 */
export async function queueOperatorDigest(db: Db, now: Date, alerts: Alerts): Promise<{ queued: number }> {
  const [last] = await db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${DIGEST_KEY}%`))
    .orderBy(desc(emailOutbox.dedupeKey))
    .limit(1);
  const lastEnd = last ? new Date(last.key.slice(DIGEST_KEY.length)) : null;
  const since =
    lastEnd && !Number.isNaN(lastEnd.getTime()) && lastEnd < now ? lastEnd : new Date(now.getTime() - DAY_MS);
  const [orders, claims] = await Promise.all([newOrders(db, since, now), newClaims(db, since, now)]);
  if (orders.length === 0 && claims.length === 0) return { queued: 0 };
  await enqueueEmail(db, {
    ...operatorDigestEmail(alerts.to, { since: when(since), orders, claims }, alerts.appUrl),
    dedupeKey: `${DIGEST_KEY}${now.toISOString()}`,
    userId: null,
  });
  return { queued: 1 };
}
