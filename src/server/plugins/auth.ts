import { magicLinkBody, sessionResponse } from '#shared/session.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth.ts';
import { createSessionLookup, type JoinedQuery, type SessionUser } from '../auth/session-lookup.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in user of a request, or null (always checked against the database). */
    sessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
    /**
     * onRequest hook: 401 without a session (before any body is read); sets request.user. A route
     * whose query is joined to the session (config.sessionInQuery) is left to signedInRows.
     */
    requireUser: onRequestHookHandler;
    /**
     * For a route with config.sessionInQuery: its rows read with the session in one round trip
     * (SessionLookup's withRows); sets request.user, or throws 401 without a session.
     */
    signedInRows: <R>(request: FastifyRequest, query: JoinedQuery<R>) => Promise<R[]>;
    /** onRequest hook: 401 without a session, 403 for a non-admin. */
    requireAdmin: onRequestHookHandler;
    /**
     * Sends a sign-in link to `email` as POST /api/auth/sign-in/magic-link does, with its checks and
     * limits, for the /login form posted without JavaScript (decision 063). Throws an AppError.
     */
    requestMagicLink: (request: FastifyRequest, email: string) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route reads the session in its own query (signedInRows) instead of in requireUser. */
    sessionInQuery?: boolean;
  }
}

const MAGIC_LINK_PATH = '/api/auth/sign-in/magic-link';
/** Where the link leads, as the client's sign-in form asks for it (src/client/features/auth/api/sign-in.ts). */
const CALLBACK = '/auth/callback';

async function forward(auth: Auth, config: AppConfig, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, config.appUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers: fromNodeHeaders(request.headers),
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = await response.text();
  if (response.status >= 400) {
    // Keep the API's error shape: {message, code}.
    let parsed: { message?: string; code?: string } = {};
    try {
      parsed = body ? (JSON.parse(body) as typeof parsed) : {};
    } catch {
      parsed = { message: body };
    }
    return reply
      .type('application/json')
      .send({ message: parsed.message || 'Sign-in failed', code: parsed.code ?? 'AUTH_ERROR' });
  }
  return reply.send(body || null);
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; config: AppConfig; db: Db }) => {
  const { auth, config } = opts;
  const { sessionUser, withRows } = await createSessionLookup(auth, opts.db, config);
  const unauthorized = () => new AppError(401, 'Authentication required', 'UNAUTHORIZED');
  app.decorate('auth', auth);
  app.decorate('sessionUser', sessionUser);
  app.decorateRequest('user', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.routeOptions.config.sessionInQuery === true) return;
    request.user = await sessionUser(request);
    if (!request.user) throw unauthorized();
  });
  app.decorate('signedInRows', async <R>(request: FastifyRequest, query: JoinedQuery<R>) => {
    const found = await withRows(request, query);
    if (!found) throw unauthorized();
    request.user = found.user;
    return found.rows;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await sessionUser(request);
    if (!request.user) throw unauthorized();
    if (!request.user.isAdmin) throw new AppError(403, "You don't have permission to access this page.", 'FORBIDDEN');
  });

  const limits = [
    app.createRateLimit({ max: 10, timeWindow: '15 minutes', keyGenerator: (req) => `magic-link-ip:${req.ip}` }),
    app.createRateLimit({
      max: 3,
      timeWindow: '15 minutes',
      keyGenerator: (req) => `magic-link-email:${(req.body as { email: string }).email.toLowerCase()}`,
    }),
  ];

  /** The address checked as the client checks it, and counted against the limits per address and per email. */
  const checkMagicLinkRequest = async (request: FastifyRequest) => {
    const parsed = magicLinkBody.safeParse(request.body);
    if (!parsed.success) {
      throw new AppError(
        400,
        parsed.error.issues[0]?.message ?? 'Please enter a valid email address.',
        'VALIDATION_ERROR',
      );
    }
    // better-auth receives the address as checked: an internationalised domain in its ASCII form.
    request.body = { ...(request.body as object), email: parsed.data.email };
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttl / 60_000));
        throw new AppError(
          429,
          `Too many sign-in links requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          'RATE_LIMITED',
        );
      }
    }
  };

  app.post(MAGIC_LINK_PATH, {
    preHandler: checkMagicLinkRequest,
    handler: (request, reply) => forward(auth, config, request, reply),
  });

  app.decorate('requestMagicLink', async (request: FastifyRequest, email: string) => {
    request.body = { email, callbackURL: CALLBACK, newUserCallbackURL: CALLBACK, errorCallbackURL: CALLBACK };
    await checkMagicLinkRequest(request);
    const headers = fromNodeHeaders(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const response = await auth.handler(
      new Request(new URL(MAGIC_LINK_PATH, config.appUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify(request.body),
      }),
    );
    if (!response.ok) {
      const { message } = (await response.json().catch(() => ({}))) as { message?: string };
      throw new AppError(response.status, message || 'Sign-in failed', 'AUTH_ERROR');
    }
  });

  // Only the sign-in steps the product uses reach better-auth; its other endpoints stay closed.
  const forwarded = /^\/api\/auth\/(sign-in\/social|magic-link\/verify|callback\/[\w-]+|sign-out|error)(\?|$)/;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: (request, reply) => {
      if (!forwarded.test(request.url)) {
        return reply
          .status(404)
          .send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
      }
      return forward(auth, config, request, reply);
    },
  });

  /** The signed-in user for the browser, without any token. */
  app.get('/api/session', { schema: { response: { 200: sessionResponse } } }, async (request) => ({
    user: await sessionUser(request),
  }));
});
