/**
 * Every piece of time-based work the server does, with its period
 * (docs/decisions/057-one-scheduler-and-the-retention-periods.md).
 */
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/email/mailer.ts';
import { sendDueEmail } from '#server/email/outbox.ts';
import { queueApplicationReminders } from '#server/modules/application/reminders.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import {
  anonymiseOldRecords,
  lapseMarketingConsent,
  retireInactiveAccounts,
  trimLogs,
} from '#server/retention/retention-jobs.ts';
import type { ScheduledJob } from './scheduler.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function scheduledJobs(deps: {
  db: Db;
  mailer: Mailer;
  provider: PaymentProvider | null;
  config: AppConfig;
}): ScheduledJob[] {
  const { db, mailer, provider, config } = deps;
  const periods = config.retention;
  return [
    { name: 'email-outbox', everySeconds: 2, leaseSeconds: 5 * MINUTE, run: (now) => sendDueEmail(db, mailer, now) },
    {
      name: 'application-reminders',
      everySeconds: HOUR,
      firstRunAfterSeconds: MINUTE,
      run: async (now) => ({ queued: await queueApplicationReminders(db, now, config.appUrl) }),
    },
    {
      name: 'retention-inactive-accounts',
      everySeconds: DAY,
      firstRunAfterSeconds: 5 * MINUTE,
      leaseSeconds: HOUR,
      run: (now) => retireInactiveAccounts(db, { periods, provider, appUrl: config.appUrl }, now),
    },
    {
      name: 'retention-marketing-consent',
      everySeconds: DAY,
      firstRunAfterSeconds: 5 * MINUTE,
      run: (now) => lapseMarketingConsent(db, periods, now),
    },
    {
      name: 'retention-old-records',
      everySeconds: DAY,
      firstRunAfterSeconds: 5 * MINUTE,
      run: (now) => anonymiseOldRecords(db, periods, now),
    },
    {
      name: 'retention-trim-logs',
      everySeconds: DAY,
      firstRunAfterSeconds: 5 * MINUTE,
      run: (now) => trimLogs(db, periods, now),
    },
  ];
}
