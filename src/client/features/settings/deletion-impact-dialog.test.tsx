import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '#tests/support/client-render.tsx';
import { DeletionImpactDialog } from './deletion-impact-dialog.tsx';

/** Before deleting, the customer is told what happens to a registry fee already paid to the office (decision 059). */
describe('the deletion impact dialog', () => {
  it('says a registry fee already paid to the office is not refunded, with the office’s reference', async () => {
    renderWithClient(
      <MemoryRouter>
        <DeletionImpactDialog
          impact={{
            orders: [
              {
                id: '1a2b3c4d-0000-4000-8000-000000000000',
                status: 'processing',
                documentsRequestedCount: 1,
                totalCost: 4900,
                currency: 'eur',
                outcome: 'refunded',
                officeFeesKept: [{ reference: 'GRO-2026-0042', amount: 1250, currency: 'GBP' }],
              },
            ],
            claims: [],
          }}
          onCancel={vi.fn()}
          onContinue={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('office-fee-kept')).textContent).toBe(
      'Except the registry’s fee of £12.50: it was already paid to the office for you (their reference GRO-2026-0042), so it is not refunded. We keep that payment and the office’s reference, without your name, in our accounts.',
    );
    expect(
      screen.getByText('Cancelled and refunded in full to your card: we can no longer post it to you.'),
    ).toBeDefined();
  });
});
