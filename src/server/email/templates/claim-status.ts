import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { layout } from './layout.ts';

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
