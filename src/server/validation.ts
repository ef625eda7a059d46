import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Validates with a schema chosen at run time; errors read like the route validator's. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const parts = result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw new AppError(400, `Invalid request: ${parts.join('; ')}`, 'VALIDATION_ERROR');
}
