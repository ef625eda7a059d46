/**
 * The end of a marriage (docs/decisions/058-marriages-and-names-as-records.md): a divorce, an
 * annulment or a partner's death, with the date and place a divorce or annulment was granted.
 * It is a fact of the shared marriage, for both partners.
 */

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
 * The court's decree that ended a marriage, when one did: DFA asks for the final divorce decree
 * where a later marriage or a change of name rests on the divorce (docs/rules/documents.md 'Name
 * changes and spelling'); an annulment is proved the same way, by its decree. A marriage that
 * ended with a death has no decree: the death certificate shows it.
 */
export function endDecree(end: MarriageEnd | null | undefined): string | null {
  if (end?.kind === 'divorce') return 'Final divorce decree';
  if (end?.kind === 'annulment') return 'Decree of annulment';
  return null;
}
