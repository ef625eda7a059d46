import { describe, expect, it } from 'vitest';
import { breakable, breakableDeep, LONGEST_WHOLE_WORD } from './breakable-text.ts';

describe('breakable', () => {
  it('leaves ordinary words whole', () => {
    expect(breakable('Ó Súilleabháin, Castlebar, Co. Mayo')).toBe('Ó Súilleabháin, Castlebar, Co. Mayo');
    expect(breakable('x'.repeat(LONGEST_WHOLE_WORD))).toBe('x'.repeat(LONGEST_WHOLE_WORD));
  });

  it('lets a long word break every LONGEST_WHOLE_WORD characters, keeping every character', () => {
    const word = 'W'.repeat(20_000);
    const out = breakable(`Aoife ${word}`);
    expect(out.replaceAll('\u200B', '')).toBe(`Aoife ${word}`);
    expect(out.split('\u200B')).toHaveLength(Math.ceil(20_000 / LONGEST_WHOLE_WORD));
  });

  it('reaches every string of a plain structure and keeps dates', () => {
    const at = new Date('2026-11-24T00:00:00Z');
    const out = breakableDeep({ members: [{ lastName: 'Z'.repeat(61), born: null }], at });
    expect(out.members[0]?.lastName.split('\u200B')).toHaveLength(3);
    expect(out.at).toBe(at);
  });
});
