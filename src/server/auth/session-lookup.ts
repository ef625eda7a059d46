import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { session, user } from '../db/auth-schema.ts';
import type { Auth } from './auth.ts';
import { isAdmin } from './roles.ts';

/** Signed cookies whose signature is remembered before the memory starts again (about 2 MB at most). */
const VERIFIED_COOKIES = 10_000;

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

/** What the session lookup reads of a session and its user. */
export const signedInFields = {
  id: user.id,
  email: user.email,
  name: user.name,
  image: user.image,
  isAdmin: user.isAdmin,
  expiresAt: session.expiresAt,
};
export type SignedInRow = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  isAdmin: boolean;
  expiresAt: Date;
};

/**
 * A route's query joined to the session lookup selects `signedIn: signedInFields` from `session`,
 * joins `user` on sessionUserJoin and its own tables to `user.id`, and ends with bySessionToken: the
 * route then asks the database once per request instead of twice (issue 33).
 */
/** A route's query in two forms: joined to the session of a token, and alone for one user (withRows). */
export type JoinedQuery<R> = {
  joined: (token: string) => Promise<Array<R & { signedIn: SignedInRow }>>;
  alone: (userId: string) => Promise<R[]>;
};

export const sessionUserJoin = eq(user.id, session.userId);
export const bySessionToken = eq(session.token, sql.placeholder('token'));

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
  // The signature check is a pure function of the cookie, so a cookie seen before is not hashed again
  // (about 3 % of a session call's CPU in a profile). Only the signature is remembered: the session itself is still
  // read from the database on every request, so a sign-out or a revoked session ends at once.
  const verified = new Map<string, string>();
  const verify = (signed: string): string | null => {
    const known = verified.get(signed);
    if (known !== undefined) return known;
    const token = verifySigned(signed, secret);
    if (token !== null) {
      if (verified.size >= VERIFIED_COOKIES) verified.clear();
      verified.set(signed, token);
    }
    return token;
  };
  const tokenOf = (request: FastifyRequest): string | null => {
    const signed = readCookie(request.headers.cookie, cookieName);
    return signed ? verify(signed) : null;
  };
  const byToken = db
    .select(signedInFields)
    .from(session)
    .innerJoin(user, sessionUserJoin)
    .where(bySessionToken)
    .limit(1)
    .prepare('session_user_by_token');

  /** Whether the session is still valid and not yet due for its refresh, so the lookup can answer alone. */
  const current = ({ expiresAt }: SignedInRow) => {
    const now = Date.now();
    return expiresAt.getTime() > now && expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 > now;
  };
  const toUser = (row: SignedInRow): SessionUser => ({
    id: row.id,
    email: row.email,
    name: row.name,
    image: row.image ?? null,
    isAdmin: isAdmin(config, row),
  });

  async function viaBetterAuth(request: FastifyRequest): Promise<SessionUser | null> {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!found) return null;
    const u = found.user as typeof found.user & { isAdmin?: boolean };
    return { id: u.id, email: u.email, name: u.name, image: u.image ?? null, isAdmin: isAdmin(config, u) };
  }

  async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    return current(row) ? toUser(row) : viaBetterAuth(request);
  }

  /**
   * The signed-in user and a route's own rows in one round trip: `joined` runs the route's query
   * joined to the session of the token (each row carries `signedIn`, no row: no session), `alone`
   * the same query by user id, for a session better-auth must see first (expired, or due for its
   * refresh). Null when nobody is signed in. Every row is read with the session, so a sign-out or
   * a revoked session ends at once here too.
   */
  async function withRows<R>(
    request: FastifyRequest,
    { joined, alone }: JoinedQuery<R>,
  ): Promise<{ user: SessionUser; rows: R[] } | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const rows = await joined(token);
    const first = rows[0];
    if (!first) return null;
    if (current(first.signedIn)) return { user: toUser(first.signedIn), rows };
    const signedIn = await viaBetterAuth(request);
    return signedIn ? { user: signedIn, rows: await alone(signedIn.id) } : null;
  }

  return { sessionUser, withRows };
}

export type SessionLookup = Awaited<ReturnType<typeof createSessionLookup>>;
