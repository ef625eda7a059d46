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

/** POST /api/auth/sign-in/magic-link: the address the sign-in link goes to (checked before better-auth sees it). */
export const magicLinkBody = z.object({ email: z.email('Please enter a valid email address.').max(254) });
export type MagicLinkBody = z.infer<typeof magicLinkBody>;

/** The name people see (spec section 3 'Signed-in user'): their own, else the part of the email before @, else 'User'. */
export function displayName(user: { name: string | null; email: string }): string {
  return user.name?.trim() || user.email.split('@')[0] || 'User';
}

/** PUT /api/user/name: the account's own name (Settings); empty clears it, so the fallback shows again. */
export const userNameBody = z.object({ name: singleLine(USER_NAME_MAX).transform((name) => name.trim()) }).strict();
export type UserNameBody = z.infer<typeof userNameBody>;
export const userNameResponse = z.object({ name: z.string(), displayName: z.string() });
