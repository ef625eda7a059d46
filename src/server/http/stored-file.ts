import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a stored upload (a refusal letter, a certificate scan) so a browser shows it, but can never run anything in it. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; content: Buffer | Readable; size?: number },
) {
  // A stream (a scan from the blob store) is sent as it is read; its length is known from the database.
  if (file.size !== undefined) reply.header('content-length', file.size);
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('content-security-policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
