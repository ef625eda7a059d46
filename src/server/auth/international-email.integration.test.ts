import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 031: a domain in other letters under a Latin TLD signs in (in its ASCII form); letters beyond
 * ASCII before the @ or in the TLD, which better-auth refuses, are refused first with the reason.
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

  it('mails an address whose domain is in other letters, at its ASCII form, and the link signs the user in', async () => {
    const typed = 'siobhan@bücher.ie';
    const ascii = 'siobhan@xn--bcher-kva.ie';
    const res = await requestLink(typed);
    expect(res.statusCode).toBe(200);
    // The mail's To header shows the domain in its letters again.
    const mail = await smtp.waitForMail(typed);
    const link = new URL(extractLink(mail, `${t.config.appUrl}/api/auth/magic-link/verify`));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: '10.30.1.1' });
    expect(opened.statusCode).toBe(302);
    const cookie = [opened.headers['set-cookie']]
      .flat()
      .filter((c): c is string => typeof c === 'string' && !/Max-Age=0/i.test(c))
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
    expect(session.user.email).toBe(ascii);
  });

  it.each(['seán@example.ie', '用户@例子.广告', 'aoife@例子.广告'])(
    'refuses %s with the reason, before anything is mailed',
    async (address) => {
      const res = await requestLink(address);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message:
          'Sign-in links cannot yet be sent to an address with these accented or non-Latin letters. Please use another address.',
        code: 'VALIDATION_ERROR',
      });
    },
  );

  it('still refuses what is no address at all, in the usual words', async () => {
    for (const bad of ['siobhan.kelly', 'a@例子/evil.example', '@例子.广告']) {
      const res = await requestLink(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/valid email address|non-Latin letters/);
    }
  });
});
