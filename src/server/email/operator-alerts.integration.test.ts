import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPdfWithTestProvider, fileClaim, recordRefusal } from '#tests/support/claims.ts';
import { placeCertificateOrder } from '#tests/support/orders.ts';
import { signIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { documentRequests, emailOutbox, guaranteeClaims } from '#server/db/schema.ts';

/**
 * The operator hears of each new paid certificate order and each new guarantee claim
 * (OPERATOR_ALERTS, docs/decisions/062-transactional-email-and-operator-alerts.md): one mail each
 * within a minute, or one daily digest. Both are scheduler jobs; the tests move the app's clock.
 */

const OPERATOR = 'operator@walsh-research.example';
const MINUTE = 60_000;
const DAY = 86_400_000;

async function appWithClock(mode: 'immediate' | 'digest') {
  const clock = { now: new Date() };
  const t = await createTestApp({ OPERATOR_ALERTS: mode, OPERATOR_EMAIL: OPERATOR }, { now: () => clock.now });
  return { t, clock };
}

const operatorMail = (t: TestApp) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, OPERATOR)).orderBy(emailOutbox.dedupeKey);

/** A paid PDF pack and a claim on it, for a user whose refusal is on record. */
async function newClaim(t: TestApp, email: string) {
  const u = await signIn(t, email);
  await recordRefusal(t, u);
  const pdf = await buyPdfWithTestProvider(t, u);
  const res = await fileClaim(t, u, { orders: [`pdf:${pdf.orderId}`] });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

describe('OPERATOR_ALERTS=immediate', () => {
  let t: TestApp;
  let clock: { now: Date };
  beforeAll(async () => ({ t, clock } = await appWithClock('immediate')));
  afterAll(() => t?.close());

  it('mails the operator once per new paid order and once per new claim, within a minute', async () => {
    const u = await signIn(t, 'alert-customer@example.com');
    const order = await placeCertificateOrder(t, u);
    const unpaid = await placeCertificateOrder(t, u, { pay: false });

    clock.now = new Date(Date.now() + MINUTE);
    await t.app.scheduler.tick();
    const [alert, ...more] = await operatorMail(t);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      dedupeKey: `operator:order:${order.id}:paid`,
      userId: null,
      subject: expect.stringMatching(
        new RegExp(`^New paid order #${order.id.slice(0, 8)}: 1 certificate, €\\d+\\.\\d\\d$`),
      ),
    });
    expect(alert.text).toContain('Birth Certificate');
    expect(alert.text).toContain(`${t.config.appUrl}/admin/orders`);
    expect(alert.text).not.toContain(unpaid.id.slice(0, 8));
    // The operator's mail holds no customer details: they are in the admin area.
    expect(alert.text).not.toMatch(/alert-customer|Bridget|Castlebar/);

    // The next runs send nothing again.
    clock.now = new Date(clock.now.getTime() + MINUTE);
    await t.app.scheduler.tick();
    clock.now = new Date(clock.now.getTime() + MINUTE);
    await t.app.scheduler.tick();
    expect(await operatorMail(t)).toHaveLength(1);

    const claimId = await newClaim(t, 'alert-claimant@example.com');
    clock.now = new Date(clock.now.getTime() + MINUTE);
    await t.app.scheduler.tick();
    const claimAlert = (await operatorMail(t)).find((m) => m.dedupeKey === `operator:claim:${claimId}:filed`);
    expect(claimAlert?.subject).toMatch(new RegExp(`^New guarantee claim #${claimId.slice(0, 8)}: €\\d+\\.\\d\\d$`));
    expect(claimAlert?.text).toMatch(/1 order, refusal letter dated \d{1,2} [A-Z][a-z]+ \d{4}/);
    // The PDF pack is not a certificate order: no order alert for it.
    expect((await operatorMail(t)).map((m) => m.dedupeKey.split(':')[1]).sort()).toEqual(['claim', 'order']);
  });
});

describe('OPERATOR_ALERTS=digest', () => {
  let t: TestApp;
  let clock: { now: Date };
  beforeAll(async () => ({ t, clock } = await appWithClock('digest')));
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const digests = () => db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'operator-digest:%'));

  it('sends one mail a day with what is new since the last one, none on a day with nothing new', async () => {
    // A fixed morning (Irish time is UTC in December), so the mail's times can be read.
    const T0 = new Date('2026-12-01T07:00:00Z');
    const u = await signIn(t, 'digest-customer@example.com');
    const first = await placeCertificateOrder(t, u);
    const claimId = await newClaim(t, 'digest-claimant@example.com');
    // When they happened, on the test's clock.
    await db()
      .update(documentRequests)
      .set({ paidAt: new Date(T0.getTime() - 3 * 3_600_000) })
      .where(eq(documentRequests.id, first.id));
    await db()
      .update(guaranteeClaims)
      .set({ createdAt: new Date(T0.getTime() - 2 * 3_600_000) })
      .where(eq(guaranteeClaims.id, claimId));

    // The first tick registers the job; it runs 5 minutes later, then once a day.
    clock.now = T0;
    await t.app.scheduler.tick();
    expect(await digests()).toEqual([]);
    clock.now = new Date(T0.getTime() + 6 * MINUTE);
    await t.app.scheduler.tick();
    const [day1, ...rest] = await digests();
    expect(rest).toEqual([]);
    expect(day1).toMatchObject({ to: OPERATOR, userId: null, subject: 'Daily summary: 1 new paid order, 1 new claim' });
    expect(day1.text).toContain('Since 30 November 2026 at 07:06: 1 new paid order and 1 new claim.');
    expect(day1.text).toContain(`Order #${first.id.slice(0, 8)}, paid 1 December 2026 at 04:00`);
    expect(day1.text).toContain(`Claim #${claimId.slice(0, 8)}, filed 1 December 2026 at 05:00`);
    // No single alerts in digest mode.
    expect(await db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'operator:%'))).toEqual([]);

    // Later the same day: not due again.
    const second = await placeCertificateOrder(t, u);
    await db()
      .update(documentRequests)
      .set({ paidAt: new Date(T0.getTime() + 5 * 3_600_000) })
      .where(eq(documentRequests.id, second.id));
    clock.now = new Date(T0.getTime() + 6 * 3_600_000);
    await t.app.scheduler.tick();
    expect(await digests()).toHaveLength(1);

    // The next day: only the order paid since the first digest.
    clock.now = new Date(T0.getTime() + DAY + 6 * MINUTE);
    await t.app.scheduler.tick();
    const day2 = (await digests()).find((d) => d.id !== day1.id)!;
    expect(day2.subject).toBe('Daily summary: 1 new paid order');
    expect(day2.text).toContain(`Order #${second.id.slice(0, 8)}, paid 1 December 2026 at 12:00`);
    expect(day2.text).not.toContain(first.id.slice(0, 8));
    expect(day2.text).not.toContain(claimId.slice(0, 8));

    // A day with nothing new: no mail.
    clock.now = new Date(T0.getTime() + 2 * DAY + 6 * MINUTE);
    await t.app.scheduler.tick();
    expect(await digests()).toHaveLength(2);
  });
});
