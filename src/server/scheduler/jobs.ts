/**
 * Every piece of time-based work the server does, with its period
 * (docs/decisions/057-one-scheduler-and-the-retention-periods.md).
 */
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/email/mailer.ts';
import { queueOperatorAlerts, queueOperatorDigest } from '#server/email/operator-alerts.ts';
import { sendDueEmail } from '#server/email/outbox.ts';
import { queueApplicationReminders } from '#server/modules/application/reminders.ts';
import { expireUnpaidOrders } from '#server/modules/orders/corrections-service.ts';
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
  const alerts = { to: config.operatorAlerts.to, appUrl: config.appUrl };
  return [
    { name: 'email-outbox', everySeconds: 2, leaseSeconds: 5 * MINUTE, run: (now) => sendDueEmail(db, mailer, now) },
    ...(config.operatorAlerts.mode === 'immediate'
      ? [{ name: 'operator-alerts', everySeconds: MINUTE, run: (now: Date) => queueOperatorAlerts(db, now, alerts) }]
      : []),
    ...(config.operatorAlerts.mode === 'digest'
      ? [
          {
            name: 'operator-digest',
            everySeconds: DAY,
            firstRunAfterSeconds: 5 * MINUTE,
            run: (now: Date) => queueOperatorDigest(db, now, alerts),
          },
        ]
      : []),
    {
      name: 'application-reminders',
      everySeconds: HOUR,
      firstRunAfterSeconds: MINUTE,
      run: async (now) => ({ queued: await queueApplicationReminders(db, now, config) }),
    },
    {
      // Unpaid certificate orders are cancelled after ORDER_UNPAID_EXPIRY_DAYS (decision 059).
      name: 'orders-unpaid-expiry',
      everySeconds: HOUR,
      firstRunAfterSeconds: 5 * MINUTE,
      run: (now) => expireUnpaidOrders(db, provider, now, config.orderCorrections.unpaidExpiryDays, config.appUrl),
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
