import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { JSON_TYPE } from './fixed-json.ts';

/**
 * Sends a JSON text the database built, once it has been checked against the route's response
 * schema: the text is parsed (as pg would have parsed a json column) and checked, then sent as it
 * is. The route's serializer would check the same value and then stringify all of it again, the
 * largest cost of a member list (issue 33, docs/performance.md). `schema` must be strict at every
 * level, so that a key it does not declare fails the check where the serializer would have left it
 * out, and must not transform, so that what was checked is what is sent. A text that fails is a
 * 500, logged, exactly as an answer the serializer refuses (error-handler.ts).
 */
export function sendCheckedJson(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType, text: string) {
  const checked = schema.safeParse(JSON.parse(text));
  if (!checked.success) throw new ResponseSerializationError(request.method, request.url, { cause: checked.error });
  return reply.type(JSON_TYPE).send(text);
}
