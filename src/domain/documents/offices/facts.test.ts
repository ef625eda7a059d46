import { describe, expect, it } from 'vitest';
import { certificateOffice } from '../certificate-office.ts';
import { factsByAge, officeFacts } from './facts.ts';
import { seenOn } from './freshness.ts';
import { OFFICES, findOffice, officeById } from './index.ts';
import { EVENT_KINDS } from './types.ts';

/** The day of the review that set the 18-month rule (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';
const FACTS = officeFacts();

describe('every fact the office data set shows has a source and the date it was seen', () => {
  it.each(FACTS.map((f) => [f.id, f] as const))('%s', (_id, fact) => {
    expect(fact.source.url).toMatch(/^https?:\/\/\S+$/);
    expect(seenOn(fact.source.seen)).not.toBeNull();
    expect(fact.seenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('covers each office address and every fee and time found, for every entry and event', () => {
    for (const entry of OFFICES) {
      for (const event of EVENT_KINDS) {
        const facts = FACTS.filter((f) => f.entryId === entry.id && f.events.includes(event));
        expect(facts.some((f) => f.kind === 'address')).toBe(true);
        expect(facts.some((f) => f.kind === 'fee')).toBe(entry.events[event].fee.status === 'found');
        expect(facts.some((f) => f.kind === 'time')).toBe(entry.events[event].time.status === 'found');
      }
    }
  });

  it('every source listed on an entry names a date', () => {
    for (const entry of OFFICES)
      for (const s of entry.sources) expect(seenOn(s.seen), `${entry.id} ${s.url}`).not.toBeNull();
  });
});

describe('facts by age', () => {
  const dated = factsByAge(TODAY);

  it('lists the oldest first, each with its age in months', () => {
    const days = dated.map((f) => f.seenOn ?? '');
    expect(days).toEqual([...days].sort());
    expect(dated[0]).toMatchObject({ entryId: 'ca-on', kind: 'fee', seenOn: '2006-03-30', stale: true });
    expect(dated[0]?.ageMonths).toBe(247);
  });

  it('marks exactly the facts seen more than 18 months before today as stale', () => {
    for (const f of dated)
      expect(f.stale).toBe((f.ageMonths ?? 99) > 18 || (f.ageMonths === 18 && f.seenOn! < '2025-05-27'));
    expect(dated.find((f) => f.id === 'us-ny.fee.birth')).toMatchObject({ stale: true, seenLabel: '2010' });
    expect(dated.find((f) => f.id === 'us-nyc.time.birth')).toMatchObject({ stale: false });
  });

  it('on 27 November 2026 holds 190 facts, 38 of them past 18 months', () => {
    expect(dated).toHaveLength(190);
    expect(dated.filter((f) => f.stale)).toHaveLength(38);
  });

  it('shows no stale figure as a price anywhere certificateOffice is used', () => {
    for (const entry of OFFICES) {
      for (const kind of EVENT_KINDS) {
        const shown = certificateOffice({ country: entry.country, place: entry.region, kind }, TODAY);
        const { fee, time } = entry.events[kind];
        const staleFee = dated.find((f) => f.entryId === entry.id && f.kind === 'fee' && f.events.includes(kind));
        if (shown.entryId === entry.id && fee.status === 'found' && staleFee?.stale)
          expect(shown.fee).toMatch(/^Ask the office/);
        const staleTime = dated.find((f) => f.entryId === entry.id && f.kind === 'time' && f.events.includes(kind));
        if (shown.entryId === entry.id && time.status === 'found' && staleTime?.stale)
          expect(shown.time).toMatch(/^Ask the office/);
      }
    }
  });
});

describe('the corrected entries (issue 28)', () => {
  it('GRONI: Northern Ireland births and deaths from 1864, marriages from 1845/1864, ordered through GRONI online on nidirect', () => {
    const ni = officeById('ni')!;
    expect(ni.orderUrl).toBe('https://geni.nidirect.gov.uk');
    expect(ni.orderUrl).not.toContain('wikiprocedure');
    const notes = certificateOffice({ country: 'Northern Ireland', place: 'Belfast', kind: 'birth' }, TODAY).notes.join(
      ' ',
    );
    expect(notes).toContain(
      'GRONI holds Northern Ireland births and deaths from 1864, and marriages from 1845 (non-Catholic) and from 1864 (all).',
    );
    expect(notes).not.toMatch(/from 1922 onward/);
    expect(FACTS.find((f) => f.id === 'ni.address.birth+marriage+death')?.source.url).toBe(
      'https://geni.nidirect.gov.uk',
    );
  });

  it('GRO Ireland: a certificate €20 and a research photocopy €5, from Citizens Information', () => {
    const fee = officeById('ie')!.events.birth.fee;
    expect(fee).toMatchObject({ status: 'found', currency: 'EUR' });
    if (fee.status !== 'found') return;
    expect(fee.text).toContain('€20 for a full standard certificate');
    expect(fee.text).toContain('€5 for an uncertified photocopy');
    expect(fee.text).not.toContain('€4');
    expect(fee.source.url).toContain('citizensinformation.ie');
  });

  it('Scotland: £12 a certificate from the NRS extracts page; the £15/£10 page is about the 1939 register', () => {
    const sct = officeById('gb-sct')!;
    const fee = sct.events.birth.fee;
    expect(fee.status === 'found' && fee.text).toContain('£12 per certificate');
    expect(fee.status === 'found' && fee.source.url).not.toContain('1939');
    expect(sct.notes.join(' ')).toContain('1939 National Identity Register');
  });

  it("Ontario: the fee is the regulation's, last seen March 2006, so it reads 'ask the office' with C$35 as a hint", () => {
    const on = officeById('ca-on')!;
    const fee = on.events.birth.fee;
    expect(fee.status === 'found' && seenOn(fee.source.seen)).toBe('2006-03-30');
    const shown = certificateOffice({ country: 'Canada', place: 'Toronto, Ontario', kind: 'birth' }, TODAY);
    expect(shown.fee).toBe(
      'Ask the office for the current fee for a certified long-form copy. It was reported as C$35 first certified copy ' +
        'of a birth registration, C$45 for a replacement on 30 March 2006, more than 18 months ago (source: ontario.ca).',
    );
  });

  it("New York City: mail orders take about 90 days, from the Health Department's page", () => {
    const time = officeById('us-nyc')!.events.birth.time;
    expect(time.status === 'found' && time.text).toContain('orders by mail take about 90 days');
    expect(time.status === 'found' && time.text).not.toContain('4 to 6 weeks');
    expect(time.status === 'found' && time.source.url).toBe(
      'https://www1.nyc.gov/site/doh/services/birth-certificates.page',
    );
  });

  it('New Zealand: the order link is no longer the legacy dia.govt.nz address', () => {
    const nz = officeById('nz')!;
    expect(nz.orderUrl).toBe('https://www.govt.nz/bdmtimeframes');
    expect(nz.orderUrl).not.toContain('diawebsite.nsf');
  });

  it('Illinois: every link the entry shows is on dph.illinois.gov, not the old idph.state.il.us domain', () => {
    const il = officeById('us-il')!;
    expect(il.orderUrl).toMatch(/^https:\/\/dph\.illinois\.gov\//);
    const links = [
      il.orderUrl,
      ...EVENT_KINDS.map((k) => il.events[k].orderUrl ?? ''),
      ...il.sources.map((s) => s.url),
    ];
    // Only the archived copy keeps the old address inside its web-archive path.
    expect(links.filter((u) => /^https?:\/\/(www\.)?idph\.state\.il\.us/.test(u))).toEqual([]);
  });

  it('a Chicago marriage names the Cook County Clerk and links to its marriage certificates page', () => {
    const chicago = findOffice(null, 'Chicago, Cook, Illinois', 'marriage')!;
    expect(chicago.office).toContain('Cook County Clerk');
    expect(chicago.orderUrl).toBe('https://cookcountyil.gov/index.php/service/marriage-certificates');
    expect(chicago.orderUrl).not.toContain('birth');
    const elsewhere = findOffice(null, 'Springfield, Sangamon, Illinois', 'marriage')!;
    expect(elsewhere.office).toBe('The county clerk of the county that issued the marriage licence');
    expect(elsewhere.orderUrl).toBe(
      'https://dph.illinois.gov/topics-services/birth-death-other-records/marriage-records.html',
    );
    expect(FACTS.some((f) => f.entryId === 'us-il' && f.source.url.includes('cookcountyil.gov'))).toBe(true);
  });

  it('Massachusetts: says how to get the record that names the parents', () => {
    const askFor = findOffice(null, 'Boston, Massachusetts', 'birth')!.askFor;
    expect(askFor).toContain('full birth record that names both parents');
    expect(askFor).toContain("both parents' full names");
  });
});
