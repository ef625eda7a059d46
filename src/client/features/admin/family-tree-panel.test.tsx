import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminFamilyTree } from '#shared/admin.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { FamilyTreePanel } from './family-tree-panel.tsx';

const view = (application: AdminFamilyTree['application']) =>
  ({
    user: {
      id: 'u1',
      name: 'Aoife Walsh',
      email: 'aoife@example.ie',
      isAdmin: false,
      createdAt: '2026-01-05T10:00:00.000Z',
      activityCounts: { familyMembers: 0, pdfOrders: 0, documentRequests: 0 },
    },
    totalMembers: 0,
    familyTree: [],
    // Not shown for an empty tree.
    eligibility: null,
    application,
  }) as unknown as AdminFamilyTree;

describe("the admin user view's application progress", () => {
  it('shows the items ready, the posted date and the current step', async () => {
    stubFetch(() =>
      view({ itemsReady: 7, itemsTotal: 15, currentStep: 'further_documents_requested', postedOn: '2026-04-10' }),
    );
    renderWithClient(<FamilyTreePanel userId="u1" />);
    const progress = within(await screen.findByRole('region', { name: 'Your Application' }));
    expect(progress.getByText('Items ready').nextSibling?.textContent).toBe('7 of 15 items ready');
    expect(progress.getByText('Posted').nextSibling?.textContent).toBe('April 10, 2026');
    expect(progress.getByText('Current step').nextSibling?.textContent).toBe('Further documents requested');
  });

  it('says “Not yet” before posting, and when there is no application', async () => {
    stubFetch(() => view({ itemsReady: 2, itemsTotal: 15, currentStep: 'gathering', postedOn: null }));
    renderWithClient(<FamilyTreePanel userId="u1" />);
    const progress = within(await screen.findByRole('region', { name: 'Your Application' }));
    expect(progress.getByText('Posted').nextSibling?.textContent).toBe('Not yet');
    expect(progress.getByText('Gathering documents')).toBeDefined();
  });

  it('says when the user has no application', async () => {
    stubFetch(() => view(null));
    renderWithClient(<FamilyTreePanel userId="u1" />);
    expect(await screen.findByText('Not started: the tree gives no route to register yet.')).toBeDefined();
  });

  it("speaks of the user in the third person: 'They can apply…', not 'You can apply…'", async () => {
    stubFetch(() => ({
      ...view(null),
      totalMembers: 3,
      eligibility: {
        status: 'eligible',
        label: 'Eligible',
        summary:
          'You can apply to the Foreign Births Register through your grandmother Mary Walsh (born in Ireland), via your father John Walsh.',
      },
    }));
    renderWithClient(<FamilyTreePanel userId="u1" />);
    expect(
      await screen.findByText(
        'They can apply to the Foreign Births Register through their grandmother Mary Walsh (born in Ireland), via their father John Walsh.',
      ),
    ).toBeDefined();
    expect(screen.queryByText(/\byou\b/i)).toBeNull();
  });
});
