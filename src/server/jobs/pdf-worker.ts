/**
 * The worker-thread side of PDF rendering (pdf-pool.ts): renders one pack and hands the bytes
 * back without copying them. Runs under the pool's time and memory limits, off the thread that
 * answers requests.
 */
import { Piscina } from 'piscina';
import type { PackInput } from '#server/pdf/pack-metadata.ts';
import { renderPack } from '#server/pdf/render-pack.ts';

export default async function renderInWorker(input: PackInput) {
  const pdf = await renderPack(input);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
  return Piscina.move(bytes);
}
