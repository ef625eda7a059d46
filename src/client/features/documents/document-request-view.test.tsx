import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TYPES, documentTypeLabel, NOTHING_SELECTED, selectionFlagOf } from '#domain/orders/research.ts';
import { AuthProvider } from '#client/lib/auth.tsx';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { DocumentRequestView } from './document-request-view.tsx';

const BIRTH = DOCUMENT_TYPES[0];
const OTHER = DOCUMENT_TYPES[1];
const MARY = { id: 'gm-mary', firstName: 'Mary', lastName: 'Walsh', parentId: 'p-anne', birthPlace: 'Castlebar' };
const row = (type: (typeof DOCUMENT_TYPES)[number], available = true) => ({
  type,
  subject: 'Mary Walsh',
  subjectId: MARY.id,
  reason: 'Proves her birth in Ireland',
  priority: 'critical',
  estimatedCost: 7900,
  available,
  unavailableReason: available ? null : 'We need her birth date or place first',
  office: null,
});
const pricing = {
  currency: 'eur',
  pdf_guide: { amount: 4900 },
  document_research: { amount: 7900 },
  promotion: { enabled: false, percentOff: 0, title: '', description: '' },
};

afterEach(() => vi.unstubAllGlobals());

/** Signed in as u1, with one Irish-born grandmother whose birth certificate is already ticked. */
function stubServer(extra: (request: SentRequest) => unknown = () => undefined) {
  const selections = [{ ...NOTHING_SELECTED, userId: 'u1', familyMemberId: MARY.id, [selectionFlagOf(BIRTH)]: true }];
  return stubFetch((request) => {
    const answer = extra(request);
    if (answer !== undefined) return answer;
    const { path } = request;
    if (path === '/api/session') return { user: { id: 'u1', name: 'Ann', email: 'ann@example.com', isAdmin: false } };
    if (path === '/api/pricing') return pricing;
    if (path === '/api/document-request/family-member-options') return { irishGrandparents: [MARY], parents: [] };
    if (path.startsWith('/api/document-request/lineage-recommendations')) {
      return {
        lineageRoute: 'Mary Walsh → Anne → you',
        irishAncestorName: 'Mary Walsh',
        selectedFamilyMemberId: MARY.id,
        eligibilityStatus: 'eligible',
        recommendedDocumentTypes: [row(BIRTH), row(OTHER, false)],
      };
    }
    if (path === '/api/document-research-selections') return selections;
    return null;
  });
}

function open(onCreated = vi.fn()) {
  renderWithClient(
    <MemoryRouter>
      <AuthProvider>
        <DocumentRequestView onBack={() => {}} onCreated={onCreated} />
      </AuthProvider>
    </MemoryRouter>,
  );
  return onCreated;
}

describe('the document request view', () => {
  it('lists the line’s certificates with the saved ticks, and prices what is ticked', async () => {
    stubServer();
    open();
    const rows = await screen.findAllByTestId('research-row');
    expect(rows).toHaveLength(2);
    expect(
      screen.getByText('Your line: Mary Walsh → Anne → you. Tick the certificates you want us to order.'),
    ).toBeDefined();
    const birth = within(rows[0]!).getByRole('checkbox', { name: new RegExp(documentTypeLabel(BIRTH)) });
    await waitFor(() => expect(birth.getAttribute('aria-checked')).toBe('true'));
    // A certificate we cannot research yet says why and cannot be ticked.
    expect(within(rows[1]!).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    expect(within(rows[1]!).getByText('We need her birth date or place first')).toBeDefined();
    expect(screen.getByTestId('selected-count').textContent).toBe('1');
    expect(screen.getByTestId('research-total').textContent).toBe('€79.00');
  });

  it('a tick is saved for the signed-in user; Start Research creates the request with the note', async () => {
    const sent = stubServer(({ method, path }) => {
      if (method === 'PUT') return { ...NOTHING_SELECTED, userId: 'u1', familyMemberId: MARY.id };
      if (path === '/api/document-request/lineage-based') {
        return { id: 'r1', documentsRequestedCount: 1, subjectName: 'Mary Walsh' };
      }
      return undefined;
    });
    const onCreated = open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Anything we should know/), 'Also spelt Walshe');
    await user.click(screen.getByRole('button', { name: 'Start Research' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(sent.find((r) => r.path === '/api/document-request/lineage-based')?.body).toEqual({
      selectedFamilyMemberId: MARY.id,
      documentsNeeded: [{ familyMemberId: MARY.id, documentType: BIRTH }],
      additionalInfo: 'Also spelt Walshe',
    });
    expect(await screen.findByText('Smart Request Created')).toBeDefined();

    await user.click(screen.getByRole('checkbox', { name: new RegExp(documentTypeLabel(BIRTH)) }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/document-research-selections/u1/${MARY.id}`);
    expect(put.body).toMatchObject({ userId: 'u1', familyMemberId: MARY.id, [selectionFlagOf(BIRTH)]: false });
  });

  it('a refused request is said beside Start Research, which keeps focus', async () => {
    stubServer(({ path }) =>
      path === '/api/document-request/lineage-based'
        ? { status: 409, body: { message: 'You already have an open request for this line.', code: 'DUPLICATE' } }
        : undefined,
    );
    const onCreated = open();
    const user = userEvent.setup();
    await screen.findAllByTestId('research-row');
    const start = screen.getByRole('button', { name: 'Start Research' });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    await user.click(start);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not startedYou already have an open request for this line.');
    expect(document.activeElement).toBe(start);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('a refused tick is put back and said under the list until the next tick', async () => {
    let refuse = true;
    stubServer(({ method }) => {
      if (method !== 'PUT') return undefined;
      return refuse
        ? { status: 500, body: { message: 'Internal server error' } }
        : { ...NOTHING_SELECTED, userId: 'u1', familyMemberId: MARY.id };
    });
    open();
    const user = userEvent.setup();
    const birth = await screen.findByRole('checkbox', { name: new RegExp(documentTypeLabel(BIRTH)) });
    await waitFor(() => expect(birth.getAttribute('aria-checked')).toBe('true'));
    await user.click(birth);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Save FailedFailed to save document selection. Your previous choices have been restored.',
    );
    await waitFor(() => expect(birth.getAttribute('aria-checked')).toBe('true'));

    refuse = false;
    await user.click(birth);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(birth.getAttribute('aria-checked')).toBe('false');
  });

  it('says when the list could not be loaded, and Try again asks again', async () => {
    let failing = true;
    stubServer(({ path }) =>
      failing && path === '/api/document-request/family-member-options' ? { status: 500, body: {} } : undefined,
    );
    open();
    expect(await screen.findByText('Failed to start document research. Please try again.')).toBeDefined();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('research-row')).toHaveLength(2);
  });
});
