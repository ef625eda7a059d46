import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { startStripeStub, type StripeStub } from '../support/stripe-stub.ts';
import { call, randomIp, type Session, signInOverSmtp } from './support/http.ts';
import { createTempDatabase, type TempDatabase } from './support/postgres.ts';
import { spawnServer, type SpawnedServer } from './support/server.ts';
import { stripeEnv } from './support/stripe.ts';

/**
 * Issue 29 item 8 across processes (docs/decisions/039-timeouts-redaction-and-one-payment.md):
 * two instances on one PostgreSQL, six payment starts for one user sent at once, three to each.
 * The per-user lease lives in the database, so one order and one Stripe intent come out of it,
 * and all six answers name them.
 */

let db: TempDatabase;
let stub: StripeStub;
let smtp: TestSmtp;
let a: SpawnedServer;
let b: SpawnedServer;

beforeAll(async () => {
  db = await createTempDatabase('onepay');
  stub = await startStripeStub();
  smtp = await startSmtp();
  const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, ...stripeEnv(stub.url) };
  a = await spawnServer({ env });
  b = await spawnServer({ env });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await stub?.stop();
  await smtp?.stop();
  await db?.drop();
});

const start = (on: SpawnedServer, u: Session) =>
  call(on.url, 'POST', '/api/create-pdf-payment', { cookie: u.cookie, body: {}, ip: randomIp() });

describe('two instances, six PDF payment starts at once', () => {
  it('one order, one intent created at Stripe, the same answer from both instances', async () => {
    const u = await signInOverSmtp(a.url, smtp, 'one-payment@example.com');
    const answers = await Promise.all([a, b, a, b, a, b].map((on) => start(on, u)));
    for (const res of answers) expect(res.status, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json.orderId)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json.paymentIntentId)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json.clientSecret)).size).toBe(1);

    const orders = await db.query<{ id: string; status: string; payment_intent_id: string }>(
      'select id, status, payment_intent_id from pdf_orders where user_id = $1',
      [u.userId],
    );
    expect(orders).toEqual([
      { id: answers[0].json.orderId, status: 'pending', payment_intent_id: answers[0].json.paymentIntentId },
    ]);
    const created = [...stub.intents.values()].filter((i) => i.metadata.userId === u.userId);
    expect(created.map((i) => [i.id, i.status])).toEqual([
      [answers[0].json.paymentIntentId, 'requires_payment_method'],
    ]);
    // Every lease was given back.
    expect(await db.query('select key from payment_locks')).toEqual([]);
  });
});
