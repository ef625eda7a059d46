/**
 * The worker-thread side of the job pool (job-pool.ts): the CPU-heavy jobs, each run under the
 * pool's time and memory limits, off the thread that answers requests.
 */
import { Piscina } from 'piscina';
import { readGedcom as read } from '#server/modules/family/gedcom-reader.ts';
import type { PackInput } from '#server/pdf/pack-metadata.ts';
import { renderPack as render } from '#server/pdf/render-pack.ts';

/** Renders one PDF pack and hands the bytes back without copying them. */
export async function renderPack(input: PackInput) {
  const pdf = await render(input);
  return Piscina.move(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice());
}

export const readGedcom = read;
