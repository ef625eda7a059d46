/**
 * CPU-heavy jobs (PDF packs, GEDCOM files) run in worker threads with a time and a memory limit,
 * so one pathological request can neither stall every other request (the work is synchronous)
 * nor take the process down with it (a worker over its heap limit dies alone). Piscina keeps the
 * threads warm and queues what exceeds them.
 */
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '#server/errors.ts';
import type { JobOutcome } from '#server/metrics/metrics.ts';
import { createFairQueue } from './fair-queue.ts';
import type { GedcomReading } from '#server/modules/family/gedcom-reader.ts';
import { PATHS } from '#server/paths.ts';
import type { PackInput } from '#server/pdf/pack-metadata.ts';
import type { GedcomUpload } from '#shared/gedcom.ts';

export type JobPoolOptions = {
  threads: number;
  timeoutMs: number;
  maxMemoryMb: number;
  maxQueue: number;
  /** Told how each job ended and how long it ran (the metrics). */
  onJob?: (job: 'renderPack' | 'readGedcom', outcome: JobOutcome, seconds: number) => void;
};

/** `owner` is the user the job is for: each user has at most one job in the pool at a time. */
export type JobPool = {
  renderPack(input: PackInput, owner: string): Promise<Buffer>;
  readGedcom(input: GedcomUpload & { homeXref?: string; today: string }, owner: string): Promise<GedcomReading>;
  load(): { running: number; waiting: number; threads: number };
  close(): Promise<void>;
};

/** A preview waits at most this long for a thread; a paid pack waits its turn (decision 046). */
const PREVIEW_WAIT_MS = 2_000;

const FAILURES = {
  renderPack: {
    timeout:
      'Your application pack took too long to generate. Please try again in a minute; if it happens again, contact us.',
    failed: 'There was an error generating your PDF. Please try again.',
    code: 'PDF',
  },
  readGedcom: {
    timeout: 'Reading this file took too long. Export only your direct family and try again.',
    failed: 'This file could not be read. Export only your direct family and try again.',
    code: 'GEDCOM',
  },
} as const;

export function createJobPool(options: JobPoolOptions): JobPool {
  const pool = new Piscina({
    filename: pathToFileURL(PATHS.jobWorker).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
  });
  // The queue hands Piscina a job only when a thread is free, so Piscina's own queue stays empty.
  const queue = createFairQueue({ slots: options.threads, maxQueue: options.maxQueue, previewWaitMs: PREVIEW_WAIT_MS });

  async function runNow<T>(name: keyof typeof FAILURES, input: unknown): Promise<T> {
    const texts = FAILURES[name];
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    const started = performance.now();
    const ended = (outcome: JobOutcome) => options.onJob?.(name, outcome, (performance.now() - started) / 1000);
    try {
      const result = (await pool.run(input, { name, signal: abort.signal })) as T;
      ended('ok');
      return result;
    } catch (err) {
      if (abort.signal.aborted) {
        ended('timeout');
        throw new AppError(503, texts.timeout, `${texts.code}_TIMEOUT`);
      }
      ended('failed');
      // A worker over its memory limit, or any other failure inside it: this request fails alone.
      throw new AppError(503, texts.failed, `${texts.code}_FAILED`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async renderPack(input, owner) {
      const bytes = await queue.submit(owner, 'paid', () => runNow<Uint8Array>('renderPack', input));
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    readGedcom: (input, owner) => queue.submit(owner, 'preview', () => runNow<GedcomReading>('readGedcom', input)),
    load: () => ({ ...queue.load(), threads: options.threads }),
    close: () => pool.destroy(),
  };
}
