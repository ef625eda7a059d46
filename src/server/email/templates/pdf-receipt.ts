import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { layout } from './layout.ts';

/** The receipt for a paid PDF application pack, worded like a certificate order's 'Payment received'. */
export function pdfReceiptEmail(input: {
  to: string;
  orderId: string;
  amountDisplay: string;
  paidOn: string;
  appUrl: string;
}): Email {
  const ref = `#${input.orderId.slice(0, 8)}`;
  const subject = `Order ${ref}: Payment received`;
  const line =
    'We have received your payment for the personalised PDF application pack. You can download it from your dashboard at any time.';
  const details = [`Personalised PDF Guide: ${input.amountDisplay}`, `Paid on ${input.paidOn}`];
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(line)}</p>
${details.map((d) => `<p style="margin:0 0 8px"><strong>${escapeHtml(d)}</strong></p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.appUrl)}/orders" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">View your purchase ${escapeHtml(ref)}</a></p>
<p style="margin:0;color:#475569;font-size:14px">You can turn these emails off in Settings → Notifications.</p>`,
  );
  const text = `${subject}

${line}
${details.join('\n')}

View your purchase: ${input.appUrl}/orders

You can turn these emails off in Settings → Notifications.`;
  return { to: input.to, subject, html, text };
}
