import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, rate limiting, and refusal of cross-site state-changing requests. */
export const security = fp(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const secure = config.appUrl.startsWith('https://');
  // Stripe's script and frames are allowed only when Stripe is the payment provider.
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        // Radix and sonner set inline styles at run time; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  // Shared counters across instances when Redis is configured; a Redis outage never blocks requests.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
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
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError(400, 'Invalid request: text must not contain NUL characters', 'VALIDATION_ERROR');
    }
  });

  const allowedOrigin = new URL(config.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin) return; // Not a browser cross-site request (same-origin fetches of old browsers, server-to-server).
    const sameHost = request.headers.host && origin === `${request.protocol}://${request.headers.host}`;
    if (origin !== allowedOrigin && !sameHost) {
      throw new AppError(403, 'Cross-site requests are not allowed.', 'CROSS_SITE');
    }
  });
});

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}
