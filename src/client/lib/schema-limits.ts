import { z } from 'zod';

/**
 * A string field's length limits as HTML attributes, read from its shared schema (through optional,
 * nullable, default and preprocess wrappers), so a form never restates the contract's numbers.
 */
export function lengthLimits(schema: z.ZodType): { minLength?: number; maxLength?: number } {
  let s: z.ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
      s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.out as z.ZodType;
    else break;
  }
  const { minLength, maxLength } = s as { minLength?: number | null; maxLength?: number | null };
  return { ...(minLength ? { minLength } : {}), ...(maxLength ? { maxLength } : {}) };
}
