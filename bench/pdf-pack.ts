/**
 * Renders the FBR application pack for a complete family 200 times and prints p50, p95 and max
 * render times in milliseconds (goal: p95 under 300 ms). Run with `node bench/pdf-pack.ts`.
 * The first render (font parsing, JIT warm-up) is reported on its own and not counted.
 */
import { renderApplicationPack } from '#server/pdf/application-pack.ts';
import { packInput } from '#tests/support/pack-input.ts';

const RUNS = 200;
const GOAL_P95_MS = 300;

const input = packInput();

const firstStart = performance.now();
const first = await renderApplicationPack(input);
const firstMs = performance.now() - firstStart;

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  await renderApplicationPack(input);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);

const at = (q: number): number => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
const fmt = (ms: number): string => ms.toFixed(1);
const p95 = at(0.95);

console.log(`pdf-pack: ${RUNS} renders, ${first.length} bytes each`);
console.log(`first render (cold): ${fmt(firstMs)} ms`);
console.log(`p50 ${fmt(at(0.5))} ms  p95 ${fmt(p95)} ms  max ${fmt(times[times.length - 1] ?? Number.NaN)} ms`);
console.log(p95 < GOAL_P95_MS ? `ok: p95 under ${GOAL_P95_MS} ms` : `SLOW: p95 over ${GOAL_P95_MS} ms`);
