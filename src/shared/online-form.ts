import { z } from 'zod';

/**
 * GET /api/application/online-form: the values to type into DFA's online form, in the form's
 * order (basis of claim, you, your parent, your grandparent). A blank says where the answer comes from.
 */
export const onlineFormResponse = z.object({
  sections: z.array(
    z.object({
      title: z.string(),
      /** Whose details the section holds (their full name), for the copy buttons' names; null for the claim. */
      person: z.string().nullable(),
      rows: z.array(
        z.object({ question: z.string(), answer: z.string(), filled: z.boolean(), note: z.string().nullable() }),
      ),
    }),
  ),
});
export type OnlineFormResponse = z.infer<typeof onlineFormResponse>;
