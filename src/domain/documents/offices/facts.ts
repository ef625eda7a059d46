/**
 * Every fact the office data set shows, one row each, for re-checking
 * (docs/decisions/037-facts-that-stay-fresh.md): each office's name, address and ordering link,
 * and each fee and time found, with the page it was read on and the date it was seen. A fee or
 * time shared by births, marriages and deaths is one fact. Pure: `today` (yyyy-mm-dd) is passed in.
 */
import { isStale, monthsBetween, seenLabel, seenOn } from './freshness.ts';
import { OFFICES } from './index.ts';
import { EVENT_KINDS, type EventKind, type OfficeEntry, type Source } from './types.ts';

export type FactKind = 'address' | 'fee' | 'time';

export type OfficeFact = {
  /** '<entry id>.<kind>.<events>', e.g. 'us-ny.fee.birth', 'ni.address.birth+marriage+death'. */
  id: string;
  entryId: string;
  /** 'Massachusetts, United States', 'Northern Ireland'. */
  region: string;
  kind: FactKind;
  events: EventKind[];
  /** The office and address with its ordering link, or the fee or time as the data set holds it. */
  text: string;
  source: Source;
  /** The first day the source's date can mean (yyyy-mm-dd), or null when it names none. */
  seenOn: string | null;
  /** 'November 2026', '27 April 2018', '2010'. */
  seenLabel: string | null;
};

export type DatedFact = OfficeFact & {
  /** Whole months from seenOn to today; null when undated. */
  ageMonths: number | null;
  /** More than 18 months old on today, or undated: shown as 'ask the office'. */
  stale: boolean;
};

/** The page an entry's office name, address and ordering link come from. */
export function officeSourceOf(entry: OfficeEntry): Source | null {
  return entry.officeSource ?? entry.sources[0] ?? null;
}

function regionOf(entry: OfficeEntry): string {
  return entry.region.includes(entry.country) ? entry.region : `${entry.region}, ${entry.country}`;
}

/** Every fact of the given entries (the whole data set by default). */
export function officeFacts(entries: readonly OfficeEntry[] = OFFICES): OfficeFact[] {
  const facts = new Map<string, OfficeFact>();
  const add = (entry: OfficeEntry, kind: FactKind, event: EventKind, text: string, source: Source | null) => {
    if (!source) return;
    const key = `${entry.id}|${kind}|${text}|${source.url}|${source.seen}`;
    const known = facts.get(key);
    if (known) {
      known.events.push(event);
      return;
    }
    facts.set(key, {
      id: '',
      entryId: entry.id,
      region: regionOf(entry),
      kind,
      events: [event],
      text,
      source,
      seenOn: seenOn(source.seen),
      seenLabel: seenLabel(source.seen),
    });
  };
  for (const entry of entries) {
    for (const event of EVENT_KINDS) {
      const details = entry.events[event];
      const office = details.office ?? entry.office;
      const orderUrl = details.orderUrl ?? entry.orderUrl;
      const officeSource = details.officeSource ?? officeSourceOf(entry);
      add(entry, 'address', event, `${office} (order: ${orderUrl})`, officeSource);
      if (details.local) {
        add(
          entry,
          'address',
          event,
          `${details.local.office} (order: ${details.local.orderUrl})`,
          details.local.officeSource,
        );
      }
      if (details.fee.status === 'found') add(entry, 'fee', event, details.fee.text, details.fee.source);
      if (details.time.status === 'found') add(entry, 'time', event, details.time.text, details.time.source);
    }
  }
  return [...facts.values()].map((f) => ({ ...f, id: `${f.entryId}.${f.kind}.${f.events.join('+')}` }));
}

/** Every fact with its age on `today`, oldest first (undated facts first of all). */
export function factsByAge(today: string, entries: readonly OfficeEntry[] = OFFICES): DatedFact[] {
  return officeFacts(entries)
    .map((f) => ({
      ...f,
      ageMonths: f.seenOn ? monthsBetween(f.seenOn, today) : null,
      stale: isStale(f.source.seen, today),
    }))
    .sort((a, b) => (a.seenOn ?? '').localeCompare(b.seenOn ?? '') || a.id.localeCompare(b.id));
}
