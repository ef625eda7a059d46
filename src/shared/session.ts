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
 * POST /api/auth/sign-in/magic-link: the address the sign-in link goes to (checked before better-auth
 * sees it). A domain in other letters under a Latin TLD ('bücher.ie') is accepted in its ASCII form;
 * letters beyond ASCII before the @ ('seán@…') or in the TLD ('.广告') are refused with the reason,
 * because better-auth 1.7 refuses them (decision 031).
 */
export const magicLinkBody = z.object({
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .transform(withAsciiDomain)
    .pipe(
      z
        .email({
          // An 'xn--' label is a domain given in other letters (its ASCII form above), here under a TLD
          // of other letters, which better-auth refuses like letters beyond ASCII before the @.
          error: (issue) =>
            NOT_ASCII.test(String(issue.input)) || /(^|[@.])xn--/i.test(String(issue.input))
              ? 'Sign-in links cannot yet be sent to an address with these accented or non-Latin letters. Please use another address.'
              : 'Please enter a valid email address.',
        })
        .max(254),
    ),
});
export type MagicLinkBody = z.infer<typeof magicLinkBody>;

/** PUT /api/user/name: the account's own name (Settings); empty clears it, so the fallback shows again. */
export const userNameBody = z.object({ name: singleLine(USER_NAME_MAX).transform((name) => name.trim()) }).strict();
export type UserNameBody = z.infer<typeof userNameBody>;
export const userNameResponse = z.object({ name: z.string(), displayName: z.string() });
