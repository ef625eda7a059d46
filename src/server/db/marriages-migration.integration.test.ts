import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openBlank, type MigratedDatabase } from '#tests/support/migrations.ts';

/**
 * Migration 0018 moves every 'marriage' name record's date, place, country and spouse into a
 * marriage of its own, one for both partners when both recorded it
 * (docs/decisions/058-marriages-and-names-as-records.md). Rows written under the previous schema
 * must read the same afterwards, seen from each record's own partner, and nothing else may change.
 */

const BEFORE = '0017_registry_fee_lines';

type OldRecord = {
  key: string;
  member: string;
  type: 'birth' | 'marriage' | 'divorce' | 'legal_change' | 'adoption';
  before?: string;
  after?: string;
  date?: string;
  place?: string;
  country?: string;
  spouse?: string;
  spouseFirst?: string;
  spouseLast?: string;
};

/**
 * Mary and John both recorded their 1959 marriage (John without the date): one marriage. Mary's
 * second marriage to Peter is recorded on her only. Nora married Tom twice, both recorded on both
 * sides, in different years: two marriages. Ann's husband is not in the tree. Kate and Liam
 * disagree on the place: two marriages, nothing overwritten.
 */
const OLD: OldRecord[] = [
  { key: 'maryBirth', member: 'Mary', type: 'birth', after: 'Walsh' },
  {
    key: 'maryToJohn',
    member: 'Mary',
    type: 'marriage',
    before: 'Walsh',
    after: 'Byrne',
    date: '1959-06-20',
    place: 'Boston, Massachusetts',
    country: 'United States',
    spouse: 'John',
    spouseFirst: 'John',
    spouseLast: 'Byrne',
  },
  { key: 'johnToMary', member: 'John', type: 'marriage', spouse: 'Mary', spouseFirst: 'Mary', spouseLast: 'Walsh' },
  {
    key: 'maryDivorce',
    member: 'Mary',
    type: 'divorce',
    before: 'Byrne',
    after: 'Walsh',
    date: 'ABT 1970',
    spouse: 'John',
  },
  { key: 'maryToPeter', member: 'Mary', type: 'marriage', after: 'Kelly', date: '1975', spouse: 'Peter' },
  { key: 'noraToTom1', member: 'Nora', type: 'marriage', date: '1960-01-02', spouse: 'Tom', country: 'Ireland' },
  { key: 'noraToTom2', member: 'Nora', type: 'marriage', date: '1980-05-06', spouse: 'Tom' },
  { key: 'tomToNora2', member: 'Tom', type: 'marriage', date: '1980-05-06', spouse: 'Nora', place: 'Cork' },
  { key: 'tomToNora1', member: 'Tom', type: 'marriage', date: '1960-01-02', spouse: 'Nora' },
  {
    key: 'annMarriage',
    member: 'Ann',
    type: 'marriage',
    after: 'Doyle',
    date: 'BET 1930 AND 1935',
    place: 'Chicago',
    spouseFirst: 'Seán',
    spouseLast: 'Doyle',
  },
  { key: 'annDeedPoll', member: 'Ann', type: 'legal_change', before: 'Doyle', after: 'Dale', date: '1950-03' },
  { key: 'kateToLiam', member: 'Kate', type: 'marriage', place: 'Galway', spouse: 'Liam' },
  { key: 'liamToKate', member: 'Liam', type: 'marriage', place: 'Sligo', spouse: 'Kate' },
];

const MEMBERS = ['Mary', 'John', 'Peter', 'Nora', 'Tom', 'Ann', 'Kate', 'Liam'];

/** A record as the API shows it: a marriage's fields read from its marriage, from its own partner's side. */
const SEEN = `
  select n.id,
    n.family_member_id as member, n.change_type as type,
    n.surname_before_change as before, n.surname_after_change as after,
    coalesce(m.marriage_date, n.change_date) as date,
    coalesce(m.marriage_place, n.change_place) as place,
    coalesce(m.marriage_country, n.change_country) as country,
    case when m.id is null then n.spouse_family_member_id
         when m.partner_a_member_id = n.family_member_id then m.partner_b_member_id
         else m.partner_a_member_id end as spouse,
    case when m.id is null then n.spouse_first_name
         when m.partner_a_member_id = n.family_member_id then m.partner_b_first_name
         else m.partner_a_first_name end as spouse_first,
    case when m.id is null then n.spouse_last_name
         when m.partner_a_member_id = n.family_member_id then m.partner_b_last_name
         else m.partner_a_last_name end as spouse_last,
    n.marriage_id
  from name_change_events n left join marriages m on m.id = n.marriage_id`;

