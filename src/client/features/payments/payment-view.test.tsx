import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { PaymentView } from './payment-view.tsx';

const price = {
  id: 'pdf_guide',
  name: 'PDF guide',
  currency: 'eur',
  basePrice: 4900,
  amount: 4900,
  discountedPrice: 4900,
  display: '€49.00',
  baseDisplay: null,
  savingsDisplay: null,
  hasDiscount: false,
};
const pricing = {
  currency: 'eur',
  pdf_guide: price,
  document_research: { ...price, id: 'document_research' },
  promotion: { enabled: false, percentOff: 0, title: '', description: '' },
};
const intent = {
  freeOrder: false,
  orderId: 'o1',
  clientSecret: 'secret',
  paymentIntentId: 'pi_1',
  amount: 4900,
  currency: 'eur',
  provider: 'test',
  publishableKey: null,
};
const DECLINED = 'Your card was declined.';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the payment view', () => {
  it('keeps a declined payment on the form beside the pay button until the next attempt', async () => {
    const settlements = [
      { orderId: 'o1', status: 'failed', message: DECLINED },
      { orderId: 'o1', status: 'paid', message: null },
    ];
    stubFetch(({ path }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/create-pdf-payment') return intent;
      if (path.startsWith('/api/test-payments/')) return { ok: true };
      if (path === '/api/confirm-payment') return settlements.shift();
      return [];
    });
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter>
        <PaymentView onBack={() => {}} onSuccess={() => {}} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Accept necessary cookies' }));
    await user.click(await screen.findByRole('button', { name: 'Simulate a declined card' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Payment failed${DECLINED}`);
    // Beside the pay button: the next thing after the card form, still there once the toast has gone.
    expect(screen.getByTestId('payment-declined')).toBe(alert);
    expect(screen.getByRole('button', { name: 'Pay €49.00' }).closest('div.rounded-xl')?.nextElementSibling).toBe(
      alert,
    );

    await user.click(screen.getByRole('button', { name: 'Pay €49.00' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByText('Payment Successful!')).toBeDefined();
  });
});
