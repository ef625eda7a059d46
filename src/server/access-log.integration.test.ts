import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';

describe('the access log', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      clientDir: null,
      logger: { level: 'info', stream: sink },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['/api/pricing', 200],
    ['/api/family-members', 401],
    ['/api/nope', 404],
  ])('GET %s: exactly one info line with method, URL, status, time and remote address', async (url, status) => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(status);
    const completed = lines.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url, remoteAddress: '203.0.113.9' },
      res: { statusCode: status },
    });
    expect(completed[0].responseTime).toEqual(expect.any(Number));
  });
});
