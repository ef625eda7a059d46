import pino from 'pino';

type Target = { write(text: string): unknown };

/**
 * Log lines kept until the end of the event loop's turn, then written to the target with one
 * synchronous write (docs/decisions/075-log-lines-written-once-per-turn.md). Under load many answers
 * finish in one turn, and their access lines share a system call instead of taking one each; when
 * the process exits (an uncaught error, process.exit) what is held is written first.
 */
export function turnBatchedLog(target: Target, onExit: (flush: () => void) => void = (f) => process.on('exit', f)) {
  let held = '';
  const flush = () => {
    if (held === '') return;
    const text = held;
    held = '';
    target.write(text);
  };
  onExit(flush);
  return {
    write(line: string) {
      if (held === '') setImmediate(flush);
      held += line;
    },
  };
}

let stdout: ReturnType<typeof turnBatchedLog> | undefined;

/** The server's log: standard output, synchronous writes (sonic-boom retries a full pipe), one per turn. */
export const stdoutLog = () => (stdout ??= turnBatchedLog(pino.destination({ dest: 1, sync: true })));
