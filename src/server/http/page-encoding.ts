import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** A page's body compressed ahead of its requests, in each encoding it is offered in. */
export type EncodedPage = Partial<Record<PageEncoding, Buffer>>;

/**
 * Compresses a page's HTML off the main thread. A page that is kept and sent many times gets
 * brotli at its best (about 140 ms of a worker thread for 100 KB, once) and gzip; a page built
 * for one request (a 404) gets only a fast gzip, so a stream of unknown paths costs little.
 */
export async function encodePage(html: string, kept: boolean): Promise<EncodedPage> {
  const body = Buffer.from(html);
  if (!kept) return { gzip: await gzipAsync(body, { level: 6 }) };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** The encoding to send, from the request's Accept-Encoding and what the page has; undefined: as it is. */
export function chooseEncoding(acceptEncoding: string | undefined, page: EncodedPage): PageEncoding | undefined {
  const offered = (['br', 'gzip'] as const).filter((encoding) => page[encoding]);
  return negotiate<PageEncoding>(acceptEncoding ?? '', offered) ?? undefined;
}

/** Each encoding is a representation of its own, so it gets a validator of its own (RFC 9110 8.8.3). */
export const etagForEncoding = (etag: string, encoding: PageEncoding | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
