import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { layout } from './layout.ts';

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
