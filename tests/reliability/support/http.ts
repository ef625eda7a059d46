import { randomInt } from 'node:crypto';
import { extractLink, type TestSmtp } from '#tests/support/smtp.ts';

/** The client timeout every reliability request gets: an answer later than this counts as a hang. */
export const CLIENT_TIMEOUT_MS = 15_000;

export type Answer = { status: number; body: string; json: any; ms: number; headers: Headers };

export type CallOptions = {
  cookie?: string;
  body?: unknown;
  /** Sent as X-Forwarded-For (the spawned servers trust it). */
  ip?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/** One HTTP call; throws on a network error or the client timeout (the caller decides what that means). */
export async function call(base: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const start = performance.now();
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let payload: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.body);
  }
  const res = await fetch(base + path, {
    method,
    headers,
    body: payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(opts.timeoutMs ?? CLIENT_TIMEOUT_MS),
  });
  const body = await res.text();
  let json: unknown = undefined;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, json, ms: performance.now() - start, headers: res.headers };
}

/** A made-up client address in 10.0.0.0/8 (only ever sent as a header, never connected to). */
export const randomIp = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

export type Session = { cookie: string; email: string; ip: string; userId?: string };

/** Rate-limit counters can outlive a run (Redis), so every run signs in with its own addresses. */
const RUN_TAG = Math.random().toString(36).slice(2, 8);

/**
 * The real magic-link sign-in against a spawned server whose SMTP_URL is `smtp`: request the link
 * (from its own X-Forwarded-For address, so the per-address limit is not shared) for the given
 * address tagged with this run (a+tag@example.com), read the mail, open the link, keep the cookie.
 */

export async function signInOverSmtp(
  base: string,
  smtp: TestSmtp,
  givenEmail: string,
  origin = base,
): Promise<Session> {
  const email = givenEmail.replace('@', `+${RUN_TAG}@`);
  const ip = randomIp();
  const sent = await call(base, 'POST', '/api/auth/sign-in/magic-link', {
    ip,
    headers: { origin },
    body: { email, callbackURL: '/auth/callback' },
  });
  if (sent.status !== 200) throw new Error(`magic link request failed: ${sent.status} ${sent.body}`);
  const mail = await smtp.waitForMail(email, 10_000);
  const link = new URL(extractLink(mail, 'http'));
  const verified = await fetch(base + link.pathname + link.search, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': ip },
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token')) throw new Error(`sign-in did not set a session: ${verified.status}`);
  const session = await call(base, 'GET', '/api/session', { cookie });
  return { cookie, email, ip, userId: session.json?.user?.id };
}
