import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOfficeFacts } from '#shared/admin.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { FactsTab } from './facts-tab.tsx';

const facts: AdminOfficeFacts = {
  today: '2026-11-27',
  staleAfterMonths: 18,
  total: 2,
  stale: 1,
  facts: [
    {
      id: 'us-ny.fee.birth',
      region: 'New York, United States',
      kind: 'fee',
      events: ['birth'],
      text: '$30 for a certified birth certificate from the state office',
      sourceUrl: 'https://222health.com/public-health-safety/public-health/77015.html',
      sourceKind: 'third-party',
      seen: 'figure "as of 2010"',
      seenOn: '2010-01-01',
      seenLabel: '2010',
      ageMonths: 202,
      stale: true,
    },
    {
      id: 'us-nyc.time.birth',
      region: 'New York City, United States',
      kind: 'time',
      events: ['birth'],
      text: 'Online orders are processed in 10 to 15 days; orders by mail take about 90 days',
      sourceUrl: 'https://www1.nyc.gov/site/doh/services/birth-certificates.page',
      sourceKind: 'office',
      seen: 'seen 2026-11',
      seenOn: '2026-11-01',
      seenLabel: 'November 2026',
      ageMonths: 0,
      stale: false,
    },
  ],
};

describe('Facts to re-check', () => {
  it('lists every fact oldest first with its source address, marking those past 18 months', async () => {
    stubFetch(() => facts);
    renderWithClient(<FactsTab />);
    const rows = await screen.findAllByTestId('office-fact');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('facts-summary').textContent).toContain(
      '1 of 2 facts were seen more than 18 months before 2026-11-27',
    );
    const old = within(rows[0]!);
    expect(old.getByText('2010')).toBeDefined();
    expect(old.getByText('16 years 10 months')).toBeDefined();
    expect(old.getByText('Re-check')).toBeDefined();
    expect(old.getByRole('link', { name: /222health\.com/ }).getAttribute('href')).toBe(
      'https://222health.com/public-health-safety/public-health/77015.html',
    );
    expect(within(rows[1]!).queryByText('Re-check')).toBeNull();
  });
});
