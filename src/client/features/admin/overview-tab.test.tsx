import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminQueue } from '#shared/admin-queue.ts';
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

const EMPTY_QUEUE: AdminQueue = {
  warnAfterDays: 3,
  ordersToPlace: [],
  linesAtOffice: [],
  feesToConfirm: [],
  claimsToDecide: [],
  failedEmails: { total: 0, oldest: [] },
};

const QUEUE: AdminQueue = {
  warnAfterDays: 3,
  ordersToPlace: [
    {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      customer: 'Mary Walsh',
      documents: 2,
      days: 136,
      since: '2026-07-14T09:00:00Z',
      overdue: true,
    },
    {
      id: '9f8e7d6c-0000-4000-8000-000000000002',
      customer: 'Aoife Byrne',
      documents: 1,
      days: 0,
      since: '2026-11-27T09:00:00Z',
      overdue: false,
    },
  ],
  linesAtOffice: [
    {
      orderId: '5e5e5e5e-0000-4000-8000-000000000003',
      documentIndex: 0,
      certificate: 'Birth Certificate',
      officeReference: 'GRO-2026-118',
      days: 12,
      since: '2026-11-15T00:00:00Z',
    },
  ],
  feesToConfirm: [
    {
      orderId: '0a1b2c3d-0000-4000-8000-000000000001',
      lineId: 'l1',
      documentIndex: 1,
      days: 4,
      since: '2026-11-23T09:00:00Z',
    },
  ],
  claimsToDecide: [
    {
      id: 'c1',
      claimant: 'Brigid Kelly',
      status: 'submitted',
      amountDisplay: '€15.00',
      days: 2,
      since: '2026-11-25T09:00:00Z',
    },
  ],
  failedEmails: {
    total: 7,
    oldest: [{ id: 'm1', subject: 'Your order is on its way', days: 1, since: '2026-11-26T09:00:00Z' }],
  },
};

/** The overview inside a router (its queue links are the router's), answering the queue and the stats. */
function renderOverview(queue: AdminQueue = EMPTY_QUEUE) {
  const sent = stubFetch(({ path }) => (path === '/api/admin/queue' ? queue : stats));
  renderWithClient(
    <MemoryRouter initialEntries={['/admin']}>
      <OverviewTab />
    </MemoryRouter>,
  );
  return sent;
}

describe('the admin queue', () => {
  it('opens on the paid orders to place, oldest first, with their age and the warning past the configured days', async () => {
    renderOverview(QUEUE);
    const section = within(await screen.findByRole('region', { name: 'Orders to place with the office' }));
    const entries = section.getAllByRole('link').map((a) => a.textContent);
    expect(entries).toEqual([
      '#0a1b2c3d · Mary Walsh2 certificates to orderPaid 136 days agoOver 3 days',
      '#9f8e7d6c · Aoife Byrne1 certificate to orderPaid today',
    ]);
    expect(section.getAllByTestId('overdue')).toHaveLength(1);
    // Each entry opens the Orders tab on that order.
    expect(section.getAllByRole('link')[0]!.getAttribute('href')).toBe('/admin/orders?q=%230a1b2c3d');
    expect(screen.getByText(/\(1 is overdue\)/)).toBeDefined();
  });

  it('lists the certificates awaited from the office, the fees to confirm, the claims to decide and the failed emails, each linking to where the operator acts', async () => {
    renderOverview(QUEUE);
    const atOffice = within(await screen.findByRole('region', { name: 'Certificates awaited from the office' }));
    expect(atOffice.getByRole('link').textContent).toBe(
      '#5e5e5e5e · Birth CertificateOffice reference GRO-2026-118Ordered 12 days ago',
    );
    expect(atOffice.getByRole('link').getAttribute('href')).toBe('/admin/orders?q=%235e5e5e5e');
    const fees = within(screen.getByRole('region', { name: 'Registry fees to confirm with the office' }));
    expect(fees.getByRole('link').textContent).toContain('Certificate 2');
    expect(fees.getByRole('link').textContent).toContain('Waiting 4 days');
    const claims = within(screen.getByRole('region', { name: 'Claims to decide' }));
    expect(claims.getByRole('link').textContent).toBe('Brigid KellyNew · €15.00Filed 2 days ago');
    expect(claims.getByRole('link').getAttribute('href')).toBe('/admin/claims');
    const emails = within(screen.getByRole('region', { name: 'Emails that failed' }));
    expect(emails.getByText('7')).toBeDefined();
    expect(emails.getByRole('link', { name: /Your order is on its way/ }).getAttribute('href')).toBe('/admin/system');
    // Seven failed, one named: the rest are in the System tab.
    expect(emails.getByRole('link', { name: 'All failed emails in the System tab' })).toBeDefined();
  });

  it('says when nothing is waiting', async () => {
    renderOverview();
    expect(await screen.findByText(/Nothing is waiting/)).toBeDefined();
    expect(screen.getAllByText('Nothing waiting.')).toHaveLength(5);
  });

  it('shows the refunds, registry costs and margin, and the claims waiting', async () => {
    renderOverview();
    const money = within(await screen.findByTestId('money'));
    const rows = money.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`);
    expect(rows).toEqual([
      'Taken (every payment, refunded ones included): €370.00',
      'Refunds (2 refunds): − €35.00',
      'Registry costs (3 fees paid on to the offices): − €40.00',
      'Margin (79.7% of takings): €295.00',
    ]);
    const claims = (await screen.findByText('Claims waiting')).closest('[data-testid="stat-card"]') as HTMLElement;
    expect(within(claims).getByText('2')).toBeDefined();
  });
});

describe('the admin overview', () => {
  it('counts the office facts past 18 months, with the link to the list to re-check', async () => {
    renderOverview();
    const card = (await screen.findByText('Office facts past 18 months')).closest(
      '[data-testid="stat-card"]',
    ) as HTMLElement;
    expect(within(card).getByText('38')).toBeDefined();
    expect(card.textContent).toContain('of 190 fees, times and addresses');
    expect(within(card).getByRole('link', { name: 'facts to re-check' }).getAttribute('href')).toBe('/admin/facts');
  });

  it('counts applications by step, in the workspace’s words', async () => {
    renderOverview();
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
