import pino from 'pino';

type Target = { write(text: string): unknown };

/** How long a line may wait for others to share its write (docs/decisions/083-log-lines-written-every-25-ms.md). */
export const LOG_WINDOW_MS = 25;
/** What is held when it is written at once, whatever the window: a burst's lines in writes of about this size. */
export const LOG_HELD_MAX = 64 * 1024;

/**
 * Log lines kept for up to LOG_WINDOW_MS, then written to the target with one synchronous write.
 * At a few thousand answers a second, each in a turn of the event loop of its own, their access
 * lines share a system call instead of taking one each. When the process exits (an uncaught error,
 * process.exit) what is held is written first.
 */
export function windowedLog(
  target: Target,
  onExit: (flush: () => void) => void = (f) => process.on('exit', f),
  windowMs = LOG_WINDOW_MS,
) {
  let held = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (held === '') return;
    const text = held;
    held = '';
    target.write(text);
  };
  onExit(flush);
  return {
    write(line: string) {
      held += line;
      if (held.length >= LOG_HELD_MAX) flush();
      // Unreferenced: a log waiting to be written does not keep an otherwise finished process alive.
      else timer ??= setTimeout(flush, windowMs).unref();
    },
  };
}

let stdout: ReturnType<typeof windowedLog> | undefined;

/** The server's log: standard output, synchronous writes (sonic-boom retries a full pipe), at most one per window. */
export const stdoutLog = () => (stdout ??= windowedLog(pino.destination({ dest: 1, sync: true })));
