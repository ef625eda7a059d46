import { describe, expect, it } from 'vitest';
import type { Reminder } from '#domain/application/reminders.ts';
import { CLAIM_AGAIN } from './templates/claim-status.ts';
import {
  claimStatusEmail,
  inactivityWarningEmail,
  magicLinkEmail,
  operatorClaimAlertEmail,
  operatorDigestEmail,
  operatorOrderAlertEmail,
  orderStatusEmail,
  pdfReceiptEmail,
  registryFeeEmail,
  reminderEmail,
} from './templates.ts';
import { FOOTERS } from './templates/layout.ts';
import { unsubscribeToken, unsubscribeUrl, userOfUnsubscribeToken } from './unsubscribe.ts';

const APP = 'https://fbr.example';
const ORDER = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
const CLAIM = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const to = 'mary@example.com';
const REMINDER: Reminder = {
  kind: 'item_overdue',
  itemKey: 'me.applicant-birth',
  title: 'Long-form civil birth certificate',
  personName: 'You',
  expectedBy: '2026-12-10',
};
const SECRET = 'a-test-secret-of-at-least-32-characters';
const unsubscribe = unsubscribeUrl(APP, SECRET, 'user-1');

/** Every email the service sends, with the footer it must end with. */
const ALL = {
  'sign-in link': [magicLinkEmail(to, `${APP}/api/auth/magic-link/verify?token=abc`, 15), FOOTERS.signIn],
  'payment received': [
    orderStatusEmail({
      to,
      orderId: ORDER,
      status: 'paid',
      appUrl: APP,
      payment: { amountDisplay: '€21.00', items: ['Birth Certificate for Patrick Walsh'], addressLines: ['1 Main St'] },
    }),
    FOOTERS.order,
  ],
  delivered: [
    orderStatusEmail({ to, orderId: ORDER, status: 'delivered', appUrl: APP, deliveredOn: '2026-12-10' }),
    FOOTERS.order,
  ],
  'PDF receipt': [
    pdfReceiptEmail({ to, orderId: ORDER, amountDisplay: '€15.00', paidOn: '27 November 2026', appUrl: APP }),
    FOOTERS.order,
  ],
  'registry fee': [
    registryFeeEmail({
      to,
      orderId: ORDER,
      kind: 'paid',
      certificate: 'Birth Certificate for Patrick Walsh',
      amountDisplay: '€20.00',
      paidOn: '27 November 2026',
      appUrl: APP,
    }),
    FOOTERS.order,
  ],
  'claim refunded': [
    claimStatusEmail({
      to,
      claimId: CLAIM,
      status: 'refunded',
      amountDisplay: '€36.00',
      declineReason: null,
      appUrl: APP,
    }),
    FOOTERS.claim,
  ],
  'inactivity warning': [
    inactivityWarningEmail({ to, deletionDate: '10 December 2026', inactiveYears: 3, signInUrl: `${APP}/login` }),
    FOOTERS.account,
  ],
  reminder: [reminderEmail(to, REMINDER, APP, unsubscribe), FOOTERS.reminder],
} as const;

describe('every email has a footer that fits it', () => {
  it.each(Object.entries(ALL))('%s', (name, [mail, footer]) => {
    expect(mail.text).toContain(footer);
    expect(mail.html).toContain(footer);
    // Only the sign-in link, which anyone may ask for with any address, says it can be ignored.
    if (name !== 'sign-in link') expect(mail.text + mail.html).not.toMatch(/ignore/i);
    // Transactional mail never suggests the notification switch stops it.
    if (name !== 'reminder') expect(mail.text + mail.html).not.toMatch(/turn these emails off|unsubscribe/i);
  });
});

describe('each email links to the exact view it speaks of (decision 070)', () => {
  const links: Array<[string, { text: string; html: string }, string]> = [
    ['an order status', ALL['payment received'][0], `${APP}/orders/${ORDER}`],
    ['a delivered order', ALL.delivered[0], `${APP}/orders/${ORDER}`],
    ['a registry fee', ALL['registry fee'][0], `${APP}/orders/${ORDER}`],
    ['a PDF receipt', ALL['PDF receipt'][0], `${APP}/orders#pdf-purchases-title`],
    ['an overdue item', reminderEmail(to, REMINDER, APP, unsubscribe), `${APP}/application/documents`],
    [
      'a lapse',
      reminderEmail(to, { kind: 'lapse', signedOn: '2026-06-01', lapsesOn: '2026-12-01' }, APP, unsubscribe),
      `${APP}/application/posted`,
    ],
  ];
  it.each(links)('%s', (_name, mail, url) => {
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
  });
});

