import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail, processOutbox } from '#server/email/outbox.ts';
import { claimStatusEmail, orderStatusEmail } from '#server/email/templates.ts';
import { COMPANY_ENV } from '../support/company-env.ts';
import { startSmtp, type CapturedMail, type TestSmtp } from '../support/smtp.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_URL: 'https://irish.example',
  AUTH_SECRET: 'x'.repeat(40),
};

/** The server process as `npm start` runs it (from source), until it exits. */
function startServerProcess(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

const identityLines = [
  COMPANY_ENV.COMPANY_LEGAL_NAME,
  `Company number: ${COMPANY_ENV.COMPANY_NUMBER}`,
  `Registered office: ${COMPANY_ENV.COMPANY_ADDRESS}`,
  `Email: ${COMPANY_ENV.COMPANY_EMAIL}`,
];

function expectSignedByCompany(mail: CapturedMail) {
  for (const line of identityLines) {
    expect(mail.text).toContain(line);
    expect(mail.html).toContain(line);
  }
}

describe('production without the company identity', () => {
  it('refuses to start, naming every missing variable', async () => {
    const { code, output } = await startServerProcess({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2' });
    expect(code).toBe(1);
    for (const variable of Object.keys(COMPANY_ENV)) expect(output).toContain(`${variable}: required in production`);
  });
});

describe('production with the company identity', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ ...PRODUCTION, SMTP_URL: smtp.url, ...COMPANY_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('GET /api/config tells the pages who we are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().company).toEqual({
      legalName: COMPANY_ENV.COMPANY_LEGAL_NAME,
      registeredAddress: COMPANY_ENV.COMPANY_ADDRESS,
      companyNumber: COMPANY_ENV.COMPANY_NUMBER,
      email: COMPANY_ENV.COMPANY_EMAIL,
    });
  });

  it('the sign-in email carries the company identity, in its text and HTML', async () => {
    const email = 'identity.reader@example.ie';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { origin: 'https://irish.example' },
      payload: { email, callbackURL: '/auth/callback' },
    });
    expect(sent.statusCode).toBe(200);
    expectSignedByCompany(await smtp.waitForMail(email));
  });

  it('order and claim emails sent through the outbox carry it too', async () => {
    const to = 'order.reader@example.ie';
    const appUrl = 'https://irish.example';
    const mails = [
      orderStatusEmail({ to, orderId: crypto.randomUUID(), status: 'shipped', appUrl, trackingNumber: 'RR1IE' }),
      claimStatusEmail({
        to,
        claimId: crypto.randomUUID(),
        status: 'refunded',
        amountDisplay: '€30.00',
        declineReason: null,
        appUrl,
      }),
    ];
    for (const [i, mail] of mails.entries()) {
      await enqueueEmail(t.database.db, { ...mail, dedupeKey: `identity-test:${i}`, userId: null });
    }
    expect(await processOutbox(t.database.db, t.app.mailer)).toEqual({ sent: 2, failed: 0 });
    const received = [await smtp.waitForMail(to), await smtp.waitForMail(to)];
    expect(received.map((m) => m.subject).sort()).toEqual(mails.map((m) => m.subject).sort());
    received.forEach(expectSignedByCompany);
  });
});
