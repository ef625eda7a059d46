import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/errors.ts';
import type { Metrics } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Times every request by its route pattern (never the raw URL, whose ids would make a series per
 * user) and serves `/metrics` to whoever holds the configured bearer token; without a token the
 * endpoint does not exist (docs/decisions/055-operators-eyes.md).
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | null }) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    if (!token) return;
    const expected = digest(`Bearer ${token}`);
    app.get('/metrics', async (request, reply) => {
      const given = request.headers.authorization;
      if (!given || !timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, 'The metrics need the bearer token set in METRICS_TOKEN.', 'UNAUTHORIZED');
      }
      reply.header('cache-control', 'no-store');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
);
