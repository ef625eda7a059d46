import { factsByAge } from '#domain/documents/offices/facts.ts';
import { STALE_AFTER_MONTHS } from '#domain/documents/offices/freshness.ts';
import type { AdminOfficeFacts } from '#shared/admin.ts';

/** The business's calendar, as the overview's (stats-service.ts STATS_TIME_ZONE). */
const TIME_ZONE = 'Europe/Dublin';

/** The calendar day `now` falls on in Ireland, yyyy-mm-dd: the day the office facts' ages are counted to. */
export function irishDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/**
 * The admin 'Facts to re-check' list (docs/decisions/037-facts-that-stay-fresh.md): every fact of
 * the office data set, oldest first, with its source address and whether it is past 18 months.
 * The data set is code, not rows: nothing is read from the database.
 */
export function listOfficeFacts(now: Date): AdminOfficeFacts {
  const today = irishDay(now);
  const facts = factsByAge(today).map((f) => ({
    id: f.id,
    region: f.region,
    kind: f.kind,
    events: f.events,
    text: f.text,
    sourceUrl: f.source.url,
    sourceKind: f.source.kind,
    seen: f.source.seen,
    seenOn: f.seenOn,
    seenLabel: f.seenLabel,
    ageMonths: f.ageMonths,
    stale: f.stale,
  }));
  return {
    today,
    staleAfterMonths: STALE_AFTER_MONTHS,
    total: facts.length,
    stale: facts.filter((f) => f.stale).length,
    facts,
  };
}

/** The overview's count: facts in the data set, and those past 18 months on `now`'s Irish day. */
export function officeFactCounts(now: Date): { total: number; stale: number } {
  const facts = factsByAge(irishDay(now));
  return { total: facts.length, stale: facts.filter((f) => f.stale).length };
}
