/**
 * The office data as a person reads it (issue 18 item 10): every fee and time with 'last checked
 * <Month YYYY>' and where it comes from, a figure from a third-party site said to be reported by
 * that site, and an 'ask' as what to ask the office. The data modules keep their research notes
 * ('undated', 'reported by …' in brackets, which pages were stored); this is where they become
 * finished wording, and RESEARCH_NOTE_PHRASES is what must never reach a page or the pack.
 */
import { MONTH_NAMES as MONTHS } from '../../dates/month-names.ts';
import { isStale, seenDate, seenLabel, STALE_AFTER_MONTHS } from './freshness.ts';
import { ASK_FEE, ASK_TIME, SEEN, type Fee, type Figure, type Source, type SourceKind } from './types.ts';

/** Phrasing of research notes that must not appear in anything a user reads. */
export const RESEARCH_NOTE_PHRASES: readonly string[] = [
  'We could not confirm',
  'figures conflict',
  'Sources conflict',
  'as of 2010',
  'No typical time found',
  'undated',
  'Third-party guides say',
  'stored page',
  'not among the',
  'sources disagree',
  'seen 20',
  'Varies by state',
  'Last seen',
];

/**
 * 'last checked November 2026' from a source's `seen` ('seen 2026-11', '2018-04-27', 'archived
 * 2004-04-25'); the latest year and month it names wins ('in force 2005-04-01 to 2006-03-30' is
 * March 2006). A source that names only a year gives 'last checked 2010'.
 */
export function lastChecked(seen: string): string {
  const d = seenDate(seen) ?? seenDate(SEEN);
  if (!d) return 'date not recorded';
  return d.month === null ? `last checked ${d.year}` : `last checked ${MONTHS[d.month - 1]} ${d.year}`;
}

/** The site a page belongs to, as a person would write it: 'mass.gov', 'legalclarity.org'. */
export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\d*\./, '');
  } catch {
    return url;
  }
}

/** A source as the pack and the page list it: the site, its address, when it was last checked, who published it. */
export type CitedSource = { site: string; url: string; checked: string; kind: SourceKind };

export function citeSource(source: Source): CitedSource {
  return { site: siteOf(source.url), url: source.url, checked: lastChecked(source.seen), kind: source.kind };
}

/** Brackets in the data that are research notes: who reported it, that it is undated, which copy was read. */
const NOTE_BRACKETS =
  /\s*\((?:[^()]*\b(?:reported by|undated|news release|from a copy|as in force|as of \d{4})\b[^()]*)\)/gi;

/** A text from the data with its research-note brackets taken out. */
export function finished(text: string): string {
  return text
    .replace(NOTE_BRACKETS, '')
    .replace(/\s+([.;,])/g, '$1')
    .trim();
}

/**
 * One fee or time as a sentence a person reads, on `today` (yyyy-mm-dd): the figure, when it was
 * last checked and where it comes from ('$15 per certified copy … (last checked November 2026;
 * source: portal.311.nyc.gov)'), 'reported by <site>' for a third-party page, or the question to
 * ask the office. A figure seen more than 18 months before today (freshness.ts) is never shown as
 * a price or a time: it reads 'Ask the office …' with the old figure as a hint ('It was reported
 * as $30 … in 2010, more than 18 months ago (source: 222health.com).').
 */
export function figureLine(figure: Fee | Figure, what: 'fee' | 'time', today: string): string {
  if (figure.status === 'ask') return figure.ask;
  const { source } = figure;
  const site = siteOf(source.url);
  // A page that carries no date of its own may show an old figure: the reader is told so.
  const undated = /^undated\b/i.test(source.seen) || /\bundated\b/i.test(figure.text);
  if (isStale(source.seen, today)) {
    const when = seenLabel(source.seen) ?? 'a year not recorded';
    const ask = what === 'fee' ? ASK_FEE : ASK_TIME;
    const on = undated ? 'on a page that gives no date, read in' : /^\d{1,2} /.test(when) ? 'on' : 'in';
    return `${ask} It was reported as ${sentence(finished(figure.text))} ${on} ${when}, more than ${STALE_AFTER_MONTHS} months ago (source: ${site}).`;
  }
  const checked = lastChecked(source.seen);
  const said =
    source.kind === 'third-party'
      ? `reported by ${site}${undated ? ', which gives no date;' : ','} ${checked}`
      : `${checked}; source: ${site}${undated ? ', which gives no date' : ''}`;
  return `${sentence(finished(figure.text))} (${said}).`;
}

/** True when figureLine shows the figure as a price or a time a person may rely on (found, and fresh on `today`). */
export function isCurrentFigure(figure: Fee | Figure, today: string): boolean {
  return figure.status === 'found' && !isStale(figure.source.seen, today);
}

/** A note from the data as finished advice: research-note clauses dropped, brackets cleaned. */
export function noteLine(note: string): string | null {
  const clauses = note.split(/(?<=[;:])\s+/);
  const kept = clauses.filter((c) => !isResearchNote(c));
  if (kept.length === 0) return null;
  const text = finished(kept.join(' ')).replace(/[;:,]$/, '');
  const whole = /[.!?]$/.test(text) ? text : `${text}.`;
  return kept[0] === clauses[0] ? whole : `${whole.charAt(0).toUpperCase()}${whole.slice(1)}`;
}

/** True when a text reads as a research note rather than advice. */
export function isResearchNote(text: string): boolean {
  const lower = text.toLowerCase();
  return (
    RESEARCH_NOTE_PHRASES.some((p) => lower.includes(p.toLowerCase())) ||
    /\b(?:disagree|stored pages?|same .* figures are on)\b/i.test(text)
  );
}

function sentence(text: string): string {
  return text.replace(/[.;,]$/, '');
}
