/**
 * Today in the visitor's own calendar, yyyy-mm-dd: what the domain rules that take `today` are
 * given in the browser (the office facts' 18-month freshness, docs/decisions/037-facts-that-stay-fresh.md).
 */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
