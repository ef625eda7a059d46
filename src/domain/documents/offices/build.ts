/** Small builders that keep the data modules short. */
import {
  ASK_FEE,
  ASK_TIME,
  type Currency,
  type EventDetails,
  type EventKind,
  type Fee,
  type Figure,
  type Source,
} from './types.ts';

export const askFee = (ask: string = ASK_FEE): Fee => ({ status: 'ask', ask });
export const askTime = (ask: string = ASK_TIME): Figure => ({ status: 'ask', ask });
export const fee = (text: string, currency: Currency, source: Source): Fee => ({
  status: 'found',
  text,
  currency,
  source,
});
export const time = (text: string, source: Source): Figure => ({ status: 'found', text, source });

/** The same details for births, marriages and deaths, with what differs per event laid over them. */
export function byEvent(
  common: Omit<EventDetails, 'askFor'> & { askFor?: string },
  each: Record<EventKind, Partial<EventDetails> & { askFor: string }>,
): Record<EventKind, EventDetails> {
  return {
    birth: { ...common, ...each.birth },
    marriage: { ...common, ...each.marriage },
    death: { ...common, ...each.death },
  };
}

/** Births, marriages and deaths with no fee or time found: ask for the full certified record. */
export function askAll(
  askFor: Record<EventKind, string>,
  common: Partial<EventDetails> = {},
): Record<EventKind, EventDetails> {
  return byEvent(
    { fee: askFee(), time: askTime(), ...common },
    { birth: { askFor: askFor.birth }, marriage: { askFor: askFor.marriage }, death: { askFor: askFor.death } },
  );
}
