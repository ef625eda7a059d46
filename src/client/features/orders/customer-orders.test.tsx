import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { OrdersPage } from './orders-page.tsx';

/** The customer's orders (decision 059): a refunded order is under Completed; an unpaid one can be cancelled. */

const order = (id: string, over: Partial<DocumentRequestResponse>): DocumentRequestResponse => ({
  id,
  userId: 'u1',
  kind: 'manual',
  status: 'paid',
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
  ...over,
});
const REFUNDED = order('11111111-1111-4111-8111-111111111111', { status: 'refunded' });
const PENDING = order('22222222-2222-4222-8222-222222222222', { status: 'pending', paidAt: null });
const POSTED = order('33333333-3333-4333-8333-333333333333', { status: 'shipped', carrier: 'An Post' });

function serve(orders: DocumentRequestResponse[]) {
  return stubFetch(({ method, path }: SentRequest) => {
    if (method === 'POST' && path.endsWith('/cancel')) return { ...PENDING, status: 'cancelled' };
    return path === '/api/document-requests' ? orders : [];
  });
}
const renderPage = () =>
  renderWithClient(
    <MemoryRouter initialEntries={['/orders']}>
      <Routes>
        <Route path="/orders/:orderId?" element={<OrdersPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the customer’s orders', () => {
  it('lists a refunded order under Completed, not under Active', async () => {
    serve([REFUNDED]);
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Completed (1)' }));
    expect((await screen.findAllByText('#11111111')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Active (0)' }));
    expect(await screen.findByText("You don't have any active orders.")).toBeDefined();
  });

  it('cancels an unpaid order after asking once more', async () => {
    const sent = serve([PENDING]);
    renderPage();
    await userEvent.click((await screen.findAllByText('#22222222'))[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Order cancelled')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/document-requests/${PENDING.id}/cancel`, body: undefined },
    ]);
  });

  it('says an order posted without tracking was posted untracked', async () => {
    serve([POSTED]);
    renderPage();
    await userEvent.click((await screen.findAllByText('#33333333'))[0]);
    expect(
      await within(await screen.findByRole('dialog')).findByText('Posted without tracking (An Post)'),
    ).toBeDefined();
  });
});
