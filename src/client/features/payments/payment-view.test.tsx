import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NECESSARY_ONLY, saveConsent } from '#client/lib/consent-store.ts';
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

// Card payments need necessary cookies (the consent card is covered by the e2e guide spec).
beforeEach(() => saveConsent(NECESSARY_ONLY));
afterEach(async () => {
  // Sonner keeps its toasts between renders: each test starts with none.
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The view in its router, with the test provider's card form (Stripe's own form is its network edge). */
async function openPayment(view: React.ReactElement) {
  const user = userEvent.setup();
  renderWithClient(<MemoryRouter>{view}</MemoryRouter>);
  return Promise.resolve(user);
}

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
    const user = await openPayment(<PaymentView onBack={() => {}} onSuccess={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Simulate a declined card' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Payment failed${DECLINED}`);
    // Beside the pay button: the next thing after the card form, still there once the toast has gone.
    expect(screen.getByTestId('payment-declined')).toBe(alert);
    // The pressed button was busy, not disabled: focus is still on it for the next try.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Simulate a declined card' }));
    expect(screen.getByRole('button', { name: 'Pay €49.00' }).closest('div.rounded-xl')?.nextElementSibling).toBe(
      alert,
    );

    await user.click(screen.getByRole('button', { name: 'Pay €49.00' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByText('Payment Successful!')).toBeDefined();
  });

  it('a paid card: the server confirms it, says so and moves on after 1.5 s', async () => {
    const sent = stubFetch(({ path }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/create-pdf-payment') return intent;
      if (path.startsWith('/api/test-payments/')) return { ok: true };
      if (path === '/api/confirm-payment') return { orderId: 'o1', status: 'paid', message: null };
      return [];
    });
    const onSuccess = vi.fn();
    const user = await openPayment(<PaymentView onBack={() => {}} onSuccess={onSuccess} />);
    const pay = await screen.findByRole('button', { name: 'Pay €49.00' });
    expect(screen.getByTestId('payment-total').textContent).toBe('€49.00');
    await user.click(pay);

    expect(await screen.findByText('Payment Successful!')).toBeDefined();
    expect(screen.getByText('Your personalised PDF guide is ready to download.')).toBeDefined();
    // The client never says it was paid: the server is asked with the payment's id only.
    expect(sent.find((r) => r.path === '/api/confirm-payment')?.body).toEqual({ paymentIntentId: 'pi_1' });
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), { timeout: 4000 });
    expect(screen.queryByTestId('payment-declined')).toBeNull();
  });

  it('an order already paid (409) says so on the form, with no card form and nothing to retry', async () => {
    stubFetch(({ path }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/create-document-payment') {
        return { status: 409, body: { message: 'This order has already been paid.', code: 'ALREADY_PAID' } };
      }
      return [];
    });
    await openPayment(<PaymentView type="document" documentRequestId="r1" amount={7900} onBack={() => {}} />);

    const failed = await screen.findByTestId('payment-start-failed');
    expect(failed.textContent).toBe('The payment could not startThis order has already been paid.');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Initializing payment...')).toBeNull();
  });

  it('a payment that could not start for another reason offers Try again, which starts it', async () => {
    let attempts = 0;
    stubFetch(({ path }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/create-pdf-payment') {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: { message: 'Payments are unavailable just now.' } } : intent;
      }
      return [];
    });
    const user = await openPayment(<PaymentView onBack={() => {}} onSuccess={() => {}} />);
    expect((await screen.findByTestId('payment-start-failed')).textContent).toContain(
      'Payments are unavailable just now.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay €49.00' })).toBeDefined();
    expect(screen.queryByTestId('payment-start-failed')).toBeNull();
  });

  it('a 100% coupon makes it a free order: Complete Free Order, no card, no guarantee', async () => {
    const sent = stubFetch(({ path, body }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/validate-coupon') return { valid: true, percent_off: 100, amount_off: null, name: 'Gift' };
      if (path === '/api/create-pdf-payment') {
        return (body as { couponCode?: string }).couponCode ? { freeOrder: true, orderId: 'o1' } : intent;
      }
      return [];
    });
    const onSuccess = vi.fn();
    const user = await openPayment(<PaymentView onBack={() => {}} onSuccess={onSuccess} />);
    await screen.findByRole('button', { name: 'Pay €49.00' });
    await user.type(screen.getByLabelText('Coupon code'), 'gift100{Enter}');

    const complete = await screen.findByRole('button', { name: 'Complete Free Order' });
    expect(screen.getByTestId('payment-total').textContent).toBe('€0.00');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByTestId('payment-guarantee')).toBeNull();
    await user.click(complete);
    expect(await screen.findByText('Order Complete!')).toBeDefined();
    expect(sent.filter((r) => r.path === '/api/create-pdf-payment').at(-1)?.body).toEqual({ couponCode: 'GIFT100' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), { timeout: 4000 });
  });

  it('says beside the coupon field why a code was refused, until the code is edited', async () => {
    stubFetch(({ path }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/validate-coupon') return { valid: false, percent_off: null, amount_off: null, name: null };
      if (path === '/api/create-pdf-payment') return intent;
      return [];
    });
    const user = await openPayment(<PaymentView onBack={() => {}} onSuccess={() => {}} />);
    await screen.findByRole('button', { name: 'Pay €49.00' });
    const field = screen.getByLabelText('Coupon code');
    await user.type(field, 'expired10{Enter}');

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid coupon')).toBeDefined();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This coupon code is not valid or has expired.',
    );
    toast.dismiss();
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
    expect(screen.getByText('This coupon code is not valid or has expired.')).toBeDefined();

    await user.type(field, '0');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('This coupon code is not valid or has expired.')).toBeNull();
  });

  it('a certificate order the provider is still settling: success, then on to the orders', async () => {
    stubFetch(({ path }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/create-document-payment') return { ...intent, amount: 7900 };
      if (path.startsWith('/api/test-payments/')) return { ok: true };
      if (path === '/api/document-requests/r1/payment') return { orderId: 'r1', status: 'pending', message: null };
      return [];
    });
    const onSuccess = vi.fn();
    const user = await openPayment(
      <PaymentView type="document" documentRequestId="r1" onBack={() => {}} onSuccess={onSuccess} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay €79.00' }));
    expect(
      await screen.findByText('Your payment was processed successfully. You can view your order in My Orders.'),
    ).toBeDefined();
    // The success is read first; the order list follows (the webhook settles the payment).
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), { timeout: 4000 });
  });

  it("leaving a certificate order's payment says 'Payment cancelled'", async () => {
    stubFetch(({ path }) => {
      if (path === '/api/pricing') return pricing;
      if (path === '/api/create-document-payment') return { ...intent, amount: 7900 };
      return [];
    });
    const onBack = vi.fn();
    const user = await openPayment(
      <PaymentView type="document" documentRequestId="r1" amount={7900} onBack={onBack} />,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(await screen.findByText('Payment cancelled')).toBeDefined();
  });
});
