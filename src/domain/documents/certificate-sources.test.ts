import { describe, expect, it } from 'vitest';
import {
  allSources,
  certificateSource,
  countryIsIreland,
  FACTS_CHECKED,
  jurisdictionOf,
  type Jurisdiction,
  type MatchBasis,
} from './certificate-sources.ts';

describe('jurisdictionOf', () => {
  it.each<[string | null, string | null, Jurisdiction, MatchBasis]>([
    // What people type in the country field, and what GEDCOM import writes.
    ['Ireland', null, 'ireland', 'country'],
    ['Republic of Ireland', 'Castlebar, Co. Mayo', 'ireland', 'country'],
    ['Éire', null, 'ireland', 'country'],
    ['ireland ', 'Dublin', 'ireland', 'country'],
    ['Northern Ireland', null, 'northern_ireland', 'country'],
    ['England', null, 'england_wales', 'country'],
    ['Wales', 'Cardiff', 'england_wales', 'country'],
    ['Scotland', null, 'scotland', 'country'],
    ['United States', 'Boston, MA', 'usa', 'country'],
    ['USA', null, 'usa', 'country'],
    ['Australia', null, 'australia', 'country'],
    ['Canada', null, 'canada', 'country'],
    // A whole GEDCOM place typed into the country field.
    ['Castlebar, Co. Mayo, Ireland', null, 'ireland', 'country'],
    // 'Ireland' before 1922 can be Northern Ireland today: the place decides.
    ['Ireland', 'Belfast', 'northern_ireland', 'place'],
    ['Ireland', 'Lurgan, Co. Armagh', 'northern_ireland', 'place'],
    // 'United Kingdom' is narrowed by the place when it names a nation…
    ['United Kingdom', 'Glasgow', 'scotland', 'place'],
    ['UK', 'Belfast', 'northern_ireland', 'place'],
    ['UK', 'Manchester', 'england_wales', 'place'],
    ['United Kingdom', 'Swansea', 'england_wales', 'place'],
    ['Great Britain', 'Edinburgh', 'scotland', 'place'],
    // …and otherwise defaults to England and Wales (with the other offices named).
    ['United Kingdom', null, 'england_wales', 'uk_default'],
    ['UK', 'Little Snoring', 'england_wales', 'uk_default'],
    // No country: the place alone.
    [null, 'Castlebar, Co. Mayo', 'ireland', 'place'],
    [null, 'Belfast', 'northern_ireland', 'place'],
    [null, 'Liverpool', 'england_wales', 'place'],
    [null, 'Boston, Massachusetts', 'usa', 'place'],
    [null, 'Sydney, New South Wales', 'australia', 'place'],
    [null, 'Toronto, Ontario', 'canada', 'place'],
    // Countries without their own entry, and nothing at all.
    ['France', 'Paris', 'other', 'unknown'],
    ['New Zealand', null, 'other', 'unknown'],
    [null, null, 'other', 'unknown'],
    ['  ', '', 'other', 'unknown'],
  ])('%j / %j → %s (%s)', (country, place, jurisdiction, basis) => {
    expect(jurisdictionOf(country, place)).toMatchObject({ jurisdiction, basis });
  });
});

