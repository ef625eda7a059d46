/**
 * Renders the FBR application pack for the worst input the API accepts (every text field of
 * every member at its length limit, in unbroken words) and for the sample family, 5 times each,
 * and prints the median and the slowest render in milliseconds. Run with `node bench/pdf-worst-case.ts`.
 */
import { sampleFamily } from '#domain/documents/sample-tree.ts';
import { MEMBER_TEXT_LIMITS } from '#shared/family.ts';
import { renderApplicationPack, type PackInput } from '#server/pdf/application-pack.ts';
import { packInput } from '#tests/support/pack-input.ts';

const RUNS = 5;
const fill = (letter: string, n: number) => letter.repeat(n);

function packFor(worst: boolean): PackInput {
  const { members } = sampleFamily();
  const tree = worst
    ? members.map((m) => ({
        ...m,
        firstName: fill('M', MEMBER_TEXT_LIMITS.firstName),
        lastName: fill('W', MEMBER_TEXT_LIMITS.lastName),
        birthPlace: fill('P', MEMBER_TEXT_LIMITS.birthPlace),
        deathPlace: m.isDeceased ? fill('D', MEMBER_TEXT_LIMITS.deathPlace) : null,
        notes: fill('N', MEMBER_TEXT_LIMITS.notes),
      }))
    : members;
  return packInput(tree, {
    applicantEmail: `${fill('e', 64)}@${fill('d', 180)}.example`,
    generatedAt: new Date('2026-11-24T10:00:00Z'),
  });
}

for (const [label, worst] of [
  ['sample family', false],
  ['worst accepted input', true],
] as const) {
  const input = packFor(worst);
  await renderApplicationPack(input); // warm-up: fonts, JIT
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = (await renderApplicationPack(input)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, slowest ${times[RUNS - 1]!.toFixed(0)} ms, ${Math.round(bytes / 1024)} KB, rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  );
}
