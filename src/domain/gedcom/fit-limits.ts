/**
 * A GEDCOM draft held to the limits the member API applies to every way in: text no longer than
 * each field allows, dates from 1800 up to today. What does not fit is shortened or left out,
 * with a warning per person in the preview, so an import never stores what the API would refuse.
 * Control characters (C0 such as TAB or NUL, DEL, C1), which the API refuses in these one-line
 * fields, are removed: a stray one must not fail the whole import.
 */
import type { TreeDraft, TreeMemberDraft } from './to-tree.ts';

type TextField = 'firstName' | 'lastName' | 'birthPlace' | 'birthCountry' | 'deathPlace' | 'deathCountry';
export type DraftLimits = Record<TextField, number>;

const FIELD_WORDS: Record<TextField, string> = {
  firstName: 'first name',
  lastName: 'surname',
  birthPlace: 'birth place',
  birthCountry: 'birth country',
  deathPlace: 'death place',
  deathCountry: 'death country',
};

export const EARLIEST_DATE = '1800-01-01';

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
  return { ...draft, members, warnings };
}

function fitMember(member: TreeMemberDraft, limits: DraftLimits, today: string, warnings: string[]): TreeMemberDraft {
  const fitted = { ...member };
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
    if (day && (day < EARLIEST_DATE || day > today)) {
      fitted[field] = null;
      warnings.push(
        `${who}: the ${word} date in the file (${day}) is ${day > today ? 'in the future' : 'before 1800'}, so it was left out.`,
      );
    }
  }
  return fitted;
}

/** At most `max` characters, the last one an ellipsis when cut. */
function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
