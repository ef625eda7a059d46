import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY, isConsentCurrent, policyVersionAt } from './consent-validity.ts';

const now = new Date('2026-11-26T10:00:00Z');

describe('isConsentCurrent', () => {
  it.each([
    ['given today under the current version', { consentedAt: '2026-11-26T09:00:00Z', policyVersion: '1.0' }, true],
    ['given 11 months ago', { consentedAt: '2025-12-26T10:00:00Z', policyVersion: '1.0' }, true],
    ['given a day short of 12 months ago', { consentedAt: '2025-11-27T10:00:00Z', policyVersion: '1.0' }, true],
    ['given exactly 12 months ago', { consentedAt: '2025-11-26T10:00:00Z', policyVersion: '1.0' }, false],
    ['given 13 months ago', { consentedAt: '2025-10-26T10:00:00Z', policyVersion: '1.0' }, false],
    ['given under an earlier version', { consentedAt: '2026-11-01T10:00:00Z', policyVersion: '0.9' }, false],
    ['without a version (stored before choices were dated)', { consentedAt: '2026-11-01T10:00:00Z' }, false],
    ['without a date', { policyVersion: '1.0' }, false],
    ['with a date that is not a date', { consentedAt: 'yesterday', policyVersion: '1.0' }, false],
    ['saved by a clock a minute ahead', { consentedAt: '2026-11-26T10:01:00Z', policyVersion: '1.0' }, true],
  ])('%s → %s', (_name, record, expected) => {
    expect(isConsentCurrent(record, now)).toBe(expected);
  });
});

describe('policyVersionAt', () => {
  it.each([
    ['2024-08-31T23:00:00Z', undefined],
    ['2024-09-01T00:00:00Z', '1.0'],
    ['2026-11-26T10:00:00Z', COOKIE_POLICY.version],
  ])('%s → %s', (date, version) => {
    expect(policyVersionAt(new Date(date))).toBe(version);
  });
});
