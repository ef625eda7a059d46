import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { session, user } from '../db/auth-schema.ts';
import type { Auth } from './auth.ts';
import { isAdmin } from './roles.ts';

export type SessionUser = { id: string; email: string; name: string; image: string | null; isAdmin: boolean };

/** One cookie out of a Cookie header, URL-decoded; null when absent or malformed. */
function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** better-call's signed cookie: `<value>.<base64 HMAC-SHA256 of value>`; the value if the signature holds. */
function verifySigned(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * Finds the signed-in user of a request. Every authenticated API call needs this, so the common
 * case (a valid session that is not yet due for its daily refresh) is one prepared, indexed query
 * joining session and user, with the cookie's signature checked in-process: better-auth's own
 * getSession takes two queries through its adapter and a WebCrypto call for the same answer
 * (docs/performance.md). An expired session, or one due for refresh, is handed to
 * better-auth, so expiry clean-up and refresh stay exactly its behaviour.
 */
export async function createSessionLookup(auth: Auth, db: Db, config: AppConfig) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;
  const secret = context.secret;
  const byToken = db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      isAdmin: user.isAdmin,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user_by_token');

  async function viaBetterAuth(request: FastifyRequest): Promise<SessionUser | null> {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!found) return null;
    const u = found.user as typeof found.user & { isAdmin?: boolean };
    return { id: u.id, email: u.email, name: u.name, image: u.image ?? null, isAdmin: isAdmin(config, u) };
  }

  return async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    const signed = readCookie(request.headers.cookie, cookieName);
    if (!signed) return null;
    const token = verifySigned(signed, secret);
    if (!token) return null;
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    const now = Date.now();
    const dueForRefresh = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (row.expiresAt.getTime() <= now || dueForRefresh) return viaBetterAuth(request);
    return { id: row.id, email: row.email, name: row.name, image: row.image ?? null, isAdmin: isAdmin(config, row) };
  };
}

export type SessionLookup = Awaited<ReturnType<typeof createSessionLookup>>;
