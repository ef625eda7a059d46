import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openBlank, type MigratedDatabase } from '#tests/support/migrations.ts';

/**
 * Migration 0024 (docs/decisions/065-the-work-order.md): every existing order gets one work-order
 * line per stored document, from what the order holds, in the same order, with nothing lost: the
 * kind, the person, a landing-page request's birth and death, the customer's note; a posted order's
 * lines are posted.
 */

const BEFORE = '0023_registry_fee_office_payment';
const AFTER = '0024_order_lines';

type OldOrder = {
  kind: 'lineage' | 'manual';
  status: string;
  documents: Array<Record<string, string | null>>;
  birthYear?: number;
  birthLocation?: string;
  deathYear?: number;
  note?: string;
};

const MEMBER = '7f0c6a52-5d8e-4a4e-9b8e-2f6a1c3d4e5f';
const OLD_ORDERS: OldOrder[] = [
  {
    kind: 'lineage',
    status: 'delivered',
    documents: [
      { familyMemberId: MEMBER, memberName: 'Patrick Walsh', documentType: 'birth' },
      { familyMemberId: MEMBER, memberName: 'Patrick Walsh', documentType: 'death' },
    ],
    note: 'Known as Paddy… Islandeady parish',
  },
  {
    kind: 'manual',
    status: 'paid',
    documents: [
      { familyMemberId: null, memberName: 'Agnes Kelly', documentType: 'birth' },
      { familyMemberId: null, memberName: 'Agnes Kelly', documentType: 'other' },
    ],
    birthYear: 1921,
    birthLocation: 'Edinburgh, Scotland',
    deathYear: 1990,
  },
  // Anonymised after a deletion: the kinds alone.
  { kind: 'lineage', status: 'refunded', documents: [{ documentType: 'marriage' }] },
  { kind: 'lineage', status: 'pending', documents: [] },
];

describe('migration 0024: the work order', () => {
  let db: MigratedDatabase;
  const folders: string[] = [];
  const orderIds: string[] = [];

  beforeAll(async () => {
    db = await openBlank();
    const old = migrationsUpTo(BEFORE);
    folders.push(old);
    await db.migrateTo(old);
    for (const o of OLD_ORDERS) {
      const { rows } = await db.query(
        `insert into document_requests (kind, status, documents_needed, documents_requested_count, unit_price,
           base_amount, total_cost, currency, subject_birth_year, subject_birth_location, subject_death_year, additional_info)
         values ($1, $2, $3, $4, 1500, $5, $5, 'eur', $6, $7, $8, $9) returning id`,
        [
          o.kind,
          o.status,
          JSON.stringify(o.documents),
          o.documents.length,
          o.documents.length * 1500,
          o.birthYear ?? null,
          o.birthLocation ?? null,
          o.deathYear ?? null,
          o.note ?? null,
        ],
      );
      orderIds.push(String(rows[0]?.id));
    }
    const next = migrationsUpTo(AFTER);
    folders.push(next);
    await db.migrateTo(next);
  });
  afterAll(async () => {
    await db?.close();
    for (const f of folders) rmSync(f, { recursive: true, force: true });
  });

  const linesOf = async (orderId: string) =>
    (
      await db.query(
        `select document_index, kind, family_member_id, facts, outcome, posted_at is not null as posted
         from order_lines where order_id = $1 order by document_index`,
        [orderId],
      )
    ).rows;

  it('a lineage order: one line per document with its kind, person and the customer’s note; delivered means posted', async () => {
    expect(await linesOf(orderIds[0]!)).toEqual([
      {
        document_index: 0,
        kind: 'birth',
        family_member_id: MEMBER,
        facts: { name: 'Patrick Walsh', birth: null, death: null, customerNote: 'Known as Paddy… Islandeady parish' },
        outcome: 'posted',
        posted: true,
      },
      expect.objectContaining({ document_index: 1, kind: 'death', outcome: 'posted' }),
    ]);
  });

  it('a landing-page request keeps its subject’s birth and death on each line', async () => {
    const lines = await linesOf(orderIds[1]!);
    expect(lines.map((l) => [l.kind, l.outcome, l.posted])).toEqual([
      ['birth', 'open', false],
      ['other', 'open', false],
    ]);
    expect(lines[0]!.facts).toEqual({
      name: 'Agnes Kelly',
      birth: { date: { recorded: '1921', words: '1921' }, place: 'Edinburgh, Scotland' },
      death: { date: { recorded: '1990', words: '1990' }, place: null },
      customerNote: null,
    });
  });

  it('an anonymised order keeps its kinds, and an empty order gets no line', async () => {
    expect(await linesOf(orderIds[2]!)).toEqual([
      {
        document_index: 0,
        kind: 'marriage',
        family_member_id: null,
        facts: expect.objectContaining({ name: '' }),
        outcome: 'open',
        posted: false,
      },
    ]);
    expect(await linesOf(orderIds[3]!)).toEqual([]);
  });
});
