import type { FastifyCompressOptions } from '@fastify/compress';

/** Response compression for the whole app: brotli or gzip, for answers of at least 1 KB. */
export const COMPRESSION = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: 1024,
} satisfies FastifyCompressOptions;
