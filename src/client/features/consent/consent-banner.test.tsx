import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth.tsx';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { ConsentBanner } from './consent-banner.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the consent banner, signed in', () => {
  it('a choice the server refused is said beside the buttons and the banner stays; the next try clears it', async () => {
    let refuse = true;
    const sent = stubFetch(({ method, path }) => {
      if (path === '/api/session') return { user: { id: 'u1', name: 'Ann', email: 'ann@example.com', isAdmin: false } };
      if (method === 'POST' && path === '/api/user-consent')
        return refuse ? { status: 503, body: { message: 'The service is temporarily unavailable.' } } : {};
      return { status: 404, body: { message: 'No consent recorded' } };
    });
    renderWithClient(
      <MemoryRouter>
        <AuthProvider>
          <ConsentBanner />
        </AuthProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const necessary = await screen.findByRole('button', { name: 'Necessary Only' }, { timeout: 3000 });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/session')).toBe(true));
    await user.click(necessary);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error saving preferencesThe service is temporarily unavailable.');
    expect(screen.getByRole('heading', { name: 'We value your privacy' })).toBeDefined();
    expect(document.activeElement).toBe(necessary);

    refuse = false;
    await user.click(necessary);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'We value your privacy' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
