import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PATHS } from '../paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Whether every migration this build ships has been applied. */
  migrationsCurrent(): Promise<boolean>;
  close(): Promise<void>;
};

const shippedMigrations = (): number =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function appliedMigrations(query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>): Promise<number> {
  const { rows } = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(rows[0]?.n ?? 0);
}

const migrationsFolder = PATHS.migrations;
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 4_242_1986;

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL in WASM) stored in dataDir,
 * or in memory when dataDir is 'memory://'.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // A database that goes silent must not hold a request past the browser's 15 s timeout.
      query_timeout: 5_000,
      keepAlive: true,
    });
    // A dropped connection must not crash the process, whether idle or checked out: the query in
    // progress rejects (answered 503) and the pool discards the broken client.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several instances may start at once: one migrates, the others wait on the lock.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await pool.query('select 1');
      },
      async migrationsCurrent() {
        return (await appliedMigrations((q) => pool.query(q))) >= shippedMigrations();
      },
      async close() {
        await pool.end();
      },
    };
  }

  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the admin search indexes, as on PostgreSQL.
  const client = new PGlite(opts.dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    async migrationsCurrent() {
      return (await appliedMigrations((q) => client.query(q))) >= shippedMigrations();
    },
    async close() {
      await client.close();
    },
  };
}
