import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from './mailer.ts';

const SITE = 'Irish Citizenship Assist';

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

export function magicLinkEmail(to: string, url: string, minutes: number): Email {
  const subject = `Your sign-in link for ${SITE}`;
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 24px">Click the button below to sign in to ${SITE}. The link works once and expires in ${minutes} minutes.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Sign in</a></p>
<p style="margin:0;color:#475569;font-size:14px">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>`,
  );
  const text = `Sign in to ${SITE}

Open this link to sign in. It works once and expires in ${minutes} minutes:

${url}

If you did not ask for this, you can ignore this email.`;
  return { to, subject, html, text };
}

const ORDER_STATUS_TEXT: Record<string, { subject: string; line: string }> = {
  paid: {
    subject: 'Payment received',
    line: 'We have received your payment. Our researchers start within 1-2 business days.',
  },
  processing: {
    subject: 'We are researching your certificates',
    line: 'Our researchers are locating and ordering your certificates.',
  },
  shipped: { subject: 'Your certificates are on their way', line: 'Your certificates have been posted to you.' },
  delivered: {
    subject: 'Your certificates were delivered',
    line: 'Your certificates have been delivered. We hope your application goes smoothly.',
  },
};

export function orderStatusEmail(input: {
  to: string;
  orderId: string;
  status: string;
  appUrl: string;
  trackingNumber?: string | null;
  carrier?: string | null;
  estimatedDeliveryDate?: string | null;
}): Email {
  const t = ORDER_STATUS_TEXT[input.status] ?? {
    subject: 'Your order was updated',
    line: `Your order status is now ${input.status}.`,
  };
  const ref = `#${input.orderId.slice(0, 8)}`;
  const subject = `Order ${ref}: ${t.subject}`;
  const tracking = input.trackingNumber
    ? `Tracking number: ${input.trackingNumber}${input.carrier ? ` (${input.carrier})` : ''}`
    : null;
  const eta = input.estimatedDeliveryDate ? `Estimated delivery: ${input.estimatedDeliveryDate}` : null;
  const details = [tracking, eta].filter((x): x is string => Boolean(x));
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(t.line)}</p>
${details.map((d) => `<p style="margin:0 0 8px"><strong>${escapeHtml(d)}</strong></p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.appUrl)}/orders" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">View your order ${escapeHtml(ref)}</a></p>
<p style="margin:0;color:#475569;font-size:14px">You can turn these emails off in Settings → Notifications.</p>`,
  );
  const text = `${subject}

${t.line}
${details.join('\n')}

View your order: ${input.appUrl}/orders

You can turn these emails off in Settings → Notifications.`;
  return { to: input.to, subject, html, text };
}

const CLAIM_STATUS_TEXT: Record<string, { subject: string; line: string }> = {
  submitted: {
    subject: 'We have received your guarantee claim',
    line: 'Thank you. We have received your claim under our success guarantee, with your refusal letter. We will email you when we start reviewing it.',
  },
  under_review: {
    subject: 'We are reviewing your guarantee claim',
    line: 'We have started reviewing your claim and your refusal letter.',
  },
  refunded: {
    subject: 'Your guarantee claim was approved and refunded',
    line: 'We approved your claim and refunded every order it covers to the card you paid with. Your bank usually shows the refund within 5 to 10 business days.',
  },
  declined: {
    subject: 'Your guarantee claim was declined',
    line: 'We are sorry: we could not approve your claim under the success guarantee.',
  },
};

/** One mail per claim status the claimant hears about (refund retries are not news to them). */
export function claimStatusEmail(input: {
  to: string;
  claimId: string;
  status: 'submitted' | 'under_review' | 'refunded' | 'declined';
  amountDisplay: string;
  declineReason: string | null;
  appUrl: string;
}): Email {
  const t = CLAIM_STATUS_TEXT[input.status];
  const ref = `#${input.claimId.slice(0, 8)}`;
  const subject = `Claim ${ref}: ${t.subject}`;
  const details = [
    input.status === 'refunded' ? `Amount refunded: ${input.amountDisplay}` : `Amount claimed: ${input.amountDisplay}`,
    input.status === 'declined' && input.declineReason ? `Reason: ${input.declineReason}` : null,
  ].filter((x): x is string => Boolean(x));
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(t.line)}</p>
${details.map((d) => `<p style="margin:0 0 8px"><strong>${escapeHtml(d)}</strong></p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.appUrl)}/orders" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">View your claim ${escapeHtml(ref)}</a></p>
<p style="margin:0;color:#475569;font-size:14px">You can turn these emails off in Settings → Notifications.</p>`,
  );
  const text = `${subject}

${t.line}
${details.join('\n')}

View your claim: ${input.appUrl}/orders

You can turn these emails off in Settings → Notifications.`;
  return { to: input.to, subject, html, text };
}

/** The warning before an inactive account is deleted (the privacy policy's retention of account data). */
export function inactivityWarningEmail(input: {
  to: string;
  deletionDate: string;
  inactiveYears: number;
  signInUrl: string;
}): Email {
  const subject = `Your ${SITE} account will be deleted on ${input.deletionDate}`;
  const lines = [
    `You have not signed in to ${SITE} for almost ${input.inactiveYears} years. As our privacy policy says, we delete an account ${input.inactiveYears} years after its last sign-in.`,
    `Unless you sign in before ${input.deletionDate}, we will delete your account then, with your family tree, your application notes and your documents. Order and payment records are kept for bookkeeping without your name or contact details.`,
    'To keep your account, sign in. Nothing else is needed.',
  ];
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
${lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.signInUrl)}" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Sign in to keep my account</a></p>`,
  );
  const text = `${subject}

${lines.join('\n\n')}

Sign in: ${input.signInUrl}`;
  return { to: input.to, subject, html, text };
}
