import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { startStripeStub, type StripeStub } from '../support/stripe-stub.ts';
import { call, randomIp, signInOverSmtp, type Session } from './support/http.ts';
import { createTempDatabase, type TempDatabase } from './support/postgres.ts';
import { REPO_ROOT, spawnServer, type SpawnedServer } from './support/server.ts';
import { deliverWebhook, signedIntentEvent, stripeEnv } from './support/stripe.ts';

/**
 * Issue item 10: two instances on different ports share one PostgreSQL (and Redis for the rate
 * limit counters). Sessions work on both; the same webhook delivered to both settles once;
 * idempotency keys and single-use coupons hold across instances; rate limits are shared.
 */

const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TRIALS = 5;

let db: TempDatabase;
let stub: StripeStub;
let smtp: TestSmtp;
let a: SpawnedServer;
let b: SpawnedServer;
let userCount = 0;
const newUser = (on: SpawnedServer) => signInOverSmtp(on.url, smtp, `scale-${++userCount}@example.com`);

beforeAll(async () => {
  db = await createTempDatabase('scale');
  stub = await startStripeStub();
  smtp = await startSmtp();
  const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, REDIS_URL, ...stripeEnv(stub.url) };
  // Both start at once on an empty database: one migrates, the other waits on the advisory lock.
  [a, b] = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await stub?.stop();
  await smtp?.stop();
  await db?.drop();
});

const post = (on: SpawnedServer, s: Session, path: string, body: unknown = {}) =>
  call(on.url, 'POST', path, { cookie: s.cookie, body, ip: randomIp() });

