/**
 * CPU-heavy jobs (PDF packs, GEDCOM files) run in worker threads with a time and a memory limit,
 * so one pathological request can neither stall every other request (the work is synchronous)
 * nor take the process down with it (a worker over its heap limit dies alone). Piscina keeps the
 * threads warm and queues what exceeds them.
 */
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '#server/errors.ts';
import type { GedcomReading } from '#server/modules/family/gedcom-reader.ts';
import { PATHS } from '#server/paths.ts';
import type { PackInput } from '#server/pdf/pack-metadata.ts';
import type { GedcomUpload } from '#shared/gedcom.ts';

export type JobPoolOptions = { threads: number; timeoutMs: number; maxMemoryMb: number; maxQueue: number };

export type JobPool = {
  renderPack(input: PackInput): Promise<Buffer>;
  readGedcom(input: GedcomUpload & { homeXref?: string; today: string }): Promise<GedcomReading>;
  close(): Promise<void>;
};

const BUSY = 'Many requests like this one are being worked on right now. Please try again in a minute.';
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
    maxQueue: options.maxQueue,
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
  });

  async function run<T>(name: keyof typeof FAILURES, input: unknown): Promise<T> {
    const texts = FAILURES[name];
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    try {
      return (await pool.run(input, { name, signal: abort.signal })) as T;
    } catch (err) {
      if (abort.signal.aborted) throw new AppError(503, texts.timeout, `${texts.code}_TIMEOUT`);
      if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new AppError(503, BUSY, 'BUSY');
      // A worker over its memory limit, or any other failure inside it: this request fails alone.
      throw new AppError(503, texts.failed, `${texts.code}_FAILED`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async renderPack(input) {
      const bytes = await run<Uint8Array>('renderPack', input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    readGedcom: (input) => run<GedcomReading>('readGedcom', input),
    close: () => pool.destroy(),
  };
}
