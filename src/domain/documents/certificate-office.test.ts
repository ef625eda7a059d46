import { describe, expect, it } from 'vitest';
import { certificateOffice, countryIsIreland, type EventKind } from './certificate-office.ts';
import { OFFICES } from './offices/index.ts';
import { RESEARCH_NOTE_PHRASES } from './offices/wording.ts';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

const office = (country: string | null, place: string | null, kind: EventKind = 'birth', date?: string) =>
  certificateOffice({ country, place, kind, date }, TODAY);

describe('certificateOffice', () => {
  it.each<[string | null, string | null, string | null]>([
    // What people type in the country field, and what GEDCOM import writes.
    ['Ireland', null, 'ie'],
    ['Republic of Ireland', 'Castlebar, Co. Mayo', 'ie'],
    ['Éire', null, 'ie'],
    ['Northern Ireland', null, 'ni'],
    ['England', null, 'gb-ew'],
    ['Wales', 'Cardiff', 'gb-ew'],
    ['Scotland', null, 'gb-sct'],
    ['United States', 'Boston, MA', 'us-ma'],
    ['USA', 'Boston', 'us-ma'],
    ['USA', 'Brooklyn, New York', 'us-nyc'],
    ['Australia', 'Sydney', 'au-nsw'],
    ['Canada', 'Toronto', 'ca-on'],
    ['New Zealand', null, 'nz'],
    // The place narrows the country: a pre-1922 'Belfast, Ireland' is Northern Ireland today.
    ['Ireland', 'Belfast', 'ni'],
    ['United Kingdom', 'Glasgow', 'gb-sct'],
    ['UK', 'Belfast', 'ni'],
    [null, 'Castlebar, Co. Mayo', 'ie'],
    [null, 'Boston, Massachusetts', 'us-ma'],
    [null, 'Toronto, Ontario', 'ca-on'],
    // No single office.
    ['USA', null, null],
    ['Canada', 'Smallville', null],
    ['France', 'Paris', null],
    [null, null, null],
  ])('%j + %j → %s', (country, place, entryId) => {
    expect(office(country, place).entryId).toBe(entryId);
  });

  it('says which offices apply and what to check when the state is unknown', () => {
    const usa = office('USA', 'Springfield');
    expect(usa.match).toBe('choose');
    expect(usa.office).toContain('state where it happened');
    expect(usa.notes[0]).toContain("Check which state 'Springfield' is in");
    expect(usa.sources.map((s) => s.site)).toEqual(['cdc.gov']);
    const canada = office('Canada', null, 'death');
    expect(canada.office).toContain('province or territory');
    expect(canada.askFor).toBe('Ask for a full civil death certificate, not a short-form extract or abstract.');
  });

  it('names the office in the country for countries outside the data set', () => {
    const france = office('France', 'Paris');
    expect(france).toMatchObject({
      match: 'other',
      region: 'France',
      office: 'The civil registration office in France',
    });
    expect(france.notes.join(' ')).toContain('apostille');
  });

  it("gives the Irish GRO's fees from Citizens Information (certificate €20, research photocopy €5), asked for once old, and points to irishgenealogy.ie", () => {
    const ie = office('Ireland', null);
    // Citizens Information's fees were last edited on 6 October 2023: past 18 months on 27 November 2026.
    expect(ie.fee).toMatch(/^Ask the office for the current fee/);
    expect(ie.fee).toContain('€20 for a full standard certificate; €5 for an uncertified photocopy');
    expect(ie.fee).toContain('6 October 2023');
    expect(ie.fee).not.toContain('€4');
    const fresh = certificateOffice({ country: 'Ireland', place: null, kind: 'birth' }, '2024-12-01');
    expect(fresh.fee).toBe(
      '€20 for a full standard certificate; €5 for an uncertified photocopy, which is for research only and not accepted for the Foreign Births Register (last checked October 2023; source: citizensinformation.ie).',
    );
    expect(ie.notes.join(' ')).toContain('irishgenealogy.ie');
    expect(ie.sources.map((s) => s.site)).toContain('citizensinformation.ie');
    expect(ie.sources.map((s) => s.site)).not.toContain('okfh.ie');
  });

  it.each<[string, boolean, boolean]>([
    ['1900-05-01', true, false],
    ['1921-12-31', true, false],
    ['1950-05-01', false, false],
    ['1860-05-01', false, true],
  ])('a Northern Ireland birth in %s: Dublin GRO %s, no civil record %s', (date, dublin, none) => {
    const notes = office('Northern Ireland', 'Belfast', 'birth', date).notes.join(' ');
    expect(notes.includes('holds them for the whole island')).toBe(dublin);
    expect(notes.includes('no civil record')).toBe(none);
  });

  it('names the other UK offices when only "United Kingdom" is known', () => {
    const uk = office('United Kingdom', null);
    expect(uk.entryId).toBe('gb-ew');
    expect(uk.notes[0]).toMatch(/National Records of Scotland.*GRONI/);
  });

  it('uses the GRO in Ireland for someone born on the island at an unknown place', () => {
    const unknown = certificateOffice({ country: null, place: null, kind: 'birth', bornOnIsland: true }, TODAY);
    expect(unknown.entryId).toBe('ie');
    expect(unknown.notes[0]).toContain('GRONI');
  });

  it.each<[string | null, boolean]>([
    ['Ireland', true],
    ['Republic of Ireland', true],
    ['Éire', true],
    ['Northern Ireland', false],
    ['England', false],
    [null, false],
    ['', false],
  ])('countryIsIreland(%j) is %s', (country, expected) => {
    expect(countryIsIreland(country)).toBe(expected);
  });
});

