import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce } from '#client/lib/announce.ts';
import { LiveRegion } from './live-region.tsx';

describe('announce()', () => {
  it('puts its text in the one polite live region, and the same text again is announced again', async () => {
    render(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    announce('Copied');
    await waitFor(() => expect(region.textContent).toBe('Copied'));
    announce('Copied');
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toBe('Copied'));
    announce('3 users found');
    await waitFor(() => expect(region.textContent).toBe('3 users found'));
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });
});
