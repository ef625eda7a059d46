import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('a busy button', () => {
  it('keeps focus while busy and after, says it is busy, and ignores clicks and Enter meanwhile', async () => {
    const user = userEvent.setup();
    const saves = vi.fn();
    function SaveName() {
      const [busy, setBusy] = useState(false);
      return (
        <>
          <Button
            busy={busy}
            busyLabel="Saving…"
            onClick={() => {
              saves();
              setBusy(true);
            }}
          >
            Save Name
          </Button>
          <Button onClick={() => setBusy(false)}>Finish</Button>
        </>
      );
    }
    render(<SaveName />);
    const button = screen.getByRole('button', { name: 'Save Name' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(saves).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toBe('Saving…');

    await user.keyboard('{Enter}');
    await user.click(button);
    expect(saves).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);

    screen.getByRole('button', { name: 'Finish' }).click();
    expect(await screen.findByRole('button', { name: 'Save Name' })).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('does not submit its form while busy', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <input aria-label="Name" />
        <Button type="submit" busy>
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mary{Enter}');
    expect(submit).not.toHaveBeenCalled();
  });
});
