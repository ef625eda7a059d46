import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesGuard, UNSAVED_CHANGES_MESSAGE } from './use-unsaved-changes-guard.ts';

/** A form page: a text box whose edits are unsaved, a link away and a 'Back' button of its own. */
function FormPage() {
  const [value, setValue] = useState('');
  const { confirmLeave } = useUnsavedChangesGuard(value !== '');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => confirmLeave() && void navigate('/elsewhere')}>
        Back
      </button>
    </>
  );
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={<FormPage />} />
        <Route path="/elsewhere" element={<p>Somewhere else</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useUnsavedChangesGuard', () => {
  it('lets the reader leave an unchanged form without a question', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Somewhere else')).toBeDefined();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a link or the form’s own button leaves unsaved changes; Cancel keeps the edit', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Aoife');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Aoife');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Somewhere else')).toBeDefined();
  });

  it('makes closing or reloading the tab ask while changes are unsaved', async () => {
    renderForm();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(leave()).toBe(true);
  });
});
