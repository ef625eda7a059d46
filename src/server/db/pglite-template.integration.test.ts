import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { seedFromTemplate, writePgliteTemplate } from './pglite-template.ts';

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/** Everything migrations define, read from the catalogs, plus the migration journal. */
async function describeDatabase(database: Database): Promise<Record<string, unknown[]>> {
  const query: Query = async (sql) => (await database.db.execute(sql)) as unknown as { rows: unknown[] };
  const sections: Record<string, string> = {
    databases: `select datname from pg_database order by 1`,
    extensions: `select extname, extversion from pg_extension order by 1`,
    columns: `select table_schema, table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
    constraints: `select n.nspname, c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
    indexes: `select schemaname, tablename, indexname, indexdef from pg_indexes
      where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
    types: `select t.typname, e.enumlabel from pg_enum e join pg_type t on t.oid = e.enumtypid order by 1, e.enumsortorder`,
    functions: `select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
    triggers: `select tgrelid::regclass::text, tgname from pg_trigger where not tgisinternal order by 1, 2`,
    journal: `select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(sections)) out[name] = (await query(sql)).rows;
  return out;
}

describe('PGlite template', () => {
  const root = mkdtempSync(join(tmpdir(), 'fbr-pglite-template-'));
  const templateDir = join(root, 'template');

  beforeAll(async () => {
    await writePgliteTemplate(templateDir);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives a data directory exactly the schema and migration journal that migrating an empty database gives', async () => {
    const dataDir = join(root, 'seeded');
    expect(await seedFromTemplate(dataDir, templateDir)).toBe(true);
    const seeded = await openDatabase({ dataDir });
    const migrated = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrated.migrate();
      expect(await seeded.migrationsCurrent()).toBe(true);
      const expected = await describeDatabase(migrated);
      expect(expected.journal.length).toBeGreaterThan(0);
      expect(expected.columns.length).toBeGreaterThan(0);
      expect(await describeDatabase(seeded)).toEqual(expected);
      // The server still migrates after opening; on a seeded directory that changes nothing.
      await seeded.migrate();
      expect(await describeDatabase(seeded)).toEqual(expected);
    } finally {
      await seeded.close();
      await migrated.close();
    }
  });

  it('keeps what is written to a seeded directory, and leaves a directory with a database alone', async () => {
    const dataDir = join(root, 'kept');
    expect(await seedFromTemplate(dataDir, templateDir)).toBe(true);
    let database = await openDatabase({ dataDir });
    await database.db.execute(`create table kept (v text)`);
    await database.db.execute(`insert into kept values ('written')`);
    await database.close();

    expect(await seedFromTemplate(dataDir, templateDir)).toBe(false);
    database = await openDatabase({ dataDir });
    try {
      const { rows } = (await database.db.execute(`select v from kept`)) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ v: 'written' }]);
    } finally {
      await database.close();
    }
  });

  it('makes a copy cut short again', async () => {
    const dataDir = join(root, 'cut-short');
    mkdirSync(join(dataDir, 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'base', 'partial'), 'left by a copy that was killed');
    expect(await seedFromTemplate(dataDir, templateDir)).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.migrationsCurrent()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('is not used when it was made by another build (other migrations or PGlite version)', async () => {
    const otherTemplate = join(root, 'other-build');
    cpSync(templateDir, otherTemplate, { recursive: true });
    writeFileSync(join(otherTemplate, 'stamp.json'), JSON.stringify({ pglite: '0.0.0', migrations: 'another' }));
    const dataDir = join(root, 'not-seeded');
    mkdirSync(dataDir);
    expect(await seedFromTemplate(dataDir, otherTemplate)).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(await seedFromTemplate(join(root, 'no-template'), join(root, 'missing'))).toBe(false);
    expect(existsSync(join(root, 'no-template'))).toBe(false);
  });
});
