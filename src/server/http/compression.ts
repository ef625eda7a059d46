import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Response compression for the whole app: brotli or gzip, for answers of at least 1 KB. Request
 * bodies are never inflated: no client of ours compresses them, and 10 KB of gzip inflated to
 * 5 MB of GEDCOM (security.ts refuses them with a 415).
 */
export const COMPRESSION = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: 1024,
} satisfies FastifyCompressOptions;
