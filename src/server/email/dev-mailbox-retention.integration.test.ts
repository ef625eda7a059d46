import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { devMailbox, scheduledJobs } from '../db/schema.ts';
import { DEV_MAILBOX_RETENTION_MS } from './outbox.ts';

/** The development mailbox (no SMTP_URL, outside production) keeps mail for a week, not for ever. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('development mailbox retention', () => {
  it('the log-trimming job deletes mail older than a week and keeps newer mail', async () => {
    expect(t.app.mailer.kind).toBe('dev-mailbox');
    const now = Date.now();
    const mail = (to: string, ageMs: number) => ({
      to,
      subject: 'Your sign-in link',
      text: 'https://example.test/verify',
      html: '<p>link</p>',
      createdAt: new Date(now - ageMs),
    });
    const rows = await t.database.db
      .insert(devMailbox)
      .values([
        mail('old@example.com', DEV_MAILBOX_RETENTION_MS + 60_000),
        mail('recent@example.com', DEV_MAILBOX_RETENTION_MS - 3_600_000),
        mail('today@example.com', 1000),
      ])
      .returning({ id: devMailbox.id });

    await t.app.scheduler.tick(); // registers the jobs; trimming the logs is first due later
    await t.database.db.update(scheduledJobs).set({ nextRunAt: new Date(now - 1000) });
    await t.app.scheduler.tick();
    const left = await t.database.db
      .select({ to: devMailbox.to })
      .from(devMailbox)
      .where(
        inArray(
          devMailbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.to).sort()).toEqual(['recent@example.com', 'today@example.com']);
  });
});
