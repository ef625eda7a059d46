import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicationItem, ItemStatus } from '#shared/application.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { useWorkspace } from './api/get-workspace.ts';
import { ItemCard } from './item-card.tsx';

const ordered: ApplicationItem = {
  key: 'gm1.grandparent-birth',
  kind: 'birth',
  memberId: 'gm1',
  role: 'irish_grandparent',
  personName: 'Bridget Walsh',
  title: 'Irish civil birth certificate',
  why: 'Proves Bridget Walsh was born in Ireland.',
  carries: null,
  office: null,
  obtain: null,
  required: 'if_applicable',
  notApplicable: null,
  status: 'ordered',
  statusDates: {
    needed: '2026-03-01T10:00:00.000Z',
    ordered: '2026-03-02T10:00:00.000Z',
    in_hand: null,
    checked: null,
  },
  ordered: { where: 'General Register Office', orderedOn: '2026-03-02', expectedBy: null, reference: null },
  needsCheck: true,
  check: null,
  flags: [],
  scan: null,
  requestedByDfa: null,
  sharedBy: ['me'],
  allowedMoves: ['needed', 'in_hand'],
  researchable: false,
};

const MOVES: Record<ItemStatus, ItemStatus[]> = {
  needed: ['ordered', 'in_hand'],
  ordered: ['needed', 'in_hand'],
  in_hand: ['ordered'],
  checked: ['in_hand'],
};

/** The workspace as the page renders it: the card of the one item, from the refetched workspace. */
function Workspace() {
  const { data } = useWorkspace();
  const item = data?.items[0];
  return <ul>{item && <ItemCard item={item} />}</ul>;
}

/** A server holding one item: PATCH moves it (after `delay` ms) and GET answers what it holds. */
function serve(start: ApplicationItem) {
  let item = start;
  const sent = stubFetch((request) => {
    if (request.method === 'PATCH') {
      const body = request.body as { status?: ItemStatus };
      if (body.status) item = { ...item, status: body.status, allowedMoves: MOVES[body.status] };
      return null;
    }
    return { available: true, items: [item], people: [] };
  });
  return sent;
}

function openWorkspace() {
  renderWithClient(
    <MemoryRouter>
      <Workspace />
    </MemoryRouter>,
  );
}

const NAME = "Bridget Walsh's Irish civil birth certificate";

describe('a workspace card after a status change', () => {
  it('keeps focus on a control of the card and says the new status in the live region', async () => {
    serve(ordered);
    const user = userEvent.setup();
    openWorkspace();
    const button = await screen.findByRole('button', { name: `I have it: ${NAME}` });
    await user.click(button);
    // 'I have it' gave way to the next steps: 'Mark as checked' waits for the check, so focus is on the check.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Check what it says'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Check what it says: ${NAME}` }));
    expect(screen.getByRole('button', { name: `Mark as checked: ${NAME}` })).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${NAME}: In hand`));

    // Back to ordered: focus lands on the button now in the same place ('Back to ordered' gave way to 'Back to needed').
    await user.click(screen.getByRole('button', { name: `Back to ordered: ${NAME}` }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: `Back to needed: ${NAME}` })),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${NAME}: Ordered`));
  });

  it('names every action of the card by whose item it is', async () => {
    serve({ ...ordered, status: 'needed', allowedMoves: MOVES.needed, ordered: null });
    openWorkspace();
    for (const action of ['I have ordered it', 'I have it', 'Does not apply'])
      expect(await screen.findByRole('button', { name: `${action}: ${NAME}` })).toBeDefined();
  });

  it('a refused move stays on the card, beside the button that was pressed, until the next try', async () => {
    let refuse = true;
    stubFetch((request) => {
      if (request.method === 'PATCH' && refuse)
        return { status: 409, body: { message: 'Resolve each flag before marking it checked.', code: 'CONFLICT' } };
      return { available: true, items: [ordered], people: [] };
    });
    const user = userEvent.setup();
    openWorkspace();
    const button = await screen.findByRole('button', { name: `I have it: ${NAME}` });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not changed');
    expect(alert.textContent).toContain('Resolve each flag before marking it checked.');
    expect(document.activeElement).toBe(button);

    refuse = false;
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a scan over 10 MB is refused on the card, and nothing is sent', async () => {
    const sent = serve({ ...ordered, status: 'in_hand', allowedMoves: MOVES.in_hand });
    const user = userEvent.setup();
    openWorkspace();
    const input = await screen.findByLabelText(`Attach a scan (optional): ${NAME}`);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'birth.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Scan not attached');
    expect(alert.textContent).toContain('A scan can be at most 10 MB.');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("a refused 'I have ordered it' stays in its dialog, which stays open with what was typed", async () => {
    stubFetch((request) => {
      if (request.method === 'PATCH')
        return { status: 400, body: { message: 'Invalid request: ordered.where: Too long' } };
      return {
        available: true,
        items: [{ ...ordered, status: 'needed', allowedMoves: MOVES.needed, ordered: null }],
        people: [],
      };
    });
    const user = userEvent.setup();
    openWorkspace();
    await user.click(await screen.findByRole('button', { name: `I have ordered it: ${NAME}` }));
    // The dialog's code loads when it first opens (a module graph to transform here, a small chunk in a browser).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText('Ordered from'), 'General Register Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('Invalid request: ordered.where: Too long');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Ordered from').value).toBe('General Register Office');
  });
});
