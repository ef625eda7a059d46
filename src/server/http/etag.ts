import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A strong validator for a body: the same bytes always give the same tag, across processes too. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Whether the request's If-None-Match names this tag (or is `*`), so a 304 can answer it. Weak
 * comparison (RFC 9110 13.1.2): a cache may send back the tag with a `W/` prefix, which
 * compression adds.
 */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
