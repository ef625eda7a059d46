/**
 * A GEDCOM draft held to the limits the member API applies to every way in: text no longer than
 * each field allows, dates from 1800 up to today. What does not fit is shortened or left out,
 * with a warning per person in the preview, so an import never stores what the API would refuse.
 * Control characters (C0 such as TAB or NUL, DEL, C1), which the API refuses in these one-line
 * fields, are removed: a stray one must not fail the whole import.
 */
import { earliestDay, latestDay } from '../dates/record-date.ts';
import { MAX_NAME_RECORDS_PER_MEMBER } from '../tree/rules.ts';
import type { NameChangeDraft, TreeDraft, TreeMemberDraft } from './to-tree.ts';

type TextField = 'firstName' | 'lastName' | 'birthPlace' | 'birthCountry' | 'deathPlace' | 'deathCountry';
export type DraftLimits = Record<TextField, number> & { notes?: number };

const FIELD_WORDS: Record<TextField, string> = {
  firstName: 'first name',
  lastName: 'surname',
  birthPlace: 'birth place',
  birthCountry: 'birth country',
  deathPlace: 'death place',
  deathCountry: 'death country',
};

export const EARLIEST_DATE = '1800-01-01';

/** How many things not kept the preview lists for one person, and how long each may be. */
export const MAX_NOT_KEPT = 25;
const MAX_NOT_KEPT_CHARS = 200;

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
/** The controls that separate words (TAB, LF, VT, FF, CR, NEL): they become a space. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const SPACING_CONTROLS = /[\u0009-\u000D\u0085]+/g;

/** The text without control characters: those that separate words become one space, the rest are removed. */
export function stripControls(text: string): string {
  if (!text.match(CONTROLS)) return text;
  return text.replace(SPACING_CONTROLS, ' ').replace(CONTROLS, '').replace(/ {2,}/g, ' ').trim();
}

/** The draft with every member within `limits`; `today` is yyyy-mm-dd (the clock is the caller's). */
export function fitDraftToLimits(draft: TreeDraft, limits: DraftLimits, today: string): TreeDraft {
  const warnings = [...draft.warnings];
  const members = draft.members.map((member) => fitMember(member, limits, today, warnings));
  const nameChanges: NameChangeDraft[] = [];
  for (const member of members) {
    const own = draft.nameChanges.filter((c) => c.memberKey === member.key);
    const kept = own.slice(0, MAX_NAME_RECORDS_PER_MEMBER);
    if (own.length > kept.length) {
      const who = stripControls(`${member.firstName} ${member.lastName}`).trim() || 'A person';
      member.notKept.push(
        `${own.length - kept.length} of ${own.length} name records (a person can have at most ${MAX_NAME_RECORDS_PER_MEMBER})`,
      );
      warnings.push(`${who}: the file has ${own.length} names and marriages; the first ${kept.length} were kept.`);
    }
    nameChanges.push(...kept.map((c) => fitChange(c, limits, today, member)));
  }
  return { ...draft, members, nameChanges, warnings };
}

/** A date is out of range when the earliest it can be is after today, or the latest before 1800. */
function outOfRange(date: string, today: string): 'in the future' | 'before 1800' | null {
  const stated = date.replace(/^(ABT|BEF|AFT) /, '');
  if ((earliestDay(date) ?? earliestDay(stated) ?? '') > today) return 'in the future';
  if ((latestDay(date) ?? latestDay(stated) ?? '9999') < EARLIEST_DATE) return 'before 1800';
  return null;
}

function fitChange(change: NameChangeDraft, limits: DraftLimits, today: string, member: TreeMemberDraft) {
  const text = (value: string | null, max: number) => (value === null ? null : shorten(stripControls(value), max));
  const fitted: NameChangeDraft = {
    ...change,
    surnameBeforeChange: text(change.surnameBeforeChange, limits.lastName),
    surnameAfterChange: text(change.surnameAfterChange, limits.lastName),
    changePlace: text(change.changePlace, limits.birthPlace),
    changeCountry: text(change.changeCountry, limits.birthCountry),
    spouseFirstName: text(change.spouseFirstName, limits.firstName),
    spouseLastName: text(change.spouseLastName, limits.lastName),
  };
  const why = fitted.changeDate ? outOfRange(fitted.changeDate, today) : null;
  if (why) {
    member.notKept.push(
      `The ${change.changeType === 'divorce' ? 'divorce' : 'marriage or name'} date ${fitted.changeDate} (${why})`,
    );
    fitted.changeDate = null;
  }
  return fitted;
}

function fitMember(member: TreeMemberDraft, limits: DraftLimits, today: string, warnings: string[]): TreeMemberDraft {
  const fitted = { ...member, notKept: [...member.notKept] };
  const who = `${shorten(stripControls(`${member.firstName} ${member.lastName}`).trim(), 60) || 'A person'}`;
  for (const field of Object.keys(limits) as TextField[]) {
    const raw = fitted[field];
    if (typeof raw !== 'string') continue;
    const value = stripControls(raw);
    fitted[field] = value;
    if (value.length > limits[field]) {
      fitted[field] = shorten(value, limits[field]);
      warnings.push(
        `${who}: the ${FIELD_WORDS[field]} in the file is ${value.length.toLocaleString('en-IE')} characters long; ` +
          `it was shortened to ${limits[field]}. Check it.`,
      );
    }
  }
  for (const [field, word] of [
    ['birthDate', 'birth'],
    ['deathDate', 'death'],
  ] as const) {
    const day = fitted[field];
    const why = day ? outOfRange(day, today) : null;
    if (why) {
      fitted[field] = null;
      warnings.push(`${who}: the ${word} date in the file (${day}) is ${why}, so it was left out.`);
    }
  }
  if (fitted.notes !== null && limits.notes !== undefined) {
    const notes = fitted.notes.replace(CONTROLS, (c) => (c === '\n' ? c : ' ')).trim();
    fitted.notes = notes === '' ? null : notes;
    if (notes.length > limits.notes) {
      fitted.notes = shorten(notes, limits.notes);
      fitted.notKept.push(
        `The end of the notes (${(notes.length - limits.notes).toLocaleString('en-IE')} characters past the ${limits.notes} kept)`,
      );
    }
  }
  // The preview lists these: a person with hundreds of residences gets the first ones and a count.
  const items = fitted.notKept.map((t) => shorten(stripControls(t), MAX_NOT_KEPT_CHARS));
  fitted.notKept =
    items.length > MAX_NOT_KEPT
      ? [...items.slice(0, MAX_NOT_KEPT - 1), `and ${(items.length - MAX_NOT_KEPT + 1).toLocaleString('en-IE')} more`]
      : items;
  return fitted;
}

/** At most `max` characters, the last one an ellipsis when cut. */
function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
