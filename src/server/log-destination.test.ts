import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_HELD_MAX, LOG_WINDOW_MS, windowedLog } from './log-destination.ts';

const module = fileURLToPath(new URL('./log-destination.ts', import.meta.url));
const runScript = (script: string) =>
  spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import { stdoutLog, windowedLog } from ${JSON.stringify(module)};\n${script}`],
    {
      encoding: 'utf8',
    },
  );

describe('log lines written together, at most one window after the first of them', () => {
  afterEach(() => vi.useRealTimers());

  it("writes a window's lines together, in order, once the window ends", () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = windowedLog({ write: (text) => writes.push(text) }, () => {});
    log.write('{"n":1}\n');
    vi.advanceTimersByTime(LOG_WINDOW_MS - 1);
    log.write('{"n":2}\n');
    log.write('{"n":3}\n');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    log.write('{"n":4}\n');
    vi.advanceTimersByTime(LOG_WINDOW_MS);
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
    vi.advanceTimersByTime(LOG_WINDOW_MS * 4);
    expect(writes).toHaveLength(2);
  });

  it('writes at once when a burst fills what it may hold', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = windowedLog({ write: (text) => writes.push(text) }, () => {});
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < LOG_HELD_MAX / line.length; i++) log.write(line);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(LOG_HELD_MAX);
    log.write('after\n');
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(LOG_WINDOW_MS);
    expect(writes).toEqual([line.repeat(LOG_HELD_MAX / line.length), 'after\n']);
  });

  it('writes what it holds when the process exits', () => {
    const writes: string[] = [];
    let onExit = () => {};
    const log = windowedLog({ write: (text) => writes.push(text) }, (flush) => (onExit = flush));
    log.write('a\n');
    onExit();
    expect(writes).toEqual(['a\n']);
    onExit();
    expect(writes).toEqual(['a\n']);
  });

  it("loses no line when the server's process dies of an uncaught error within the window", () => {
    const child = runScript(`const log = stdoutLog();
      log.write('first\\n');
      setImmediate(() => { log.write('second\\n'); log.write('third\\n'); throw new Error('boom'); });`);
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('boom');
    expect(child.stdout).toBe('first\nsecond\nthird\n');
  });

  it('does not keep a finished process waiting for the window, and loses none of its lines', () => {
    const child =
      runScript(`const log = windowedLog({ write: (text) => process.stdout.write(text) }, undefined, 20_000);
      const started = performance.now();
      log.write('only line\\n');
      process.on('exit', () => process.stderr.write(String(performance.now() - started)));`);
    expect(child.status).toBe(0);
    expect(child.stdout).toBe('only line\n');
    expect(Number(child.stderr)).toBeLessThan(10_000);
  });
});
