/**
 * How long each kind of personal data is kept (the privacy policy's retention table). The server's
 * retention jobs and the policy page read the same values, so the text and the jobs cannot
 * disagree (docs/decisions/057-one-scheduler-and-the-retention-periods.md).
 */
export type RetentionPeriods = {
  /** An account is deleted this many years after its last sign-in. */
  accountInactiveYears: number;
  /** The warning email goes this many days before that deletion. */
  inactivityWarningDays: number;
  /** Eligibility assessments and payment records are anonymised after this many years. */
  recordsYears: number;
  /** Consent to marketing cookies lapses after this many years and is asked for again. */
  marketingConsentYears: number;
  /** Technical logs kept in the database (sent mail, audit details, job runs). */
  technicalLogsDays: number;
};

export const DEFAULT_RETENTION: RetentionPeriods = {
  accountInactiveYears: 3,
  inactivityWarningDays: 30,
  recordsYears: 7,
  marketingConsentYears: 2,
  technicalLogsDays: 90,
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The policy's table, row by row: what is kept, and for how long. */
export function retentionTable(p: RetentionPeriods): [string, string][] {
  return [
    [
      'Account data',
      `Until you delete your account, or ${plural(p.accountInactiveYears, 'year')} after your last login`,
    ],
    ['Eligibility assessments', plural(p.recordsYears, 'year')],
    ['Payment records', plural(p.recordsYears, 'year')],
    ['Marketing consent', plural(p.marketingConsentYears, 'year')],
    ['Technical logs', plural(p.technicalLogsDays, 'day')],
  ];
}

/** The moment `years` calendar years before `now` (29 February falls back to 28 February). */
export function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  if (d.getUTCDate() !== now.getUTCDate()) d.setUTCDate(0);
  return d;
}

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);
