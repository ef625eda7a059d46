/**
 * The end of a marriage (docs/decisions/058-marriages-and-names-as-records.md): a divorce, an
 * annulment or a partner's death, with the date and place a divorce or annulment was granted.
 * It is a fact of the shared marriage, for both partners.
 */
import { sortDay } from '../dates/record-date.ts';
import { marriagesOf, type NameChange } from './name-change.ts';

export const MARRIAGE_END_KINDS = ['divorce', 'annulment', 'death'] as const;
export type MarriageEndKind = (typeof MARRIAGE_END_KINDS)[number];

export type MarriageEnd = {
  kind: MarriageEndKind;
  date: string | null;
  place: string | null;
  country: string | null;
};

export const MARRIAGE_END_LABELS: Record<MarriageEndKind, string> = {
  divorce: 'Divorce',
  annulment: 'Annulment',
  death: 'Death of a spouse',
};

/**
 * The court's decree that ended a marriage, when one did: DFA asks for the final divorce decree,
 * with the current marriage certificate, where a later marriage or a change of name rests on the
 * divorce (docs/rules/documents.md 'What each person in the chain sends' and 'Name changes and
 * spelling'); an annulment is proved the same way, by its decree. A marriage that ended with a
 * death has no decree.
 */
export function endDecree(end: MarriageEnd | null | undefined): string | null {
  if (end?.kind === 'divorce') return 'Final divorce decree';
  if (end?.kind === 'annulment') return 'Decree of annulment';
  return null;
}

/**
 * The person's marriages whose decree the application needs, each with the decree: a marriage that
 * ended by divorce or annulment when the person married again after it (the later marriage rests
 * on it), unless their own divorce name record of that marriage asks for the decree already.
 * 'After' is by date where both are dated; otherwise any other marriage still lasting.
 */
export function decreesNeeded(
  memberId: string,
  nameChanges: readonly NameChange[],
): { marriage: NameChange; decree: string }[] {
  const marriages = marriagesOf(memberId, nameChanges).map((m) => m.change);
  const explained = new Set(
    nameChanges
      .filter((c) => c.changeType === 'divorce' && c.familyMemberId === memberId && c.marriageId)
      .map((c) => c.marriageId),
  );
  return marriages.flatMap((marriage) => {
    const decree = endDecree(marriage.marriageEnd);
    if (!decree || (marriage.marriageId && explained.has(marriage.marriageId))) return [];
    const from = sortDay(marriage.changeDate);
    const later = marriages.some((other) => {
      if (other === marriage) return false;
      const to = sortDay(other.changeDate);
      return from && to ? to > from : !other.marriageEnd;
    });
    return later ? [{ marriage, decree }] : [];
  });
}
