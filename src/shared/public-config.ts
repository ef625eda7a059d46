import { z } from 'zod';

/** What the browser may know about the server's configuration. */
export const publicConfigResponse = z.object({
  googleSignIn: z.boolean(),
  currency: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
