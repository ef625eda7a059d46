import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimableOrder } from '#shared/claims.ts';
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
const answer = ({ method, path }: SentRequest) =>
  method === 'GET' && path === '/api/claims/orders' ? orders : { reference: '#c1a1m000' };

async function openForm() {
  renderWithClient(<ClaimDialog open onOpenChange={() => {}} />);
  return within(await screen.findByRole('form', { name: 'Guarantee claim' }));
}

describe('ClaimDialog', () => {
  it('shows what is missing in the shared schema’s words and sends nothing', async () => {
    const sent = stubFetch(answer);
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Submit claim' }));
    expect(await form.findByText('Choose at least one order for your claim.')).toBeDefined();
    expect(form.getByText('Enter the date on the refusal letter.')).toBeDefined();
    expect(form.getByText('Attach the refusal letter.')).toBeDefined();
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
    await userEvent.type(form.getByLabelText('Date on the refusal letter'), '2026-11-20');
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
});
