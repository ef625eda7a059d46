import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminClaimResponse } from '#shared/claims.ts';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { ClaimsTab } from './claims-tab.tsx';

const CLAIM_ID = '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5a';
const claim: AdminClaimResponse = {
  id: CLAIM_ID,
  reference: '#7d1e2f3a',
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
  application: null,
  userId: 'u1',
  userEmail: 'claimant@example.ie',
  userName: 'Brigid Kelly',
  refundError: null,
  decidedByEmail: null,
  decidedAt: null,
};
const answer = ({ method }: SentRequest) =>
  method === 'GET' ? [claim] : { ...claim, status: 'declined', statusLabel: 'Declined' };

async function openDecline() {
  renderWithClient(<ClaimsTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
  return within(await screen.findByRole('dialog', { name: 'Decline claim #7d1e2f3a' }));
}

describe('the claim-decline form', () => {
  it('refuses a reason that is too short, in the shared schema’s words, and sends nothing', async () => {
    const sent = stubFetch(answer);
    const dialog = await openDecline();
    await userEvent.type(dialog.getByLabelText('Reason for the claimant'), 'Too short');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline claim' }));
    expect(await dialog.findByText('Give the claimant a reason of at least 10 characters.')).toBeDefined();
    expect(dialog.getByLabelText('Reason for the claimant').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the trimmed reason and says the claim was declined', async () => {
    const sent = stubFetch(answer);
    const dialog = await openDecline();
    await userEvent.type(
      dialog.getByLabelText('Reason for the claimant'),
      '  The application was returned incomplete. ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Decline claim' }));
    expect(await screen.findByText('Claim declined')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/admin/claims/${CLAIM_ID}/decline`,
        body: { reason: 'The application was returned incomplete.' },
      },
    ]);
  });
});

describe('reopening a declined claim', () => {
  const declined: AdminClaimResponse = {
    ...claim,
    status: 'declined',
    statusLabel: 'Declined',
    declineReason: 'The letter is not a refusal.',
    decidedByEmail: 'admin@example.ie',
    decidedAt: '2026-11-22T10:00:00.000Z',
  };
  const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST').map((r) => r.path);
  const openReopen = async () => {
    renderWithClient(<ClaimsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    return within(await screen.findByRole('dialog', { name: 'Reopen claim #7d1e2f3a?' }));
  };

  it('asks first: cancelling sends nothing, confirming reopens it and says the claimant was told', async () => {
    const sent = stubFetch(({ method }) =>
      method === 'GET' ? [declined] : { ...claim, status: 'under_review', statusLabel: 'Under review' },
    );
    let dialog = await openReopen();
    expect(dialog.getByText(/we email the claimant that we are looking at it again/)).toBeDefined();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(sent)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Reopen claim #7d1e2f3a?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reopen claim' }));
    expect(await screen.findByText('Claim reopened')).toBeDefined();
    expect(posts(sent)).toEqual([`/api/admin/claims/${CLAIM_ID}/reopen`]);
  });

  it('keeps the dialog open with the server’s reason when another claim holds an order', async () => {
    const message =
      'Order #a1b2c3d4 is now part of claim #e5f6a7b8, so this claim cannot be reopened. Decide that claim instead.';
    stubFetch(({ method }) => (method === 'GET' ? [declined] : { status: 409, body: { message } }));
    const dialog = await openReopen();
    await userEvent.click(dialog.getByRole('button', { name: 'Reopen claim' }));
    expect(await dialog.findByText(message)).toBeDefined();
    expect(dialog.getByText('Not reopened')).toBeDefined();
  });

  it('is offered on declined claims only', async () => {
    stubFetch(() => [claim]);
    renderWithClient(<ClaimsTab />);
    expect(await screen.findByRole('button', { name: 'Decline' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});

describe('a claim in the Claims tab', () => {
  it('shows, beside the letter, what was missing when the application was posted', async () => {
    const posted = {
      ...claim,
      application: { postedOn: '2026-04-10', readyWhenPosted: false, missingWhenPosted: ['Your witness'], steps: [] },
    };
    stubFetch(() => [posted]);
    renderWithClient(<ClaimsTab />);
    const block = within(await screen.findByTestId('application-at-posting'));
    expect(block.getByText('Posted April 10, 2026 with 1 item missing:')).toBeDefined();
    expect(block.getByRole('listitem').textContent).toBe('Your witness');
    expect(screen.getByText('No letter on file.')).toBeDefined();
  });

  it('shows the tracker’s steps beside the letter, marking the refusal dated as the letter', async () => {
    const step = (s: string, label: string, on: string) => ({ step: s, label, on });
    const reviewed = {
      ...claim,
      evidence: { fileName: 'refusal.pdf', mimeType: 'application/pdf', size: 1200 },
      application: {
        postedOn: '2026-03-02',
        readyWhenPosted: true,
        missingWhenPosted: [],
        steps: [
          step('posted', 'Posted', '2026-03-02'),
          step('refused', 'Refused', '2026-09-10'),
          step('review_requested', 'Review requested', '2026-09-20'),
          step('refused', 'Refused', '2026-11-20'),
        ],
      },
    };
    stubFetch(() => [reviewed]);
    renderWithClient(<ClaimsTab />);
    const side = within(await screen.findByTestId('letter-and-tracker'));
    expect(side.getByText('Refusal letter, dated November 20, 2026')).toBeDefined();
    expect(side.getByRole('link', { name: /View letter/ })).toBeDefined();
    const steps = side.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      'Posted March 2, 2026',
      'Refused September 10, 2026',
      'Review requested September 20, 2026',
      "Refused November 20, 2026 the letter's date",
    ]);
    expect(side.queryByText(/No refusal in the tracker is dated/)).toBeNull();
  });

  it('warns when no refusal in the tracker carries the letter’s date (a claim filed before decision 053)', async () => {
    stubFetch(() => [
      {
        ...claim,
        application: {
          postedOn: '2026-11-19',
          readyWhenPosted: true,
          missingWhenPosted: [],
          steps: [{ step: 'posted', label: 'Posted', on: '2026-11-19' }],
        },
      },
    ]);
    renderWithClient(<ClaimsTab />);
    const side = within(await screen.findByTestId('letter-and-tracker'));
    expect(
      side.getByText('No refusal in the tracker is dated November 20, 2026, the date given for the letter.'),
    ).toBeDefined();
  });

  it('says when no posting was recorded', async () => {
    stubFetch(() => [claim]);
    renderWithClient(<ClaimsTab />);
    expect(await screen.findByText('No posting recorded in Your Application')).toBeDefined();
  });
});

describe('the claim card', () => {
  it('names the claimant beside their email', async () => {
    stubFetch(() => [claim, { ...claim, id: '0c0c0c0c-0000-4000-8000-000000000009', userName: null, userEmail: null }]);
    renderWithClient(<ClaimsTab />);
    await screen.findAllByTestId('claimant');
    expect(screen.getAllByTestId('claimant').map((p) => p.textContent)).toEqual([
      'Brigid Kelly · claimant@example.ie',
      'Deleted account',
    ]);
  });
});

describe('an action without a dialog', () => {
  it('shows a refused Start review below the buttons, where it stays, with focus still on the button', async () => {
    stubFetch(({ method }) =>
      method === 'GET' ? [claim] : { status: 409, body: { message: 'Another admin is reviewing this claim.' } },
    );
    renderWithClient(<ClaimsTab />);
    const start = await screen.findByRole('button', { name: 'Start review' });
    await userEvent.click(start);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not updatedAnother admin is reviewing this claim.');
    expect(alert.closest('li')?.getAttribute('data-claim-id')).toBe(CLAIM_ID);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start review' }));
  });
});
