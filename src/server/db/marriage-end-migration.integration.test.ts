import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openBlank, type MigratedDatabase } from '#tests/support/migrations.ts';
import { PATHS } from '../paths.ts';

/**
 * Migration 0020 moves each divorce name record's date, place and country onto the marriage it
 * ends, where that can be told (docs/decisions/058-marriages-and-names-as-records.md). Every row
 * stays; a divorce reads the same date, place and country afterwards, from its marriage's end.
 */

const BEFORE = '0019_email_headers';

type Marriage = { key: string; a: string; b?: string; bFirst?: string; bLast?: string; date?: string };
type Divorce = {
  key: string;
  member: string;
  spouse?: string;
  spouseFirst?: string;
  spouseLast?: string;
  date?: string;
  place?: string;
  country?: string;
};

/** Mary divorced John; Nora and Tom married twice and divorced twice; Ann's husband is not in the tree. */
const MARRIAGES: Marriage[] = [
  { key: 'maryJohn', a: 'Mary', b: 'John', date: '1959-06-20' },
  { key: 'maryPeter', a: 'Mary', b: 'Peter', date: '1975' },
  { key: 'noraTom1', a: 'Nora', b: 'Tom', date: '1960-01-02' },
  { key: 'noraTom2', a: 'Tom', b: 'Nora', date: '1980-05-06' },
  { key: 'annSean', a: 'Ann', bFirst: 'Seán', bLast: 'Doyle', date: 'BET 1930 AND 1935' },
  { key: 'kateLiam1', a: 'Kate', b: 'Liam' },
  { key: 'kateLiam2', a: 'Kate', b: 'Liam' },
];

const DIVORCES: Divorce[] = [
  {
    key: 'maryFromJohn',
    member: 'Mary',
    spouse: 'John',
    date: 'ABT 1970',
    place: 'Reno, Nevada',
    country: 'United States',
  },
  // The same divorce recorded on John too, later: the marriage takes the first one only.
  { key: 'johnFromMary', member: 'John', spouse: 'Mary', date: '1971' },
  // Before their second wedding: only the first marriage can be the one it ends.
  { key: 'noraFromTom1', member: 'Nora', spouse: 'Tom', date: '1970' },
  // After both weddings: the one married last.
  { key: 'noraFromTom2', member: 'Nora', spouse: 'Tom', date: '1990-02-03', place: 'Cork', country: 'Ireland' },
  { key: 'annFromSean', member: 'Ann', spouseFirst: 'seán', spouseLast: ' Doyle', date: '1950' },
  // Two undated marriages of one couple: which one ended cannot be told.
  { key: 'kateFromLiam', member: 'Kate', spouse: 'Liam', date: '1999' },
  // No spouse named.
  { key: 'roseDivorce', member: 'Rose', date: '1985', place: 'Leeds' },
  // A spouse she never married in the tree.
  { key: 'roseFromJohn', member: 'Rose', spouse: 'John', date: '1986' },
];

const MEMBERS = ['Mary', 'John', 'Peter', 'Nora', 'Tom', 'Ann', 'Kate', 'Liam', 'Rose'];

/** A divorce record as the API reads it: from its marriage's end when it points to one. */
const SEEN = `
  select n.id, n.family_member_id as member, n.change_type as type,
    n.surname_before_change as before, n.surname_after_change as after,
    case when m.id is null then n.change_date else m.end_date end as date,
    case when m.id is null then n.change_place else m.end_place end as place,
    case when m.id is null then n.change_country else m.end_country end as country,
    n.marriage_id
  from name_change_events n left join marriages m on m.id = n.marriage_id`;

