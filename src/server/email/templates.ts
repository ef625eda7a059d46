import type { Email } from './mailer.ts';

const SITE = 'Irish Citizenship Assist';

const escape = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A plain, widely compatible HTML layout (tables and inline styles, as mail clients need). */
export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#166534;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold">${SITE}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:24px">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#475569;font-size:12px;line-height:18px">
You received this email because of an action on ${SITE}. If it was not you, you can ignore it.
</td></tr>
</table></td></tr></table></body></html>`;
}

export function magicLinkEmail(to: string, url: string, minutes: number): Email {
  const subject = `Your sign-in link for ${SITE}`;
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 24px">Click the button below to sign in to ${SITE}. The link works once and expires in ${minutes} minutes.</p>
<p style="margin:0 0 24px"><a href="${escape(url)}" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Sign in</a></p>
<p style="margin:0;color:#475569;font-size:14px">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escape(url)}</span></p>`,
  );
  const text = `Sign in to ${SITE}

Open this link to sign in. It works once and expires in ${minutes} minutes:

${url}

If you did not ask for this, you can ignore this email.`;
  return { to, subject, html, text };
}
