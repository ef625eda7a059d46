/**
 * PDF packs are rendered in worker threads with a time and a memory limit, so one pathological
 * pack can neither stall every other request (rendering is synchronous CPU work) nor take the
 * process down with it (a worker over its heap limit dies alone). Piscina keeps the threads warm.
 */
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '#server/errors.ts';
import { PATHS } from '#server/paths.ts';
import type { PackInput } from '#server/pdf/pack-metadata.ts';

export type PdfPoolOptions = { threads: number; timeoutMs: number; maxMemoryMb: number; maxQueue: number };

export type PdfPool = { render(input: PackInput): Promise<Buffer>; close(): Promise<void> };

const TIMED_OUT =
  'Your application pack took too long to generate. Please try again in a minute; if it happens again, contact us.';
const FAILED = 'There was an error generating your PDF. Please try again.';
const BUSY = 'Many application packs are being generated right now. Please try again in a minute.';

export function createPdfPool(options: PdfPoolOptions): PdfPool {
  const pool = new Piscina({
    filename: pathToFileURL(PATHS.pdfWorker).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    maxQueue: options.maxQueue,
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
  });
  return {
    async render(input) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), options.timeoutMs);
      try {
        const bytes = (await pool.run(input, { signal: abort.signal })) as Uint8Array;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (abort.signal.aborted) throw new AppError(503, TIMED_OUT, 'PDF_TIMEOUT');
        if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new AppError(503, BUSY, 'PDF_BUSY');
        // A worker over its memory limit, or any other failure inside it: this request fails alone.
        throw new AppError(503, FAILED, 'PDF_FAILED', { cause: err });
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.destroy(),
  };
}
