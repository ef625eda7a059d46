import { z } from 'zod';

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
