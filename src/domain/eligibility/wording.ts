/**
 * Small pure helpers the eligibility engine uses to name people and dates in plain words.
 * No I/O, no clock, no locale lookups: the output is the same on every machine.
 */
import { MONTH_NAMES as MONTHS } from '../dates/month-names.ts';
import type { CitizenshipBasis, FamilyMember, Gender, Relationship } from '../tree/family-member.ts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The yyyy-mm-dd day of an ISO date or timestamp, or null when absent or not a date.
 * Days in that form compare correctly as strings, so callers compare them with `<` and `<=`.
 */
export function isoDay(value: string | null | undefined): string | null {
  const match = value ? ISO_DAY.exec(value.trim()) : null;
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** '1986-12-31' as '31 December 1986'. Expects a value from `isoDay`. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** First and last name joined, or '' when the member has neither. */
export function fullName(member: FamilyMember): string {
  return `${member.firstName.trim()} ${member.lastName.trim()}`.trim();
}

const PARENT_WORD: Record<Gender, string> = { male: 'father', female: 'mother', other: 'parent' };

const RELATION_WORDS: Record<Exclude<Relationship, 'self'>, Record<Gender, string>> = {
  parent: PARENT_WORD,
  grandparent: { male: 'grandfather', female: 'grandmother', other: 'grandparent' },
  great_grandparent: { male: 'great-grandfather', female: 'great-grandmother', other: 'great-grandparent' },
  sibling: { male: 'brother', female: 'sister', other: 'sibling' },
};

/** The place in the tree without gender, for tables: 'You', 'Parent', 'Great-grandparent'. */
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  self: 'You',
  sibling: 'Sibling',
  parent: 'Parent',
  grandparent: 'Grandparent',
  great_grandparent: 'Great-grandparent',
};

/** 'father', 'mother' or 'parent' by gender. */
export function parentWord(gender: Gender): string {
  return PARENT_WORD[gender];
}

/** 'father', 'great-grandmother', 'sister'…: how the applicant calls this member; 'you' for the applicant. */
export function roleWord(member: Pick<FamilyMember, 'relationship' | 'gender'>): string {
  return member.relationship === 'self' ? 'you' : RELATION_WORDS[member.relationship][member.gender];
}

/**
 * How the texts refer to a member, seen from the applicant: "your father John Walsh",
 * "your grandmother Mary Walsh", "your sister Ann Walsh", or "you" for the applicant.
 */
export function personLabel(member: FamilyMember): string {
  if (member.relationship === 'self') return 'you';
  const word = roleWord(member);
  const name = fullName(member);
  return name ? `your ${word} ${name}` : `your ${word}`;
}

/** "your father John Walsh's" (possessive form of `personLabel`). */
export function possessive(member: FamilyMember): string {
  return member.relationship === 'self' ? 'your' : `${personLabel(member)}'s`;
}

/** The first letter in upper case, for a label that starts a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How each way of becoming Irish is named: in the member form, the reasons and the answer sheet. */
export const CITIZENSHIP_BASIS_LABELS: Record<CitizenshipBasis, string> = {
  fbr: 'Entered in the Foreign Births Register',
  naturalisation: 'Naturalisation',
  post_nuptial: 'Post-nuptial declaration (marriage to an Irish citizen)',
  adoption: 'Adoption by an Irish citizen',
  irish_born_parent: 'Born abroad to a parent born in Ireland',
};
