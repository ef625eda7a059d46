import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { emailOutbox } from '#server/db/schema.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample line, e.g. `email_outbox_messages{status="pending"}`. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics for operators (docs/decisions/055-operators-eyes.md)', () => {
  let t: TestApp;
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the bearer token, or with another one, and changes nothing', async () => {
    for (const header of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await scrape(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the Prometheus text format with request latency by route pattern and status', async () => {
    await t.app.inject({ method: 'GET', url: '/api/pricing' });
    await t.app.inject({
      method: 'GET',
      url: '/api/family-members/5b0f5a39-32a4-4b49-9f3c-7d6f7e0f0a11/children-count',
    });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-5b0f5a39' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      sample(res.body, 'http_request_duration_seconds_count{method="GET",route="/api/pricing",status_code="200"}'),
    ).toBe(1);
    // The route's pattern, not the member's id: one series per route, not per user.
    expect(res.body).toContain('route="/api/family-members/:id/children-count",status_code="401"');
    expect(res.body).toContain('route="unmatched",status_code="404"');
    expect(res.body).not.toContain('5b0f5a39');
  });

  it('shows the outbox depth by status and the age of the oldest message still to send', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.insert(emailOutbox).values([
      { dedupeKey: 'm1', userId: null, to: 'a@example.com', subject: 's', html: 'h', text: 't', createdAt: hourAgo },
      { dedupeKey: 'm2', userId: null, to: 'b@example.com', subject: 's', html: 'h', text: 't' },
      {
        dedupeKey: 'm3',
        userId: null,
        to: 'c@example.com',
        subject: 's',
        html: 'h',
        text: 't',
        status: 'failed',
        attempts: 8,
      },
      { dedupeKey: 'm4', userId: null, to: 'd@example.com', subject: 's', html: 'h', text: 't', status: 'sent' },
    ]);
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(body, 'email_outbox_messages{status="pending"}')).toBe(2);
    expect(sample(body, 'email_outbox_messages{status="failed"}')).toBe(1);
    expect(sample(body, 'email_outbox_messages{status="sending"}')).toBe(0);
    const age = sample(body, 'email_outbox_oldest_unsent_age_seconds');
    expect(age).toBeGreaterThanOrEqual(3_590);
    expect(age).toBeLessThan(3_700);
  });

  it('times each worker job by outcome, and shows the job pool idle afterwards', async () => {
    const me = await signIn(t, 'metrics-jobs@example.com');
    const gedcom = '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Mary /Walsh/\n0 TRLR\n';
    const preview = await requestAs(t, me, 'POST', '/api/family-tree/gedcom/preview', { gedcom });
    expect(preview.statusCode).toBe(200);
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(body, 'job_duration_seconds_count{job="readGedcom",outcome="ok"}')).toBe(1);
    expect(body).not.toContain('job_failures_total{');
    expect(sample(body, 'job_pool_running')).toBe(0);
    expect(sample(body, 'job_pool_waiting')).toBe(0);
    expect(sample(body, 'job_pool_utilisation')).toBe(0);
    expect(body).toContain('process_resident_memory_bytes');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('does not exist when no token is configured', async () => {
    const closed = await createTestApp();
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
