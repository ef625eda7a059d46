/**
 * The reference for PGlite start-up in `npm run bench:ci`: a bare Node process that opens PGlite
 * on the data directory given (empty: PGlite creates the database; existing: it opens it), with
 * the extension the app loads, runs `select 1` and prints "ready". Nothing of the app is loaded.
 *
 *   node bench/pglite-open.ts <data directory>
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node bench/pglite-open.ts <data directory>');
const db = new PGlite(dir, { extensions: { pg_trgm } });
await db.query('select 1');
process.stdout.write('ready\n');
await db.close();
