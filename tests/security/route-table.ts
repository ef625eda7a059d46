import diagnostics from 'node:diagnostics_channel';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type App } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '../support/test-database.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * The server's real route table, read while the app is built.
 *
 * Fastify has no public "list the routes" call, and buildApp registers every route itself, so
 * a test cannot add an `onRoute` hook before the routes exist... except through Fastify's
 * documented `diagnostics_channel` hook: every `Fastify()` call publishes the new instance on
 * the 'fastify.initialization' channel *before* anything is registered on it (Fastify docs,
 * Reference/Hooks.md, "Diagnostics Channel Hooks"). We subscribe to that channel for the
 * duration of one buildApp call and add an `onRoute` hook to the instance there. `onRoute` is an
 * application hook, so it sees every route of every encapsulated plugin registered afterwards
 * (the admin plugin, the Stripe webhook's own JSON parser scope, @fastify/static's file routes)
 * with its full options: method(s), url, schema (the zod schemas), onRequest hooks, bodyLimit.
 *
 * This uses only public APIs, needs no change to buildApp, does not parse printRoutes() output,
 * and cannot miss a route: whatever the product registers, through whatever plugin, passes
 * through onRoute.
 */

export type Route = {
  method: string;
  url: string;
  /** `METHOD url`, the key the classification tables use. */
  key: string;
  /** The route's zod schemas as registered (body, querystring, params, response). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown } | undefined;
  bodyLimit: number | undefined;
  /** The route's `config` (e.g. its rateLimit). */
  config: { rateLimit?: false | { max: number; timeWindow: string | number } } | undefined;
};

const initChannel = diagnostics.channel('fastify.initialization');

/** Runs `build`, recording every route of every Fastify instance it creates. */
export async function captureRoutes<T>(build: () => Promise<T>): Promise<{ result: T; routes: Route[] }> {
  const routes: Route[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (opts: RouteOptions) => {
      for (const method of [opts.method].flat()) {
        routes.push({
          method,
          url: opts.url,
          key: `${method} ${opts.url}`,
          schema: opts.schema,
          bodyLimit: opts.bodyLimit,
          config: opts.config as Route['config'],
        });
      }
    });
  };
  initChannel.subscribe(onInit);
  try {
    const result = await build();
    return { result, routes: dedupe(routes) };
  } finally {
    initChannel.unsubscribe(onInit);
  }
}

/** Fastify adds a HEAD route beside every GET route (exposeHeadRoutes); those follow their GET. */
function dedupe(routes: Route[]): Route[] {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  const seen = new Set<string>();
  return routes.filter((r) => {
    if (r.method === 'HEAD' && gets.has(r.url)) return false;
    if (seen.has(r.key)) return false;
    seen.add(r.key);
    return true;
  });
}

/** A throw-away built client (index.html with the head placeholder), so the page routes are registered. */
export function fakeClientDir(): { dir: string; files: string[]; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'security-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return {
    dir,
    files: ['/index.html', '/assets/index-abc123.js'],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type CapturedApp = TestApp & { routes: Route[] };

/**
 * Like createTestApp (same config defaults, fresh database, logging off), but records the route
 * table and can serve a client build (`clientDir`), so robots.txt, sitemap.xml and the RSS feed
 * exist too.
 */
export async function createCapturedApp(
  env: Record<string, string> = {},
  opts: {
    clientDir?: string | null;
    /** Share another app's database (not closed by this app). */ database?: Database;
  } = {},
): Promise<CapturedApp> {
  const config: AppConfig = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const owned = !opts.database;
  const database: Database = opts.database ?? (await createTestDatabase());
  try {
    const { result: app, routes } = await captureRoutes<App>(() =>
      buildApp({ config, database, clientDir: opts.clientDir ?? null, logger: false }),
    );
    await app.ready();
    return {
      app,
      database,
      config,
      routes,
      async close() {
        await app.close();
        if (owned) await database.close();
      },
    };
  } catch (err) {
    if (owned) await database.close();
    throw err;
  }
}

/** A path for a route pattern: every `:param` filled with `fill(name)`, `*` with `star`. */
export function fillPath(url: string, fill: (name: string) => string, star = 'anything'): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(fill(name))).replace(/\*$/, star);
}

/** A zod object schema's keys (through .strict(), .refine(), .nullish() and friends), or []. */
export function schemaKeys(schema: unknown): string[] {
  let s = schema as
    { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown; schema?: unknown } } | undefined;
  for (let depth = 0; s && depth < 10; depth++) {
    if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
    s = (s.def?.innerType ?? s.def?.in ?? s.def?.schema) as typeof s;
  }
  return [];
}
