import { describe, expect, it } from 'vitest';
import { EVENT_KINDS, type Fee, type Figure, type OfficeEntry } from './types.ts';
import { OFFICES, findOffice, officeById } from './index.ts';
import { US_STATE_NAMES } from './us.ts';

const figures = (e: OfficeEntry): (Fee | Figure)[] => EVENT_KINDS.flatMap((k) => [e.events[k].fee, e.events[k].time]);

describe('certificate offices data', () => {
  it.each(OFFICES.map((e) => [e.id, e] as const))('%s has an office, an ordering address and a source', (_id, e) => {
    expect(e.office.trim()).not.toBe('');
    expect(e.orderUrl).toMatch(/^https?:\/\/\S+$/);
    expect(e.sources.length).toBeGreaterThan(0);
    for (const s of e.sources) {
      expect(s.url).toMatch(/^https?:\/\/\S+$/);
      expect(s.seen.trim()).not.toBe('');
    }
    for (const k of EVENT_KINDS) expect(e.events[k].askFor.trim()).not.toBe('');
  });

  it.each(OFFICES.map((e) => [e.id, e] as const))(
    '%s carries no fee or time without a source listed on the entry',
    (_id, e) => {
      const listed = new Set(e.sources.map((s) => s.url));
      for (const f of figures(e)) {
        if (f.status === 'found') {
          expect(listed.has(f.source.url)).toBe(true);
          expect(f.text).toMatch(/\d/);
        } else {
          // An unsourced figure is an invented one: 'ask' entries never carry a number.
          expect(f.ask).not.toMatch(/\d/);
          expect(f.ask).toMatch(/^Ask /);
        }
      }
    },
  );

  it('has unique ids', () => {
    expect(new Set(OFFICES.map((e) => e.id)).size).toBe(OFFICES.length);
  });

  it('covers every US state, DC and New York City', () => {
    const ids = new Set(OFFICES.map((e) => e.id));
    for (const code of Object.keys(US_STATE_NAMES)) expect(ids.has(`us-${code.toLowerCase()}`)).toBe(true);
    expect(Object.keys(US_STATE_NAMES)).toHaveLength(51);
    expect(ids.has('us-dc')).toBe(true);
    expect(ids.has('us-nyc')).toBe(true);
  });

  it.each([
    ['Australia', ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']],
    ['Canada', ['ON', 'QC', 'BC', 'AB', 'SK', 'MB', 'NB', 'NS', 'PE', 'NL', 'YT', 'NT', 'NU']],
  ] as const)('covers every state, province and territory of %s', (country, codes) => {
    const got = OFFICES.filter((e) => e.country === country).map((e) => e.regionCode);
    expect([...got].sort()).toEqual([...codes].sort());
  });

  it('covers New Zealand, Ireland, Northern Ireland, England and Wales, and Scotland', () => {
    for (const id of ['nz', 'ie', 'ni', 'gb-ew', 'gb-sct']) expect(officeById(id)).not.toBeNull();
  });
});

describe('findOffice', () => {
  it.each([
    ['Boston, Massachusetts', null, 'us-ma'],
    ['Boston, MA', null, 'us-ma'],
    ['Boston', 'USA', 'us-ma'],
    ['Brooklyn, New York', null, 'us-nyc'],
    ['Brooklyn, Kings, New York, USA', null, 'us-nyc'],
    ['New York, New York', null, 'us-nyc'],
    ['Albany, New York', 'United States', 'us-ny'],
    ['Dublin, Ohio', null, 'us-oh'],
    ['Chicago, Cook, Illinois', null, 'us-il'],
    ['Sydney, NSW', null, 'au-nsw'],
    ['Melbourne, Victoria, Australia', null, 'au-vic'],
    ['Toronto, Ontario', null, 'ca-on'],
    ['Halifax, Nova Scotia, Canada', null, 'ca-ns'],
    ['Whitehorse, Yukon', null, 'ca-yt'],
    ['Victoria, British Columbia', null, 'ca-bc'],
    ['Auckland', 'New Zealand', 'nz'],
    ['Castlebar, Co. Mayo', 'Ireland', 'ie'],
    ['Belfast', 'Ireland', 'ni'],
    ['Glasgow, Lanarkshire', 'United Kingdom', 'gb-sct'],
    ['Liverpool, Lancashire, England', null, 'gb-ew'],
  ])('%s (%s) -> %s', (place, country, id) => {
    expect(findOffice(country, place, 'birth')?.entry.id).toBe(id);
  });

  it('sends a Boston birth to the Massachusetts Registry of Vital Records and Statistics', () => {
    const found = findOffice(null, 'Boston, Massachusetts', 'birth');
    expect(found?.office).toContain('Registry of Vital Records and Statistics (RVRS)');
    expect(found?.askFor).toContain('certified copy');
  });

  it('asks NYC for the long form with the time of birth, and sends NYC marriages to the City Clerk', () => {
    expect(findOffice(null, 'Brooklyn, New York', 'birth')?.askFor).toContain('"time of birth"');
    expect(findOffice(null, 'Brooklyn, New York', 'marriage')?.office).toContain('City Clerk');
  });

  it("asks Ontario for the certified copy of birth registration, with the regulation's fee", () => {
    const found = findOffice('Canada', 'Toronto, Ontario', 'birth');
    expect(found?.askFor).toContain('certified copy of birth registration');
    expect(found?.fee).toMatchObject({ status: 'found', currency: 'CAD' });
  });

  it('returns null when the place settles no office', () => {
    expect(findOffice('USA', null, 'birth')).toBeNull();
    expect(findOffice('France', 'Paris', 'birth')).toBeNull();
    expect(findOffice(null, null, 'death')).toBeNull();
  });
});

describe('researched US states', () => {
  // [id, words in the office name, event, fee currency or 'ask', time found?, a source domain behind the entry]
  it.each([
    ['us-pa', 'Division of Vital Records', 'birth', 'USD', true, 'health.pa.gov'],
    ['us-pa', 'Division of Vital Records', 'death', 'ask', false, 'health.pa.gov'],
    ['us-il', 'Illinois Department of Public Health', 'birth', 'USD', true, 'dph.illinois.gov'],
    ['us-il', 'Illinois Department of Public Health', 'death', 'USD', true, 'ssa.gov'],
    ['us-il', 'Illinois Department of Public Health', 'marriage', 'ask', false, 'cookcountyil.gov'],
    ['us-nj', 'Office of Vital Statistics and Registry', 'birth', 'USD', true, 'fairfieldnj.org'],
    ['us-ca', 'California Department of Public Health', 'birth', 'USD', true, 'cdph.ca.gov'],
    ['us-ca', 'California Department of Public Health', 'death', 'USD', false, 'cdc.gov'],
    ['us-ct', 'State Vital Records Office', 'birth', 'USD', true, 'ct.gov'],
    ['us-mi', 'State Vital Records Office', 'birth', 'USD', true, 'michigan.gov'],
    ['us-oh', 'Bureau of Vital Statistics', 'birth', 'USD', true, 'cuyahogacounty.us'],
    ['us-oh', 'Bureau of Vital Statistics', 'death', 'ask', true, 'cuyahogacounty.us'],
    ['us-fl', 'Bureau of Vital Statistics', 'birth', 'USD', true, 'floridahealth.gov'],
    ['us-tx', 'Vital Statistics Section', 'birth', 'ask', true, 'dshs.texas.gov'],
    ['us-ri', 'Office of Vital Records', 'birth', 'ask', false, 'statusin.org'],
    ['us-mo', 'Bureau of Vital Records', 'birth', 'USD', true, 'health.mo.gov'],
    ['us-wi', 'Vital Records Office', 'birth', 'USD', true, 'dhs.wisconsin.gov'],
    ['us-wa', 'Center for Health Statistics', 'birth', 'USD', false, 'waitsburgtimes.com'],
    ['us-md', 'Division of Vital Records', 'birth', 'ask', false, 'maryland.gov'],
    ['us-mn', 'Office of Vital Records', 'death', 'USD', false, 'ssa.gov'],
    ['us-ga', 'State Office of Vital Records', 'marriage', 'USD', false, 'georgia.gov'],
    ['us-va', 'Office of Vital Records', 'birth', 'USD', true, 'vdh.virginia.gov'],
    ['us-in', 'Indiana Department of Health', 'birth', 'USD', false, 'usastatus.org'],
    ['us-ky', 'Office of Vital Statistics', 'birth', 'USD', true, 'magoffincountyhealthdepartment.org'],
    ['us-la', 'Vital Records Registry', 'birth', 'USD', false, 'ldh.la.gov'],
    ['us-nh', 'Division of Vital Records Administration', 'birth', 'USD', true, 'salemnh.gov'],
    ['us-nc', 'Register of Deeds', 'birth', 'ask', true, 'ncvitals.com'],
    ['us-co', 'Vital Records Section', 'birth', 'ask', true, 'coloradoofficialrecords.com'],
    ['us-dc', 'Vital Records Division', 'birth', 'ask', false, 'legalclarity.org'],
    ['us-az', 'Bureau of Vital Records', 'birth', 'ask', false, 'legalclarity.org'],
    ['us-or', 'Center for Health Statistics', 'death', 'USD', true, 'oregon.gov'],
    ['us-tn', 'Office of Vital Records', 'birth', 'ask', false, 'nashvilleclerk.com'],
    ['us-sc', 'Vital Records', 'birth', 'USD', true, 'dph.sc.gov'],
    ['us-me', 'Data, Research and Vital Statistics', 'birth', 'USD', true, 'maine.gov'],
    ['us-vt', 'Vital Records Office', 'birth', 'USD', false, 'healthvermont.gov'],
    ['us-de', 'Office of Vital Statistics', 'birth', 'ask', false, 'dhss.delaware.gov'],
    ['us-ia', 'Bureau of Health Statistics', 'birth', 'USD', false, 'idph.state.ia.us'],
    ['us-ks', 'Office of Vital Statistics', 'birth', 'USD', false, 'sos.ks.gov'],
    ['us-ne', 'Office of Vital Records', 'birth', 'ask', false, 'staterecords.org'],
    ['us-ok', 'Division of Vital Records', 'birth', 'USD', true, 'oklahoma.gov'],
    ['us-wv', 'Vital Registration Office', 'birth', 'ask', false, 'dhhr.wv.gov'],
    ['us-al', 'Center for Health Statistics', 'birth', 'USD', false, 'alabamapublichealth.gov'],
    ['us-ar', 'Vital Records Section', 'birth', 'USD', false, 'legalclarity.org'],
    ['us-ms', 'Vital Records', 'birth', 'USD', false, 'scribd.com'],
    ['us-nm', 'Bureau of Vital Records', 'death', 'USD', false, 'lawserver.com'],
    ['us-hi', 'Office of Health Status Monitoring', 'birth', 'USD', false, 'health.hawaii.gov'],
    ['us-ak', 'Bureau of Vital Statistics', 'birth', 'ask', false, 'getpocketlaw.com'],
    ['us-mt', 'Office of Vital Records', 'death', 'USD', false, 'leg.mt.gov'],
    ['us-ut', 'Office of Vital Records and Statistics', 'birth', 'ask', false, 'legalclarity.org'],
    ['us-id', 'Bureau of Vital Records', 'death', 'USD', false, 'casetext.com'],
    ['us-nv', 'Office of Vital Records', 'birth', 'USD', false, 'dpbh.nv.gov'],
    ['us-nd', 'Division of Vital Records', 'birth', 'USD', true, 'hhs.nd.gov'],
    ['us-sd', 'Office of Vital Records', 'death', 'USD', false, 'doh.sd.gov'],
    ['us-wy', 'Vital Statistics Services', 'birth', 'ask', false, 'legisweb.state.wy.us'],
  ] as const)(
    '%s names "%s"; %s fee %s, time found %s, sourced from %s',
    (id, office, event, currency, timeFound, domain) => {
      const e = officeById(id);
      expect(e).not.toBeNull();
      expect(e?.office).toContain(office);
      expect(e?.office).not.toContain('find it in the CDC directory');
      const d = e!.events[event];
      if (currency === 'ask') expect(d.fee.status).toBe('ask');
      else expect(d.fee).toMatchObject({ status: 'found', currency });
      expect(d.time.status).toBe(timeFound ? 'found' : 'ask');
      expect(e?.sources.some((s) => s.url.includes(domain))).toBe(true);
    },
  );

  it('asks Illinois for the long form certified copy, Connecticut for the long form and Florida for the photocopy', () => {
    expect(findOffice(null, 'Chicago, Cook, Illinois', 'birth')?.askFor).toContain('long form certified copy');
    expect(findOffice(null, 'Hartford, Connecticut', 'birth')?.askFor).toContain('long form');
    expect(findOffice(null, 'Miami, Dade, Florida', 'birth')?.askFor).toContain('"photocopy"');
    expect(findOffice(null, 'Houston, Harris, Texas', 'birth')?.askFor).toContain('"full reproduction"');
    expect(findOffice(null, 'New Orleans, Louisiana', 'birth')?.askFor).toContain('"long-form birth certificate"');
    expect(findOffice(null, 'Indianapolis, Indiana', 'birth')?.askFor).toContain('"long-form birth certificate"');
  });

  it('sends Illinois and Texas marriages to the county clerk', () => {
    expect(findOffice(null, 'Springfield, Sangamon, Illinois', 'marriage')?.office).toContain('county clerk');
    expect(findOffice(null, 'Austin, Texas', 'marriage')?.office).toContain('county clerk');
  });
});

describe('US coverage', () => {
  it('names a researched office for every state, DC and New York City', () => {
    const us = OFFICES.filter((e) => e.country === 'United States');
    expect(us).toHaveLength(52);
    for (const e of us) expect(e.office).not.toContain('find it in the CDC directory');
  });
});

describe('Australian gaps filled', () => {
  it('gives the Queensland death certificate fee in AUD with its source', () => {
    const qld = officeById('au-qld');
    expect(qld?.events.death.fee).toMatchObject({ status: 'found', currency: 'AUD' });
    expect(qld?.sources.some((s) => s.url.includes('death-certificates'))).toBe(true);
  });
});
