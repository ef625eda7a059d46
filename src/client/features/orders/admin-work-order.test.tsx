import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentRequestResponse, OrderLine } from '#shared/orders.ts';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { AdminWorkOrder } from './admin-work-order.tsx';

/** The admin's work order (decision 065): the facts, the registry-form block, outcomes and the refund of a line. */

const ORDER_ID = '3b4c5d6e-7f80-4a1b-8c2d-3e4f5a6b7c8d';
const order = { id: ORDER_ID, status: 'paid', currency: 'eur' } as DocumentRequestResponse;
const line: OrderLine = {
  documentIndex: 1,
  kind: 'birth',
  certificate: 'Birth Certificate',
  facts: {
    name: 'John Walsh',
    nameIs: 'the birth name',
    otherNames: [],
    nameNow: null,
    gender: 'male',
    birth: { date: { recorded: '1950-03-12', words: '12 March 1950' }, place: 'Liverpool, England' },
    death: null,
    marriage: null,
    father: { name: 'Patrick Walsh', birthSurname: 'Walsh' },
    mother: { name: 'Mary Walsh', birthSurname: 'Kelly' },
    office: {
      name: 'GRO',
      region: 'England and Wales',
      askFor: 'A full birth certificate',
      fee: '£12.50',
      orderUrl: null,
    },
    customerNote: 'Known as Jack',
  },
  registryForm: "Certificate: Birth Certificate\nMother's birth surname: Kelly",
  outcome: 'open',
  orderedOn: null,
  officeReference: null,
  officeAmountPaid: null,
  officeCurrency: null,
  receivedAt: null,
  postedAt: null,
  notFoundAt: null,
  searched: null,
  refundDue: 1500,
  refundAmount: null,
  refundedAt: null,
  refundedBy: null,
  currency: 'eur',
};
const notFound: OrderLine = {
  ...line,
  outcome: 'not_found',
  notFoundAt: '2026-11-26T10:00:00.000Z',
  searched: 'Liverpool 1949–52',
};

describe('the admin’s work order', () => {
  it('shows what the office needs, and records the office’s reference and fee in minor units', async () => {
    const sent = stubFetch(({ method }: SentRequest) =>
      method === 'POST' ? { lines: [{ ...line, outcome: 'ordered' }] } : { lines: [line] },
    );
    renderWithClient(<AdminWorkOrder order={order} />);
    const item = within(await screen.findByRole('listitem', { name: 'Line 2: Birth Certificate' }));
    expect(item.getByText('12 March 1950, Liverpool, England')).toBeDefined();
    expect(item.getByText('Kelly')).toBeDefined();
    expect(item.getByText('Known as Jack')).toBeDefined();
    expect(item.getByTestId('registry-form').textContent).toContain("Mother's birth surname: Kelly");
    await userEvent.clear(item.getByLabelText('Ordered on'));
    await userEvent.type(item.getByLabelText('Ordered on'), '2026-11-25');
    // Nothing entered: each missing fact is said beside the form, and the first such field takes focus.
    await userEvent.click(item.getByRole('button', { name: 'Record as ordered' }));
    const reference = item.getByLabelText('Office reference');
    expect(document.activeElement).toBe(reference);
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reference.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter the office’s reference.',
    );
    expect(item.getByLabelText('Amount paid').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.type(item.getByLabelText('Office reference'), 'GRO-77');
    await userEvent.type(item.getByLabelText('Amount paid'), '12.50');
    await userEvent.clear(item.getByLabelText('Currency'));
    await userEvent.type(item.getByLabelText('Currency'), 'gbp');
    await userEvent.click(item.getByRole('button', { name: 'Record as ordered' }));
    expect(await screen.findByText('Recorded as ordered from the office')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/admin/orders/${ORDER_ID}/lines/1/outcome`,
        body: {
          outcome: 'ordered',
          orderedOn: '2026-11-25',
          officeReference: 'GRO-77',
          officeAmountPaid: 1250,
          officeCurrency: 'GBP',
        },
      },
    ]);
  });

  it('says beside the line why an outcome was not saved, not only in a toast', async () => {
    stubFetch(({ method }: SentRequest) =>
      method === 'POST'
        ? { status: 409, body: { message: 'Another admin recorded this line meanwhile.', code: 'LINE_CHANGED' } }
        : { lines: [{ ...line, outcome: 'ordered' }] },
    );
    renderWithClient(<AdminWorkOrder order={order} />);
    const item = within(await screen.findByRole('listitem', { name: 'Line 2: Birth Certificate' }));
    await userEvent.click(item.getByRole('button', { name: 'Mark received' }));
    const alert = await item.findByRole('alert');
    expect(alert.textContent).toBe('Not savedAnother admin recorded this line meanwhile.');
  });

  it('asks before refunding a line not found, naming its share, and refunds only on confirmation', async () => {
    const sent = stubFetch(({ method }: SentRequest) =>
      method === 'POST'
        ? {
            lines: [
              { ...notFound, refundAmount: 1500, refundedAt: '2026-11-27T10:00:00.000Z', refundedBy: 'ops@example.ie' },
            ],
          }
        : { lines: [notFound] },
    );
    renderWithClient(<AdminWorkOrder order={order} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund this certificate (€15.00)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €15.00 for line 2?' });
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €15.00' }));
    expect(await screen.findByText('Refunded €15.00')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/admin/orders/${ORDER_ID}/lines/1/refund`,
    ]);
  });
});
