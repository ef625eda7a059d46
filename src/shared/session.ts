import { z } from 'zod';
import { USER_NAME_MAX } from './family.ts';
import { singleLine } from './text.ts';

/** GET /api/session: the signed-in user, or null; the browser never holds a token. */
export const sessionResponse = z.object({
  user: z
    .object({ id: z.string(), email: z.string(), name: z.string(), image: z.string().nullable(), isAdmin: z.boolean() })
    .nullable(),
});
export type SessionUser = NonNullable<z.infer<typeof sessionResponse>['user']>;

const NOT_ASCII = /[^\p{ASCII}]/u;

/**
 * An address with an internationalised domain, its domain written in the ASCII form (IDNA) that every
 * mail server accepts: 'aoife@例子.广告' → 'aoife@xn--fsqu00a.xn--4rr70v'. Any other text is left as it is.
 */
export function withAsciiDomain(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (at < 1 || !NOT_ASCII.test(domain) || !/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

/**
 * An address mail servers accept (SMTPUTF8, RFC 6531): before the @, letters of any script, digits and
 * . _ ' + - (no leading, trailing or double dot); after it, the domain in its ASCII form, with a dot and
 * a TLD of letters or its 'xn--' form. No spaces, control characters or quotes.
 */
const MAIL_ADDRESS =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{M}\p{N}_'+.-]{0,63}[\p{L}\p{M}\p{N}_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/u;

/**
 * POST /api/auth/sign-in/magic-link: the address the sign-in link goes to (checked before better-auth
 * sees it). Letters of any script are welcome ('seán@example.ie', '用户@例子.广告'); the part before the
 * @ is kept in its composed (NFC) form and a domain in other letters is sent in its ASCII form
 * (decision 031; better-auth's own check is widened by patches/better-auth+*.patch).
 */
export const magicLinkBody = z.object({
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .transform((address) => withAsciiDomain(address.normalize('NFC')))
    .pipe(z.email({ pattern: MAIL_ADDRESS, error: 'Please enter a valid email address.' }).max(254)),
});
export type MagicLinkBody = z.infer<typeof magicLinkBody>;

/** PUT /api/user/name: the account's own name (Settings); empty clears it, so the fallback shows again. */
export const userNameBody = z.object({ name: singleLine(USER_NAME_MAX).transform((name) => name.trim()) }).strict();
export type UserNameBody = z.infer<typeof userNameBody>;
export const userNameResponse = z.object({ name: z.string(), displayName: z.string() });
