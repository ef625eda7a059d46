import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { devMailbox, user } from '#server/db/schema.ts';
import type { TestApp } from './test-app.ts';

export type SignedIn = { cookie: string; userId: string; email: string; ip: string };

/**
 * Signs in through the real magic-link flow: request a link, read the mail from the development
 * mailbox (the test app has no SMTP_URL) or with `readMail` (an app mailing through SMTP), open
 * the link, keep the session cookie.
 */
export async function signIn(
  t: TestApp,
  email: string,
  readMail: (email: string) => Promise<{ text: string } | undefined> = (to) => latestDevMail(t, to),
): Promise<SignedIn> {
  const ip = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    remoteAddress: ip,
    payload: { email, callbackURL: '/auth/callback' },
  });
  if (sent.statusCode !== 200) throw new Error(`magic link request failed: ${sent.statusCode} ${sent.body}`);
  const mail = await readMail(email);
  const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no magic link mailed to ${email}`);
  const url = new URL(link);
  const verified = await t.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: ip });
  const cookie = [verified.headers['set-cookie']]
    .flat()
    .filter((c): c is string => Boolean(c))
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token')) throw new Error(`sign-in did not set a session: ${verified.statusCode}`);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  return { cookie, userId: row.id, email, ip };
}

async function latestDevMail(t: TestApp, email: string) {
  const [mail] = await t.database.db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.to, email))
    .orderBy(desc(devMailbox.createdAt))
    .limit(1);
  return mail;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API request as `u` (from their own address), or anonymously from 127.0.0.1. */
export function requestAs(t: TestApp, u: SignedIn | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: u ? { cookie: u.cookie } : {},
    remoteAddress: u?.ip ?? '127.0.0.1',
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
