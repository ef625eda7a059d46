import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.ts';

/** A job the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the fair job queue', () => {
  it('runs paid work before previews that were waiting longer', async () => {
    const log: string[] = [];
    const queue = createFairQueue({ slots: 1, maxQueue: 5, previewWaitMs: 60_000 });
    const first = gate(log, 'pack-1');
    const preview = gate(log, 'preview');
    const pack = gate(log, 'pack-2');
    const results = [
      queue.submit('u1', 'paid', first.job),
      queue.submit('u2', 'preview', preview.job),
      queue.submit('u3', 'paid', pack.job),
    ];
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
    first.finish();
    await tick();
    pack.finish();
    await tick();
    preview.finish();
    expect(await Promise.all(results)).toEqual(['pack-1', 'preview', 'pack-2']);
    expect(log).toEqual(['start pack-1', 'start pack-2', 'start preview']);
  });

  it('refuses a second job of the same user while the first is in the queue or running', async () => {
    const queue = createFairQueue({ slots: 1, maxQueue: 5, previewWaitMs: 60_000 });
    const first = gate([], 'a');
    const running = queue.submit('u1', 'preview', first.job);
    await expect(queue.submit('u1', 'paid', async () => 'b')).rejects.toMatchObject({
      statusCode: 429,
      code: 'JOB_IN_PROGRESS',
    });
    first.finish();
    await running;
    await expect(queue.submit('u1', 'paid', async () => 'again')).resolves.toBe('again');
  });

  it('answers a preview that cannot start soon with busy, and the queue moves on', async () => {
    const queue = createFairQueue({ slots: 1, maxQueue: 5, previewWaitMs: 20 });
    const pack = gate([], 'pack');
    const packDone = queue.submit('payer', 'paid', pack.job);
    const started = Date.now();
    await expect(queue.submit('previewer', 'preview', async () => 'never')).rejects.toMatchObject({
      statusCode: 503,
      code: 'BUSY',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    pack.finish();
    expect(await packDone).toBe('pack');
  });

  it('refuses work beyond the queue with busy rather than waiting without end', async () => {
    const queue = createFairQueue({ slots: 1, maxQueue: 1, previewWaitMs: 60_000 });
    const first = gate([], 'first');
    const running = queue.submit('u1', 'paid', first.job);
    const waiting = queue.submit('u2', 'paid', async () => 'second');
    await expect(queue.submit('u3', 'paid', async () => 'third')).rejects.toMatchObject({ code: 'BUSY' });
    first.finish();
    expect(await running).toBe('first');
    expect(await waiting).toBe('second');
  });
});
