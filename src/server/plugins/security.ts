import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { helmetHeaders, helmetOptions } from './security-headers.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is authenticated by something other than the browser's cookies (the Stripe
     * webhook's signature), so the origin check does not apply to it. Every other state-changing
     * request, whatever its path and however that path is spelt, is refused from a foreign origin.
     */
    allowCrossSite?: boolean;
  }
}

/** Security headers, rate limiting, and refusal of cross-site state-changing requests. */
export const security = fp(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  // Shared counters across instances when Redis is configured; a Redis outage never blocks requests.
  // ioredis loads only when Redis is configured (issue 33: start-up).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis unavailable; rate limits fall back to allowing requests'));
  // Connect before serving, so the first requests are counted too.
  await redis?.connect().catch((err) => app.log.warn({ err }, 'redis not reachable at start-up'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'fbr-rate-limit:' } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });

  // PostgreSQL cannot store U+0000 in text; refuse it up front with a clear 400.
  app.addHook('preValidation', (request, _reply, done) => {
    const at = nulAt(request.body) ?? nulAt(request.query) ?? nulAt(request.params);
    done(
      at === undefined
        ? undefined
        : new AppError(
            400,
            `Invalid request: ${at ? `${at}: ` : ''}text must not contain NUL characters`,
            'VALIDATION_ERROR',
          ),
    );
  });

  // One hook for both, before any other work on the request: a refused request has the headers too.
  const headers = helmetHeaders(helmetOptions(config));
  const allowedOrigin = new URL(config.appUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done(
      crossSite(request, allowedOrigin)
        ? new AppError(403, 'Cross-site requests are not allowed.', 'CROSS_SITE')
        : compressedBody(request)
          ? new AppError(415, 'Compressed request bodies are not accepted.', 'UNSUPPORTED_ENCODING')
          : undefined,
    );
  });
});

/** A body sent with a Content-Encoding other than identity (the body limit counts what arrives, not what it inflates to). */
function compressedBody(request: FastifyRequest): boolean {
  const encoding = request.headers['content-encoding'];
  return encoding !== undefined && encoding.trim().toLowerCase() !== 'identity';
}

/**
 * A state-changing request sent by a page of another origin. Decided by the method alone, never by
 * the path: the raw URL is spelt by the client (`/%61pi/…`, `//api/…`, `/api/./…`) while the router
 * decodes it, so a path test could be walked around. Only a matched route that declares
 * `allowCrossSite` (authenticated by a signature, not by cookies) is exempt.
 */
function crossSite(request: FastifyRequest, allowedOrigin: string): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.routeOptions.config?.allowCrossSite === true) return false;
  const origin = request.headers.origin;
  if (!origin) return false; // Not a browser cross-site request (same-origin fetches of old browsers, server-to-server).
  const sameHost = request.headers.host && origin === `${request.protocol}://${request.headers.host}`;
  return origin !== allowedOrigin && !sameHost;
}

/** Where a NUL character is (the dotted path of the field, '' for the value itself), or undefined. */
function nulAt(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const name = k.replaceAll('\u0000', '\\0');
    if (k.includes('\u0000')) return name;
    const inner = nulAt(v, depth + 1);
    if (inner !== undefined) return inner ? `${name}.${inner}` : name;
  }
  return undefined;
}
