import { escapeHtml } from '#server/http/escape-html.ts';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { devMailbox } from '#server/db/schema.ts';

const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** Development only (never registered in production): the mail the dev outbox caught, newest first. */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(50);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Dev mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Development mailbox</h1><p>Mail sent without SMTP_URL lands here. Not available in production.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
};
