import { describe, expect, it } from 'vitest';
import { readPerfMap, selfInstructions } from './callgrind-functions.ts';

const MAP = [
  '1000 100 JS:*handler file:///srv/app.mjs:10:5',
  '2000 80 JS:^handler file:///srv/app.mjs:10:5',
  '3000 40 RegExp.> src: ^[a-z]+$ flags: ',
  '',
].join('\n');

const DUMP = [
  'positions: line',
  'events: Ir',
  'fn=(1) main',
  '0 100',
  'cfn=(2) 0x0000000000001010',
  'calls=1 0',
  '0 900',
  'fn=(2)',
  '0 300',
  '+2 20',
  'cfn=(3) Builtins_LoadIC',
  'calls=2 0',
  '0 200',
  "cfn=(4) 0x0000000000002004'2",
  'calls=1 0',
  '0 380',
  'fn=(3)',
  '0 200',
  'fn=(4)',
  '0 250',
  'fn=(5) 0x0000000000003010',
  '0 30',
  'fn=(6) 0x0000000000009999',
  '0 7',
].join('\n');

describe('instructions by function in a callgrind dump', () => {
  it("counts each function's own instructions, leaving its calls' costs to the functions called", () => {
    const byFunction = selfInstructions(DUMP, readPerfMap(MAP));
    expect(byFunction.get('main')).toBe(100);
    expect(byFunction.get('Builtins_LoadIC')).toBe(200);
  });

  it('names compiled JavaScript through the perf map, one name for all its tiers, and the rest "JIT code"', () => {
    const byFunction = selfInstructions(DUMP, readPerfMap(MAP));
    expect(byFunction.get('handler file:///srv/app.mjs:10:5')).toBe(300 + 20 + 250);
    expect(byFunction.get('RegExp.> src: ^[a-z]+$ flags: ')).toBe(30);
    expect(byFunction.get('JIT code')).toBe(7);
    expect([...byFunction.values()].reduce((a, b) => a + b, 0)).toBe(907);
  });
});
