import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { layout } from './layout.ts';

/**
 * The two emails of a registry fee (docs/decisions/056-the-registry-fee.md): 'to pay' once the
 * admin has set the amount the office confirmed, and the receipt once it is paid.
 */
export function registryFeeEmail(input: {
  to: string;
  orderId: string;
  kind: 'to_pay' | 'paid';
  certificate: string;
  amountDisplay: string;
  paidOn?: string;
  appUrl: string;
}): Email {
  const ref = `#${input.orderId.slice(0, 8)}`;
  const subject = input.kind === 'to_pay' ? `Order ${ref}: Registry fee to pay` : `Order ${ref}: Registry fee received`;
  const line =
    input.kind === 'to_pay'
      ? 'The registry has confirmed its fee for a certificate in your order. We pass it on at cost: please pay it from your order page. We post the certificate once it is paid.'
      : 'We have received your payment of the registry’s fee. Thank you.';
  const details = [
    `${input.certificate}: registry fee ${input.amountDisplay}`,
    ...(input.paidOn ? [`Paid on ${input.paidOn}`] : []),
  ];
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(line)}</p>
${details.map((d) => `<p style="margin:0 0 8px"><strong>${escapeHtml(d)}</strong></p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.appUrl)}/orders" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">View your order ${escapeHtml(ref)}</a></p>
<p style="margin:0;color:#475569;font-size:14px">You can turn these emails off in Settings → Notifications.</p>`,
  );
  const text = `${subject}

${line}
${details.join('\n')}

View your order: ${input.appUrl}/orders

You can turn these emails off in Settings → Notifications.`;
  return { to: input.to, subject, html, text };
}
