import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PATHS } from '#server/paths.ts';

/**
 * For migration tests: an empty database (PGlite in memory, or a fresh database on the server
 * DATABASE_URL names) that a test migrates step by step, writing rows between the steps.
 */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
export type MigratedDatabase = {
  query: Query;
  migrateTo: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A copy of the migrations folder that stops at `lastTag`, to build a database as an older release left it. */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(PATHS.migrations, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 1) throw new Error(`no migration ${lastTag} after the first`);
  const entries = journal.entries.slice(0, last + 1);
  for (const entry of entries)
    copyFileSync(join(PATHS.migrations, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/** An empty database, migrated by the test with `migrateTo`; `close` drops it. */
export async function openBlank(): Promise<MigratedDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    await client.waitReady;
    return {
      query: (sql, params) => client.query(sql, params),
      migrateTo: (folder) => migrate(drizzle({ client }), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: (sql, params) => client.query(sql, params),
    migrateTo: (folder) => migrate(drizzle({ client }), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
