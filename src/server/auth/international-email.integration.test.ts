import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CapturedMail, extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 031: addresses in letters of any script sign in end to end (the mail goes out with SMTPUTF8);
 * a domain in other letters is kept in its ASCII form.
 */
describe('sign-in with an internationalised address', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let ip = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const requestLink = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email, callbackURL: '/auth/callback' },
      remoteAddress: `10.30.0.${++ip}`,
    });

  /** Opens the mailed sign-in link and returns what /api/session then says. */
  async function openLink(mail: CapturedMail) {
    const link = new URL(extractLink(mail, `${t.config.appUrl}/api/auth/magic-link/verify`));
    const opened = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: `10.30.1.${++ip}`,
    });
    expect(opened.statusCode).toBe(302);
    const cookie = [opened.headers['set-cookie']]
      .flat()
      .filter((c): c is string => typeof c === 'string' && !/Max-Age=0/i.test(c))
      .map((c) => c.split(';')[0])
      .join('; ');
    return (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
  }

  it('mails an address whose domain is in other letters, at its ASCII form, and the link signs the user in', async () => {
    const typed = 'siobhan@bücher.ie';
    const ascii = 'siobhan@xn--bcher-kva.ie';
    const res = await requestLink(typed);
    expect(res.statusCode).toBe(200);
    // The mail's To header shows the domain in its letters again.
    const mail = await smtp.waitForMail(typed);
    const session = await openLink(mail);
    expect(session.user.email).toBe(ascii);
  });

  it.each([
    { typed: 'seán@example.ie', stored: 'seán@example.ie' },
    { typed: '用户@例子.广告', stored: '用户@xn--fsqu00a.xn--4rr70v' },
    { typed: 'aoife@例子.广告', stored: 'aoife@xn--fsqu00a.xn--4rr70v' },
  ])('mails $typed, and the link signs the user in as $stored', async ({ typed, stored }) => {
    const res = await requestLink(typed);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitForMail(typed);
    expect(mail.raw).toContain(typed.split('@')[0]);
    const session = await openLink(mail);
    expect(session.user.email).toBe(stored);
  });

  it('still refuses what is no address at all, in the usual words', async () => {
    const mailed = smtp.messages.length;
    for (const bad of [
      'siobhan.kelly',
      'a@例子/evil.example',
      '@例子.广告',
      'seán ó@example.ie',
      'seán@example',
      'se\u0007án@example.ie',
    ]) {
      const res = await requestLink(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ message: 'Please enter a valid email address.', code: 'VALIDATION_ERROR' });
    }
    expect(smtp.messages).toHaveLength(mailed);
  });
});
