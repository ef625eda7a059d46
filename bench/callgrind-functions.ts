/**
 * Instructions by function in one of callgrind's dumps (`bench/instructions.ts --by-function`).
 * callgrind names the functions of node's binary (V8's builtins and runtime, libuv, the C library)
 * but knows JavaScript compiled at run time only by its address; a node started with
 * `--perf-basic-prof` writes /tmp/perf-<pid>.map, the address range and name of everything V8
 * compiles, which names those addresses. A function compiled by several tiers of V8 (interpreter,
 * baseline, optimised) is counted as one.
 */
import { readFileSync } from 'node:fs';

type Range = { start: number; end: number; name: string };

/** V8's perf map: `<start hex> <size hex> <name>` a line; JS names carry their tier (`JS:*`, `JS:^`, `JS:~`…). */
export function readPerfMap(text: string): Range[] {
  const ranges: Range[] = [];
  for (const line of text.split('\n')) {
    const [start, size, ...name] = line.split(' ');
    if (!start || !size || !name.length) continue;
    const from = Number.parseInt(start, 16);
    ranges.push({
      start: from,
      end: from + Number.parseInt(size, 16),
      name: name.join(' ').replace(/^JS:[*+^~]?'?/, ''),
    });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** The name of the range holding `address`, the one starting last when V8 reused the space. */
function nameAt(ranges: Range[], address: number): string | undefined {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (ranges[mid].start <= address) low = mid + 1;
    else high = mid - 1;
  }
  for (let i = high; i >= 0 && i > high - 64; i--) if (address < ranges[i].end) return ranges[i].name;
  return undefined;
}

/**
 * Each function's own instructions (its calls' costs left out) in a dump of callgrind's format
 * (`fn=(id) name`, later `fn=(id)`; a `calls=` line makes the next cost line a call's, not the
 * function's own). Addresses are named through `ranges`; one with no name is "JIT code".
 */
export function selfInstructions(dump: string, ranges: Range[]): Map<string, number> {
  const names = new Map<string, string>();
  const totals = new Map<string, number>();
  let current = '';
  let callCost = false;
  const named = (id: string, name: string | undefined) => {
    if (name !== undefined) names.set(id, name);
    const raw = (names.get(id) ?? id).replace(/'\d+$/, '');
    if (!raw.startsWith('0x')) return raw;
    return nameAt(ranges, Number.parseInt(raw, 16)) ?? 'JIT code';
  };
  for (const line of dump.split('\n')) {
    const fn = /^(c?)fn=\((\d+)\)(?: (.*))?$/.exec(line);
    if (fn) {
      const name = named(fn[2], fn[3]);
      if (!fn[1]) current = name;
      continue;
    }
    if (line.startsWith('calls=')) {
      callCost = true;
      continue;
    }
    const cost = /^[-+*\d]\S* (\d+)/.exec(line);
    if (!cost) continue;
    if (callCost) callCost = false;
    else totals.set(current, (totals.get(current) ?? 0) + Number(cost[1]));
  }
  return totals;
}

/** `selfInstructions` of a dump file, named through the perf map of the process that wrote it. */
export function functionsOf(dumpFile: string): Map<string, number> {
  const dump = readFileSync(dumpFile, 'utf8');
  const pid = /^pid: (\d+)$/m.exec(dump)?.[1];
  let ranges: Range[] = [];
  try {
    ranges = readPerfMap(readFileSync(`/tmp/perf-${pid}.map`, 'utf8'));
  } catch {
    // no map: the server was not started with --perf-basic-prof, and JIT code stays unnamed
  }
  return selfInstructions(dump, ranges);
}
