import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPdfOrder } from '#shared/admin-lists.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { AdminPdfPurchases } from './admin-pdf-purchases.tsx';

const purchase: AdminPdfOrder = {
  id: '7c1d2e3f-0000-4000-8000-000000000001',
  paymentStatus: 'paid',
  amount: 1050,
  baseAmount: 1500,
  discountAmount: 450,
  currency: 'eur',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  userId: 'u1',
  customerName: 'Brigid Kelly',
  customerEmail: 'brigid@example.ie',
  provider: 'stripe',
  couponCode: 'LAUNCH30',
  failureReason: null,
};

describe('PDF purchases for admins', () => {
  it('shows each purchase with its buyer, payment and coupon, and finds them by search', async () => {
    const sent = stubFetch(({ path }) => (path.includes('q=') ? [] : [purchase]));
    renderWithClient(<AdminPdfPurchases />);
    const card = within((await screen.findByText('#7c1d2e3f')).closest('li')!);
    expect(card.getByText(/Brigid Kelly/).textContent).toBe('Brigid Kelly · brigid@example.ie');
    expect(card.getByText(/Ordered/).textContent).toBe(
      'Ordered November 20, 2026 · paid November 20, 2026 · Stripe · coupon LAUNCH30',
    );
    expect(card.getByText('€10.50')).toBeDefined();
    expect(screen.getByTestId('result-count').textContent).toBe('1 purchase');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search PDF purchases by reference, email or name' }),
      'nobody@',
    );
    expect(await screen.findByText('No PDF purchases match "nobody@".')).toBeDefined();
    expect(sent.map((r) => r.path)).toEqual(['/api/admin/pdf-orders', '/api/admin/pdf-orders?q=nobody%40']);
  });
});
