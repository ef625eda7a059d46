import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { turnBatchedLog } from './log-destination.ts';

const afterTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines written once per turn', () => {
  it("writes a turn's lines together, in order, once the turn ends", async () => {
    const writes: string[] = [];
    const log = turnBatchedLog({ write: (text) => writes.push(text) }, () => {});
    log.write('{"n":1}\n');
    log.write('{"n":2}\n');
    log.write('{"n":3}\n');
    expect(writes).toEqual([]);
    await afterTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    log.write('{"n":4}\n');
    await afterTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
    await afterTurn();
    expect(writes).toHaveLength(2);
  });

  it('writes what it holds when the process exits', () => {
    const writes: string[] = [];
    let onExit = () => {};
    const log = turnBatchedLog({ write: (text) => writes.push(text) }, (flush) => (onExit = flush));
    log.write('a\n');
    onExit();
    expect(writes).toEqual(['a\n']);
    onExit();
    expect(writes).toEqual(['a\n']);
  });

  it("loses no line when the server's process dies of an uncaught error in the same turn", () => {
    const module = fileURLToPath(new URL('./log-destination.ts', import.meta.url));
    const script = `import { stdoutLog } from ${JSON.stringify(module)};
      const log = stdoutLog();
      log.write('first\\n');
      setImmediate(() => { log.write('second\\n'); log.write('third\\n'); throw new Error('boom'); });`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('boom');
    expect(child.stdout).toBe('first\nsecond\nthird\n');
  });
});
