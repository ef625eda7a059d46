import { describe, expect, it } from 'vitest';
import { NOT_ORDERED_HERE, researchCost } from './research-cost.ts';

describe("the Order Documents page's 'Est. cost' column", () => {
  it('shows our fee on a row we can order', () => {
    expect(researchCost({ available: true, estimatedCost: 4900 }, 'eur')).toBe('€49.00');
  });

  it('shows no cost on a row we cannot order (records outside Ireland and the UK, or missing facts)', () => {
    expect(researchCost({ available: false, estimatedCost: 4900 }, 'eur')).toBe(NOT_ORDERED_HERE);
    expect(researchCost({ available: false, estimatedCost: 4900 }, 'eur')).not.toMatch(/\d/);
  });
});
