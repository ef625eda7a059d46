import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COMPRESSION } from './compression.ts';
import { etagOf, isFresh } from './etag.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Route options for an answer that is the same for every request while the process runs. The value
 * is encoded against its response schema once, at start-up (a value that does not match fails
 * there), exactly as the route's serializer would encode it; Fastify sends a string with a JSON
 * content type as it is, so the per-request serializer is skipped. An answer under the compression
 * threshold is never compressed, so the route leaves out compression's hooks (decision 014).
 * The answer carries an ETag, and a request that already holds it gets a 304 (decision 032).
 */
export function fixedJson<S extends z.ZodType>(schema: S, value: z.output<S>, headers: Record<string, string> = {}) {
  // A string, not a Buffer: Node writes a string body and the headers in one write, a Buffer in two.
  const body = JSON.stringify(schema.encode(value));
  const etag = etagOf(body);
  return {
    schema: { response: { 200: schema } },
    ...(Buffer.byteLength(body) < COMPRESSION.threshold ? { compress: false as const } : {}),
    handler(request: FastifyRequest, reply: FastifyReply) {
      reply.headers(headers).header('etag', etag);
      if (isFresh(request, etag)) reply.code(304).send();
      else reply.type(JSON_TYPE).send(body);
    },
  };
}
