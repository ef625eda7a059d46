import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe from reminders (RFC 8058; docs/decisions/062-transactional-email-and-operator-alerts.md):
 * the link in a reminder names the user and carries an HMAC of their id under the server's secret,
 * so it works without signing in and cannot be made up for somebody else.
 */
export const UNSUBSCRIBE_PATH = '/email/unsubscribe';

const mac = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`unsubscribe-reminders:${userId}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(secret, userId)}`;
}

/** The user a token was made for, or null for a token this server did not sign. */
export function userOfUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const unsubscribeUrl = (appUrl: string, secret: string, userId: string) =>
  `${appUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, userId)}`;

/** The headers that let a mail client offer 'Unsubscribe' and do it with one POST (RFC 2369, RFC 8058). */
export const listUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
