import { escapeHtml } from '#server/http/escape-html.ts';

/** The service's name as every email shows it. */
export const SITE = 'Irish Citizenship Assist';

/** Where the mailer puts the company's identity (company-identity.ts) as it sends each mail. */
export const COMPANY_IDENTITY_SLOT = '<!--company-identity-->';

/**
 * Why a mail came, under each one: a footer that fits its message. Only the sign-in link, which
 * anyone can ask for with any address, says it can be ignored.
 */
export const FOOTERS = {
  signIn: `You received this email because someone asked to sign in to ${SITE} with this address. If it was not you, you can ignore it.`,
  order: `You received this email about your order with ${SITE}. We always send emails about orders, payments, refunds and deliveries, whatever your notification settings.`,
  claim: `You received this email about your guarantee claim with ${SITE}. We always send emails about claims and refunds, whatever your notification settings.`,
  account: `You received this email because you have an account with ${SITE}. We send this notice to every account before deleting it, as our privacy policy says.`,
  reminder: `You received this reminder because email notifications are on in your ${SITE} settings.`,
  operator: `You received this email because this address is where ${SITE} sends the operator's alerts (OPERATOR_EMAIL).`,
} as const;

/** Why a mail came (FOOTERS), and a link after it where the reader can act on that (unsubscribe). */
export type Footer = { text: string; link?: { url: string; label: string } };

/**
 * A plain, widely compatible HTML layout (tables and inline styles, as mail clients need), with
 * the mail's footer.
 */
export function layout(title: string, bodyHtml: string, footer: Footer): string {
  const link = footer.link
    ? ` <a href="${escapeHtml(footer.link.url)}" style="color:#475569">${escapeHtml(footer.link.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#166534;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold">${SITE}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:24px">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#475569;font-size:12px;line-height:18px">
${escapeHtml(footer.text)}${link}${COMPANY_IDENTITY_SLOT}
</td></tr>
</table></td></tr></table></body></html>`;
}

/** Paragraphs of plain text, escaped. */
export const paragraphs = (lines: readonly string[]) =>
  lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n');

/** The facts a mail is about (amounts, tracking, dates), one bold line each. */
export const strongLines = (lines: readonly string[]) =>
  lines.map((l) => `<p style="margin:0 0 8px"><strong>${escapeHtml(l)}</strong></p>`).join('\n');

/** A list of plain-text items, escaped. */
export const bulletList = (items: readonly string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** The mail's one call to action. */
export const button = (url: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(label)}</a></p>`;
