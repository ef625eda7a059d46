import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { user, userProfiles } from '#server/db/schema.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import { SITE } from './templates/layout.ts';
import { UNSUBSCRIBE_PATH, userOfUnsubscribeToken } from './unsubscribe.ts';

/**
 * The link in a reminder's footer and List-Unsubscribe header, usable without signing in: GET asks
 * to confirm (a link scanner that follows it changes nothing), POST turns reminders off. A mail
 * client's one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form; the body is
 * read for nothing but its size, since the signed token in the address is what authorises it.
 */
export async function unsubscribeRoutes(app: FastifyInstance, opts: { db: Db; authSecret: string; appUrl: string }) {
  const { db, authSecret, appUrl } = opts;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );

    const tokenOf = (request: FastifyRequest) => {
      const { token } = request.query as { token?: unknown };
      return typeof token === 'string' && token.length <= 300 ? token : null;
    };
    const userOf = (request: FastifyRequest) => {
      const token = tokenOf(request);
      return token ? userOfUnsubscribeToken(authSecret, token) : null;
    };

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      if (!userOf(request)) return invalid(reply, appUrl);
      const action = escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenOf(request)!)}`);
      return page(
        reply,
        200,
        'Unsubscribe from reminders',
        `<p>Stop the reminder emails about your citizenship application (certificates not yet in hand, review and lapse dates)?</p>
<p>Emails about your orders, payments, refunds, deliveries and guarantee claims are always sent.</p>
<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
      );
    });

    scope.post(
      UNSUBSCRIBE_PATH,
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const userId = userOf(request);
        if (!userId) return invalid(reply, appUrl);
        await turnRemindersOff(db, userId);
        return page(
          reply,
          200,
          'You are unsubscribed',
          `<p>We will not send you reminder emails any more. Emails about your orders, payments, refunds, deliveries and guarantee claims are still sent.</p>
<p>You can turn reminders back on at any time in <a href="${escapeHtml(appUrl)}/settings">Settings → Notifications</a>.</p>`,
        );
      },
    );
  });
}

/** 'Email notifications' off, as the settings screen would save it; nothing for an account deleted since. */
async function turnRemindersOff(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!owner) return;
    const set = { notifyEmail: false, updatedAt: new Date() };
    await tx
      .insert(userProfiles)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: userProfiles.userId, set });
  });
}

const invalid = (reply: FastifyReply, appUrl: string) =>
  page(
    reply,
    400,
    'This unsubscribe link does not work',
    `<p>The link is incomplete or was changed. Copy the whole link from the email, or sign in and turn reminders off in <a href="${escapeHtml(appUrl)}/settings">Settings → Notifications</a>.</p>`,
  );

function page(reply: FastifyReply, status: number, title: string, bodyHtml: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${SITE}</title><style>body{font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f1f5f9;margin:0}main{max-width:36rem;margin:3rem auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;line-height:1.5}header{font-weight:bold;color:#166534}button{background:#166534;color:#fff;border:0;border-radius:8px;padding:.75rem 1.5rem;font-size:1rem;font-weight:bold;cursor:pointer}a{color:#166534}</style></head><body><main><header>${SITE}</header><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`,
    );
}
