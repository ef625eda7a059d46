import type { Email } from '../mailer.ts';
import { button, FOOTERS, layout, paragraphs, strongLines } from './layout.ts';

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
    `${paragraphs(['Hello,', line])}
${strongLines(details)}
${button(`${input.appUrl}/orders#pdf-purchases-title`, `View your purchase ${ref}`)}`,
    { text: FOOTERS.order },
  );
  const text = `${subject}

${line}
${details.join('\n')}

View your purchase: ${input.appUrl}/orders#pdf-purchases-title

${FOOTERS.order}`;
  return { to: input.to, subject, html, text };
}
