/**
 * Long unbreakable words ('WWWW…' surnames, pasted URLs) make pdfkit's line wrapping quadratic:
 * a 20,000-character surname took the process past its heap limit. A zero-width space after
 * every few characters of such a word gives the wrapper a break opportunity without changing
 * what is shown or copied.
 */
const ZERO_WIDTH_SPACE = '\u200B';
/** Words up to this length are left whole; longer ones may break every this many characters. */
export const LONGEST_WHOLE_WORD = 30;

const LONG_WORD = new RegExp(`[^\\s\\u200B]{${LONGEST_WHOLE_WORD + 1},}`, 'g');
const CHUNK = new RegExp(`[^\\s\\u200B]{1,${LONGEST_WHOLE_WORD}}`, 'g');

/** `text` with break opportunities inside words longer than LONGEST_WHOLE_WORD characters. */
export function breakable(text: string): string {
  return text.replace(LONG_WORD, (word) => (word.match(CHUNK) ?? [word]).join(ZERO_WIDTH_SPACE));
}

/** Every string in a plain data structure made `breakable` (dates and other objects are kept as they are). */
export function breakableDeep<T>(value: T): T {
  if (typeof value === 'string') return breakable(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => breakableDeep(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, breakableDeep(item)])) as T;
  }
  return value;
}