describe('migration 0018: marriages become records shared by both partners', () => {
  let db: MigratedDatabase;
  const folders: string[] = [];
  const memberIds = new Map<string, string>();
  const recordIds = new Map<string, string>();
  let seen = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    db = await openBlank();
    const old = migrationsUpTo(BEFORE);
    folders.push(old);
    await db.migrateTo(old);
    await db.query(`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    for (const first of MEMBERS) {
      const { rows } = await db.query(
        `insert into family_members (user_id, first_name, last_name, relationship)
         values ('u1', $1, 'Walsh', $2) returning id`,
        [first, first === 'Mary' ? 'self' : 'other'],
      );
      memberIds.set(first, String(rows[0]?.id));
    }
    for (const [i, r] of OLD.entries()) {
      const { rows } = await db.query(
        `insert into name_change_events (user_id, family_member_id, change_type, surname_before_change,
           surname_after_change, change_date, change_place, change_country, spouse_family_member_id,
           spouse_first_name, spouse_last_name, created_at)
         values ('u1', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11 * interval '1 second') returning id`,
        [
          memberIds.get(r.member),
          r.type,
          r.before ?? null,
          r.after ?? null,
          r.date ?? null,
          r.place ?? null,
          r.country ?? null,
          r.spouse ? memberIds.get(r.spouse) : null,
          r.spouseFirst ?? null,
          r.spouseLast ?? null,
          i,
        ],
      );
      recordIds.set(r.key, String(rows[0]?.id));
    }
    // Up to this release only: migration 0020 moves divorces onto marriages (marriage-end-migration test).
    const upTo0018 = migrationsUpTo('0018_marriages_as_records');
    folders.push(upTo0018);
    await db.migrateTo(upTo0018);
    const { rows } = await db.query(SEEN);
    seen = new Map(rows.map((r) => [String(r.id), r]));
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const of = (key: string) => seen.get(recordIds.get(key) ?? '') ?? {};

  it('keeps every name record, and each reads as it did, seen from its own partner', () => {
    expect(seen.size).toBe(OLD.length);
    for (const r of OLD) {
      const after = of(r.key);
      expect({ key: r.key, ...after, id: undefined, marriage_id: undefined }).toEqual({
        key: r.key,
        id: undefined,
        marriage_id: undefined,
        member: memberIds.get(r.member),
        type: r.type,
        before: r.before ?? null,
        after: r.after ?? null,
        // The two sides of one marriage share what either recorded.
        date: r.date ?? (r.key === 'johnToMary' ? '1959-06-20' : null),
        place: r.place ?? (r.key === 'johnToMary' ? 'Boston, Massachusetts' : r.key === 'noraToTom2' ? 'Cork' : null),
        country: r.country ?? (r.key === 'johnToMary' ? 'United States' : r.key === 'tomToNora1' ? 'Ireland' : null),
        spouse: r.spouse ? memberIds.get(r.spouse) : null,
        spouse_first: r.spouseFirst ?? null,
        spouse_last: r.spouseLast ?? null,
      });
    }
  });

  it('makes one marriage of both sides of a couple’s marriage, and one per marriage recorded once', () => {
    expect(of('maryToJohn').marriage_id).toBe(of('johnToMary').marriage_id);
    expect(of('noraToTom1').marriage_id).toBe(of('tomToNora1').marriage_id);
    expect(of('noraToTom2').marriage_id).toBe(of('tomToNora2').marriage_id);
    expect(of('noraToTom1').marriage_id).not.toBe(of('noraToTom2').marriage_id);
    // A disagreement is not settled by the migration: both places are kept.
    expect(of('kateToLiam').marriage_id).not.toBe(of('liamToKate').marriage_id);
    expect(of('maryToPeter').marriage_id).toBeTruthy();
    expect(of('annMarriage').marriage_id).toBeTruthy();
    for (const key of ['maryBirth', 'maryDivorce', 'annDeedPoll']) expect(of(key).marriage_id).toBeNull();
  });

  it('holds each marriage once, with both partners', async () => {
    const { rows } = await db.query(
      `select partner_a_member_id as a, partner_b_member_id as b, marriage_date as date from marriages order by marriage_date nulls last, marriage_place`,
    );
    const pair = (x: string, y: string) => [memberIds.get(x), memberIds.get(y)].sort();
    expect(rows.map((r) => ({ pair: [r.a, r.b].filter(Boolean).sort(), date: r.date }))).toEqual([
      { pair: pair('Mary', 'John'), date: '1959-06-20' },
      { pair: pair('Nora', 'Tom'), date: '1960-01-02' },
      { pair: pair('Mary', 'Peter'), date: '1975' },
      { pair: pair('Nora', 'Tom'), date: '1980-05-06' },
      { pair: [memberIds.get('Ann')], date: 'BET 1930 AND 1935' },
      { pair: pair('Kate', 'Liam'), date: null },
      { pair: pair('Kate', 'Liam'), date: null },
    ]);
  });

  it('leaves a marriage record holding only names, and the marriage date guarded like every record date', async () => {
    const { rows } = await db.query(
      `select count(*)::int as n from name_change_events where change_type = 'marriage'
         and (change_date is not null or change_place is not null or spouse_family_member_id is not null
              or spouse_first_name is not null)`,
    );
    expect(rows[0]?.n).toBe(0);
    await expect(
      db.query(`update marriages set marriage_date = '20/06/1959' where id = $1`, [of('maryToJohn').marriage_id]),
    ).rejects.toThrow(/marriages_marriage_date_shape/);
  });
});
