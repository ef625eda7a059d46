import type { Email } from '../mailer.ts';
import { button, FOOTERS, layout, paragraphs, strongLines } from './layout.ts';

/**
 * The receipt of a refund for one certificate the office could not find
 * (docs/decisions/065-the-work-order.md): what was refunded, when, and what happens to the rest.
 */
export function lineRefundEmail(input: {
  to: string;
  orderId: string;
  certificate: string;
  searched: string | null;
  amountDisplay: string;
  refundedOn: string;
  /** Every certificate of the order is now refunded. */
  wholeOrder: boolean;
  appUrl: string;
}): Email {
  const ref = `#${input.orderId.slice(0, 8)}`;
  const subject = `Order ${ref}: Refund for a certificate not found`;
  const lines = [
    'Hello,',
    `The registry could not find the record for the ${input.certificate}, so we have refunded that certificate to the card you paid with. Your bank usually shows the refund within 5 to 10 business days.`,
    input.wholeOrder
      ? 'This was the last certificate of your order: the whole order is now refunded.'
      : 'We carry on with the other certificates of your order.',
  ];
  const details = [
    `Refunded: ${input.amountDisplay}`,
    `Refunded on ${input.refundedOn}`,
    ...(input.searched ? [`What was searched: ${input.searched}`] : []),
  ];
  const html = layout(
    subject,
    `${paragraphs(lines)}
${strongLines(details)}
${button(`${input.appUrl}/orders/${input.orderId}`, `View your order ${ref}`)}`,
    { text: FOOTERS.order },
  );
  const text = `${subject}

${lines.join('\n\n')}

${details.join('\n')}

View your order: ${input.appUrl}/orders/${input.orderId}

${FOOTERS.order}`;
  return { to: input.to, subject, html, text };
}
