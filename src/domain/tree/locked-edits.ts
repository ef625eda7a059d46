import { isRefinementOf } from '../dates/record-date.ts';
import type { FamilyMember } from './family-member.ts';

/**
 * What a locked tree still accepts (decision 026): facts that orders do not depend on and that
 * the pack asks the user to add later. They can be added, never changed or removed; a date can be
 * made more precise within what it said (docs/decisions/051-dates-as-records-hold-them.md).
 */
export const FILLABLE_WHILE_LOCKED = [
  'birthDate',
  'deathDate',
  'deathPlace',
  'deathCountry',
  'citizenshipDate',
] as const;

const DATE_FIELDS: readonly string[] = ['birthDate', 'deathDate', 'citizenshipDate'];

/** The user's own notes may change at any time: no order or certificate is built from them. */
const FREE_WHILE_LOCKED = ['notes'] as const;

/** Switches that may go from off to on while locked, so the facts they open can be added. */
const SWITCH_ON_WHILE_LOCKED = ['isDeceased', 'naturalisedElsewhere'] as const;

/** Name-change events that may be added while locked: a marriage is a new fact (the pack asks for its date). */
export const ADDABLE_CHANGE_TYPES_WHILE_LOCKED: readonly string[] = ['marriage'];

type Editable = Omit<FamilyMember, 'id'>;

/** The fields whose change a locked tree refuses; empty when every change is an allowed addition. */
export function lockedEditViolations(current: Editable, next: Editable): (keyof Editable)[] {
  const fields = Object.keys(current) as (keyof Editable)[];
  return fields.filter((field) => {
    const before = current[field];
    const after = next[field];
    if (before === after) return false;
    if ((FREE_WHILE_LOCKED as readonly string[]).includes(field)) return false;
    if ((FILLABLE_WHILE_LOCKED as readonly string[]).includes(field)) {
      // A date the record held loosely may be made exact ('1936' to '12 March 1936'), never moved.
      const refined = DATE_FIELDS.includes(field) && isRefinementOf(after as string | null, before as string | null);
      return before !== null && !refined;
    }
    if ((SWITCH_ON_WHILE_LOCKED as readonly string[]).includes(field)) return !(before === false && after === true);
    return true;
  });
}
