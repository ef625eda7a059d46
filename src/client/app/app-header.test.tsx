import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '#tests/support/client-render.tsx';
import type { AuthState } from '../lib/auth.tsx';
import { AppHeader } from './app-header.tsx';
import { SiteHeader } from './site-header.tsx';

const auth = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../lib/auth.tsx', () => ({
  useAuth: (): Partial<AuthState> => ({
    user: { id: 'u1', name: 'Mary Walsh', isAdmin: auth.isAdmin },
    isAuthenticated: true,
    signOut: () => Promise.resolve(),
  }),
}));

const render = (ui: React.ReactElement) => renderWithClient(<MemoryRouter>{ui}</MemoryRouter>);

describe("the signed-in headers' Admin link", () => {
  it('is there for an admin, on wide screens and in the phone menu', async () => {
    auth.isAdmin = true;
    render(<AppHeader />);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('link', { name: 'Admin' })).toHaveLength(2);
  });

  it('is not there for anyone else', async () => {
    auth.isAdmin = false;
    render(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows on the public pages too, for an admin only', () => {
    auth.isAdmin = true;
    const { unmount } = render(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    unmount();
    auth.isAdmin = false;
    render(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});
