/**
 * The registry's own certificate fee on a research order (docs/decisions/056-the-registry-fee.md).
 * Each certificate of an order has one registry-fee line: 'due' when the office data set holds a
 * fee from the office (or a government directory) seen less than 18 months ago and an exchange
 * rate is configured for its currency; otherwise 'to_confirm', asked for at cost once the office
 * confirms it (the admin then sets the amount). A line is paid through its own card payment, and
 * an order is never posted while a line is unpaid. Pure: `today` and the rates are passed in.
 */
import { documentKind, isDocumentKind } from '../documents/kinds.ts';
import { isStale, seenLabel } from '../documents/offices/freshness.ts';
import { officeById } from '../documents/offices/index.ts';
import type { Currency, EventKind } from '../documents/offices/types.ts';
import { siteOf } from '../documents/offices/wording.ts';
import { formatMoney } from '../pricing/pricing.ts';

/**
 * The amount each office charges for one certified full certificate, in the office's minor units.
 * The text, currency and source stay in the office data set (documents/offices/uk-ireland.ts);
 * this table only reads the figure we charge out of that text (registry-fee.test.ts checks each
 * figure is the one the data set's text names, in its currency).
 */
export const REGISTRY_FEE_AMOUNTS: Readonly<Record<string, { amount: number; currency: Currency; which: string }>> = {
  ie: { amount: 2000, currency: 'EUR', which: 'a full standard certificate' },
  ni: { amount: 1500, currency: 'GBP', which: 'the first copy' },
  'gb-ew': { amount: 1250, currency: 'GBP', which: 'the standard service online with the GRO index reference' },
  'gb-sct': { amount: 1200, currency: 'GBP', which: 'one certificate ordered online' },
};

/** One configured rate: 1 unit of `currency` costs `rate` units of ours, as of `date`. */
export type ExchangeRate = { currency: string; rate: string; date: string };

/**
 * Reads 'GBP:1.17@2026-11-20,USD:0.92@2026-11-20' (currency, rate in our currency per unit, the
 * date the rate was taken). Empty text is no rates.
 */
export function parseExchangeRates(text: string): { ok: true; rates: ExchangeRate[] } | { ok: false; message: string } {
  const rates: ExchangeRate[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]{3}):(\d{1,6}(?:\.\d{1,6})?)@(\d{4}-\d{2}-\d{2})$/.exec(part);
    if (!m) return { ok: false, message: `'${part}' must read like GBP:1.17@2026-11-20` };
    const [, currency, rate, date] = m as unknown as [string, string, string, string];
    if (Number(rate) <= 0) return { ok: false, message: `the rate for ${currency.toUpperCase()} must be above 0` };
    if (
      Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
    )
      return { ok: false, message: `'${date}' is not a date` };
    if (rates.some((r) => r.currency === currency.toUpperCase()))
      return { ok: false, message: `${currency.toUpperCase()} is given twice` };
    rates.push({ currency: currency.toUpperCase(), rate, date });
  }
  return { ok: true, rates };
}

/**
 * An amount in another currency's minor units, in ours: times the rate, rounded to the nearest
 * minor unit, a half rounded up. Both currencies have two decimals (EUR, GBP, USD, CAD, AUD, NZD).
 * Integer arithmetic on the rate's digits: 1250 at 1.17 is exactly 1462.5, so 1463.
 */
export function convertMinor(amount: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const scale = 10 ** fraction.length;
  const scaled = Number(whole) * scale + Number(fraction || '0');
  return Math.floor((amount * scaled * 2 + scale) / (2 * scale));
}

/** What the order says for a fee it cannot yet quote. */
export const FEE_AT_COST =
  'The registry’s fee will be asked for at cost once the office confirms it: you pay it then, with the same card payment.';

/** Why a line is asked for at cost (for the admin): the office data set's state, in a few words. */
export type ToConfirmReason = 'no_office' | 'no_figure' | 'third_party' | 'stale' | 'no_rate';

export const TO_CONFIRM_REASONS: Record<ToConfirmReason, string> = {
  no_office: 'The issuing office is not known from the order.',
  no_figure: 'The office data set has no fee figure for this office.',
  third_party: 'The only figure comes from a third-party site, not the office.',
  stale: 'The figure was seen more than 18 months ago.',
  no_rate: 'No exchange rate is configured for the office’s currency.',
};

export type RegistryFeeQuote =
  | {
      status: 'due';
      officeId: string;
      region: string;
      officeAmount: number;
      officeCurrency: string;
      amount: number;
      currency: string;
      /** Null when the office charges in our currency. */
      rate: string | null;
      rateDate: string | null;
      sourceUrl: string;
      sourceSeen: string;
    }
  | { status: 'to_confirm'; officeId: string | null; region: string | null; reason: ToConfirmReason };

/**
 * The registry fee for one certificate from the office `officeId` (null: not known), for an event
 * of `kind` (null: not a birth, marriage or death, e.g. a naturalisation certificate), on `today`.
 */
