import { describe, expect, it } from 'vitest';
import type { ClientBase } from 'pg';
import { serialiseQueries } from './serial-queries.ts';

function fakeConnection() {
  let running = 0;
  const seen = { most: 0, order: [] as string[] };
  const client = {
    query(text: string, cb?: (err: Error | null, res?: unknown) => void) {
      running += 1;
      seen.most = Math.max(seen.most, running);
      const done = new Promise((resolve, reject) =>
        setTimeout(() => {
          running -= 1;
          seen.order.push(text);
          if (text === 'fail') reject(new Error('syntax error'));
          else resolve({ rows: [text] });
        }, 5),
      );
      if (cb) done.then((res) => cb(null, res), cb);
      return done;
    },
  };
  return { client: client as unknown as ClientBase, seen };
}

describe('serialiseQueries', () => {
  it('runs parallel promise queries on one connection one at a time, in the order asked', async () => {
    const { client, seen } = fakeConnection();
    serialiseQueries(client);
    const results = await Promise.all(['a', 'b', 'c'].map((t) => client.query(t)));
    expect(results.map((r) => r.rows[0])).toEqual(['a', 'b', 'c']);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['a', 'b', 'c']);
  });

  it('a failed query rejects its own caller only; the next query still runs', async () => {
    const { client } = fakeConnection();
    serialiseQueries(client);
    const [failed, next] = await Promise.allSettled([client.query('fail'), client.query('after')]);
    expect(failed.status).toBe('rejected');
    expect(next).toMatchObject({ status: 'fulfilled', value: { rows: ['after'] } });
  });

  it('callback queries pass straight through', async () => {
    const { client, seen } = fakeConnection();
    serialiseQueries(client);
    const rows = await new Promise((resolve) =>
      client.query('cb', (_err: Error | null, res?: { rows: unknown[] }) => resolve(res?.rows)),
    );
    expect(rows).toEqual(['cb']);
    expect(seen.order).toEqual(['cb']);
  });
});