/** Every office, every certificate, as a person reads it (issue 18 item 10). */
const everyText = OFFICES.flatMap((entry) =>
  (['birth', 'marriage', 'death'] as const).map((kind) => {
    // 'New York, United States' is read as the city, as 'New York, New York' is.
    const place = entry.region === entry.country ? null : entry.id === 'us-ny' ? 'Albany, New York' : entry.region;
    const read = certificateOffice({ country: entry.country, place, kind, date: '1900-01-01' }, TODAY);
    return [`${entry.id} ${kind}`, read] as const;
  }),
);

describe('office wording a person reads', () => {
  it('finds every entry from its own country and region', () => {
    for (const [label, read] of everyText) expect(read.entryId, label).toBe(label.split(' ')[0]);
  });

  it.each(everyText)(
    '%s: every figure says when it was last checked and where it comes from, or what to ask',
    (_l, read) => {
      for (const line of [read.fee, read.time]) {
        if (/^Ask |^Each office/.test(line)) continue;
        expect(line).toMatch(
          /\(last checked (?:[A-Z][a-z]+ )?\d{4}; source: [a-z0-9.-]+(?:, which gives no date)?\)\.|\(reported by [a-z0-9.-]+(?:, which gives no date;|,) last checked (?:[A-Z][a-z]+ )?\d{4}\)\./,
        );
      }
    },
  );

  it.each(everyText)('%s: no research-note phrasing', (_l, read) => {
    const text = [read.office, read.askFor, read.fee, read.time, ...read.notes, ...read.sources.map((s) => s.checked)]
      .join(' ')
      .toLowerCase();
    for (const phrase of RESEARCH_NOTE_PHRASES) expect(text).not.toContain(phrase.toLowerCase());
  });
});

describe('a US marriage kept by a county (decision 058)', () => {
  it('names the nearer county office where the data set has it', () => {
    const chicago = office('United States', 'Chicago, Illinois', 'marriage');
    expect(chicago.office).toMatch(/Cook County Clerk/);
    expect(chicago.notes.join(' ')).not.toMatch(/Ask the county clerk/);
  });

  it('otherwise says which county’s clerk to ask: the county typed, or the county the place is in', () => {
    expect(office('United States', 'Peoria County, Illinois', 'marriage').notes[0]).toBe(
      'Ask the county clerk of Peoria County, Illinois, for the marriage record.',
    );
    expect(office('United States', 'Springfield, Illinois', 'marriage').notes[0]).toBe(
      'Ask the county clerk of the county Springfield is in (Illinois) for the marriage record.',
    );
    expect(office('United States', 'Illinois', 'marriage').notes[0]).toBe(
      'Your tree does not say where in Illinois they married: the county clerk of that county holds the record.',
    );
  });

  it('says nothing of a county for a marriage a city or state office keeps, nor for a birth', () => {
    expect(office('United States', 'Brooklyn, New York', 'marriage').notes.join(' ')).not.toMatch(/county clerk/);
    expect(office('United States', 'Springfield, Illinois', 'birth').notes.join(' ')).not.toMatch(
      /Ask the county clerk/,
    );
  });
});
