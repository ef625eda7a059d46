// Backs up and restores the service's state: the database and the scans in the blob store
// (docs/decisions/054-backups.md; README 'Backups').
//
//   npm run backup -- <folder>     a new, empty folder receives the backup
//   npm run restore -- <folder>    into an empty database (DATABASE_URL) or an empty DATA_DIR
//
// It uses the server's own settings (DATABASE_URL, DATA_DIR, BLOB_S3_BUCKET). PostgreSQL is dumped
// with pg_dump while the service runs; a PGlite DATA_DIR is copied while the service is stopped.
// Scans in the folder store (DATA_DIR/blobs) are copied and checked by SHA-256; a bucket is left to
// the bucket's own tools, and the script says so.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig, type AppConfig } from '#server/config.ts';
import { openDatabase, rowsOf } from '#server/db/client.ts';

export const MANIFEST = 'manifest.json';
const DUMP = 'database.dump';
const PGLITE = 'pglite';
const BLOBS = 'blobs';
/** Folders of DATA_DIR that are not PGlite's: the blob store, its upload spool. */
const NOT_DATABASE = new Set([BLOBS, 'blob-spool', 'postmaster.pid']);

export type Manifest = {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Rows in every table when the backup was taken ("schema.table": count). */
  tables: Record<string, number>;
  blobs:
    { store: 'folder'; files: Array<{ key: string; size: number; sha256: string }> } | { store: 's3'; bucket: string };
};

class BackupError extends Error {}

const TABLES_SQL = `select table_schema as s, table_name as t from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`;

/** Counts every table's rows through `query` (one connection, so one snapshot when in a transaction). */
async function countRows(query: (text: string) => Promise<Array<Record<string, unknown>>>) {
  const counts: Record<string, number> = {};
  for (const { s, t } of (await query(TABLES_SQL)) as Array<{ s: string; t: string }>) {
    const [row] = await query(`select count(*)::int as n from "${s}"."${t}"`);
    counts[`${s}.${t}`] = Number(row.n);
  }
  return counts;
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      fail(
        new BackupError(
          err.code === 'ENOENT'
            ? `${program} was not found. Install the PostgreSQL client tools (apt-get install postgresql-client), version ${program === 'pg_dump' ? 'at least the server’s' : 'the same as pg_dump’s'}.`
            : err.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new BackupError(`${program} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** Every file under `root` (but its `.tmp/` of half-written uploads), as store keys. */
async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((key) => !key.startsWith('.tmp/'))
    .sort();
}

/** Copies one file, returning its size and SHA-256 as read. */
async function copyHashed(from: string, to: string): Promise<{ size: number; sha256: string }> {
  await mkdir(dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, next) {
      hash.update(chunk);
      size += chunk.length;
      next(null, chunk);
    },
  });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  return { size, sha256: hash.digest('hex') };
}

const pidFile = (dataDir: string) => join(dataDir, 'postmaster.pid');
function assertPgliteStopped(dataDir: string) {
  if (existsSync(pidFile(dataDir)))
    throw new BackupError(
      `PGlite's data folder ${dataDir} is in use (it holds postmaster.pid). Stop the service and run this again. ` +
        'If no service is running (it crashed), start it once and stop it cleanly first.',
    );
}

async function pgliteCounts(dataDir: string) {
  const database = await openDatabase({ dataDir, pgliteTemplate: null });
  try {
    return await countRows(async (text) => rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(text))));
  } finally {
    await database.close();
  }
}

