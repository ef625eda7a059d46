import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { AdminOrdersTab } from './admin-orders-tab.tsx';

const ORDER_ID = '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
const order: DocumentRequestResponse = {
  id: ORDER_ID,
  userId: 'u1',
  kind: 'manual',
  status: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  requesterName: 'Siobhan Kelly',
  requesterEmail: 'siobhan.kelly@example.ie',
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
  carrier: 'An Post',
  estimatedDeliveryDate: null,
  deliveredAt: null,
  registryFees: [],
};
const answer = ({ method, path }: SentRequest) =>
  method === 'PATCH'
    ? { ...order, status: 'processing', trackingNumber: 'RR123456789IE' }
    : path.endsWith('/lines')
      ? { lines: [] }
      : path.endsWith('/history')
        ? []
        : [order];

async function manage() {
  renderWithClient(<AdminOrdersTab />);
  const card = (await screen.findByText(/Siobhan Kelly/)).closest('li')!;
  await userEvent.click(within(card).getByRole('button', { name: /^Manage order: / }));
  return within(card);
}

describe('the admin order form', () => {
  it('shows the shared schema’s message for a note that is too long and sends nothing', async () => {
    const sent = stubFetch(answer);
    const panel = await manage();
    // A paste past the textarea's maxLength (taken from the schema) is what reaches this check.
    fireEvent.change(panel.getByLabelText('Internal note (only admins see it)'), {
      target: { value: 'x'.repeat(2001) },
    });
    await userEvent.click(panel.getByRole('button', { name: 'Save details' }));
    expect(await panel.findByText('Must be at most 2000 characters')).toBeDefined();
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('says there is nothing to change when nothing was edited', async () => {
    const sent = stubFetch(answer);
    const panel = await manage();
    await userEvent.click(panel.getByRole('button', { name: 'Save details' }));
    // Beside the button, not only in the toast (decision 071).
    expect(await panel.findByText('Nothing to change')).toBeDefined();
    expect(panel.getByText('Edit a field or write a note first.')).toBeDefined();
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('sends only what changed, with the status when moving the order on', async () => {
    const sent = stubFetch(answer);
    const panel = await manage();
    await userEvent.type(panel.getByLabelText('Tracking number'), 'RR123456789IE');
    await userEvent.clear(panel.getByLabelText('Carrier'));
    await userEvent.type(panel.getByLabelText('Carrier'), 'An Post');
    await userEvent.type(panel.getByLabelText('Internal note (only admins see it)'), 'Posted today');
    await userEvent.click(panel.getByRole('button', { name: 'Move to Processing Request' }));
    // The customer is emailed: the admin confirms first (decision 059).
    const dialog = await screen.findByRole('dialog', { name: `Move #${ORDER_ID.slice(0, 8)} to Processing Request?` });
    expect(dialog.textContent).toContain('The customer is emailed “We are researching your certificates”.');
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Processing Request' }));
    expect(await screen.findByText('Status updated')).toBeDefined();
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/orders/${ORDER_ID}`,
        body: { trackingNumber: 'RR123456789IE', note: 'Posted today', status: 'processing' },
      },
    ]);
  });
});

describe('searching the orders', () => {
  it('asks the server for the search once typing pauses, and announces how many orders match', async () => {
    const sent = stubFetch(({ path }) => (path.includes('q=') ? [order] : [order, { ...order, id: 'other-order' }]));
    renderWithClient(<AdminOrdersTab />);
    const count = await screen.findByTestId('result-count');
    await screen.findByText('2 orders');
    expect(count.getAttribute('aria-live')).toBe('polite');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders by reference, email or name' }), 'kelly');
    expect(await screen.findByText('1 order matching "kelly"')).toBeDefined();
    const lists = sent.filter((r) => r.path.startsWith('/api/admin/orders')).map((r) => r.path);
    expect(lists[0]).toBe('/api/admin/orders');
    // One request for the whole word, not one per letter.
    expect(lists.slice(1)).toEqual(['/api/admin/orders?q=kelly']);
    expect(screen.getByRole('link', { name: 'Export these orders (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/exports/orders.csv?q=kelly',
    );
  });

  it('lists the oldest first when asked, with the status filter kept', async () => {
    const sent = stubFetch(() => [order]);
    renderWithClient(<AdminOrdersTab />);
    await screen.findByText('1 order');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'oldest');
    await waitFor(() => expect(sent.map((r) => r.path)).toContain('/api/admin/orders?status=paid&sort=oldest'));
    expect(screen.getByRole('link', { name: 'Export these orders (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/exports/orders.csv?status=paid&sort=oldest',
    );
    expect(screen.getByRole('link', { name: 'Export refunds (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/exports/refunds.csv',
    );
  });

  it('says when no order matches the search', async () => {
    stubFetch(({ path }) => (path.includes('q=') ? [] : [order]));
    renderWithClient(<AdminOrdersTab />);
    await screen.findByText('1 order');
    await userEvent.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No orders match "nobody".')).toBeDefined();
    expect(screen.getByTestId('result-count').textContent).toBe('0 orders matching "nobody"');
  });
});
