/**
 * How an item moves: needed → ordered → in hand → checked, with the date of each move (decision
 * 034). Forward one step at a time, except that a document already at home goes from needed
 * straight to in hand; back exactly one step (to undo a mistake). 'Checked' needs the
 * certificate's printed details and no open mismatch flag. Pure.
 */
import { ITEM_STATUSES, type ItemStatus } from './model.ts';

export type OrderedDetails = { where: string; orderedOn: string; expectedBy: string | null; reference: string | null };

export type ItemState = {
  status: ItemStatus;
  /** When each step was reached (ISO timestamps); null for a step not reached. */
  statusDates: Record<ItemStatus, string | null>;
  ordered: OrderedDetails | null;
};

/**
 * What the moves depend on: only a document ordered from an office can be 'ordered'; 'checked'
 * needs a certificate's printed details and every flag resolved.
 */
export type CheckReadiness = { orderable: boolean; needsCheck: boolean; hasCheck: boolean; openFlags: number };

export const initialState = (createdAt: string | null): ItemState => ({
  status: 'needed',
  statusDates: { needed: createdAt, ordered: null, in_hand: null, checked: null },
  ordered: null,
});

const rank = (status: ItemStatus): number => ITEM_STATUSES.indexOf(status);

/** The step back from `state`: in hand goes back to ordered only if it was ordered. */
function stepBack(state: ItemState): ItemStatus | null {
  if (state.status === 'in_hand') return state.ordered ? 'ordered' : 'needed';
  const index = rank(state.status);
  return index > 0 ? ITEM_STATUSES[index - 1] : null;
}

export const canBeChecked = (readiness: CheckReadiness): boolean =>
  !readiness.needsCheck || (readiness.hasCheck && readiness.openFlags === 0);

/** The statuses the item may move to now. */
export function allowedMoves(state: ItemState, readiness: CheckReadiness): ItemStatus[] {
  const moves: ItemStatus[] = [];
  const back = stepBack(state);
  if (back) moves.push(back);
  if (state.status === 'needed') moves.push(...(readiness.orderable ? (['ordered'] as const) : []), 'in_hand');
  if (state.status === 'ordered') moves.push('in_hand');
  if (state.status === 'in_hand' && canBeChecked(readiness)) moves.push('checked');
  return moves;
}

export type MoveResult = { ok: true; state: ItemState } | { ok: false; error: string };

/**
 * Moves the item to `target` at `at`. Order details are required to move to 'ordered'. Moving
 * back clears the dates (and order details) of the steps undone.
 */
export function moveItem(
  state: ItemState,
  target: ItemStatus,
  readiness: CheckReadiness,
  at: string,
  ordered?: OrderedDetails,
): MoveResult {
  if (target === state.status) return { ok: false, error: `The item is already ${statusWords(target)}.` };
  if (!allowedMoves(state, readiness).includes(target)) {
    if (target === 'checked' && state.status === 'in_hand') {
      return {
        ok: false,
        error: readiness.hasCheck
          ? 'Resolve every flag on this certificate (or correct what you typed) before marking it checked.'
          : 'Type what the certificate says before marking it checked.',
      };
    }
    return {
      ok: false,
      error: `An item that is ${statusWords(state.status)} cannot be marked ${statusWords(target)}.`,
    };
  }
  if (target === 'ordered' && !ordered) return { ok: false, error: 'Say where and when you ordered it.' };
  const statusDates = { ...state.statusDates };
  for (const s of ITEM_STATUSES) if (rank(s) > rank(target)) statusDates[s] = null;
  statusDates[target] = rank(target) > rank(state.status) ? at : statusDates[target];
  const keepOrder = target === 'ordered' ? (ordered ?? null) : rank(target) > rank('ordered') ? state.ordered : null;
  return { ok: true, state: { status: target, statusDates, ordered: keepOrder } };
}

/** Back to 'needed' (a document DFA asked for again): the earlier moves are kept as history only by the timeline. */
export const backToNeeded = (at: string): ItemState => initialState(at);

export function statusWords(status: ItemStatus): string {
  return { needed: 'needed', ordered: 'ordered', in_hand: 'in hand', checked: 'checked' }[status];
}