describe('two instances on one PostgreSQL', () => {
  it('started together on an empty database, they apply every migration exactly once', async () => {
    const journal = JSON.parse(readFileSync(`${REPO_ROOT}/src/server/db/migrations/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(row.n).toBe(journal.entries.length);
    for (const s of [a, b]) expect((await call(s.url, 'GET', '/readyz')).status).toBe(200);
  });

  it("a session made on A works on B, each sees the other's writes, and signing out on A ends it on B", async () => {
    const u = await newUser(a);
    const onB = await call(b.url, 'GET', '/api/session', { cookie: u.cookie });
    expect(onB.json?.user?.email).toBe(u.email);
    const added = await post(b, u, '/api/family-members', {
      relationship: 'self',
      firstName: 'Aoife',
      lastName: 'Walsh',
    });
    expect(added.status, added.body).toBe(201);
    const seenOnA = await call(a.url, 'GET', '/api/family-members', { cookie: u.cookie });
    expect(seenOnA.status).toBe(200);
    expect(seenOnA.json.map((m: { id: string }) => m.id)).toEqual([added.json.id]);

    const out = await call(a.url, 'POST', '/api/auth/sign-out', {
      cookie: u.cookie,
      headers: { origin: a.url },
      ip: u.ip,
    });
    expect(out.status, out.body).toBe(200);
    const afterOnB = await call(b.url, 'GET', '/api/family-members', { cookie: u.cookie });
    expect(afterOnB.status).toBe(401);
  });

  it('the same Stripe webhook delivered to both instances at once settles the order once', async () => {
    const u = await newUser(a);
    const code = `SCALEHALF${Date.now().toString(36).toUpperCase()}`;
    await db.query(`insert into coupons (code, name, percent_off, usage_limit) values ($1, 'Scale half', 50, 1000)`, [
      code,
    ]);
    for (let i = 0; i < TRIALS; i++) {
      const created = await post(i % 2 ? b : a, u, '/api/create-pdf-payment', { couponCode: code });
      expect(created.status, created.body).toBe(200);
      const { orderId, paymentIntentId } = created.json as { orderId: string; paymentIntentId: string };
      stub.setStatus(paymentIntentId, 'succeeded');
      const intent = stub.intents.get(paymentIntentId)!;
      const event = signedIntentEvent({
        id: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
      });
      // Stripe retries deliveries: the same event, twice to each instance, all at once.
      const answers = await Promise.all([a, b, a, b].map((s) => deliverWebhook(s.url, event)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const [order] = await db.query<{ status: string; paid_at: Date | null }>(
        'select status, paid_at from pdf_orders where id = $1',
        [orderId],
      );
      expect(order).toMatchObject({ status: 'paid', paid_at: expect.any(Date) });
    }
    const [coupon] = await db.query<{ times_used: number }>('select times_used from coupons where code = $1', [code]);
    expect(coupon.times_used, 'each order used the coupon once').toBe(TRIALS);
    const [events] = await db.query<{ n: number }>('select count(*)::int as n from payment_events');
    expect(events.n).toBe(TRIALS);
    expect(stub.refunds).toEqual([]);
  });

  it('the same idempotencyKey sent to both instances at once stores one member', async () => {
    const u = await newUser(a);
    for (let i = 0; i < TRIALS; i++) {
      const body = {
        relationship: 'sibling',
        firstName: `Twin ${i}`,
        lastName: 'Walsh',
        idempotencyKey: `scale-out-key-${i}-${Date.now()}`,
      };
      const answers = await Promise.all([
        post(a, u, '/api/family-members', body),
        post(b, u, '/api/family-members', body),
      ]);
      expect(answers.map((r) => r.status).sort(), answers.map((r) => r.body).join('\n')).toEqual([200, 201]);
      expect(answers[0].json.id).toBe(answers[1].json.id);
      const rows = await db.query('select id from family_members where user_id = $1 and idempotency_key = $2', [
        u.userId,
        body.idempotencyKey,
      ]);
      expect(rows).toHaveLength(1);
    }
  });

  it('a single-use 100% coupon redeemed by two users on different instances at once gives one free order', async () => {
    const [u1, u2] = [await newUser(a), await newUser(b)];
    for (let i = 0; i < TRIALS; i++) {
      const code = `SCALEONCE${i}${Date.now().toString(36).toUpperCase()}`;
      await db.query(`insert into coupons (code, name, percent_off, usage_limit) values ($1, 'Scale once', 100, 1)`, [
        code,
      ]);
      const answers = await Promise.all([
        post(a, u1, '/api/create-pdf-payment', { couponCode: code }),
        post(b, u2, '/api/create-pdf-payment', { couponCode: code }),
      ]);
      const free = answers.filter((r) => r.status === 200 && r.json.freeOrder === true);
      expect(free, answers.map((r) => `${r.status} ${r.body}`).join('\n')).toHaveLength(1);
      const other = answers.find((r) => !(r.status === 200 && r.json.freeOrder === true))!;
      expect([400, 409]).toContain(other.status);
      expect(other.json).toMatchObject({ code: 'INVALID_COUPON', message: expect.any(String) });
      const [row] = await db.query<{ times_used: number; paid: number }>(
        `select c.times_used, (select count(*)::int from pdf_orders o where o.coupon_id = c.id and o.status = 'paid') as paid from coupons c where c.code = $1`,
        [code],
      );
      expect(row).toEqual({ times_used: 1, paid: 1 });
    }
  });

  it('rate limits are shared through Redis: 15 eligibility checks to A and 15 to B from one address give 20 answers and 10 × 429', async () => {
    // A fresh address for this run, so counters left in Redis by an earlier run do not count.
    const ip = randomIp();
    const body = { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' };
    const send = (s: SpawnedServer) => call(s.url, 'POST', '/api/eligibility-checks', { ip, body });
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => send(a)),
      ...Array.from({ length: 15 }, () => send(b)),
    ]);
    const statuses = answers.map((r) => r.status);
    const limited = answers.filter((r) => r.status === 429);
    // If this fails with thirty 201s, each instance is counting on its own: REDIS_URL is not
    // reaching @fastify/rate-limit (see src/server/plugins/security.ts).
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(limited).toHaveLength(10);
    for (const r of limited)
      expect(r.json).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('Too many requests') });
  });

  it('control: without REDIS_URL the same 15 + 15 all pass (each instance counts alone), so the test above can tell', async () => {
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url };
    const [c, d] = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
    try {
      const ip = randomIp();
      const body = { q1: 'yes', q2: 'no', q3: 'no', q4: 'yes' };
      const answers = await Promise.all(
        [c, d].flatMap((s) =>
          Array.from({ length: 15 }, () => call(s.url, 'POST', '/api/eligibility-checks', { ip, body })),
        ),
      );
      expect(answers.map((r) => r.status).filter((s) => s === 201)).toHaveLength(30);
    } finally {
      await Promise.all([c.stop(), d.stop()]);
    }
  });
});
