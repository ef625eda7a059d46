/**
 * A GEDCOM draft held to the limits the member API applies to every way in: text no longer than
 * each field allows, dates from 1800 up to today. What does not fit is shortened or left out,
 * with a warning per person in the preview, so an import never stores what the API would refuse.
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

/** The draft with every member within `limits`; `today` is yyyy-mm-dd (the clock is the caller's). */
export function fitDraftToLimits(draft: TreeDraft, limits: DraftLimits, today: string): TreeDraft {
  const warnings = [...draft.warnings];
  const members = draft.members.map((member) => fitMember(member, limits, today, warnings));
  return { ...draft, members, warnings };
}

function fitMember(member: TreeMemberDraft, limits: DraftLimits, today: string, warnings: string[]): TreeMemberDraft {
  const fitted = { ...member };
  const who = `${shorten(`${member.firstName} ${member.lastName}`.trim(), 60) || 'A person'}`;
  for (const field of Object.keys(limits) as TextField[]) {
    const value = fitted[field];
    if (typeof value === 'string' && value.length > limits[field]) {
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
