import { z } from 'zod';

/** GET /api/session: the signed-in user, or null; the browser never holds a token. */
export const sessionResponse = z.object({
  user: z
    .object({ id: z.string(), email: z.string(), name: z.string(), image: z.string().nullable(), isAdmin: z.boolean() })
    .nullable(),
});
export type SessionUser = NonNullable<z.infer<typeof sessionResponse>['user']>;