export function quoteRegistryFee(
  officeId: string | null,
  kind: EventKind | null,
  today: string,
  ourCurrency: string,
  rates: readonly ExchangeRate[],
): RegistryFeeQuote {
  const entry = officeId ? officeById(officeId) : null;
  if (!entry || !kind)
    return { status: 'to_confirm', officeId: entry?.id ?? null, region: entry?.region ?? null, reason: 'no_office' };
  const ask = (reason: ToConfirmReason): RegistryFeeQuote => ({
    status: 'to_confirm',
    officeId: entry.id,
    region: entry.region,
    reason,
  });
  const fee = entry.events[kind].fee;
  const figure = REGISTRY_FEE_AMOUNTS[entry.id];
  if (fee.status !== 'found' || !figure || figure.currency !== fee.currency) return ask('no_figure');
  if (fee.source.kind === 'third-party') return ask('third_party');
  if (isStale(fee.source.seen, today)) return ask('stale');
  const ours = ourCurrency.toUpperCase();
  const rate = figure.currency === ours ? null : rates.find((r) => r.currency === figure.currency);
  if (rate === undefined) return ask('no_rate');
  return {
    status: 'due',
    officeId: entry.id,
    region: entry.region,
    officeAmount: figure.amount,
    officeCurrency: figure.currency,
    amount: rate ? convertMinor(figure.amount, rate.rate) : figure.amount,
    currency: ourCurrency,
    rate: rate?.rate ?? null,
    rateDate: rate?.date ?? null,
    sourceUrl: fee.source.url,
    sourceSeen: fee.source.seen,
  };
}

/** The event an order's document records, for its office's fee; null for documents that are not civil records. */
export function eventOfDocument(kind: string): EventKind | null {
  if (!isDocumentKind(kind)) return null;
  const { office, proves } = documentKind(kind);
  return office === 'civil_registry' && (proves === 'birth' || proves === 'death' || proves === 'marriage')
    ? proves
    : null;
}

export const REGISTRY_FEE_STATUSES = ['to_confirm', 'due', 'paid', 'refunded'] as const;
export type RegistryFeeStatus = (typeof REGISTRY_FEE_STATUSES)[number];

/** A fee line as the screens show it. */
export type RegistryFeeLineView = {
  status: RegistryFeeStatus;
  officeAmount: number | null;
  officeCurrency: string | null;
  amount: number | null;
  currency: string;
  rate: string | null;
  rateDate: string | null;
  sourceUrl: string | null;
  sourceSeen: string | null;
  addedBy: 'data_set' | 'admin';
};

/**
 * The line's amount in words: '£12.00 charged as €14.04 (1 GBP = 1.17 EUR, rate of 20 November
 * 2026; fee from nrscotland.gov.uk, last checked November 2026)', or the at-cost sentence.
 */
export function registryFeeWording(line: RegistryFeeLineView): string {
  if (line.amount === null || line.officeAmount === null || !line.officeCurrency) return FEE_AT_COST;
  const charged = formatMoney(line.amount, line.currency);
  const notes: string[] = [];
  if (line.rate && line.rateDate) {
    notes.push(
      `1 ${line.officeCurrency.toUpperCase()} = ${line.rate} ${line.currency.toUpperCase()}, rate of ${dayLabel(line.rateDate)}`,
    );
  }
  if (line.addedBy === 'admin') notes.push('the amount the office confirmed');
  else if (line.sourceUrl) {
    const seen = line.sourceSeen ? seenLabel(line.sourceSeen) : null;
    notes.push(`fee from ${siteOf(line.sourceUrl)}${seen ? `, last checked ${seen}` : ''}`);
  }
  const amount = line.rate ? `${formatMoney(line.officeAmount, line.officeCurrency)} charged as ${charged}` : charged;
  return notes.length > 0 ? `${amount} (${notes.join('; ')})` : amount;
}

function dayLabel(day: string): string {
  return seenLabel(day) ?? day;
}

/** The lines that stop an order being posted: a fee not yet known or not yet paid. */
export function unpaidRegistryFees<T extends { status: RegistryFeeStatus }>(lines: readonly T[]): T[] {
  return lines.filter((l) => l.status === 'to_confirm' || l.status === 'due');
}

/** Statuses an order may not reach while a registry fee is unpaid: it would be on its way to the customer. */
export const POSTED_STATUSES = ['shipped', 'delivered'] as const;

export const REGISTRY_FEE_UNPAID =
  'This order cannot be posted yet: a registry fee on it is not paid. Set the amount the office confirmed and wait for the customer’s payment first.';

/** The sum still to pay on known lines, and how many lines wait for the office's figure. */
export function registryFeeBalance(lines: readonly Pick<RegistryFeeLineView, 'status' | 'amount'>[]) {
  return {
    due: lines.filter((l) => l.status === 'due').reduce((sum, l) => sum + (l.amount ?? 0), 0),
    toConfirm: lines.filter((l) => l.status === 'to_confirm').length,
  };
}