describe('orderStatusEmail', () => {
  it('lists the amount, each certificate and the address on the payment email, escaped in HTML', () => {
    const mail = orderStatusEmail({
      to,
      orderId: ORDER,
      status: 'paid',
      appUrl: APP,
      payment: {
        amountDisplay: '€31.50',
        items: ['Birth Certificate for Patrick Walsh', 'Marriage Certificate for <Mary> & John'],
        addressLines: ['1 Main St', 'Castlebar', 'Mayo', 'Ireland'],
      },
    });
    expect(mail.subject).toBe('Order #0f1e2d3c: Payment received');
    expect(mail.text).toContain(
      'Amount paid: €31.50\n\nYour order:\n- Birth Certificate for Patrick Walsh\n- Marriage Certificate for <Mary> & John\n\nWe will post the certificates to:\n1 Main St\nCastlebar\nMayo\nIreland',
    );
    expect(mail.html).toContain('<li>Marriage Certificate for &lt;Mary&gt; &amp; John</li>');
    expect(mail.html).toContain('1 Main St<br>Castlebar<br>Mayo<br>Ireland');
  });

  it('writes dates out: the estimate when shipped, the day it arrived when delivered', () => {
    const shipped = orderStatusEmail({
      to,
      orderId: ORDER,
      status: 'shipped',
      appUrl: APP,
      trackingNumber: 'RR123456789IE',
      carrier: 'An Post',
      estimatedDeliveryDate: '2026-12-10',
    });
    expect(shipped.text).toContain('Tracking number: RR123456789IE (An Post)\nEstimated delivery: 10 December 2026');
    const delivered = orderStatusEmail({
      to,
      orderId: ORDER,
      status: 'delivered',
      appUrl: APP,
      estimatedDeliveryDate: '2026-12-10',
      deliveredOn: '2026-12-09',
    });
    expect(delivered.text).toContain('Delivered on 9 December 2026');
    for (const mail of [shipped, delivered]) expect(mail.text + mail.html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(delivered.text).not.toContain('Estimated delivery');
  });

  it('lists no payment details on later emails', () => {
    const mail = orderStatusEmail({
      to,
      orderId: ORDER,
      status: 'processing',
      appUrl: APP,
      payment: { amountDisplay: '€21.00', items: ['Birth Certificate'], addressLines: ['1 Main St'] },
    });
    expect(mail.text).not.toMatch(/Amount paid|We will post/);
  });
});

describe('claimStatusEmail', () => {
  const claim = (status: 'declined' | 'refunded') =>
    claimStatusEmail({
      to,
      claimId: CLAIM,
      status,
      amountDisplay: '€36.00',
      declineReason: status === 'declined' ? 'The letter is a request for documents, not a refusal.' : null,
      appUrl: APP,
    });

  it('a declined claim gives the reason and says the customer may claim again, and how', () => {
    const mail = claim('declined');
    expect(mail.text).toContain('Reason: The letter is a request for documents, not a refusal.');
    expect(mail.text).toContain(CLAIM_AGAIN);
    expect(CLAIM_AGAIN).toMatch(/You may claim again.*My Orders.*Claim under the guarantee/);
    expect(mail.html).toContain('Claim under the guarantee');
  });

  it('a refunded claim does not', () => {
    expect(claim('refunded').text).not.toContain('claim again');
  });
});

describe('reminders and one-click unsubscribe', () => {
  it('a reminder carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) and the link in its footer', () => {
    const mail = reminderEmail(to, REMINDER, APP, unsubscribe);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`Unsubscribe from reminders: ${unsubscribe}`);
    expect(mail.html).toContain(`href="${unsubscribe}"`);
    expect(mail.text).toContain('expected by 10 December 2026');
  });

  it('a token names its user only under the secret that signed it, and only unaltered', () => {
    const token = unsubscribeToken(SECRET, 'user-1');
    expect(unsubscribe).toBe(`${APP}/email/unsubscribe?token=${token}`);
    expect(userOfUnsubscribeToken(SECRET, token)).toBe('user-1');
    expect(userOfUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    const [id, mac] = token.split('.');
    expect(userOfUnsubscribeToken(SECRET, `${Buffer.from('user-2').toString('base64url')}.${mac}`)).toBeNull();
    expect(userOfUnsubscribeToken(SECRET, `${id}.${mac.slice(1)}`)).toBeNull();
    expect(userOfUnsubscribeToken(SECRET, `${token}.more`)).toBeNull();
    expect(userOfUnsubscribeToken(SECRET, id)).toBeNull();
  });
});

describe('operator alerts', () => {
  const order = {
    id: ORDER,
    paidAt: '27 November 2026 at 14:05',
    amountDisplay: '€21.00',
    certificates: ['Birth Certificate'],
  };
  const claim = {
    id: CLAIM,
    filedAt: '27 November 2026 at 15:00',
    amountDisplay: '€36.00',
    letterDated: '20 November 2026',
    orders: 2,
  };

  it('one mail per order and per claim, pointing at the admin area', () => {
    const o = operatorOrderAlertEmail('ops@example.com', order, APP);
    expect(o.subject).toBe('New paid order #0f1e2d3c: 1 certificate, €21.00');
    expect(o.text).toContain('Order #0f1e2d3c, paid 27 November 2026 at 14:05: €21.00 for Birth Certificate');
    expect(o.text).toContain(`${APP}/admin/orders`);
    expect(operatorClaimAlertEmail('ops@example.com', claim, APP).text).toContain(`${APP}/admin/claims`);
    const c = operatorClaimAlertEmail('ops@example.com', claim, APP);
    expect(c.subject).toBe('New guarantee claim #9a8b7c6d: €36.00');
    expect(c.text).toContain('2 orders, refusal letter dated 20 November 2026');
    expect(c.text).toContain(FOOTERS.operator);
  });

  it('the digest counts what is new', () => {
    const both = operatorDigestEmail(
      'ops@example.com',
      { since: 'yesterday', orders: [order, order], claims: [claim] },
      APP,
    );
    expect(both.subject).toBe('Daily summary: 2 new paid orders, 1 new claim');
    const claimsOnly = operatorDigestEmail('ops@example.com', { since: 'yesterday', orders: [], claims: [claim] }, APP);
    expect(claimsOnly.subject).toBe('Daily summary: 1 new claim');
  });
});
