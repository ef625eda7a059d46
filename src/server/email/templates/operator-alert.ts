import type { Email } from '../mailer.ts';
import { bulletList, button, FOOTERS, layout, paragraphs } from './layout.ts';

/** A new paid certificate order, as the operator hears of it: no customer details (they are in the admin area). */
export type NewOrder = { id: string; paidAt: string; amountDisplay: string; certificates: string[] };
/** A new guarantee claim: its amount, the refusal letter's date, how many orders it covers. */
export type NewClaim = { id: string; filedAt: string; amountDisplay: string; letterDated: string; orders: number };

const ref = (id: string) => `#${id.slice(0, 8)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const orderLine = (o: NewOrder) =>
  `Order ${ref(o.id)}, paid ${o.paidAt}: ${o.amountDisplay} for ${o.certificates.join(', ')}`;
const claimLine = (c: NewClaim) =>
  `Claim ${ref(c.id)}, filed ${c.filedAt}: ${c.amountDisplay}, ${plural(c.orders, 'order', 'orders')}, refusal letter dated ${c.letterDated}`;

function operatorEmail(to: string, subject: string, lines: string[], items: string[], url: string, label: string) {
  const html = layout(subject, `${paragraphs(lines)}\n${bulletList(items)}\n${button(url, label)}`, {
    text: FOOTERS.operator,
  });
  const text = `${subject}

${lines.join('\n\n')}

${items.map((i) => `- ${i}`).join('\n')}

${label}: ${url}

${FOOTERS.operator}`;
  return { to, subject, html, text };
}

/** One new paid certificate order (OPERATOR_ALERTS=immediate). */
export function operatorOrderAlertEmail(to: string, order: NewOrder, appUrl: string): Email {
  return operatorEmail(
    to,
    `New paid order ${ref(order.id)}: ${plural(order.certificates.length, 'certificate', 'certificates')}, ${order.amountDisplay}`,
    ['A certificate order was paid. It waits in the admin area to be ordered from the registry.'],
    [orderLine(order)],
    `${appUrl}/admin/orders`,
    'Open the orders',
  );
}

/** One new guarantee claim (OPERATOR_ALERTS=immediate). */
export function operatorClaimAlertEmail(to: string, claim: NewClaim, appUrl: string): Email {
  return operatorEmail(
    to,
    `New guarantee claim ${ref(claim.id)}: ${claim.amountDisplay}`,
    ['A customer claimed under the success guarantee. The claim waits in the admin area to be decided.'],
    [claimLine(claim)],
    `${appUrl}/admin/claims`,
    'Open the claims',
  );
}

/** The day's new paid orders and claims in one mail (OPERATOR_ALERTS=digest). */
export function operatorDigestEmail(
  to: string,
  digest: { since: string; orders: NewOrder[]; claims: NewClaim[] },
  appUrl: string,
): Email {
  const counts = [
    digest.orders.length > 0 ? plural(digest.orders.length, 'new paid order', 'new paid orders') : null,
    digest.claims.length > 0 ? plural(digest.claims.length, 'new claim', 'new claims') : null,
  ].filter((x): x is string => x !== null);
  return operatorEmail(
    to,
    `Daily summary: ${counts.join(', ')}`,
    [`Since ${digest.since}: ${counts.join(' and ')}. They wait in the admin area.`],
    [...digest.orders.map(orderLine), ...digest.claims.map(claimLine)],
    `${appUrl}/admin`,
    'Open the admin area',
  );
}
