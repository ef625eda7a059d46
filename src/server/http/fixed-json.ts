import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COMPRESSION } from './compression.ts';
import { etagOf, isFresh } from './etag.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * JSON text with every character beyond Latin-1 (€, ’, —, an emoji's two halves) written as a \u
 * escape: the same JSON value for any reader, in a text V8 keeps as one byte a character. Node sends
 * the headers and a text body as one string; a single two-byte character in the body made that
 * whole string, headers included, go through V8's two-byte UTF-8 encoder on every request, twice
 * the twin's instructions for it on the pricing answer (docs/performance.md, stop 50).
 */
export function oneByteJson(json: string): string {
  const escaped = json.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // replace() keeps its subject's two-byte form even with no such character left; a Latin-1 round
  // trip makes V8 store the text one byte a character.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}

/**
 * Route options for an answer that is the same for every request while the process runs. The value
 * is encoded against its response schema once, at start-up (a value that does not match fails
 * there), as the route's serializer would encode it, characters beyond Latin-1 escaped
 * (oneByteJson); Fastify sends a string with a JSON content type as it is, so the per-request
 * serializer is skipped. An answer under the compression
 * threshold is never compressed, so the route leaves out compression's hooks (decision 014).
 * The answer carries an ETag, and a request that already holds it gets a 304 (decision 032).
 */
export function fixedJson<S extends z.ZodType>(schema: S, value: z.output<S>, headers: Record<string, string> = {}) {
  // A string, not a Buffer: Node writes a string body and the headers in one write, a Buffer in two.
  const body = oneByteJson(JSON.stringify(schema.encode(value)));
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
