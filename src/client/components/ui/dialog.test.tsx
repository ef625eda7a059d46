import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

/** A view whose dialog opens from state (no Radix Trigger), like every dialog in the app. */
function View({ replaceOpenerOnSave = false }: { replaceOpenerOnSave?: boolean }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <main>
      <h1>Your documents</h1>
      {saved && replaceOpenerOnSave ? (
        <Button data-focus-id="birth-cert">Undo: Peter's birth certificate</Button>
      ) : (
        <Button data-focus-id="birth-cert" onClick={() => setOpen(true)}>
          I have it: Peter's birth certificate
        </Button>
      )}
      <Button>Something else</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Mark as in hand</DialogTitle>
          <DialogDescription>Peter's birth certificate</DialogDescription>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setSaved(true);
              setOpen(false);
            }}
          >
            Save
          </Button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const opener = screen.getByRole('button', { name: /I have it/ });
  opener.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog');
  return opener;
}

describe('a dialog opened from state', () => {
  it('returns focus to its opener when closed by Escape', async () => {
    const user = userEvent.setup();
    render(<View />);
    const opener = await openByKeyboard(user);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('returns focus to its opener when closed by Cancel and by ✕', async () => {
    const user = userEvent.setup();
    render(<View />);
    const opener = await openByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await openByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('after saving, focus goes to the control that replaced its opener', async () => {
    const user = userEvent.setup();
    render(<View replaceOpenerOnSave />);
    await openByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Undo/ })));
  });

  it('when its opener is gone with nothing in its place, focus goes to the view heading, not the page body', async () => {
    const user = userEvent.setup();
    function Gone() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>Admin</h1>
          {!open && <Button onClick={() => setOpen(true)}>Deactivate Mary Walsh</Button>}
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Deactivate</DialogTitle>
              <DialogDescription>Mary Walsh</DialogDescription>
            </DialogContent>
          </Dialog>
        </main>
      );
    }
    render(<Gone />);
    screen.getByRole('button', { name: 'Deactivate Mary Walsh' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Admin' })), {
      timeout: 2000,
    });
  });
});