export async function backup(config: AppConfig, folder: string, log = console.log): Promise<Manifest> {
  const target = resolve(folder);
  if (existsSync(target) && (await readdir(target)).length > 0)
    throw new BackupError(`${target} is not empty: give a new folder for each backup.`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  let database: Manifest['database'];
  let tables: Manifest['tables'];

  if (config.databaseUrl) {
    database = 'postgres';
    // The counts and pg_dump read the same snapshot, exported by this open transaction.
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
      tables = await countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      await run('pg_dump', [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${join(target, DUMP)}`,
        `--dbname=${config.databaseUrl}`,
      ]);
      await client.query('commit');
    } finally {
      await client.end();
    }
    log(`database: pg_dump of PostgreSQL → ${DUMP}`);
  } else {
    database = 'pglite';
    const dataDir = resolve(config.dataDir);
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`${dataDir} holds no PGlite database.`);
    assertPgliteStopped(dataDir);
    // Opened and closed cleanly first: the copy is then of a database shut down, not mid-write.
    tables = await pgliteCounts(dataDir);
    assertPgliteStopped(dataDir);
    await cp(dataDir, join(target, PGLITE), {
      recursive: true,
      filter: (source) => source === dataDir || !NOT_DATABASE.has(relative(dataDir, source).split(sep)[0]),
    });
    assertPgliteStopped(dataDir);
    log(`database: a copy of PGlite's data folder → ${PGLITE}/`);
  }

  // After the database: a scan uploaded meanwhile is a file without a row (never shown); one
  // deleted meanwhile is a row without its file (404), and its owner had deleted it.
  let blobs: Manifest['blobs'];
  if (config.blobS3) {
    blobs = { store: 's3', bucket: config.blobS3.bucket };
    log(
      `scans: kept in the bucket ${config.blobS3.bucket}, not copied. Copy the bucket now ` +
        '(e.g. aws s3 sync, rclone sync) and keep its versioning on: see README "Backups".',
    );
  } else {
    const root = join(config.dataDir, BLOBS);
    const files = [];
    for (const key of await filesUnder(root)) {
      files.push({ key, ...(await copyHashed(join(root, key), join(target, BLOBS, key))) });
    }
    blobs = { store: 'folder', files };
    log(`scans: ${files.length} files (${files.reduce((n, f) => n + f.size, 0)} bytes) → ${BLOBS}/`);
  }

  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database, tables, blobs };
  // Written last: a folder without it is an unfinished backup, which restore refuses.
  await writeFile(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  log(`tables: ${Object.keys(tables).length}, rows: ${Object.values(tables).reduce((a, b) => a + b, 0)}`);
  return manifest;
}

function compareCounts(expected: Record<string, number>, found: Record<string, number>) {
  const wrong = Object.entries(expected)
    .filter(([table, n]) => found[table] !== n)
    .map(([table, n]) => `${table}: ${n} in the backup, ${found[table] ?? 'missing'} restored`);
  if (wrong.length > 0) throw new BackupError(`The restored database does not match the backup:\n${wrong.join('\n')}`);
}

export async function restore(config: AppConfig, folder: string, log = console.log): Promise<Manifest> {
  const source = resolve(folder);
  if (!existsSync(join(source, MANIFEST)))
    throw new BackupError(`${source} has no ${MANIFEST}: it is not a backup, or the backup did not finish.`);
  const manifest = JSON.parse(await readFile(join(source, MANIFEST), 'utf8')) as Manifest;
  const dataDir = resolve(config.dataDir);
  const blobRoot = join(dataDir, BLOBS);
  if (manifest.blobs.store === 'folder' && !config.blobS3 && (await filesUnder(blobRoot)).length > 0)
    throw new BackupError(`${blobRoot} already holds scans: restore into an empty DATA_DIR.`);

  if (manifest.database === 'postgres') {
    if (!config.databaseUrl)
      throw new BackupError('This is a PostgreSQL backup: set DATABASE_URL to an empty database.');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const existing = (await client.query(TABLES_SQL)).rows.length;
      if (existing > 0)
        throw new BackupError(`The database has ${existing} tables already: restore into a new, empty database.`);
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        join(source, DUMP),
      ]);
      compareCounts(
        manifest.tables,
        await countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows),
      );
    } finally {
      await client.end();
    }
    log('database: restored with pg_restore; every table has its rows');
  } else {
    if (config.databaseUrl) throw new BackupError('This is a PGlite backup: unset DATABASE_URL and set DATA_DIR.');
    if (existsSync(join(dataDir, 'PG_VERSION')))
      throw new BackupError(`${dataDir} holds a database already: restore into an empty DATA_DIR.`);
    await mkdir(dataDir, { recursive: true });
    for (const name of await readdir(join(source, PGLITE))) {
      await cp(join(source, PGLITE, name), join(dataDir, name), { recursive: true, errorOnExist: true, force: false });
    }
    compareCounts(manifest.tables, await pgliteCounts(dataDir));
    log(`database: PGlite's data folder restored into ${dataDir}; every table has its rows`);
  }

  if (manifest.blobs.store === 'folder') {
    if (config.blobS3) throw new BackupError('The backup holds scans as files: unset BLOB_S3_BUCKET to restore them.');
    for (const file of manifest.blobs.files) {
      const copied = await copyHashed(join(source, BLOBS, file.key), join(blobRoot, file.key));
      if (copied.sha256 !== file.sha256 || copied.size !== file.size) {
        await rm(join(blobRoot, file.key), { force: true });
        throw new BackupError(`The scan ${file.key} in the backup is damaged (its SHA-256 differs).`);
      }
    }
    log(`scans: ${manifest.blobs.files.length} files restored into ${blobRoot}, each checked by SHA-256`);
  } else {
    log(`scans: in the bucket ${manifest.blobs.bucket}; restore the bucket's copy with its own tools.`);
  }
  return manifest;
}

async function main() {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    console.error('Usage: npm run backup -- <new folder>   |   npm run restore -- <backup folder>');
    process.exit(2);
  }
  try {
    const config = loadConfig();
    await (command === 'backup' ? backup(config, folder) : restore(config, folder));
    console.log(`${command}: done (${resolve(folder)})`);
  } catch (err) {
    console.error(
      `${command} failed: ${err instanceof BackupError ? err.message : String((err as Error).stack ?? err)}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
