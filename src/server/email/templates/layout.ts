import { escapeHtml } from '#server/http/escape-html.ts';

/** The service's name as every email shows it. */
export const SITE = 'Irish Citizenship Assist';

/** Where the mailer puts the company's identity (company-identity.ts) as it sends each mail. */
export const COMPANY_IDENTITY_SLOT = '<!--company-identity-->';

/** A plain, widely compatible HTML layout (tables and inline styles, as mail clients need). */
export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#166534;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold">${SITE}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:24px">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#475569;font-size:12px;line-height:18px">
You received this email because of an action on ${SITE}. If it was not you, you can ignore it.${COMPANY_IDENTITY_SLOT}
</td></tr>
</table></td></tr></table></body></html>`;
}
