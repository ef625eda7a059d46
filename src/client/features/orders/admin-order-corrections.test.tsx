import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { AdminOrdersTab } from './admin-orders-tab.tsx';

/** The admin's corrections (decision 059): undo with confirmation, untracked post, cancelling an unpaid order. */

const ORDER_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const REF = `#${ORDER_ID.slice(0, 8)}`;
const base: DocumentRequestResponse = {
  id: ORDER_ID,
  userId: 'u1',
  kind: 'manual',
  status: 'processing',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  requesterName: 'Nuala Byrne',
  requesterEmail: 'nuala@example.ie',
  subjectName: null,
  totalCost: 4900,
  baseAmount: 4900,
  discountAmount: 0,
  unitPrice: 4900,
  currency: 'eur',
  documentsRequestedCount: 1,
  documentsNeeded: [],
  additionalInfo: null,
  selectedFamilyMemberId: null,
  deliveryAddress: null,
  trackingNumber: null,
  carrier: null,
  estimatedDeliveryDate: null,
  deliveredAt: null,
  registryFees: [],
};
const moved = {
  id: 'e2',
  actor: 'ops@example.com',
  fromStatus: 'paid',
  toStatus: 'processing',
  note: null,
  changes: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  undoableUntil: '2026-11-27T10:30:00.000Z',
};

function serve(order: DocumentRequestResponse, history: unknown[]) {
  return stubFetch(({ method, path }: SentRequest) => {
    if (method === 'POST' && path.endsWith('/undo')) return { ...order, status: 'paid' };
    if (method === 'POST' && path.endsWith('/cancel')) return { ...order, status: 'cancelled' };
    if (method === 'PATCH') return { ...order, status: 'shipped' };
    return path.endsWith('/lines') ? { lines: [] } : path.endsWith('/history') ? history : [order];
  });
}

async function manage() {
  renderWithClient(<AdminOrdersTab />);
  const card = (await screen.findByText(/Nuala Byrne/)).closest('li')!;
  await userEvent.click(within(card).getByRole('button', { name: /^Manage order: / }));
  return within(card);
}

