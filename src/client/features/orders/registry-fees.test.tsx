import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEE_AT_COST } from '#domain/orders/registry-fee.ts';
import type { DocumentRequestResponse, RegistryFeeLine } from '#shared/orders.ts';
import { NECESSARY_ONLY, saveConsent } from '#client/lib/consent-store.ts';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { AdminOrdersTab } from './admin-orders-tab.tsx';
import { RegistryFees } from './registry-fees.tsx';

const ORDER_ID = '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
const KNOWN = '11111111-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
const UNKNOWN = '22222222-1e2f-4a3b-9c4d-5e6f7a8b9c0d';

const line = (over: Partial<RegistryFeeLine>): RegistryFeeLine => ({
  id: KNOWN,
  documentIndex: 0,
  status: 'due',
  addedBy: 'data_set',
  region: 'Scotland',
  officeAmount: 1200,
  officeCurrency: 'GBP',
  amount: 1404,
  currency: 'eur',
  rate: '1.17',
  rateDate: '2026-11-20',
  sourceUrl: 'https://www.nrscotland.gov.uk/registration/how-to-order-an-official-extract-from-the-registers',
  sourceSeen: 'seen 2026-11',
  toConfirmReason: null,
  failureReason: null,
  paidAt: null,
  refundedAt: null,
  ...over,
});

const order = (over: Partial<DocumentRequestResponse> = {}): DocumentRequestResponse => ({
  id: ORDER_ID,
  userId: 'u1',
  kind: 'manual',
  status: 'processing',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  requesterName: 'Siobhan Kelly',
  requesterEmail: 'siobhan.kelly@example.ie',
  subjectName: 'Agnes Walsh',
  totalCost: 2100,
  baseAmount: 2100,
  discountAmount: 0,
  unitPrice: 1050,
  currency: 'eur',
  documentsRequestedCount: 2,
  documentsNeeded: [
    { familyMemberId: null, memberName: 'Agnes Walsh', documentType: 'birth_certificate' },
    { familyMemberId: null, memberName: 'Agnes Walsh', documentType: 'death_certificate' },
  ],
  additionalInfo: null,
  selectedFamilyMemberId: null,
  deliveryAddress: null,
  trackingNumber: null,
  carrier: null,
  estimatedDeliveryDate: null,
  deliveredAt: null,
  registryFees: [
    line({}),
    line({
      id: UNKNOWN,
      documentIndex: 1,
      status: 'to_confirm',
      region: null,
      officeAmount: null,
      officeCurrency: null,
      amount: null,
      rate: null,
      rateDate: null,
      sourceUrl: null,
      sourceSeen: null,
      toConfirmReason: 'The issuing office is not known from the order.',
    }),
  ],
  ...over,
});

