import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { PATHS } from './paths.ts';
import { createAuth } from './auth/auth.ts';
import { COMPRESSION } from './http/compression.ts';
import { capConnectionsPerAddress, httpServerOptions } from './http/connection-limits.ts';
import { redactUrl } from './http/redact-url.ts';
import { stdoutLog } from './log-destination.ts';
import { createMailer, type Mailer } from './email/mailer.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { onlineFormRoutes } from './modules/application/online-form-routes.ts';
import { applicationRoutes } from './modules/application/routes.ts';
import { consentRoutes } from './modules/consent/routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { familyRoutes } from './modules/family/routes.ts';
import { createJobPool } from './jobs/job-pool.ts';
import { guideRoutes } from './modules/guide/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { adminCouponRoutes } from './modules/admin/coupons-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { stripeWebhook } from './modules/payments/stripe-webhook.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { testProvider } from './payments/test-provider.ts';
import { loadBlog, type Blog } from './modules/blog/repository.ts';
import { eligibilityCheckRoutes } from './modules/eligibility-checks/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { canonicalPaths } from './plugins/canonical-paths.ts';
import { clientApp } from './plugins/client-app.ts';
import { builtPageRenderer, type PageRenderer } from './plugins/page-renderer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { unsubscribeRoutes } from './email/unsubscribe-routes.ts';
import { scheduledJobs } from './scheduler/jobs.ts';
import { createScheduler, type Scheduler } from './scheduler/scheduler.ts';
import { security } from './plugins/security.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { createBlobStore } from './storage/create-blob-store.ts';

export const DEFAULT_BLOG_DIR = PATHS.blog;
export const DEFAULT_CLIENT_DIR = PATHS.client;

export type AppOptions = {
  config: AppConfig;
  database: Database;
  blog?: Blog;
  /** The built client; null serves the API only (integration tests). */
  clientDir?: string | null;
  /**
   * Renders public pages into the HTML (decision 032). By default the built one with the default
   * client; with another client, none unless given (the pages are then sent as the bare shell).
   */
  renderPage?: PageRenderer;
  logger?: FastifyServerOptions['logger'];
  /** Where scan files live; by default the one the configuration names (createBlobStore). */
  blobStore?: BlobStore;
  /** The scheduler's clock (tests move it); the real one by default. */
  now?: () => Date;
};

/** Fastify types these factories for ajv's compilers; zod's take the same arguments. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The whole service as a Fastify instance, without listening: tests build it and inject requests. */
export async function buildApp(opts: AppOptions) {
  const { config, database } = opts;
  const logger = opts.logger ?? { level: config.logLevel, stream: stdoutLog() };
  const app = Fastify({
    // Every line that carries a request shows its URL with secret query values replaced (a sign-in
    // link's token, an OAuth code), whatever the answer (docs/decisions/039-timeouts-redaction-and-one-payment.md).
    logger:
      typeof logger === 'object' ? { ...logger, serializers: { ...logger.serializers, req: requestForLog } } : logger,
    // Slow or idle clients are cut off (slowloris); the header limit and Node's check interval go to http.createServer.
    http: httpServerOptions(config.http),
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    // Fastify 5.12 ignores a bare hop count (fail closed); we trust the nearest `n` hops explicitly,
    // which is right only when the app is reachable solely through those proxies (README).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // One info line per request (below) instead of Fastify's two: logging is a third of the cost of a
    // small API answer (docs/performance.md).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    // zod validates and serializes every route. Given here, Fastify does not load its own compilers
    // (ajv, fast-json-stringify), which cost about 10 ms of each start-up.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress);
  // Callback hooks, not async ones: a promise per hook per request is measurable on small answers.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    request.log.debug({ req: request }, 'incoming request');
    done();
  });
  // Fastify's logger serializers turn req and res into method, url, host, remoteAddress, remotePort and statusCode.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });

  await app.register(errorHandler);
  // The job pool is made below; the metrics read its load only when scraped.
  const metrics = createMetrics({ database, jobLoad: () => jobs.load() });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(security, { config });
  await app.register(compress, COMPRESSION);

  const blog = opts.blog ?? loadBlog(DEFAULT_BLOG_DIR);
  const db = database.db;
  const mailer = createMailer(config, db, app.log);
  app.decorate('mailer', mailer);
  const blobs = opts.blobStore ?? createBlobStore(config);
  app.decorate('blobs', blobs);
  const auth = createAuth({ config, db, mailer, logger: app.log });
  await app.register(authPlugin, { auth, config, db });

  await app.register(healthRoutes, { database });
  await app.register(pricingRoutes, { config });
  await app.register(publicConfigRoutes, { config });
  await app.register(eligibilityCheckRoutes, { db });
  await app.register(blogRoutes, { blog });
  await app.register(userRoutes, { db });
  await app.register(consentRoutes, { db });
  // CPU-heavy jobs (PDF packs, GEDCOM files) run in worker threads, off the request path.
  const jobs = createJobPool({ ...config.jobs, maxQueue: 20, onJob: metrics.observeJob });
  app.addHook('onClose', () => jobs.close());
  await app.register(familyRoutes, { db, jobs });
  await app.register(profileRoutes, { db });

  // Stripe when configured; the built-in test provider outside production; none (503) otherwise.
  // Stripe's SDK (a tenth of the server bundle) loads only when Stripe is configured (issue 33).
  const stripeSdk = config.stripe ? await import('./payments/stripe-provider.ts') : null;
  const stripe =
    config.stripe && stripeSdk ? stripeSdk.createStripeClient(config.stripe.secretKey, config.stripe.apiBase) : null;
  const provider: PaymentProvider | null =
    stripe && stripeSdk ? stripeSdk.stripeProvider(stripe) : config.isProduction ? null : testProvider(db);
  await app.register(paymentRoutes, { db, config, provider });
  await app.register(orderRoutes, { db, config, provider });
  await app.register(privacyRoutes, { db, provider, blobs });
  if (stripe && provider) {
    await app.register(stripeWebhook, {
      db,
      stripe,
      webhookSecret: config.stripe!.webhookSecret,
      provider,
      appUrl: config.appUrl,
    });
  }
  const scheduler = createScheduler({
    db,
    log: app.log,
    jobs: scheduledJobs({ db, mailer, provider, config }),
    now: opts.now,
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  await app.register(claimRoutes, { db, config, provider });
  await app.register(guideRoutes, { db, jobs });
  await app.register(applicationRoutes, { db, config, blobs });
  await app.register(onlineFormRoutes, { db });
  await app.register(adminCouponRoutes, { db });
  await app.register(adminRoutes, { db, config, system: { metrics, database, jobs } });
  await app.register(unsubscribeRoutes, { db, authSecret: config.authSecret, appUrl: config.appUrl });
  if (!config.isProduction && mailer.kind === 'dev-mailbox') await app.register(devMailboxRoutes, { db });

  const clientDir = opts.clientDir === undefined ? DEFAULT_CLIENT_DIR : opts.clientDir;
  if (clientDir) {
    const renderPage = opts.renderPage ?? (opts.clientDir === undefined ? builtPageRenderer() : undefined);
    await app.register(canonicalPaths, { blog });
    await clientApp(app, { config, blog, clientDir, db, renderPage });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
    );
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Fastify's request serializer, with the URL's secret query values replaced. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Time-based work; main.ts starts it, tests tick it. */
    scheduler: Scheduler;
    /** Where scan files live (docs/decisions/047-scans-in-a-blob-store.md). */
    blobs: BlobStore;
  }
}
