import { z } from 'zod';

/** Every 4xx/5xx body the API sends. */
export const errorResponse = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
