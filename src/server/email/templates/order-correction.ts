import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { FOOTERS, layout } from './layout.ts';

/**
 * A correction to an order email the customer already received (decision 059): a status moved
 * back after its email left, or the tracking details changed after the order was posted.
 */
export function orderCorrectionEmail(
  input: { to: string; orderId: string; appUrl: string } & (
    | { kind: 'status_undone'; wrongStatus: string; status: string }
    | { kind: 'tracking'; trackingNumber: string | null; carrier: string | null }
  ),
): Email {
  const ref = `#${input.orderId.slice(0, 8)}`;
  const subject =
    input.kind === 'status_undone'
      ? `Order ${ref}: Correction to our last email`
      : `Order ${ref}: Corrected tracking details`;
  const lines =
    input.kind === 'status_undone'
      ? [
          `Our last email said your order is now “${input.wrongStatus}”. That was our mistake, and we are sorry for the confusion.`,
          `Your order is “${input.status}”. We will email you again when it moves on.`,
        ]
      : [
          'The tracking details we sent you for your certificates were wrong. These are the correct ones:',
          input.trackingNumber
            ? `Tracking number: ${input.trackingNumber}${input.carrier ? ` (${input.carrier})` : ''}`
            : `Posted without tracking${input.carrier ? ` (${input.carrier})` : ''}: there is no tracking number for this parcel.`,
        ];
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
${lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.appUrl)}/orders/${escapeHtml(input.orderId)}" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">View your order ${escapeHtml(ref)}</a></p>`,
    { text: FOOTERS.order },
  );
  const text = `${subject}

${lines.join('\n\n')}

View your order: ${input.appUrl}/orders/${input.orderId}

${FOOTERS.order}`;
  return { to: input.to, subject, html, text };
}
