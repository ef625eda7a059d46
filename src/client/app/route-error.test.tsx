import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '#tests/support/client-setup.ts';
import { RouteError } from './route-error.tsx';

describe('RouteError', () => {
  it('replaces a page that fails to render with a way back, and Try again renders it afresh', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('render failed');
      return <h1>Your Family Tree</h1>;
    }
    const router = createMemoryRouter([{ path: '/dashboard', element: <Flaky />, errorElement: <RouteError /> }], {
      initialEntries: ['/dashboard'],
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('render failed')).toBeNull();
    expect(takeConsoleErrors().length).toBeGreaterThan(0);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your Family Tree' })).toBeDefined();
  });
});