describe('the customer’s registry fees', () => {
  it('shows the office’s fee in both currencies with the rate, asks the unknown one at cost, and pays the known one', async () => {
    saveConsent(NECESSARY_ONLY);
    const sent = stubFetch(({ method, path }: SentRequest) =>
      method === 'POST' && path.endsWith('/payment')
        ? {
            lineId: KNOWN,
            clientSecret: 'pi_test_1_secret',
            paymentIntentId: 'pi_test_1',
            amount: 1404,
            currency: 'eur',
            provider: 'test',
            publishableKey: null,
          }
        : method === 'PATCH'
          ? { lineId: KNOWN, status: 'paid', message: null }
          : path.includes('/api/test-payments/')
            ? { ok: true }
            : [],
    );
    renderWithClient(<RegistryFees order={order()} />);
    const [known, unknown] = screen.getAllByTestId('registry-fee-line');
    expect(within(known).getByText('Birth Certificate - Agnes Walsh (Scotland)')).toBeDefined();
    expect(
      within(known).getByText(
        '£12.00 charged as €14.04 (1 GBP = 1.17 EUR, rate of 20 November 2026; fee from nrscotland.gov.uk, last checked November 2026)',
      ),
    ).toBeDefined();
    expect(within(known).getByText('Registry fee to pay')).toBeDefined();
    expect(within(unknown).getByText(FEE_AT_COST)).toBeDefined();
    expect(within(unknown).getByText('Waiting for the office to confirm its fee')).toBeDefined();
    expect(within(unknown).queryByRole('button')).toBeNull();

    await userEvent.click(within(known).getByRole('button', { name: 'Pay registry fee' }));
    await userEvent.click(await within(known).findByRole('button', { name: 'Pay €14.04' }));
    expect(await screen.findByText('Registry fee paid')).toBeDefined();
    expect(sent.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/api/document-requests/${ORDER_ID}/registry-fees/${KNOWN}/payment`, undefined],
      ['POST', '/api/test-payments/pi_test_1/complete', { clientSecret: 'pi_test_1_secret', outcome: 'succeed' }],
      ['PATCH', `/api/document-requests/${ORDER_ID}/registry-fees/${KNOWN}/payment`, { paymentIntentId: 'pi_test_1' }],
    ]);
  });

  it('an unpaid order’s fee is paid after the order: no pay button yet', () => {
    stubFetch(() => []);
    renderWithClient(<RegistryFees order={order({ status: 'pending', paidAt: null })} />);
    const [known] = screen.getAllByTestId('registry-fee-line');
    expect(within(known).getByText('To pay once your order is paid')).toBeDefined();
    expect(within(known).queryByRole('button')).toBeNull();
  });
});

describe('the admin’s registry fees', () => {
  it('says what waits, and sets the fee the office confirmed in its currency, in minor units', async () => {
    const sent = stubFetch(({ method, path }: SentRequest) =>
      method === 'PUT'
        ? line({ id: UNKNOWN, documentIndex: 1, addedBy: 'admin', officeAmount: 1250, amount: 1463 })
        : path.endsWith('/lines')
          ? { lines: [] }
          : path.endsWith('/history')
            ? []
            : [order()],
    );
    renderWithClient(<AdminOrdersTab />);
    const card = within((await screen.findByText(/Siobhan Kelly/)).closest('li')!);
    expect(card.getByTestId('registry-fee-summary').textContent).toBe(
      'Registry fees: €14.04 to pay · 1 to confirm. Not posted until paid.',
    );
    await userEvent.click(card.getByRole('button', { name: /^Manage order: / }));
    // Processing, with fees unpaid: the next step (posting) waits for them.
    expect(card.getByRole('button', { name: 'Move to In Transit' }).hasAttribute('disabled')).toBe(true);
    expect(card.getByTestId('held-by-registry-fees').textContent).toBe(
      'Not posted until every registry fee below is set and paid.',
    );
    const [, unknown] = card.getAllByTestId('admin-registry-fee');
    expect(
      within(unknown).getByText(
        'Asked at cost: set the amount the office confirms (The issuing office is not known from the order.)',
      ),
    ).toBeDefined();
    // No amount yet: said beside the field, which takes focus; nothing is sent.
    await userEvent.click(within(unknown).getByRole('button', { name: 'Set fee' }));
    const fee = within(unknown).getByLabelText('Fee the office confirmed');
    expect(document.activeElement).toBe(fee);
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(fee.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter the fee: write the amount the office confirmed, e.g. 12.50.',
    );
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
    await userEvent.type(within(unknown).getByLabelText('Fee the office confirmed'), '12.50');
    await userEvent.clear(within(unknown).getByLabelText('Currency'));
    await userEvent.type(within(unknown).getByLabelText('Currency'), 'gbp');
    await userEvent.click(within(unknown).getByRole('button', { name: 'Set fee' }));
    expect(await screen.findByText('Registry fee set')).toBeDefined();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/orders/${ORDER_ID}/registry-fees/${UNKNOWN}`,
        body: { officeAmount: 1250, officeCurrency: 'GBP' },
      },
    ]);
  });

  it('keeps a refused fee beside its form, where it stays, with focus still on Set fee', async () => {
    stubFetch(({ method, path }: SentRequest) =>
      method === 'PUT'
        ? { status: 409, body: { message: 'The fee was set by another admin meanwhile.' } }
        : path.endsWith('/lines')
          ? { lines: [] }
          : path.endsWith('/history')
            ? []
            : [order()],
    );
    renderWithClient(<AdminOrdersTab />);
    const card = within((await screen.findByText(/Siobhan Kelly/)).closest('li')!);
    await userEvent.click(card.getByRole('button', { name: /^Manage order: / }));
    const [, unknown] = card.getAllByTestId('admin-registry-fee');
    await userEvent.type(within(unknown).getByLabelText('Fee the office confirmed'), '12.50');
    const setFee = within(unknown).getByRole('button', { name: 'Set fee' });
    await userEvent.click(setFee);
    expect((await within(unknown).findByRole('alert')).textContent).toBe(
      'Not saved: The fee was set by another admin meanwhile.',
    );
    expect(document.activeElement).toBe(setFee);
  });
});
