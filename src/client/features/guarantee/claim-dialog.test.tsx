import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClaimableOrder, ClaimRecordResponse } from '#shared/claims.ts';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { ClaimDialog } from './claim-dialog.tsx';

const ORDER_ID = '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
const orders: ClaimableOrder[] = [
  {
    type: 'pdf',
    id: ORDER_ID,
    reference: '#3f2a9c1e',
    label: 'PDF application pack',
    amount: 4900,
    currency: 'eur',
    paidAt: null,
    guaranteeTermsVersion: '1',
    covered: true,
    reason: null,
  },
];
const step = (s: string, label: string, on: string) => ({ step: s, label, on });
const reviewed: ClaimRecordResponse = {
  ready: true,
  refusedOn: '2026-11-20',
  message:
    "Your tracker in 'Your Application' shows DFA's refusal after the review, dated 20 November 2026. The letter you upload must carry that date.",
  steps: [
    step('posted', 'Posted', '2026-03-02'),
    step('refused', 'Refused', '2026-09-10'),
    step('review_requested', 'Review requested', '2026-09-20'),
    step('refused', 'Refused', '2026-11-20'),
  ],
};
const postedOnly: ClaimRecordResponse = {
  ready: false,
  refusedOn: null,
  message:
    "Your tracker in 'Your Application' does not show that DFA refused your application. Record the refusal there first, with the date on DFA's letter, then ask DFA for a review.",
  steps: [step('posted', 'Posted', '2026-03-02')],
};
const answerWith =
  (record: ClaimRecordResponse) =>
  ({ method, path }: SentRequest) =>
    method === 'GET' && path === '/api/claims/orders'
      ? orders
      : method === 'GET' && path === '/api/claims/record'
        ? record
        : { reference: '#c1a1m000' };
const answer = answerWith(reviewed);

function openDialog() {
  renderWithClient(
    <MemoryRouter>
      <ClaimDialog open onOpenChange={() => {}} />
    </MemoryRouter>,
  );
}

async function openForm() {
  openDialog();
  return within(await screen.findByRole('form', { name: 'Guarantee claim' }));
}

describe('ClaimDialog', () => {
  it('shows what is missing in the shared schema’s words and sends nothing', async () => {
    const sent = stubFetch(answer);
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Submit claim' }));
    expect(await form.findByText('Choose at least one order for your claim.')).toBeDefined();
    expect(form.getByText('Attach the refusal letter.')).toBeDefined();
    // Focus goes to the first error (the orders), not to the date further down.
    expect(document.activeElement).toBe(form.getByRole('checkbox', { name: /PDF application pack #3f2a9c1e/ }));
    await userEvent.clear(form.getByLabelText('Date on the refusal letter'));
    await userEvent.click(form.getByRole('button', { name: 'Submit claim' }));
    expect(await form.findByText('Enter the date on the refusal letter.')).toBeDefined();
    expect(form.getByLabelText('Date on the refusal letter').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses a letter of the wrong type as soon as it is chosen', async () => {
    stubFetch(answer);
    const form = await openForm();
    const letter = form.getByLabelText('Refusal letter (PDF or photo, up to 10 MB)');
    await userEvent.upload(letter, new File(['x'], 'letter.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await form.findByText('The refusal letter must be a PDF, JPEG, PNG or WebP file.')).toBeDefined();
  });

  it('sends the chosen order, the date, the trimmed note and the letter as multipart', async () => {
    const sent = stubFetch(answer);
    const form = await openForm();
    await userEvent.click(form.getByRole('checkbox', { name: /PDF application pack #3f2a9c1e/ }));
    // The date comes from the refusal on record; the claimant checks it against the letter.
    expect((form.getByLabelText('Date on the refusal letter') as HTMLInputElement).value).toBe('2026-11-20');
    const pdf = new File(['%PDF-1.4'], 'refusal.pdf', { type: 'application/pdf' });
    await userEvent.upload(form.getByLabelText('Refusal letter (PDF or photo, up to 10 MB)'), pdf);
    await userEvent.type(form.getByLabelText('Note (optional)'), '  Refused after review.  ');
    await userEvent.click(form.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Your claim has been submitted')).toBeDefined();
    const posts = sent.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/api/claims']);
    const body = posts[0].body as FormData;
    expect(body.getAll('order')).toEqual([`pdf:${ORDER_ID}`]);
    expect(body.get('decisionDate')).toBe('2026-11-20');
    expect(body.get('note')).toBe('Refused after review.');
    expect((body.get('letter') as File).name).toBe('refusal.pdf');
  });

  it('shows the tracker’s steps above the form, with the refusal the letter must match', async () => {
    stubFetch(answer);
    const form = await openForm();
    const tracker = within(form.getByRole('region', { name: 'What your tracker says' }));
    expect(tracker.getByText(reviewed.message)).toBeDefined();
    expect(tracker.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Posted March 2, 2026',
      'Refused September 10, 2026',
      'Review requested September 20, 2026',
      'Refused November 20, 2026',
    ]);
  });

  it('without a refusal on record, says what to record, links to Your Application and offers no form', async () => {
    const sent = stubFetch(answerWith(postedOnly));
    openDialog();
    const tracker = within(await screen.findByRole('region', { name: 'What your tracker says' }));
    expect(tracker.getByText(postedOnly.message)).toBeDefined();
    expect(tracker.getByRole('listitem').textContent).toBe('Posted March 2, 2026');
    expect(tracker.getByRole('link', { name: 'Record it in Your Application' }).getAttribute('href')).toBe(
      '/application/posted',
    );
    expect(screen.queryByRole('form', { name: 'Guarantee claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit claim' })).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
