import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { TestApp } from '../support/test-app.ts';
import type { SignedIn } from '../support/sign-in.ts';

/**
 * A new client address per call, so per-address rate limits never leak between requests. Taken
 * from 100.64.0.0/10, apart from the 10.x addresses tests/support/sign-in.ts draws at random.
 */
export function ipSource(block: number) {
  let n = 0;
  return () => {
    n++;
    return `100.${64 + (block % 64)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table of the application (public schema), read from information_schema so new tables are included. */
export async function publicTables(database: Database): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    database,
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return found.map((r) => r.table_name);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** count(*) of every public table. */
export async function rowCounts(database: Database, tables: string[]): Promise<Record<string, number>> {
  const cols = tables.map((t) => `(select count(*) from public.${quote(t)})::int as ${quote(t)}`).join(', ');
  const [row] = await rows<Record<string, number>>(database, `select ${cols}`);
  return row;
}

/**
 * A content fingerprint of every public table (row count and an md5 of all rows), in one query:
 * equal fingerprints mean no row was inserted, updated or deleted anywhere.
 */
export async function fingerprint(database: Database, tables: string[]): Promise<Record<string, string>> {
  const cols = tables
    .map(
      (t) =>
        `(select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from public.${quote(t)} x) as ${quote(t)}`,
    )
    .join(', ');
  const [row] = await rows<Record<string, string>>(database, `select ${cols}`);
  return row;
}

/**
 * A cheap "did anything change?" probe for per-request checks: test-only row-level triggers on
 * every public table count each inserted, updated or deleted row (and each truncate) in a counter
 * outside the public schema. Rolled-back work rolls the counter back too, so the counter moves
 * exactly when the database's content changed. Reading it is one tiny query, where a content
 * fingerprint of all tables costs ten times more on PGlite.
 */
export async function installChangeCounter(database: Database, tables: string[]): Promise<() => Promise<number>> {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run('create schema if not exists security_probe');
  await run('create table if not exists security_probe.changes (n bigint not null)');
  await run('insert into security_probe.changes select 0 where not exists (select 1 from security_probe.changes)');
  await run(`create or replace function security_probe.bump() returns trigger language plpgsql as $$
    begin
      update security_probe.changes set n = n + 1;
      return null;
    end $$`);
  for (const t of tables) {
    await run(`drop trigger if exists security_probe_rows on public.${quote(t)}`);
    await run(
      `create trigger security_probe_rows after insert or update or delete on public.${quote(t)} for each row execute function security_probe.bump()`,
    );
    await run(`drop trigger if exists security_probe_truncate on public.${quote(t)}`);
    await run(
      `create trigger security_probe_truncate after truncate on public.${quote(t)} for each statement execute function security_probe.bump()`,
    );
  }
  return async () =>
    Number((await rows<{ n: string | number }>(database, 'select n from security_probe.changes'))[0].n);
}

/** The rows (as text) of every public table that mention one of the markers (ids, emails). */
export async function rowsMentioning(
  database: Database,
  tables: string[],
  markers: string[],
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const likes = markers.map((m) => `x::text like '%${m.replaceAll("'", "''").replaceAll('%', '\\%')}%'`).join(' or ');
  for (const t of tables) {
    const found = await rows<{ r: string }>(
      database,
      `select x::text as r from public.${quote(t)} x where ${likes} order by 1`,
    );
    out[t] = found.map((f) => f.r);
  }
  return out;
}

export function isJson(res: LightMyRequestResponse): boolean {
  return String(res.headers['content-type'] ?? '').startsWith('application/json');
}

/** A 4xx/5xx answer in the API's error shape: JSON with a non-empty string message, no stack trace. */
export function expectJsonError(res: LightMyRequestResponse, status?: number, label = '') {
  if (status !== undefined) expect(res.statusCode, `${label} ${res.body.slice(0, 300)}`).toBe(status);
  expect(res.headers['content-type'], `${label} content-type`).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown; code?: unknown; stack?: unknown };
  expect(typeof body.message, `${label} message`).toBe('string');
  expect((body.message as string).length, `${label} message`).toBeGreaterThan(0);
  expect(body.stack, `${label} stack`).toBeUndefined();
  expect(body.message as string, `${label} stack in message`).not.toMatch(/\n\s+at /);
  return body;
}

export const UNAUTHORIZED = { message: 'Authentication required', code: 'UNAUTHORIZED' };

/** Cookie headers for a signed-in user, plus a fresh client address. */
export function as(u: SignedIn | null, ip: string, extra: Record<string, string> = {}) {
  return { headers: { ...(u ? { cookie: u.cookie } : {}), ...extra }, remoteAddress: ip };
}

export type { TestApp, SignedIn };
