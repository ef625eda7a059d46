import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

/** Decision 077: PGlite runs queries on the server's own thread, so queued queries must leave turns to other work. */
describe('PGlite queries take turns with the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('serves other work between queued queries instead of running them back to back', async () => {
    const ended: number[] = [];
    const queued = Array.from({ length: 5 }, (_, i) =>
      database.db.execute(sql`select count(*) from generate_series(1, 100000)`).then(() => ended.push(i)),
    );
    let endedWhenServed: number | undefined;
    setImmediate(() => (endedWhenServed = ended.length));
    await Promise.all(queued);
    expect(ended).toEqual([0, 1, 2, 3, 4]);
    expect(endedWhenServed).toBeLessThanOrEqual(1);
  });
});
