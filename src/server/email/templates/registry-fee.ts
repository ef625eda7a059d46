import type { Email } from '../mailer.ts';
import { button, FOOTERS, layout, paragraphs, strongLines } from './layout.ts';

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
    `${paragraphs(['Hello,', line])}
${strongLines(details)}
${button(`${input.appUrl}/orders/${input.orderId}`, `View your order ${ref}`)}`,
    { text: FOOTERS.order },
  );
  const text = `${subject}

${line}
${details.join('\n')}

View your order: ${input.appUrl}/orders/${input.orderId}

${FOOTERS.order}`;
  return { to: input.to, subject, html, text };
}
