import { formatMoney } from '#domain/pricing/pricing.ts';
import type { Recommendation } from '#domain/orders/research.ts';

/** What a row we cannot order shows in the 'Est. cost' column: the office named on it sets its own fee. */
export const NOT_ORDERED_HERE = 'Not ordered here';

/** Our research fee for a row we can order; for one we cannot, no cost of ours at all (issue 28). */
export function researchCost(row: Pick<Recommendation, 'available' | 'estimatedCost'>, currency: string): string {
  return row.available ? formatMoney(row.estimatedCost, currency) : NOT_ORDERED_HERE;
}
