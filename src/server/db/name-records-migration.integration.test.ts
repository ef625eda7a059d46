import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthName, documentName } from '#domain/documents/document-name.ts';
import type { NameChange } from '#domain/documents/name-change.ts';
import { familyMember } from '#domain/tree/family-member.ts';
import { PATHS } from '#server/paths.ts';
import { migrationsUpTo, openBlank, type MigratedDatabase } from '#tests/support/migrations.ts';

/**
 * Migration 0021 makes the name-change records the name records of decision 058
 * (docs/decisions/058-marriages-and-names-as-records.md): every row written under the previous
 * schema is kept, field for field, and reads as the same name; a birth record that held the birth
 * surname as the surname 'before' holds it as its name; the new kinds and given names can be written.
 */

const BEFORE = '0020_marriage_end';

type OldRecord = {
  key: string;
  member: 'Mary' | 'Ann' | 'Nora';
  type: 'birth' | 'marriage' | 'divorce' | 'legal_change' | 'adoption';
  before?: string;
  after?: string;
  date?: string;
  place?: string;
  country?: string;
  spouseFirst?: string;
  spouseLast?: string;
  marriage?: boolean;
};

/** Mary: born O'Brien, married Walsh in 1959. Ann: birth surname held as 'before', deed poll to Dale. Nora: adopted. */
const OLD: OldRecord[] = [
  { key: 'maryBirth', member: 'Mary', type: 'birth', after: "O'Brien" },
  { key: 'maryMarriage', member: 'Mary', type: 'marriage', before: "O'Brien", after: 'Walsh', marriage: true },
  {
    key: 'maryDivorce',
    member: 'Mary',
    type: 'divorce',
    before: 'Walsh',
    after: "O'Brien",
    date: 'ABT 1970',
    spouseFirst: 'John',
    spouseLast: 'Walsh',
  },
  { key: 'annBirth', member: 'Ann', type: 'birth', before: 'Doyle' },
  {
    key: 'annDeedPoll',
    member: 'Ann',
    type: 'legal_change',
    before: 'Doyle',
    after: 'Dale',
    date: '1950-03',
    place: 'London',
    country: 'United Kingdom',
  },
  { key: 'noraAdoption', member: 'Nora', type: 'adoption', after: 'Byrne', date: '1941', place: 'Dublin' },
];

const COLUMNS = `id, family_member_id as member, change_type as type, surname_before_change as before,
  surname_after_change as after, change_date as date, change_place as place, change_country as country,
  spouse_family_member_id as spouse, spouse_first_name as spouse_first, spouse_last_name as spouse_last,
  marriage_id, created_at`;

describe('migration 0021: name-change records become name records with given names and kinds', () => {
  let db: MigratedDatabase;
  let folder = '';
  const memberIds = new Map<string, string>();
  const recordIds = new Map<string, string>();
  let before = new Map<string, Record<string, unknown>>();
  let after = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    db = await openBlank();
    folder = migrationsUpTo(BEFORE);
    await db.migrateTo(folder);
    await db.query(`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    for (const [first, last] of [
      ['Mary', 'Walsh'],
      ['Ann', 'Dale'],
      ['Nora', 'Byrne'],
    ] as const) {
      const { rows } = await db.query(
        `insert into family_members (user_id, first_name, last_name, relationship, has_name_changed)
         values ('u1', $1, $2, 'grandparent', true) returning id`,
        [first, last],
      );
      memberIds.set(first, String(rows[0]?.id));
    }
    const { rows: married } = await db.query(
      `insert into marriages (user_id, partner_a_member_id, partner_b_first_name, partner_b_last_name, marriage_date, marriage_place)
       values ('u1', $1, 'John', 'Walsh', '1959-06-20', 'Boston') returning id`,
      [memberIds.get('Mary')],
    );
    for (const [i, r] of OLD.entries()) {
      const { rows } = await db.query(
        `insert into name_change_events (user_id, family_member_id, change_type, surname_before_change,
           surname_after_change, change_date, change_place, change_country, spouse_first_name, spouse_last_name,
           marriage_id, created_at)
         values ('u1', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11 * interval '1 second') returning id`,
        [
          memberIds.get(r.member),
          r.type,
          r.before ?? null,
          r.after ?? null,
          r.date ?? null,
          r.place ?? null,
          r.country ?? null,
          r.spouseFirst ?? null,
          r.spouseLast ?? null,
          r.marriage ? married[0]?.id : null,
          i,
        ],
      );
      recordIds.set(r.key, String(rows[0]?.id));
    }
    const read = async () =>
      new Map((await db.query(`select ${COLUMNS} from name_change_events`)).rows.map((r) => [String(r.id), r]));
    before = await read();
    await db.migrateTo(PATHS.migrations);
    after = await read();
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const of = (rows: Map<string, Record<string, unknown>>, key: string) => rows.get(recordIds.get(key) ?? '') ?? {};

  it('keeps every record, every field as it was, but a birth surname held as "before" now held as the name', () => {
    expect(after.size).toBe(OLD.length);
    for (const r of OLD) {
      const expected =
        r.key === 'annBirth' ? { ...of(before, r.key), before: null, after: 'Doyle' } : of(before, r.key);
      expect({ key: r.key, ...of(after, r.key) }).toEqual({ key: r.key, ...expected });
    }
  });

  it('gives no record given names of its own: each name keeps the member’s given names', async () => {
    const { rows } = await db.query(`select count(*)::int as n from name_change_events where given_names is not null`);
    expect(rows[0]?.n).toBe(0);
  });

  it('reads each member’s names as before: the birth name, and the name at the marriage', async () => {
    const { rows } = await db.query(
      `select id, family_member_id as "familyMemberId", change_type as "changeType", given_names as "givenNames",
         surname_before_change as "surnameBeforeChange", surname_after_change as "surnameAfterChange",
         change_date as "changeDate", change_place as "changePlace", change_country as "changeCountry",
         spouse_first_name as "spouseFirstName", spouse_last_name as "spouseLastName", marriage_id as "marriageId"
       from name_change_events`,
    );
    const records = rows as unknown as NameChange[];
    const member = (first: string, last: string) =>
      familyMember({ id: memberIds.get(first)!, relationship: 'grandparent', firstName: first, lastName: last });
    expect(birthName(member('Ann', 'Dale'), records)).toEqual({ given: 'Ann', surname: 'Doyle' });
    expect(birthName(member('Mary', 'Walsh'), records)).toEqual({ given: 'Mary', surname: "O'Brien" });
    const marriage = records.find((r) => r.id === recordIds.get('maryMarriage'))!;
    expect(documentName(member('Mary', 'Walsh'), records, { kind: 'marriage', change: marriage })?.name).toBe(
      "Mary O'Brien",
    );
  });

  it('takes the new kinds with their given names', async () => {
    await db.query(
      `insert into name_change_events (user_id, family_member_id, change_type, given_names, surname_after_change)
       values ('u1', $1, 'irish_form', 'Máire', 'Ní Bhriain')`,
      [memberIds.get('Mary')],
    );
    const { rows } = await db.query(
      `select given_names, surname_after_change from name_change_events where change_type = 'irish_form'`,
    );
    expect(rows).toEqual([{ given_names: 'Máire', surname_after_change: 'Ní Bhriain' }]);
  });
});
