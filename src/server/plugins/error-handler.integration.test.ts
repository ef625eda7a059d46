import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '#tests/support/log-lines.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { buildApp, type App } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';

/** Every 5xx leaves one error line with its cause chain and request id (docs/decisions/055-operators-eyes.md). */
describe('server errors in the log', () => {
  const { stream: sink, lines } = logLines();
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
    // What a worker failure looks like when it reaches the handler: our message, the cause inside.
    app.get('/test/job-failed', async () => {
      const crash = Object.assign(new Error('Worker terminated due to reaching memory limit'), {
        code: 'ERR_WORKER_OUT_OF_MEMORY',
      });
      throw new AppError(503, 'There was an error generating your PDF. Please try again.', 'PDF_FAILED', {
        cause: crash,
      });
    });
    app.get('/test/not-found', async () => {
      throw new AppError(404, 'No such member', 'NOT_FOUND');
    });
    app.get('/test/crash', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const errorLinesOf = (requestId: unknown) => lines.filter((l) => l.reqId === requestId && l.level === 50);

  it('logs our own 5xx once, with the cause chain and stack, and answers only the message', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/job-failed' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'There was an error generating your PDF. Please try again.',
      code: 'PDF_FAILED',
    });
    expect(res.body).not.toContain('memory limit');

    const logged = errorLinesOf(res.headers['x-request-id']);
    expect(logged).toHaveLength(1);
    const err = logged[0]!.err as { message: string; stack: string; code: string };
    expect(err.code).toBe('PDF_FAILED');
    expect(err.message).toContain('Worker terminated due to reaching memory limit');
    expect(err.stack).toMatch(/caused by: Error: Worker terminated due to reaching memory limit/);
  });

  it('logs an unexpected crash once with its stack, and answers a plain 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    const logged = errorLinesOf(res.headers['x-request-id']);
    expect(logged).toHaveLength(1);
    expect((logged[0]!.err as { stack: string }).stack).toContain('TypeError');
  });

  it('does not log a 4xx as an error', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/not-found' });
    expect(res.statusCode).toBe(404);
    expect(errorLinesOf(res.headers['x-request-id'])).toHaveLength(0);
  });
});
