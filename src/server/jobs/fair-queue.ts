/**
 * Who runs next in the job pool (decision 046): at most one job per user at a time, paid work (a
 * PDF pack) before previews (GEDCOM files), and a preview that cannot start soon is refused with
 * 'busy' instead of queueing behind paying users. A job's time limit starts when it starts
 * running, so time spent waiting never fails it.
 */
import { AppError } from '#server/errors.ts';

export type Priority = 'paid' | 'preview';

export type FairQueueOptions = {
  /** Jobs that may run at once (the pool's threads). */
  slots: number;
  /** Jobs that may wait, of both priorities together. */
  maxQueue: number;
  /** How long a preview may wait for a free slot before it is refused as busy. */
  previewWaitMs: number;
};

export const BUSY_MESSAGE = 'Many requests like this one are being worked on right now. Please try again in a minute.';
export const ONE_AT_A_TIME_MESSAGE =
  'We are still working on your previous request. Please wait for it to finish, then try again.';

type Waiting = { start: () => void; timer?: NodeJS.Timeout };

export type FairQueue = {
  /** Runs `job` when its turn comes; `job` is called with no time spent waiting counted against it. */
  submit<T>(owner: string, priority: Priority, job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (for metrics and tests). */
  load(): { running: number; waiting: number };
};

export function createFairQueue(options: FairQueueOptions): FairQueue {
  let running = 0;
  const owners = new Set<string>();
  const queues: Record<Priority, Waiting[]> = { paid: [], preview: [] };
  const waiting = () => queues.paid.length + queues.preview.length;

  function next() {
    while (running < options.slots) {
      const task = queues.paid.shift() ?? queues.preview.shift();
      if (!task) return;
      clearTimeout(task.timer);
      task.start();
    }
  }

  return {
    submit<T>(owner: string, priority: Priority, job: () => Promise<T>): Promise<T> {
      if (owners.has(owner)) {
        return Promise.reject(new AppError(429, ONE_AT_A_TIME_MESSAGE, 'JOB_IN_PROGRESS'));
      }
      if (running >= options.slots && waiting() >= options.maxQueue) {
        return Promise.reject(new AppError(503, BUSY_MESSAGE, 'BUSY'));
      }
      owners.add(owner);
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          // The slot and the owner are free before the caller hears the result, so it can submit again at once.
          const release = () => {
            running -= 1;
            owners.delete(owner);
            next();
          };
          job().then(
            (value) => {
              release();
              resolve(value);
            },
            (err: unknown) => {
              release();
              reject(err instanceof Error ? err : new Error(String(err)));
            },
          );
        };
        if (running < options.slots) return start();
        const task: Waiting = { start };
        if (priority === 'preview') {
          task.timer = setTimeout(() => {
            queues.preview.splice(queues.preview.indexOf(task), 1);
            owners.delete(owner);
            reject(new AppError(503, BUSY_MESSAGE, 'BUSY'));
          }, options.previewWaitMs);
        }
        queues[priority].push(task);
      });
    },
    load: () => ({ running, waiting: waiting() }),
  };
}
