/**
 * A person's name records as the documents code reads them (docs/decisions/058-marriages-and-names-as-records.md):
 * the birth name, each later name with the record that explains it, and the other forms of a name
 * used alongside it. The API's name-change records fit it as they are.
 * A 'birth' row records the name someone was born with; it is not a change.
 */
import { sortDay } from '../dates/record-date.ts';
import type { MarriageEnd } from './marriage-end.ts';

/**
 * The kinds of name record, as the API names them (the spec's five, then the forms): a married name
 * ('marriage', explained by a marriage in the tree), the name taken after a divorce, a change by deed
 * poll ('legal_change'), an adoption, and the Irish form, English form or other name a person was
 * also known as, which change nothing.
 */
export const CHANGE_TYPES = [
  'birth',
  'marriage',
  'divorce',
  'legal_change',
  'adoption',
  'irish_form',
  'english_form',
  'also_known_as',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Names a person was recorded under alongside their name, not in place of it: no document explains them. */
export const OTHER_FORMS = ['irish_form', 'english_form', 'also_known_as'] as const satisfies readonly ChangeType[];
export type OtherForm = (typeof OTHER_FORMS)[number];

export const isOtherForm = (type: ChangeType): type is OtherForm => (OTHER_FORMS as readonly string[]).includes(type);

/** One name record; the API's name-change records fit it as they are. */
export type NameChange = {
  id: string;
  familyMemberId: string;
  changeType: ChangeType;
  /** The given names this name carries ('Padraig' for the Irish form of Patrick Joseph Walsh); null when they are the member's own. */
  givenNames?: string | null;
  surnameBeforeChange: string | null;
  surnameAfterChange: string | null;
  changeDate: string | null;
  changePlace: string | null;
  changeCountry: string | null;
  spouseFirstName: string | null;
  spouseLastName: string | null;
  /** The spouse, when they are in the tree (lets a marriage recorded on one spouse count for the other). */
  spouseFamilyMemberId?: string | null;
  /** The shared marriage record a 'marriage' change belongs to, one for both partners (decision 058). */
  marriageId?: string | null;
  /** A 'marriage' record's marriage: how it ended, if it did (decision 058). */
  marriageEnd?: MarriageEnd | null;
};

/** A member's recorded changes of name (not the 'birth' row, not another form of a name), oldest first, undated last. */
export function changesOf(memberId: string, nameChanges: readonly NameChange[]): NameChange[] {
  return nameChanges
    .filter((c) => c.familyMemberId === memberId && c.changeType !== 'birth' && !isOtherForm(c.changeType))
    .map((c, index) => ({ c, index }))
    .sort((a, b) => byDate(a.c.changeDate, b.c.changeDate) || a.index - b.index)
    .map(({ c }) => c);
}

/**
 * The member's changes of surname: every recorded change except a marriage that changed no name
 * (recorded for its date, place and spouse only), which explains nothing about a name.
 */
export function surnameChangesOf(memberId: string, nameChanges: readonly NameChange[]): NameChange[] {
  return changesOf(memberId, nameChanges).filter(
    (c) => c.changeType !== 'marriage' || Boolean(c.surnameAfterChange?.trim() || c.surnameBeforeChange?.trim()),
  );
}

/**
 * The member's marriages: those recorded as their own change of name, then those recorded on
 * a spouse in the tree (spouseFamilyMemberId) that are not the same marriage again: not the same
 * shared marriage record (docs/decisions/058-marriages-and-names-as-records.md), not a spouse they
 * already record a marriage to, not on a date they already record.
 */
export function marriagesOf(
  memberId: string,
  nameChanges: readonly NameChange[],
): { change: NameChange; recordedOnSpouse: boolean }[] {
  const own = changesOf(memberId, nameChanges).filter((c) => c.changeType === 'marriage');
  const ownSpouses = new Set(own.map((c) => c.spouseFamilyMemberId).filter(Boolean));
  const ownDates = new Set(own.map((c) => c.changeDate).filter(Boolean));
  const ownMarriages = new Set(own.map((c) => c.marriageId).filter(Boolean));
  // Shared marriage records (decision 058) say for sure which records are one marriage; records
  // without one (a sample tree, a GEDCOM draft) are matched by spouse and date.
  const byRecord = own.every((c) => Boolean(c.marriageId));
  const spouses = nameChanges.filter(
    (c) =>
      c.changeType === 'marriage' &&
      c.spouseFamilyMemberId === memberId &&
      c.familyMemberId !== memberId &&
      (c.marriageId && byRecord
        ? !ownMarriages.has(c.marriageId)
        : !ownSpouses.has(c.familyMemberId) && !(c.changeDate && ownDates.has(c.changeDate))),
  );
  return [
    ...own.map((change) => ({ change, recordedOnSpouse: false })),
    ...spouses.map((change) => ({ change, recordedOnSpouse: true })),
  ];
}

/** Every surname the member has had other than their current one, oldest first, without repeats. */
export function previousSurnames(
  member: { id: string; lastName: string },
  nameChanges: readonly NameChange[],
): string[] {
  const current = member.lastName.trim().toLowerCase();
  const birth = nameChanges.find((c) => c.familyMemberId === member.id && c.changeType === 'birth');
  const names = [
    birth?.surnameAfterChange ?? birth?.surnameBeforeChange ?? null,
    ...changesOf(member.id, nameChanges).flatMap((c) => [c.surnameBeforeChange, c.surnameAfterChange]),
  ];
  const seen = new Set<string>([current]);
  const out: string[] = [];
  for (const name of names) {
    const trimmed = name?.trim() ?? '';
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}

/** The spouse named on a marriage or divorce change, or null. */
export function spouseName(change: NameChange): string | null {
  const name = `${change.spouseFirstName?.trim() ?? ''} ${change.spouseLastName?.trim() ?? ''}`.trim();
  return name === '' ? null : name;
}

/** 'from Walsh to Smith', 'to Smith', 'from Walsh', or '' when neither name is recorded. */
export function surnameShift(change: NameChange): string {
  const before = change.surnameBeforeChange?.trim();
  const after = change.surnameAfterChange?.trim();
  if (before && after) return `from ${before} to ${after}`;
  if (after) return `to ${after}`;
  if (before) return `from ${before}`;
  return '';
}

function byDate(a: string | null, b: string | null): number {
  // Record dates ('1959', 'ABT 1988') order by one representative day (docs/decisions/051-dates-as-records-hold-them.md).
  const x = sortDay(a) ?? a;
  const y = sortDay(b) ?? b;
  if (x === y) return 0;
  if (!x) return 1;
  if (!y) return -1;
  return x < y ? -1 : 1;
}
