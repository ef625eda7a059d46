import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { AuthProvider } from '#client/lib/auth.tsx';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { UNLOCKED } from '#tests/support/tree-lock.ts';
import { MemberFormView } from './member-form.tsx';
import type { MemberFormTarget } from './member-form-values.ts';
import { DELETE_CONFIRM, deleteQuestion, greatGrandparentsBelow } from './use-member-form.ts';
import { memberSubtitle } from './use-member-form-data.ts';
import { SUBMIT_COOLDOWN_MS } from './tree-activity.ts';

const ADD_SELF: MemberFormTarget = { mode: 'create', relationship: 'self', parentId: null };

afterEach(() => vi.unstubAllGlobals());

function stubServer(lock: object = UNLOCKED, extra: (request: SentRequest) => unknown = () => undefined) {
  return stubFetch((request) => {
    const answer = extra(request);
    if (answer !== undefined) return answer;
    if (request.path === '/api/session') return { user: { id: 'u1', name: 'Ann', isAdmin: false } };
    if (request.path === '/api/family-tree-lock') return lock;
    return [];
  });
}

function open(target: MemberFormTarget, props: { onDone?: () => void; onDirtyChange?: (dirty: boolean) => void }) {
  renderWithClient(
    <MemoryRouter>
      <AuthProvider>
        <MemberFormView target={target} onDone={props.onDone ?? (() => {})} onCancel={() => {}} {...props} />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('the member form', () => {
  it('reports its unsaved changes as they come and go (for the leave guard)', async () => {
    stubServer();
    const onDirtyChange = vi.fn();
    open(ADD_SELF, { onDirtyChange });
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    await userEvent.type(firstName, 'Ann');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.clear(firstName);
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('adds the applicant: the member is sent, then the form is done', async () => {
    const sent = stubServer(UNLOCKED, ({ method, path, body }) =>
      method === 'POST' && path === '/api/family-members' ? { ...(body as object), id: 'm1' } : undefined,
    );
    const onDone = vi.fn();
    open(ADD_SELF, { onDone });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Walsh');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    await user.click(screen.getByRole('button', { name: 'Add Family Member' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const post = sent.find((r) => r.method === 'POST' && r.path === '/api/family-members')!;
    expect(post.body).toMatchObject({ firstName: 'Ann', lastName: 'Walsh', gender: 'female', relationship: 'self' });
    expect(await screen.findByText('Family member added successfully')).toBeDefined();
  });

  it('a refused save stays on the form, saying why', async () => {
    stubServer(UNLOCKED, ({ method }) =>
      method === 'POST' ? { status: 400, body: { message: 'First name is too long' } } : undefined,
    );
    // A save just before (the test above) holds the next one back for a moment, as for a double click.
    await new Promise((resolve) => setTimeout(resolve, SUBMIT_COOLDOWN_MS));
    const onDone = vi.fn();
    open(ADD_SELF, { onDone });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Walsh');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    // The save's answer is held, to look at the button while it saves.
    const plain = vi.mocked(fetch).getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      return plain(input, init);
    });
    const add = screen.getByRole('button', { name: 'Add Family Member' });
    await user.click(add);
    // It keeps focus while saving: busy, not disabled (decision 071).
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('true'));
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(add);
    release();

    const error = await screen.findByTestId('member-form-error');
    expect(error.textContent).toBe('The family member was not addedFirst name is too long');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
    expect(document.activeElement).toBe(add);
  });

  it('on a locked tree a new member waits: the banner says so and the button reads Locked', async () => {
    stubServer({ ...UNLOCKED, isLocked: true, lockedBy: 'user', reason: 'Manual lock by user' });
    open(ADD_SELF, {});
    expect(await screen.findByTestId('tree-locked-banner')).toBeDefined();
    expect(screen.getByText(/Nothing can be added, changed or deleted while the tree is locked/)).toBeDefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Locked' }).hasAttribute('disabled')).toBe(true));
  });

  it('waits for the recorded names: when they cannot be loaded it says so, and Try again opens the form', async () => {
    let failing = true;
    stubServer(UNLOCKED, ({ path }) => {
      if (path === '/api/family-members') return [member('m1', 'self', null)];
      if (path.startsWith('/api/name-change-events'))
        return failing ? { status: 500, body: { message: 'Internal server error' } } : [];
      return undefined;
    });
    open({ mode: 'edit', memberId: 'm1' }, {});
    expect(await screen.findByText('Failed to load name change information', { selector: 'div' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDefined();
  });

  it('an edited member that is no longer in the tree says so', async () => {
    stubServer();
    open({ mode: 'edit', memberId: 'gone' }, {});
    expect(await screen.findByText('This family member is no longer in your tree')).toBeDefined();
  });
});

const member = (id: string, relationship: FamilyMemberResponse['relationship'], parentId: string | null) =>
  ({ id, relationship, parentId, firstName: id, lastName: 'Walsh' }) as FamilyMemberResponse;

describe('the member form’s delete question', () => {
  it('names what goes with a parent or a grandparent, else asks plainly', () => {
    expect(deleteQuestion('parent', 2, 1)).toBe(
      'Deleting this parent will also delete 2 linked grandparent(s) and 1 great-grandparent(s). Are you sure?',
    );
    expect(deleteQuestion('parent', 1, 0)).toBe(
      'Deleting this parent will also delete 1 linked grandparent(s). Are you sure?',
    );
    expect(deleteQuestion('grandparent', 2, 0)).toBe(
      'Deleting this grandparent will also delete 2 linked great-grandparent(s). Are you sure?',
    );
    expect(deleteQuestion('parent', 0, 0)).toBe(DELETE_CONFIRM);
    expect(deleteQuestion('sibling', 3, 0)).toBe(DELETE_CONFIRM);
  });

  it('counts the great-grandparents above a parent’s grandparents only', () => {
    const tree = [
      member('mum', 'parent', null),
      member('gm', 'grandparent', 'mum'),
      member('ggm', 'great_grandparent', 'gm'),
      member('ggf', 'great_grandparent', 'gm'),
      member('dad', 'parent', null),
      member('gf', 'grandparent', 'dad'),
      member('ggx', 'great_grandparent', 'gf'),
    ];
    expect(greatGrandparentsBelow(tree, 'mum')).toBe(2);
    expect(greatGrandparentsBelow(tree, 'dad')).toBe(1);
  });
});

describe('the member form’s subtitle', () => {
  const placement = (relationship: FamilyMemberResponse['relationship']) => ({
    relationship,
    parentId: null,
    isLineageAnchor: false,
  });
  it('says whom a new member is added as', () => {
    expect(memberSubtitle(null, placement('self'), '', null)).toBe('Your own details: you are the person applying.');
    expect(memberSubtitle(null, placement('parent'), 'female', null)).toBe('Your mother.');
    expect(memberSubtitle(null, placement('parent'), '', null)).toBe('Your parent.');
    expect(memberSubtitle(null, placement('grandparent'), '', null)).toBe('One of your grandparents.');
  });
});
