import { describe, expect, it } from 'vitest';
import { FOOTERS } from './layout.ts';
import { lineRefundEmail } from './line-refund.ts';

const input = {
  to: 'sean@example.ie',
  orderId: '5e6f7a8b-9c0d-4e1f-8a2b-000000000034',
  certificate: 'Birth Certificate for John Walsh',
  searched: 'Liverpool births 1949–1952',
  amountDisplay: '€15.00',
  refundedOn: '27 November 2026',
  appUrl: 'https://example.ie',
};

describe('the refund email of a certificate not found', () => {
  it('names the certificate, the amount, the date and what was searched, and says the rest goes on', () => {
    const mail = lineRefundEmail({ ...input, wholeOrder: false });
    expect(mail.subject).toBe('Order #5e6f7a8b: Refund for a certificate not found');
    expect(mail.text).toContain('could not find the record for the Birth Certificate for John Walsh');
    expect(mail.text).toContain(
      'Refunded: €15.00\nRefunded on 27 November 2026\nWhat was searched: Liverpool births 1949–1952',
    );
    expect(mail.text).toContain('We carry on with the other certificates of your order.');
    expect(mail.text).toContain(FOOTERS.order);
    expect(mail.html).toContain('Refunded: €15.00');
  });

  it('says when the whole order is now refunded', () => {
    const mail = lineRefundEmail({ ...input, searched: null, wholeOrder: true });
    expect(mail.text).toContain('the whole order is now refunded');
    expect(mail.text).not.toContain('What was searched');
  });
});
