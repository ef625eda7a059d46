import { describe, expect, it } from 'vitest';
import { currentDeadline } from './deadlines.ts';
import type { Step } from './timeline.ts';

const application = { signedOn: '2026-01-05' };
const posted: Step = { step: 'posted', on: '2026-01-10' };
const requested: Step = { step: 'further_documents_requested', on: '2026-03-02' };

describe('currentDeadline', () => {
  it('after further documents are requested, gives the lapse day: 6 months after signing', () => {
    expect(currentDeadline(application, [posted, requested], '2026-03-02')).toEqual({
      kind: 'lapse',
      date: '2026-07-05',
      signedOn: '2026-01-05',
      requestedOn: '2026-03-02',
      passed: false,
    });
  });

  it.each<[string, string, string]>([
    ['a month-end signing lapses on the last day of a shorter month', '2026-08-31', '2027-02-28'],
    ['a leap-year February', '2027-08-29', '2028-02-29'],
    ['across a year end', '2026-11-20', '2027-05-20'],
  ])('%s', (_why, signedOn, lapses) => {
    expect(currentDeadline({ signedOn }, [posted, requested], signedOn)?.date).toBe(lapses);
  });

  it('counts from signing, not from the request, and from the latest request', () => {
    const again: Step = { step: 'further_documents_requested', on: '2026-05-20' };
    expect(
      currentDeadline(application, [posted, requested, { step: 'received', on: '2026-04-01' }, again], '2026-05-20'),
    ).toMatchObject({ kind: 'lapse', date: '2026-07-05', requestedOn: '2026-05-20' });
  });

  it('says when the lapse day has come', () => {
    expect(currentDeadline(application, [posted, requested], '2026-07-04')?.passed).toBe(false);
    expect(currentDeadline(application, [posted, requested], '2026-07-05')?.passed).toBe(true);
  });

  it('after a refusal, gives the last day to ask for a review: 6 weeks from the refusal letter', () => {
    const refused: Step = { step: 'refused', on: '2026-05-01' };
    expect(currentDeadline(application, [posted, refused], '2026-05-03')).toEqual({
      kind: 'review',
      date: '2026-06-12',
      refusedOn: '2026-05-01',
      passed: false,
    });
    expect(currentDeadline(application, [posted, refused], '2026-06-12')?.passed).toBe(false);
    expect(currentDeadline(application, [posted, refused], '2026-06-13')?.passed).toBe(true);
  });

  it.each<[string, Step[]]>([
    ['nothing posted', []],
    ['only posted', [posted]],
    ['documents sent again and received', [posted, requested, { step: 'received', on: '2026-04-01' }]],
    ['approved', [posted, { step: 'approved', on: '2026-09-01' }]],
    [
      'a review asked for',
      [posted, { step: 'refused', on: '2026-05-01' }, { step: 'review_requested', on: '2026-05-10' }],
    ],
  ])('sets no deadline when %s', (_why, steps) => {
    expect(currentDeadline(application, steps, '2026-06-01')).toBeNull();
  });
});
