import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstScreenQuery } from '#shared/first-screen.ts';
import type { PageData } from '#shared/page-data.ts';

export type FirstScreen = { queries: NonNullable<PageData['queries']>; setCookies: string[] };

/**
 * The answers a signed-in page's first screen reads, asked of the app's own API routes with the
 * visitor's cookie and address, in parallel: each is what that route answers this user, with its
 * checks, validation and access line. An answer other than 200 is left out (the client then asks
 * for it itself). A session the lookup refreshed comes back as Set-Cookie, passed on with the page.
 */
export async function loadFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  wanted: FirstScreenQuery[],
): Promise<FirstScreen> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const setCookies: string[] = [];
  const answers = await Promise.all(
    wanted.map(async ({ key, url }) => {
      const res = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
      const cookie = res.headers['set-cookie'];
      if (cookie) setCookies.push(...(Array.isArray(cookie) ? cookie : [cookie]));
      return res.statusCode === 200 ? { key, data: res.json<unknown>() } : undefined;
    }),
  );
  return { queries: answers.filter((a) => a !== undefined), setCookies: [...new Set(setCookies)] };
}
