import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A handler for an answer that is the same for every request while the process runs: the value is
 * encoded against its response schema once, at start-up (a value that does not match fails there),
 * exactly as the route's serializer would encode it. Fastify sends a string with a JSON content
 * type as it is, so the per-request schema serializer is skipped (decision 014).
 */
export function fixedJson<S extends z.ZodType>(schema: S, value: z.output<S>, headers: Record<string, string> = {}) {
  const body = JSON.stringify(schema.encode(value));
  return (_request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).type(JSON_TYPE).send(body);
  };
}
