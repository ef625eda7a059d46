import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL server; every run makes its own database there and drops it after. */
export const PG_SERVER_URL = process.env.RELIABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TempDatabase = {
  name: string;
  /** postgres://… to the new database on the real server. */
  url: string;
  /** The same database reached through another host:port (a proxy in front of the server). */
  urlVia(port: number, host?: string): string;
  /** A small pool for the test's own checks (not the app's). */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
};

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database (the app migrates it on start). */
export async function createTempDatabase(prefix = 'rel'): Promise<TempDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const base = new URL(PG_SERVER_URL);
  base.pathname = `/${name}`;
  const url = base.toString();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    name,
    url,
    urlVia(port, host = '127.0.0.1') {
      const via = new URL(url);
      via.hostname = host;
      via.port = String(port);
      return via.toString();
    },
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await pool.query<T>(sql, params)).rows;
    },
    async drop() {
      await pool.end().catch(() => {});
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
