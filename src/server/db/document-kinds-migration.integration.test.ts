import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypeOf, orderedKindOf } from '#domain/orders/research.ts';
import { migrationsUpTo, openBlank, type MigratedDatabase } from '#tests/support/migrations.ts';

/**
 * Migration 0022 (docs/decisions/061-one-document-registry.md): a research selection's boolean
 * column per type becomes one row per ticked kind, and each order's stored documents name the
 * kind's id. Rows written under the previous schema must read the same afterwards.
 */

const BEFORE = '0021_name_records';
const AFTER = '0022_document_kinds';

/** Ticks per member under the old columns: birth, death, marriage, naturalisation. */
const OLD_TICKS: Record<string, [boolean, boolean, boolean, boolean]> = {
  Mary: [true, false, false, false],
  John: [true, true, true, true],
  Nora: [false, false, false, false],
  Tom: [false, true, false, true],
};

/** Each order's stored documents before: a lineage order, a manual one with 'other', an anonymised one, an empty one. */
const OLD_ORDERS: Array<Array<Record<string, string | null>>> = [
  [
    { familyMemberId: 'John', memberName: 'John Walsh', documentType: 'birth_certificate' },
    { familyMemberId: 'Mary', memberName: 'Mary Walsh', documentType: 'birth_certificate' },
    { familyMemberId: 'John', memberName: 'John Walsh', documentType: 'death_certificate' },
    { familyMemberId: 'Tom', memberName: 'Tom Byrne', documentType: 'naturalization_certificate' },
    { familyMemberId: 'Mary', memberName: 'Mary Walsh', documentType: 'marriage_certificate' },
  ],
  [
    { familyMemberId: null, memberName: 'Patrick Walsh', documentType: 'marriage_certificate' },
    { familyMemberId: null, memberName: 'Patrick Walsh', documentType: 'other_document' },
  ],
  [{ documentType: 'death_certificate' }, { documentType: 'birth_certificate' }],
  [],
];

describe('migration 0022: one document vocabulary', () => {
  let db: MigratedDatabase;
  const folders: string[] = [];
  const memberIds = new Map<string, string>();
  const orderIds: string[] = [];
  const stamp = new Map<string, string>();

  beforeAll(async () => {
    db = await openBlank();
    const old = migrationsUpTo(BEFORE);
    folders.push(old);
    await db.migrateTo(old);
    await db.query(`insert into "user" (id, name, email) values ('u1', 'Mary', 'mary@example.com')`);
    for (const [i, first] of Object.keys(OLD_TICKS).entries()) {
      const { rows } = await db.query(
        `insert into family_members (user_id, first_name, last_name, relationship)
         values ('u1', $1, 'Walsh', $2) returning id`,
        [first, i === 0 ? 'self' : 'other'],
      );
      const id = String(rows[0]?.id);
      memberIds.set(first, id);
      const [birth, death, marriage, naturalisation] = OLD_TICKS[first]!;
      const { rows: saved } = await db.query(
        `insert into document_research_selections (user_id, family_member_id, needs_birth_certificate,
           needs_death_certificate, needs_marriage_certificate, needs_naturalization_certificate, updated_at)
         values ('u1', $1, $2, $3, $4, $5, now() - $6 * interval '1 day') returning updated_at::text as at`,
        [id, birth, death, marriage, naturalisation, i],
      );
      stamp.set(first, String(saved[0]?.at));
    }
    for (const documents of OLD_ORDERS) {
      const stored = documents.map((d) =>
        d.familyMemberId ? { ...d, familyMemberId: memberIds.get(d.familyMemberId) } : d,
      );
      const { rows } = await db.query(
        `insert into document_requests (user_id, kind, documents_needed, documents_requested_count, unit_price,
           base_amount, total_cost, currency)
         values ('u1', 'lineage', $1, $2, 1500, $3, $3, 'eur') returning id`,
        [JSON.stringify(stored), documents.length, documents.length * 1500],
      );
      orderIds.push(String(rows[0]?.id));
    }
    const now = migrationsUpTo(AFTER);
    folders.push(now);
    await db.migrateTo(now);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps each ticked box as a row of its kind, with its date, and nothing for an unticked one', async () => {
    const { rows } = await db.query(
      `select family_member_id as member, kind, updated_at::text as at from document_research_selections
       where user_id = 'u1' order by family_member_id, kind`,
    );
    const kinds = ['birth', 'death', 'marriage', 'citizenship'];
    const expected = Object.entries(OLD_TICKS).flatMap(([first, ticks]) =>
      kinds.filter((_, i) => ticks[i]).map((kind) => ({ member: memberIds.get(first), kind, at: stamp.get(first) })),
    );
    const byKey = (r: { member?: unknown; kind?: unknown }) => `${String(r.member)}:${String(r.kind)}`;
    expect(
      rows.map((r) => ({ member: r.member, kind: r.kind, at: r.at })).sort((a, b) => (byKey(a) < byKey(b) ? -1 : 1)),
    ).toEqual(expected.sort((a, b) => (byKey(a) < byKey(b) ? -1 : 1)));
    // Seven ticks in the old rows, so seven rows; Nora ticked nothing.
    expect(rows).toHaveLength(7);
  });

  it('holds no column per document type any more', async () => {
    const { rows } = await db.query(
      `select column_name from information_schema.columns where table_name = 'document_research_selections'
       order by ordinal_position`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['user_id', 'family_member_id', 'kind', 'updated_at']);
  });

  it('names each stored document by its kind, in the same order, everything else as it was', async () => {
    for (const [i, documents] of OLD_ORDERS.entries()) {
      const { rows } = await db.query(`select documents_needed from document_requests where id = $1`, [orderIds[i]]);
      const after = JSON.parse(String(rows[0]?.documents_needed)) as Array<Record<string, unknown>>;
      expect(after).toEqual(
        documents.map((d) => ({
          ...d,
          ...(d.familyMemberId ? { familyMemberId: memberIds.get(d.familyMemberId) } : {}),
          documentType: orderedKindOf(String(d.documentType)),
        })),
      );
      // The API still speaks the spec's types: each kind maps back to what was stored before.
      expect(after.map((d) => documentTypeOf(String(d.documentType)))).toEqual(documents.map((d) => d.documentType));
    }
  });
});
