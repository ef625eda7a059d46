import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, user, verification } from '../db/auth-schema.ts';
import { magicLinkEmail } from '../email/templates.ts';
import { recordSignIn } from '../retention/account-activity.ts';
import { USER_NAME_MAX } from '#shared/family.ts';
import type { Mailer } from '../email/mailer.ts';
import { redactQueryStrings } from '../http/redact-url.ts';

export const MAGIC_LINK_MINUTES = 15;

/** Where better-auth's own messages go: the app's pino logger. */
export type AuthLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * better-auth's log calls, as lines with its message and the error's code only: the details it
 * attaches may hold a request's state or URL (docs/decisions/039-timeouts-redaction-and-one-payment.md).
 */
function authLog(logger: AuthLogger) {
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
    const code = args
      .map((a) => (a && typeof a === 'object' ? (a as { code?: unknown }).code : undefined))
      .find((c): c is string => typeof c === 'string');
    logger[level]({ component: 'better-auth', ...(code ? { code } : {}) }, redactQueryStrings(message));
  };
}
export const SESSION_DAYS = 30;

/** Self-hosted sign-in (docs/decisions/006-sign-in.md): emailed magic link and Google over OpenID Connect. */
export function createAuth(opts: { config: AppConfig; db: Db; mailer: Mailer; logger?: AuthLogger }) {
  const { config, db, mailer } = opts;
  const google = config.google;
  return betterAuth({
    appName: 'Irish Citizenship Assist',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    telemetry: { enabled: false },
    // Its messages go to the app's log, without the values it attaches (an OAuth state, a callback URL).
    ...(opts.logger ? { logger: { level: 'warn' as const, log: authLog(opts.logger) } } : {}),
    // Limits live in Fastify (per address and per email, shared through Redis when configured).
    rateLimit: { enabled: false },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    user: { additionalFields: { isAdmin: { type: 'boolean', defaultValue: false, input: false } } },
    // The display name is never taken from an unauthenticated sign-in link request: whoever asks for
    // a link for a new address would choose that account's name (and could store 900 KB of it).
    databaseHooks: {
      user: {
        create: {
          before: async (newUser, ctx) => ({ data: { ...newUser, name: signUpName(newUser.name, ctx?.path) } }),
        },
        update: {
          before: async (change) =>
            typeof change.name === 'string' ? { data: { ...change, name: clampName(change.name) } } : undefined,
        },
      },
      // Each sign-in starts a session: the account's last sign-in, which its retention counts from.
      session: {
        create: { after: async (created) => recordSignIn(db, created.userId, created.createdAt) },
      },
    },
    // Google links to an existing account only when Google says the email is verified; no provider is
    // trusted blindly (a trusted provider would link an unverified email and take the account over).
    account: { accountLinking: { enabled: true } },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // better-auth skips its origin and callback-URL checks when NODE_ENV=test; keep them on always.
      disableOriginCheck: false,
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(magicLinkEmail(email, url, MAGIC_LINK_MINUTES));
        },
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  prompt: 'select_account',
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A new account's name: none from a magic link (the email stands in), the provider's (clamped) otherwise. */
export function signUpName(name: string | undefined, path: string | undefined): string {
  return path?.includes('/magic-link') ? '' : clampName(name ?? '');
}

/** At most USER_NAME_MAX characters, without control characters. */
export function clampName(name: string): string {
  return name
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, USER_NAME_MAX);
}
