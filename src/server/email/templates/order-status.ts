import { formatDay } from '#domain/eligibility/wording.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { bulletList, button, FOOTERS, layout, paragraphs, strongLines } from './layout.ts';

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

/** What the 'Payment received' mail lists: the amount, each certificate, and where they will be posted. */
export type OrderPayment = { amountDisplay: string; items: string[]; addressLines: string[] };

export function orderStatusEmail(input: {
  to: string;
  orderId: string;
  status: string;
  appUrl: string;
  trackingNumber?: string | null;
  carrier?: string | null;
  /** YYYY-MM-DD, as the admin set it. */
  estimatedDeliveryDate?: string | null;
  /** YYYY-MM-DD: the day the order was marked delivered. */
  deliveredOn?: string | null;
  /** What was paid for ('paid' only). */
  payment?: OrderPayment;
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
  // Once delivered, the estimate is history: the mail says when the certificates arrived instead.
  const when =
    input.status === 'delivered'
      ? input.deliveredOn && `Delivered on ${formatDay(input.deliveredOn)}`
      : input.estimatedDeliveryDate && `Estimated delivery: ${formatDay(input.estimatedDeliveryDate)}`;
  const details = [tracking, when].filter((x): x is string => Boolean(x));
  const payment = input.status === 'paid' ? input.payment : undefined;
  const address = payment && payment.addressLines.length > 0 ? payment.addressLines : null;
  const html = layout(
    subject,
    `${paragraphs(['Hello,', t.line])}
${
  payment
    ? `${strongLines([`Amount paid: ${payment.amountDisplay}`])}
<p style="margin:16px 0 4px">Your order:</p>
${bulletList(payment.items)}
${address ? `<p style="margin:0 0 4px">We will post the certificates to:</p>\n<p style="margin:0 0 16px">${address.map(escapeHtml).join('<br>')}</p>` : ''}`
    : ''
}${strongLines(details)}
${button(`${input.appUrl}/orders/${input.orderId}`, `View your order ${ref}`)}`,
    { text: FOOTERS.order },
  );
  const paymentText = payment
    ? [
        `Amount paid: ${payment.amountDisplay}`,
        '',
        'Your order:',
        ...payment.items.map((i) => `- ${i}`),
        ...(address ? ['', 'We will post the certificates to:', ...address] : []),
      ].join('\n')
    : '';
  const text = `${subject}

${t.line}
${[paymentText, details.join('\n')].filter(Boolean).join('\n\n')}

View your order: ${input.appUrl}/orders/${input.orderId}

${FOOTERS.order}`;
  return { to: input.to, subject, html, text };
}