describe('undoing a status move', () => {
  it('offers the undo on the last move while it can be undone, and asks before moving back', async () => {
    const sent = serve(base, [moved]);
    const panel = await manage();
    await userEvent.click(await panel.findByRole('button', { name: 'Undo: back to Payment Received' }));
    const dialog = await screen.findByRole('dialog', { name: `Move ${REF} back to Payment Received?` });
    expect(dialog.textContent).toContain('The customer was told their order is “Processing Request”.');
    expect(dialog.textContent).toContain('If that email has not left yet it is withdrawn');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.click(panel.getByRole('button', { name: 'Undo: back to Payment Received' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move back to Payment Received' }),
    );
    expect(await screen.findByText('Change undone')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/admin/orders/${ORDER_ID}/undo`, body: undefined },
    ]);
  });

  it('shows no undo once the window has passed', async () => {
    serve(base, [{ ...moved, undoableUntil: null }]);
    const panel = await manage();
    expect(await panel.findByText('Status Payment Received → Processing Request')).toBeDefined();
    expect(panel.queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('shows the server’s refusal in the dialog', async () => {
    stubFetch(({ method, path }) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              code: 'CANNOT_UNDO',
              message: 'A status change can be undone for 30 minutes after it was made; this one is older.',
            },
          }
        : path.endsWith('/lines')
          ? { lines: [] }
          : path.endsWith('/history')
            ? [moved]
            : [base],
    );
    const panel = await manage();
    await userEvent.click(await panel.findByRole('button', { name: 'Undo: back to Payment Received' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move back to Payment Received' }));
    expect(
      await within(dialog).findByText(
        'A status change can be undone for 30 minutes after it was made; this one is older.',
      ),
    ).toBeDefined();
  });
});

describe('posting untracked', () => {
  it('moves to In Transit with untracked post ticked, after confirming', async () => {
    const sent = serve({ ...base, registryFees: [] }, []);
    const panel = await manage();
    await userEvent.click(panel.getByRole('checkbox', { name: /Untracked post/ }));
    // The order is processing: its next step is In Transit.
    await userEvent.click(panel.getByRole('button', { name: 'Move to In Transit' }));
    const dialog = await screen.findByRole('dialog', { name: `Move ${REF} to In Transit?` });
    expect(dialog.textContent).toContain('“Your certificates are on their way”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to In Transit' }));
    expect(await screen.findByText('Status updated')).toBeDefined();
    expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { untracked: true, status: 'shipped' },
    ]);
  });

  it('asks before emailing corrected tracking details of a posted order', async () => {
    const sent = serve({ ...base, status: 'shipped', carrier: 'An Post', trackingNumber: 'RR1IE' }, []);
    const panel = await manage();
    await userEvent.clear(panel.getByLabelText('Tracking number'));
    await userEvent.type(panel.getByLabelText('Tracking number'), 'RR2IE');
    await userEvent.click(panel.getByRole('button', { name: 'Save details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the corrected tracking details?' });
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and email the customer' }));
    expect(await screen.findByText('Order updated')).toBeDefined();
    expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ trackingNumber: 'RR2IE' }]);
  });
});

describe('cancelling an unpaid order', () => {
  it('asks, then cancels with the internal note', async () => {
    const sent = serve({ ...base, status: 'pending', paidAt: null }, []);
    const panel = await manage();
    await userEvent.click(panel.getByRole('button', { name: 'Cancel unpaid order' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel ${REF}?` });
    expect(dialog.textContent).toContain('Nothing has been paid for this order.');
    await userEvent.type(within(dialog).getByLabelText(/Internal note/), 'Customer asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Order cancelled')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/admin/orders/${ORDER_ID}/cancel`,
        body: { note: 'Customer asked by phone' },
      },
    ]);
  });
});

describe('registry fee lines', () => {
  const paidLine = {
    id: 'line-1',
    documentIndex: 0,
    status: 'paid' as const,
    addedBy: 'admin' as const,
    region: 'England and Wales',
    officeAmount: 1250,
    officeCurrency: 'GBP',
    amount: 1463,
    currency: 'eur',
    rate: '1.17',
    rateDate: '2026-11-20',
    sourceUrl: null,
    sourceSeen: null,
    toConfirmReason: null,
    failureReason: null,
    paidAt: '2026-11-21T10:00:00.000Z',
    refundedAt: null,
  };

  it('asks before refunding a paid registry fee, naming the amount', async () => {
    const sent = stubFetch(({ method, path }: SentRequest) =>
      method === 'POST'
        ? { ...paidLine, status: 'refunded' }
        : path.endsWith('/lines')
          ? { lines: [] }
          : path.endsWith('/history')
            ? []
            : [{ ...base, registryFees: [paidLine] }],
    );
    const panel = await manage();
    await userEvent.click(panel.getByRole('button', { name: 'Refund registry fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €14.63 to the customer?' });
    expect(dialog.textContent).toContain('goes back to the card the customer paid with');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €14.63' }));
    expect(await screen.findByText('Registry fee refunded')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/admin/orders/${ORDER_ID}/registry-fees/line-1/refund`,
    ]);
  });
});

describe('deliver to', () => {
  it('names the recipient and shows the phone number for the postage label', async () => {
    serve(
      {
        ...base,
        deliveryAddress: {
          recipientName: 'Siobhán Walsh',
          addressLine1: '1 Main Street',
          addressLine2: null,
          city: 'Castlebar',
          county: 'Mayo',
          eircode: 'F23 X9Y8',
          country: 'Ireland',
          phone: '+353 87 123 4567',
        },
      },
      [],
    );
    renderWithClient(<AdminOrdersTab />);
    const line = (await screen.findByText('Deliver to:')).closest('p')!;
    expect(line.textContent).toBe(
      'Deliver to: Siobhán Walsh, 1 Main Street, Castlebar, Mayo, F23 X9Y8, Ireland · Phone: +353 87 123 4567',
    );
    expect(within(line).getByRole('link', { name: '+353 87 123 4567' }).getAttribute('href')).toBe('tel:+353871234567');
  });
});
