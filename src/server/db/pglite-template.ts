/**
 * A migrated PGlite data directory made at build time, copied into an empty data directory at
 * start-up: creating a database in WASM (initdb) and migrating it take about 5 s, a copy a
 * fraction of that (decision 015). The copy is what running the migrations on an empty
 * directory produces, because it was made that way by the same PGlite and the same migrations;
 * a stamp of both is kept with it, and a template made by another build is not used.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PATHS } from '../paths.ts';

const DATA = 'pgdata';
const STAMP = 'stamp.json';
// PGlite takes a directory holding this file for an existing database; copied last, so a copy
// cut short is seen as no database and made again.
const MARKER = 'PG_VERSION';

/** The PGlite version and a hash of every migration file: what the template depends on. */
function stamp(): string {
  const pglitePackage = join(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json');
  const hash = createHash('sha256');
  const folder = PATHS.migrations;
  for (const file of [
    'meta/_journal.json',
    ...readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort(),
  ]) {
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
  return JSON.stringify({ pglite: version, migrations: hash.digest('hex') });
}

/**
 * Makes the template in templateDir as a server's first start without a template makes a
 * database: openDatabase on an empty directory (PGlite runs initdb), migrate(), a clean close.
 */
export async function writePgliteTemplate(templateDir = PATHS.pgliteTemplate): Promise<void> {
  rmSync(templateDir, { recursive: true, force: true });
  const { openDatabase } = await import('./client.ts');
  const database = await openDatabase({ dataDir: join(templateDir, DATA), pgliteTemplate: null });
  await database.migrate();
  await database.close();
  writeFileSync(join(templateDir, STAMP), stamp());
}

/**
 * Copies the template into dataDir when dataDir holds no database and the template matches this
 * build. Returns whether it did; if not, PGlite creates the database itself.
 */
export async function seedFromTemplate(dataDir: string, templateDir: string): Promise<boolean> {
  if (existsSync(join(dataDir, MARKER))) return false;
  const stampFile = join(templateDir, STAMP);
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp()) return false;
  const source = join(templateDir, DATA);
  await copyTree(source, dataDir, (name) => name !== MARKER);
  await copyFile(join(source, MARKER), join(dataDir, MARKER));
  return true;
}

/**
 * Copies a directory tree, all files at once: creating a file is the slow part (about a thousand
 * here), and the copies run on libuv's threads while the main thread loads the app.
 */
async function copyTree(from: string, to: string, include: (name: string) => boolean = () => true): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => include(entry.name))
      .map((entry) =>
        entry.isDirectory()
          ? copyTree(join(from, entry.name), join(to, entry.name))
          : copyFile(join(from, entry.name), join(to, entry.name)),
      ),
  );
}
