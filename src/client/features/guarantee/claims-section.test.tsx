import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClaimResponse } from '#shared/claims.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { ClaimsSection } from './claims-section.tsx';

const claim = (id: string, application: ClaimResponse['application']): ClaimResponse => ({
  id,
  reference: `#${id.slice(0, 8)}`,
  status: 'submitted',
  statusLabel: 'Submitted',
  decisionDate: '2026-11-20',
  note: null,
  declineReason: null,
  totalAmount: 4900,
  currency: 'eur',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  refundedAt: null,
  orders: [],
  evidence: null,
  application,
});

const claims = [
  claim('11111111-aaaa', { postedOn: '2026-03-02', readyWhenPosted: true, missingWhenPosted: [], steps: [] }),
  claim('22222222-bbbb', {
    postedOn: '2026-04-10',
    readyWhenPosted: false,
    missingWhenPosted: ['Mary Walsh: Long-form civil birth certificate is ordered, not checked', 'Your witness'],
    steps: [],
  }),
  claim('33333333-cccc', null),
];

describe('the claims on My Orders', () => {
  it('say how the application was posted, from Your Application', async () => {
    stubFetch(() => claims);
    renderWithClient(
      <MemoryRouter>
        <ClaimsSection />
      </MemoryRouter>,
    );
    const list = within(await screen.findByRole('list', { name: 'Your claims' }));
    const [ready, incomplete, none] = list.getAllByTestId('application-at-posting');
    expect(ready!.textContent).toBe('Application as postedPosted March 2, 2026, complete and checked when posted');
    expect(within(incomplete!).getByText('Posted April 10, 2026 with 2 items missing:')).toBeDefined();
    expect(
      within(incomplete!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mary Walsh: Long-form civil birth certificate is ordered, not checked', 'Your witness']);
    expect(within(none!).getByText('No posting recorded in Your Application')).toBeDefined();
  });
});
