import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { OrdersPage } from './orders-page.tsx';

/** The customer's view of a certificate the registry did not find (decision 065). */

const ORDER: DocumentRequestResponse = {
  id: '44444444-4444-4444-8444-444444444444',
  userId: 'u1',
  kind: 'lineage',
  status: 'processing',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  requesterName: 'Sean Walsh',
  requesterEmail: 'sean@example.ie',
  subjectName: 'Patrick Walsh',
  totalCost: 3000,
  baseAmount: 3000,
  discountAmount: 0,
  unitPrice: 1500,
  currency: 'eur',
  documentsRequestedCount: 2,
  documentsNeeded: [
    { familyMemberId: 'p', memberName: 'Patrick Walsh', documentType: 'birth_certificate' },
    { familyMemberId: 'j', memberName: 'John Walsh', documentType: 'birth_certificate' },
  ],
  additionalInfo: null,
  selectedFamilyMemberId: 'p',
  deliveryAddress: null,
  trackingNumber: null,
  carrier: null,
  estimatedDeliveryDate: null,
  deliveredAt: null,
  registryFees: [],
  lines: [
    {
      documentIndex: 0,
      certificate: 'Birth Certificate',
      name: 'Patrick Walsh',
      outcome: 'ordered',
      refundAmount: null,
      refundedAt: null,
    },
    {
      documentIndex: 1,
      certificate: 'Birth Certificate',
      name: 'John Walsh',
      outcome: 'not_found',
      refundAmount: 1500,
      refundedAt: '2026-11-26T12:00:00.000Z',
    },
  ],
};

describe('an order with a certificate not found', () => {
  it('says which certificate the registry did not find and what was refunded for it', async () => {
    stubFetch(({ path }) => (path === '/api/document-requests' ? [ORDER] : []));
    renderWithClient(
      <MemoryRouter initialEntries={['/orders']}>
        <Routes>
          <Route path="/orders/:orderId?" element={<OrdersPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click((await screen.findAllByText('#44444444'))[0]!);
    const notFound = await screen.findAllByTestId('line-not-found');
    expect(notFound).toHaveLength(1);
    expect(notFound[0]!.closest('li')!.textContent).toContain('John Walsh');
    expect(notFound[0]!.textContent).toMatch(/not found at the registry: €15\.00 refunded on /);
  });
});
