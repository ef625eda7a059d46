import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { PATHS } from '../paths.ts';
import { seedFromTemplate } from './pglite-template.ts';
import { serialiseQueries } from './serial-queries.ts';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives: services that must run inside one take it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of `db.execute`, which both drivers return as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Whether every migration this build ships has been applied. */
  migrationsCurrent(): Promise<boolean>;
  /** The connection pool's clients (PostgreSQL); null for PGlite, which has one connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
};

const shippedMigrations = (): number =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

type Query = (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** The parts of a Database that only need to run SQL, the same for both drivers. */
function probes(query: Query): Pick<Database, 'ping' | 'migrationsCurrent'> {
  return {
    async ping() {
      await query('select 1');
    },
    async migrationsCurrent() {
      const { rows } = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
      return Number(rows[0]?.n ?? 0) >= shippedMigrations();
    },
  };
}

const migrationsFolder = PATHS.migrations;
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 4_242_1986;

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL in WASM) stored in dataDir,
 * or in memory when dataDir is 'memory://'. Only the driver chosen is loaded. An empty dataDir
 * starts as a copy of pgliteTemplate (pglite-template.ts; null: PGlite creates it).
 */
export async function openDatabase({
  databaseUrl,
  dataDir,
  pgliteTemplate = PATHS.pgliteTemplate,
}: {
  databaseUrl?: string;
  dataDir: string;
  pgliteTemplate?: string | null;
}): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir, pgliteTemplate);
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }, schema] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./schema.ts'),
  ]);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
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
  pool.on('connect', (client) => {
    client.on('error', () => {});
    serialiseQueries(client);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ...probes((sql) => pool.query(sql)),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function openPglite(dataDir: string, template: string | null): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  let seeded: Promise<boolean> = Promise.resolve(false);
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    // Started before PGlite's modules load, so the copy runs while they do.
    if (template) seeded = seedFromTemplate(dataDir, template);
  }
  const [{ PGlite }, { NodeFS }, { pg_trgm }, { drizzle }, { migrate }, schema] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/nodefs'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./schema.ts'),
  ]);
  /**
   * PGlite's file system for a directory, synced from its storage once the copy is done: PGlite
   * waits for that before it looks for a database, and meanwhile loads its WebAssembly.
   */
  class SeededNodeFS extends NodeFS {
    override async initialSyncFs() {
      await seeded;
      await super.initialSyncFs();
    }
  }
  /**
   * PGlite runs each query on this thread, and its queue starts the next query as soon as one ends,
   * without a turn of the event loop between them: three pack requests' loading queries held a
   * health probe for 100–270 ms. Queries outside a transaction now take turns with the event loop,
   * so other requests' input and output are served between them (decision 077).
   */
  class TurnTakingPGlite extends PGlite {
    #previous: Promise<unknown> = Promise.resolve();
    override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      const turn = this.#previous.then(nextTurn).then(() => super.query<T>(query, params, options));
      this.#previous = turn.catch(() => {});
      return turn;
    }
  }
  // pg_trgm backs the admin search indexes, as on PostgreSQL.
  const client = inMemory
    ? new TurnTakingPGlite(dataDir, { extensions: { pg_trgm } })
    : new TurnTakingPGlite({ fs: new SeededNodeFS(dataDir), extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      // A copy of a template whose stamp matched holds every migration this build ships.
      if (await seeded) return;
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    },
    ...probes((sql) => client.query(sql)),
    poolStats: () => null,
    async close() {
      await client.close();
    },
  };
}
