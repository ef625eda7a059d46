import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openBlank, type MigratedDatabase } from '#tests/support/migrations.ts';
import { PATHS } from '../paths.ts';

/**
 * Migration 0015 turns the tree's date columns from `date` into record-date text
 * (docs/decisions/051-dates-as-records-hold-them.md). Rows written under the old schema must come
 * out as the same days, whatever the session's DateStyle, and the new shape guard must hold.
 */

const BEFORE = '0014_scans_in_blob_store';

const OLD_MEMBERS = [
  { first: 'Self', birth: '1990-05-01', death: null, citizenship: null },
  { first: 'Leap', birth: '1936-02-29', death: '2009-12-31', citizenship: '1959-01-01' },
  { first: 'Earliest', birth: '1800-01-01', death: '1870-07-04', citizenship: null },
  { first: 'Nothing', birth: null, death: null, citizenship: null },
];

describe('migration 0015: tree dates become record dates', () => {
  let db: MigratedDatabase;
  const folders: string[] = [];
  const ids = new Map<string, string>();
  let changeId = '';

  beforeAll(async () => {
    db = await openBlank();
    const old = migrationsUpTo(BEFORE);
    folders.push(old);
    await db.migrateTo(old);
    await db.query(`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    for (const m of OLD_MEMBERS) {
      const { rows } = await db.query(
        `insert into family_members (user_id, first_name, last_name, relationship, birth_date, death_date, citizenship_date)
         values ('u1', $1, 'Walsh', $2, $3, $4, $5) returning id`,
        [m.first, m.first === 'Self' ? 'self' : 'grandparent', m.birth, m.death, m.citizenship],
      );
      ids.set(m.first, String(rows[0]?.id));
    }
    const { rows } = await db.query(
      `insert into name_change_events (user_id, family_member_id, change_type, change_date)
       values ('u1', $1, 'marriage', '1959-06-20') returning id`,
      [ids.get('Leap')],
    );
    changeId = String(rows[0]?.id);
    // A server whose DateStyle writes days the European way must not change what the columns hold.
    await db.query(`set datestyle = 'SQL, DMY'`);
    await db.migrateTo(PATHS.migrations);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every member date as the same day, as text', async () => {
    const { rows } = await db.query(
      `select first_name, birth_date, death_date, citizenship_date, pg_typeof(birth_date)::text as type
       from family_members order by first_name`,
    );
    const after = rows.map((r) => ({
      first: r.first_name,
      birth: r.birth_date,
      death: r.death_date,
      citizenship: r.citizenship_date,
    }));
    expect(after).toEqual([...OLD_MEMBERS].sort((a, b) => a.first.localeCompare(b.first)));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['text']));
  });

  it('keeps the name change date', async () => {
    // Since migration 0018 a marriage's date is its marriage record's (docs/decisions/058-marriages-and-names-as-records.md).
    const { rows } = await db.query(
      `select coalesce(m.marriage_date, n.change_date) as change_date
       from name_change_events n left join marriages m on m.id = n.marriage_id where n.id = $1`,
      [changeId],
    );
    expect(rows[0]?.change_date).toBe('1959-06-20');
  });

  it('now takes year-only, about and between dates, and refuses anything else', async () => {
    const id = ids.get('Nothing');
    await db.query(
      `update family_members set birth_date = 'ABT 1934', death_date = '2009', citizenship_date = 'BET 1930 AND 1935' where id = $1`,
      [id],
    );
    const { rows } = await db.query(
      `select birth_date, death_date, citizenship_date from family_members where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ birth_date: 'ABT 1934', death_date: '2009', citizenship_date: 'BET 1930 AND 1935' });
    await expect(db.query(`update family_members set birth_date = '12/03/1936' where id = $1`, [id])).rejects.toThrow(
      /family_members_birth_date_shape/,
    );
    await expect(
      db.query(`update name_change_events set change_date = 'about 1959' where id = $1`, [changeId]),
    ).rejects.toThrow(/name_change_events_change_date_shape/);
  });
});