describe('migration 0020: a divorce becomes the end of the marriage it ends', () => {
  let db: MigratedDatabase;
  const folders: string[] = [];
  const memberIds = new Map<string, string>();
  const marriageIds = new Map<string, string>();
  const recordIds = new Map<string, string>();
  let seen = new Map<string, Record<string, unknown>>();
  let nameRecordsBefore = 0;

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
    for (const [i, m] of MARRIAGES.entries()) {
      const { rows } = await db.query(
        `insert into marriages (user_id, partner_a_member_id, partner_b_member_id, partner_b_first_name,
           partner_b_last_name, marriage_date, created_at)
         values ('u1', $1, $2, $3, $4, $5, now() + $6 * interval '1 second') returning id`,
        [memberIds.get(m.a), m.b ? memberIds.get(m.b) : null, m.bFirst ?? null, m.bLast ?? null, m.date ?? null, i],
      );
      const id = String(rows[0]?.id);
      marriageIds.set(m.key, id);
      for (const member of [m.a, ...(m.b ? [m.b] : [])]) {
        await db.query(
          `insert into name_change_events (user_id, family_member_id, change_type, marriage_id)
           values ('u1', $1, 'marriage', $2)`,
          [memberIds.get(member), id],
        );
      }
    }
    for (const [i, d] of DIVORCES.entries()) {
      const { rows } = await db.query(
        `insert into name_change_events (user_id, family_member_id, change_type, surname_before_change,
           surname_after_change, change_date, change_place, change_country, spouse_family_member_id,
           spouse_first_name, spouse_last_name, created_at)
         values ('u1', $1, 'divorce', 'Byrne', 'Walsh', $2, $3, $4, $5, $6, $7, now() + $8 * interval '1 second')
         returning id`,
        [
          memberIds.get(d.member),
          d.date ?? null,
          d.place ?? null,
          d.country ?? null,
          d.spouse ? memberIds.get(d.spouse) : null,
          d.spouseFirst ?? null,
          d.spouseLast ?? null,
          i,
        ],
      );
      recordIds.set(d.key, String(rows[0]?.id));
    }
    nameRecordsBefore = Number((await db.query(`select count(*)::int as n from name_change_events`)).rows[0]?.n);
    await db.migrateTo(PATHS.migrations);
    const { rows } = await db.query(SEEN);
    seen = new Map(rows.map((r) => [String(r.id), r]));
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const of = (key: string) => seen.get(recordIds.get(key) ?? '') ?? {};

  it('keeps every name record, and each divorce reads the date, place and country it had', () => {
    expect(seen.size).toBe(nameRecordsBefore);
    for (const d of DIVORCES) {
      expect({ key: d.key, ...of(d.key), id: undefined, marriage_id: undefined }).toEqual({
        key: d.key,
        id: undefined,
        marriage_id: undefined,
        member: memberIds.get(d.member),
        type: 'divorce',
        before: 'Byrne',
        after: 'Walsh',
        date: d.date ?? null,
        place: d.place ?? null,
        country: d.country ?? null,
      });
    }
  });

  it('ends the marriage each divorce names where that can be told, and only there', () => {
    expect(of('maryFromJohn').marriage_id).toBe(marriageIds.get('maryJohn'));
    expect(of('noraFromTom1').marriage_id).toBe(marriageIds.get('noraTom1'));
    expect(of('noraFromTom2').marriage_id).toBe(marriageIds.get('noraTom2'));
    expect(of('annFromSean').marriage_id).toBe(marriageIds.get('annSean'));
    for (const key of ['johnFromMary', 'kateFromLiam', 'roseDivorce', 'roseFromJohn']) {
      expect({ key, marriage: of(key).marriage_id }).toEqual({ key, marriage: null });
    }
  });

  it('gives each ended marriage how, when and where it ended, and leaves the others open', async () => {
    const { rows } = await db.query(`select id, end_kind, end_date, end_place, end_country from marriages`);
    const ends = new Map(rows.map((r) => [String(r.id), [r.end_kind, r.end_date, r.end_place, r.end_country]]));
    const endOf = (key: string) => ends.get(marriageIds.get(key) ?? '');
    expect(endOf('maryJohn')).toEqual(['divorce', 'ABT 1970', 'Reno, Nevada', 'United States']);
    expect(endOf('noraTom1')).toEqual(['divorce', '1970', null, null]);
    expect(endOf('noraTom2')).toEqual(['divorce', '1990-02-03', 'Cork', 'Ireland']);
    expect(endOf('annSean')).toEqual(['divorce', '1950', null, null]);
    for (const key of ['maryPeter', 'kateLiam1', 'kateLiam2']) expect(endOf(key)).toEqual([null, null, null, null]);
  });

  it('leaves a divorce that moved holding only its names, and a divorce that did not move as it was', async () => {
    const { rows } = await db.query(
      `select id, change_date, change_place, spouse_family_member_id, spouse_first_name from name_change_events
       where change_type = 'divorce'`,
    );
    const raw = new Map(rows.map((r) => [String(r.id), r]));
    expect(raw.get(recordIds.get('maryFromJohn') ?? '')).toMatchObject({
      change_date: null,
      change_place: null,
      spouse_family_member_id: null,
      spouse_first_name: null,
    });
    expect(raw.get(recordIds.get('johnFromMary') ?? '')).toMatchObject({
      change_date: '1971',
      spouse_family_member_id: memberIds.get('Mary'),
    });
  });

  it('guards the end date like every record date, and how a marriage ended', async () => {
    const id = marriageIds.get('maryPeter');
    await expect(db.query(`update marriages set end_date = '03/02/1990' where id = $1`, [id])).rejects.toThrow(
      /marriages_end_date_shape/,
    );
    await expect(db.query(`update marriages set end_kind = 'separation' where id = $1`, [id])).rejects.toThrow(
      /marriages_end_kind/,
    );
  });
});
