import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { UNLOCKED } from '#tests/support/tree-lock.ts';
import { TreeLockToggle } from './tree-lock-toggle.tsx';

afterEach(async () => {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  vi.unstubAllGlobals();
});

describe('the Lock tree switch', () => {
  it('keeps focus while saving and says beside itself why a lock was refused', async () => {
    let answer: (value: Response) => void = () => {};
    stubFetch(({ method }) => (method === 'POST' ? null : UNLOCKED));
    // The lock's answer is held, to look at the switch while it saves.
    const held = vi.mocked(fetch);
    const plain = held.getMockImplementation()!;
    held.mockImplementation((input, init) =>
      init?.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : plain(input, init),
    );
    renderWithClient(<TreeLockToggle />);
    const lockSwitch = await screen.findByRole('switch', { name: 'Lock tree' });
    await waitFor(() => expect(lockSwitch.hasAttribute('disabled')).toBe(false));

    await userEvent.click(lockSwitch);
    expect(lockSwitch.getAttribute('aria-busy')).toBe('true');
    expect(lockSwitch.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(lockSwitch);

    answer(
      new Response(JSON.stringify({ message: 'Your tree could not be locked just now.', code: 'INTERNAL' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(lockSwitch.getAttribute('aria-busy')).toBeNull());
    const describedBy = lockSwitch.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Your tree could not be locked just now.');
    expect(document.activeElement).toBe(lockSwitch);
  });
});
