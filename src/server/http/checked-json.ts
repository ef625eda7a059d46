import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { JSON_TYPE } from './fixed-json.ts';

/** How many characters of checked texts a sender remembers before it starts again (a few MB). */
const REMEMBERED_CHARS = 4_000_000;

/**
 * Sends JSON texts the database built, each once it has been checked against the route's response
 * schema: the text is parsed (as pg would have parsed a json column) and checked, then sent as it
 * is. The route's serializer would check the same value and then stringify all of it again, the
 * largest cost of a member list (issue 33, docs/performance.md). `schema` must be strict at every
 * level, so that a key it does not declare fails the check where the serializer would have left it
 * out, and must not transform, so that what was checked is what is sent. A text that fails is a
 * 500, logged, exactly as an answer the serializer refuses (error-handler.ts).
 *
 * The check is a pure function of the text, so the last text that passed for each key (a user's
 * id) is remembered, and the same text again is sent without parsing it again: a list read again
 * unchanged costs a comparison of two strings. Any other text is checked.
 */
export function checkedJsonSender(schema: z.ZodType) {
  const passed = new Map<string, string>();
  let chars = 0;
  return (request: FastifyRequest, reply: FastifyReply, key: string, text: string) => {
    const before = passed.get(key);
    if (before !== text) {
      const checked = schema.safeParse(JSON.parse(text));
      if (!checked.success) throw new ResponseSerializationError(request.method, request.url, { cause: checked.error });
      chars -= before?.length ?? 0;
      if (chars + text.length > REMEMBERED_CHARS) {
        passed.clear();
        chars = 0;
      }
      passed.set(key, text);
      chars += text.length;
    }
    return reply.type(JSON_TYPE).send(text);
  };
}
