import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError } from '#server/errors.ts';

/**
 * The budget of a route that costs more than a row read (GEDCOM parsing, PDF rendering, claims
 * with uploads, data exports): at most `perUser` calls per window for each signed-in user, and at
 * most `perAddress` for each client address whoever is signed in. Counted once sign-in is
 * checked and before the body is read, so a malformed 12 MB body spends the budget too, and a
 * refused anonymous call spends nothing; shared through Redis like every limit.
 */
export function budget(
  app: FastifyInstance,
  limits: { perUser: number; perAddress: number; timeWindow: string },
): Pick<RouteShorthandOptions, 'config' | 'preParsing'> {
  // @fastify/rate-limit runs one limiter per request, so the address budget is checked here directly.
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.timeWindow,
    keyGenerator: (request) => `address:${request.routeOptions.url}:${request.ip}`,
  });
  return {
    config: {
      rateLimit: {
        max: limits.perUser,
        timeWindow: limits.timeWindow,
        keyGenerator: (request: FastifyRequest) => `user:${request.routeOptions.url}:${request.user?.id ?? request.ip}`,
      },
    },
    preParsing: async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const spent = await perAddress(request);
      if (!spent.isAllowed && spent.isExceeded) {
        reply.header('retry-after', String(spent.ttlInSeconds));
        throw new AppError(
          429,
          `Too many requests. Please wait ${spent.ttlInSeconds} seconds and try again.`,
          'RATE_LIMITED',
        );
      }
      return payload;
    },
  };
}
