import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '#shared/admin.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { OverviewTab } from './overview-tab.tsx';

const stats: AdminStats = {
  users: { total: 40, newThisMonth: 3 },
  eligibilityChecks: { total: 20, eligible: 10, notEligible: 8, alreadyIrish: 2, eligibilityRate: 50 },
  pdfOrders: { paid: 4, revenueInPence: 19600, revenueDisplay: '€196.00' },
  documentRequests: { paid: 1, revenueInPence: 9900, revenueDisplay: '€99.00' },
  conversion: { eligibilityToOrderRate: 20 },
  totalRevenue: { inPence: 29500, display: '€295.00' },
  money: {
    taken: { inPence: 37000, display: '€370.00' },
    refunds: { count: 2, inPence: 3500, display: '€35.00' },
    registryCosts: { count: 3, inPence: 4000, display: '€40.00' },
    margin: { inPence: 29500, display: '€295.00', percentOfTaken: 79.7 },
  },
  claimsWaiting: 2,
  currency: 'eur',
  applications: {
    gathering: 12,
    byStep: {
      posted: 3,
      received: 2,
      further_documents_requested: 1,
      approved: 0,
      certificate_received: 5,
      refused: 1,
      review_requested: 0,
    },
  },
  officeFacts: { total: 190, stale: 38 },
  weekly: [],
};

describe('the admin overview', () => {
  it('counts the office facts past 18 months, with the link to the list to re-check', async () => {
    stubFetch(() => stats);
    renderWithClient(<OverviewTab />);
    const card = (await screen.findByText('Office facts past 18 months')).closest(
      '[data-testid="stat-card"]',
    ) as HTMLElement;
    expect(within(card).getByText('38')).toBeDefined();
    expect(card.textContent).toContain('of 190 fees, times and addresses');
    expect(within(card).getByRole('link', { name: 'facts to re-check' }).getAttribute('href')).toBe('?tab=facts');
  });

  it('counts applications by step, in the workspace’s words', async () => {
    stubFetch(() => stats);
    renderWithClient(<OverviewTab />);
    const byStep = within(await screen.findByTestId('applications-by-step'));
    const rows = byStep.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`);
    expect(rows).toEqual([
      'Gathering documents: 12',
      'Posted: 3',
      'Received by DFA: 2',
      'Further documents requested: 1',
      'Approved: 0',
      'Certificate received: 5',
      'Refused: 1',
      'Review requested: 0',
    ]);
  });
});
