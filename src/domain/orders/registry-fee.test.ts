import { describe, expect, it } from 'vitest';
import { officeById } from '../documents/offices/index.ts';
import { formatMoney } from '../pricing/pricing.ts';
import {
  convertMinor,
  FEE_AT_COST,
  parseExchangeRates,
  quoteRegistryFee,
  REGISTRY_FEE_AMOUNTS,
  registryFeeBalance,
  registryFeeWording,
  unpaidRegistryFees,
  type ExchangeRate,
} from './registry-fee.ts';

const GBP: ExchangeRate[] = [{ currency: 'GBP', rate: '1.17', date: '2026-11-20' }];
const TODAY = '2026-11-27';

describe('the amounts we charge are the data set’s figures', () => {
  it.each(Object.entries(REGISTRY_FEE_AMOUNTS))('%s', (id, figure) => {
    const entry = officeById(id);
    expect(entry).not.toBeNull();
    for (const kind of ['birth', 'marriage', 'death'] as const) {
      const fee = entry!.events[kind].fee;
      expect(fee.status).toBe('found');
      if (fee.status !== 'found') continue;
      expect(fee.currency).toBe(figure.currency);
      // '£12.50' or '€20' as the data set writes it.
      const written = formatMoney(figure.amount, figure.currency).replace(/\.00$/, '');
      expect(fee.text).toContain(written);
    }
  });
});

describe('parseExchangeRates', () => {
  it.each([
    ['', []],
    ['GBP:1.17@2026-11-20', GBP],
    [' gbp:1.17@2026-11-20 , USD:0.92@2026-11-19', [...GBP, { currency: 'USD', rate: '0.92', date: '2026-11-19' }]],
  ])('reads %j', (text, rates) => {
    expect(parseExchangeRates(text)).toEqual({ ok: true, rates });
  });
  it.each([
    ['GBP=1.17', "'GBP=1.17' must read like GBP:1.17@2026-11-20"],
    ['GBP:1.17', "'GBP:1.17' must read like GBP:1.17@2026-11-20"],
    ['GBP:0@2026-11-20', 'the rate for GBP must be above 0'],
    ['GBP:1.1@2026-02-30', "'2026-02-30' is not a date"],
    ['GBP:1.1@2026-11-20,gbp:1.2@2026-11-21', 'GBP is given twice'],
  ])('refuses %j', (text, message) => {
    expect(parseExchangeRates(text)).toEqual({ ok: false, message });
  });
});

describe('convertMinor: to the nearest minor unit, a half up', () => {
  it.each([
    [1200, '1.17', 1404],
    [1250, '1.17', 1463], // 1462.5
    [1250, '1.1', 1375],
    [999, '0.855', 854], // 854.145
    [1000, '1', 1000],
  ])('%i at %s is %i', (amount, rate, expected) => {
    expect(convertMinor(amount, rate)).toBe(expected);
  });
});

describe('quoteRegistryFee on 27 November 2026', () => {
  it('Scotland: the office’s own fee, seen this month, converted at the configured rate', () => {
    expect(quoteRegistryFee('gb-sct', 'birth', TODAY, 'eur', GBP)).toEqual({
      status: 'due',
      officeId: 'gb-sct',
      region: 'Scotland',
      officeAmount: 1200,
      officeCurrency: 'GBP',
      amount: 1404,
      currency: 'eur',
      rate: '1.17',
      rateDate: '2026-11-20',
      sourceUrl: 'https://www.nrscotland.gov.uk/registration/how-to-order-an-official-extract-from-the-registers',
      sourceSeen: 'seen 2026-11',
    });
  });
  it('charges in our own currency with no rate when the office charges in it', () => {
    const quote = quoteRegistryFee('gb-sct', 'death', TODAY, 'GBP', []);
    expect(quote).toMatchObject({ status: 'due', amount: 1200, currency: 'GBP', rate: null, rateDate: null });
  });
  it.each([
    ['gb-sct', 'birth', [] as ExchangeRate[], 'no_rate'],
    ['gb-ew', 'birth', GBP, 'stale'], // seen 13 November 2024
    ['ie', 'birth', GBP, 'stale'], // fees section edited 6 October 2023
    ['ni', 'birth', GBP, 'third_party'],
    ['us-ny', 'birth', GBP, 'no_figure'],
    [null, 'birth', GBP, 'no_office'],
    ['gb-sct', null, GBP, 'no_office'],
  ] as const)('%s %s: asked at cost (%s)', (office, kind, rates, reason) => {
    expect(quoteRegistryFee(office, kind, TODAY, 'eur', rates)).toMatchObject({ status: 'to_confirm', reason });
  });
  it('England and Wales was current while its figure was less than 18 months old', () => {
    expect(quoteRegistryFee('gb-ew', 'birth', '2026-05-13', 'eur', GBP)).toMatchObject({
      status: 'due',
      amount: 1463,
    });
    expect(quoteRegistryFee('gb-ew', 'birth', '2026-05-14', 'eur', GBP)).toMatchObject({ status: 'to_confirm' });
  });
});

describe('wording and balance', () => {
  const base = {
    currency: 'EUR',
    rate: null,
    rateDate: null,
    sourceUrl: null,
    sourceSeen: null,
    addedBy: 'data_set' as const,
  };
  it('a converted fee names both currencies, the rate, its date and the source', () => {
    expect(
      registryFeeWording({
        ...base,
        status: 'due',
        officeAmount: 1200,
        officeCurrency: 'GBP',
        amount: 1404,
        rate: '1.17',
        rateDate: '2026-11-20',
        sourceUrl: 'https://www.nrscotland.gov.uk/registration/x',
        sourceSeen: 'seen 2026-11',
      }),
    ).toBe(
      '£12.00 charged as €14.04 (1 GBP = 1.17 EUR, rate of 20 November 2026; fee from nrscotland.gov.uk, last checked November 2026)',
    );
  });
  it('an amount the admin set says the office confirmed it', () => {
    expect(
      registryFeeWording({
        ...base,
        status: 'due',
        officeAmount: 2000,
        officeCurrency: 'EUR',
        amount: 2000,
        addedBy: 'admin',
      }),
    ).toBe('€20.00 (the amount the office confirmed)');
  });
  it('an unknown fee is asked for at cost', () => {
    expect(
      registryFeeWording({ ...base, status: 'to_confirm', officeAmount: null, officeCurrency: null, amount: null }),
    ).toBe(FEE_AT_COST);
  });
  it('only paid and refunded lines let an order be posted', () => {
    const lines = [
      { status: 'to_confirm' as const, amount: null },
      { status: 'due' as const, amount: 1404 },
      { status: 'paid' as const, amount: 2000 },
      { status: 'refunded' as const, amount: 1500 },
    ];
    expect(unpaidRegistryFees(lines).map((l) => l.status)).toEqual(['to_confirm', 'due']);
    expect(registryFeeBalance(lines)).toEqual({ due: 1404, toConfirm: 1 });
  });
});
