import type { ClientBase } from 'pg';

/**
 * Runs a connection's promise-style queries one after another in our own queue. A transaction
 * holds one connection, and handlers read in parallel (`Promise.all`) with whatever handle they
 * are given; pg queues those itself today but deprecates doing so (it goes in pg 9). Callback and
 * submittable queries (the pool's own, cursors) pass straight through: the pool only gives them an
 * idle connection, whose queue is empty.
 */
export function serialiseQueries(client: ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  }) as ClientBase['query'];
}
