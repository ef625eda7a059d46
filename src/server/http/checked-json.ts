import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { JSON_TYPE } from './fixed-json.ts';

/** Keys (users) whose last checked text is remembered before the memory starts again (about 1.5 MB at most). */
const REMEMBERED_KEYS = 10_000;

/**
 * Sends JSON texts the database built, each once it has been checked against the route's response
 * schema: the text is parsed (as pg would have parsed a json column) and checked, then sent as it
 * is. The route's serializer would check the same value and then stringify all of it again, the
 * largest cost of a member list (issue 33, docs/performance.md). `schema` must be strict at every
 * level, so that a key it does not declare fails the check where the serializer would have left it
 * out, and must not transform, so that what was checked is what is sent. A text that fails is a
 * 500, logged, exactly as an answer the serializer refuses (error-handler.ts).
 *
 * The check is a pure function of the text, so for each key (a user's id) the SHA-256 digest of the
 * last text that passed is remembered, and a text with that digest is sent without parsing it again:
 * a list read again unchanged costs a hash instead of a parse and a check. Only the digest is kept,
 * never the text, so no one's family stays in memory after their account is deleted.
 */
export function checkedJsonSender(schema: z.ZodType) {
  const passed = new Map<string, string>();
  return (request: FastifyRequest, reply: FastifyReply, key: string, text: string) => {
    const digest = hash('sha256', text);
    if (passed.get(key) !== digest) {
      const checked = schema.safeParse(JSON.parse(text));
      if (!checked.success) throw new ResponseSerializationError(request.method, request.url, { cause: checked.error });
      if (passed.size >= REMEMBERED_KEYS) passed.clear();
      passed.set(key, digest);
    }
    return reply.type(JSON_TYPE).send(text);
  };
}