describe('certificateSource', () => {
  it.each<[Jurisdiction, string, string[]]>([
    [
      'ireland',
      'General Register Office (GRO), Roscommon',
      ['€20 full standard certificate', '€4 uncertified research copy (not valid for FBR)', '€10 authentication'],
    ],
    ['northern_ireland', 'GRONI', ['£15 first copy', '£8 for each extra copy']],
    [
      'england_wales',
      'General Register Office (GRO) for England and Wales, via gov.uk',
      ['£12.50', '£17', '£38.50', 'PDF £8'],
    ],
    // Two NRS pages disagreed: the newer one wins, and the office is asked to confirm.
    ['scotland', 'ScotlandsPeople', ['£15 first copy, £10 for each extra copy', 'confirm the current price']],
    // Old or conflicting state figures are not quoted: the office is asked.
    ['usa', 'vital records office', ['ask the office for its fee']],
    ['australia', 'BDM', ['NSW standard certificate $68 including $11 postage']],
    ['canada', 'vital statistics', ['Ontario long form $35 first copy, $45 replacement']],
    ['other', 'civil registration office of the country where it happened', ['Ask the office']],
  ])('%s: office and fee as last seen', (jurisdiction, office, feeParts) => {
    const source = allSources().find((s) => s.jurisdiction === jurisdiction);
    expect(source?.office).toContain(office);
    for (const part of feeParts) expect(source?.fee).toContain(part);
    expect(source?.lastSeen).toBe(FACTS_CHECKED);
  });

  it('says when the figures were last checked', () => {
    expect(FACTS_CHECKED).toBe('late 2025');
  });

  it.each<[Jurisdiction, string, string]>([
    ['england_wales', 'time', 'about 15 working days'],
    ['scotland', 'time', '15 working days'],
    ['usa', 'howToOrder', 'Where to Write for Vital Records'],
    ['usa', 'howToOrder', 'not a short "abstract"'],
    ['australia', 'time', 'online up to 3 weeks, post up to 5 weeks, plus 5–7 days delivery'],
    ['canada', 'howToOrder', 'long form'],
    ['canada', 'time', 'online about 15 business days, by mail 6–8 weeks'],
  ])('%s: %s mentions %j', (jurisdiction, field, text) => {
    const source = allSources().find((s) => s.jurisdiction === jurisdiction);
    expect(source?.[field as 'time' | 'howToOrder']).toContain(text);
  });

  it('points Irish events to irishgenealogy.ie for historic images, not as originals', () => {
    const source = certificateSource({ country: 'Ireland', place: 'Cork', kind: 'death', date: '1950-01-01' });
    expect(source.notes.join(' ')).toMatch(/irishgenealogy\.ie.*not original certificates/);
  });

  it.each<[string, string | null, boolean]>([
    ['1900-05-01', 'also order from the GRO in Dublin', true],
    ['1921-12-31', 'also order from the GRO in Dublin', true],
    ['1950-05-01', 'also order from the GRO in Dublin', false],
    ['1860-05-01', 'no civil record', true],
  ])('Northern Ireland birth on %s: note %j %s', (date, text, present) => {
    const notes = certificateSource({ country: 'Northern Ireland', place: 'Belfast', kind: 'birth', date }).notes.join(
      ' ',
    );
    expect(notes.includes(text ?? '')).toBe(present);
  });

  it('warns that Irish civil registration began in 1864', () => {
    const source = certificateSource({ country: 'Ireland', place: 'Westport', kind: 'birth', date: '1850-02-02' });
    expect(source.notes[0]).toContain('began on 1 January 1864');
  });

  it('names the office in the country for countries without their own entry', () => {
    const source = certificateSource({ country: 'France', place: 'Paris' });
    expect(source).toMatchObject({
      jurisdiction: 'other',
      region: 'France',
      office: 'The civil registration office in France',
    });
    expect(source.notes.join(' ')).toContain('apostille');
  });

  it('names the other UK offices when only "United Kingdom" is known', () => {
    const source = certificateSource({ country: 'UK', place: null });
    expect(source.jurisdiction).toBe('england_wales');
    expect(source.notes[0]).toMatch(/NRS.*GRONI/);
  });

  it('uses the Dublin GRO for someone born on the island at an unknown place', () => {
    const source = certificateSource({ country: null, place: null, kind: 'birth', bornOnIsland: true });
    expect(source).toMatchObject({ jurisdiction: 'ireland', basis: 'island_default' });
    expect(source.notes[0]).toContain('GRONI');
  });
});

describe('countryIsIreland', () => {
  it.each<[string | null, boolean]>([
    ['Ireland', true],
    ['Republic of Ireland', true],
    ['Éire', true],
    ['Northern Ireland', false],
    ['England', false],
    [null, false],
    ['', false],
  ])('%j → %s', (country, expected) => {
    expect(countryIsIreland(country)).toBe(expected);
  });
});
