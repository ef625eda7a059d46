import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { FOOTERS, layout, SITE } from './layout.ts';

/** The sign-in link (Better Auth's magic link). */
export function magicLinkEmail(to: string, url: string, minutes: number): Email {
  const subject = `Your sign-in link for ${SITE}`;
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 24px">Click the button below to sign in to ${SITE}. The link works once and expires in ${minutes} minutes.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Sign in</a></p>
<p style="margin:0;color:#475569;font-size:14px">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>`,
    { text: FOOTERS.signIn },
  );
  const text = `Sign in to ${SITE}

Open this link to sign in. It works once and expires in ${minutes} minutes:

${url}

${FOOTERS.signIn}`;
  return { to, subject, html, text };
}
