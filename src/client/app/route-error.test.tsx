import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '#tests/support/client-setup.ts';
import { RouteErrorBoundary } from './route-error.tsx';

let fail = true;
function Flaky() {
  if (fail) throw new Error('render failed');
  return <h1>Your Family Tree</h1>;
}

/** The page inside its error boundary, under a layout with a link to the same page. */
function renderDashboard() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Link to="/dashboard">Dashboard</Link>
      <Routes>
        <Route
          path="/dashboard"
          element={
            <RouteErrorBoundary>
              <Flaky />
            </RouteErrorBoundary>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  it('replaces a page that fails to render with a way back, and Try again renders it afresh', async () => {
    fail = true;
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('render failed')).toBeNull();
    expect(takeConsoleErrors().length).toBeGreaterThan(0);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your Family Tree' })).toBeDefined();
  });

  it('clears the error screen on a navigation', async () => {
    fail = true;
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    takeConsoleErrors();

    fail = false;
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Your Family Tree' })).toBeDefined();
  });
});
