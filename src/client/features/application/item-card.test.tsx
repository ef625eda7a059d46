import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicationItem } from '#shared/application.ts';
import { renderWithClient } from '#tests/support/client-render.tsx';
import { ItemCard } from './item-card.tsx';

const birth: ApplicationItem = {
  key: 'gm1.grandparent-birth',
  kind: 'birth',
  memberId: 'gm1',
  role: 'irish_grandparent',
  personName: 'Mary Walsh',
  title: 'Long-form civil birth certificate',
  why: 'Proves Mary Walsh was born in Ireland.',
  carries: 'Should carry the birth name: Mary Walsh (also recorded as Máire Breathnach, Irish form).',
  office: null,
  obtain: null,
  required: 'always',
  notApplicable: null,
  status: 'needed',
  statusDates: { needed: '2026-03-01T10:00:00.000Z', ordered: null, in_hand: null, checked: null },
  ordered: null,
  needsCheck: true,
  check: null,
  flags: [],
  scan: null,
  requestedByDfa: null,
  sharedBy: ['me'],
  allowedMoves: ['ordered', 'in_hand'],
  researchable: true,
};

/** The Order Documents stand-in: says which address it was opened at. */
function OrderDocuments() {
  return <p>Opened {useLocation().pathname}</p>;
}

function renderCard(item: ApplicationItem) {
  renderWithClient(
    <MemoryRouter initialEntries={['/application']}>
      <Routes>
        <Route
          path="/application"
          element={
            <ul>
              <ItemCard item={item} />
            </ul>
          }
        />
        <Route path="/order-documents" element={<OrderDocuments />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("'Order our research' on a certificate item", () => {
  it('opens Order Documents while a certificate we research is needed', async () => {
    renderCard(birth);
    await userEvent.click(screen.getByRole('link', { name: /Order our research/ }));
    expect(screen.getByText('Opened /order-documents')).toBeDefined();
  });

  it.each<[string, Partial<ApplicationItem>]>([
    ['a certificate from a country we do not research', { researchable: false }],
    ['a certificate already ordered', { status: 'ordered', allowedMoves: ['needed', 'in_hand'] }],
  ])('is not offered for %s', (_name, change) => {
    renderCard({ ...birth, ...change });
    expect(screen.queryByRole('link', { name: /^Order our research/ })).toBeNull();
  });
});

describe('the name a document should carry', () => {
  it('shows on the item which name the certificate should carry, with the other forms recorded', () => {
    renderCard(birth);
    expect(screen.getByRole('listitem').textContent).toContain(
      'Should carry the birth name: Mary Walsh (also recorded as Máire Breathnach, Irish form).',
    );
  });

  it('says nothing of a name for a document that carries none', () => {
    renderCard({ ...birth, carries: null });
    expect(screen.queryByText(/Should carry/)).toBeNull();
  });
});
