import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { AddressForm } from './address-form.tsx';

describe('AddressForm', () => {
  it('shows the shared schema’s messages, wired to their fields, and sends nothing', async () => {
    const sent = stubFetch(() => ({}));
    renderWithClient(<AddressForm profile={undefined} />);
    expect(screen.getByLabelText('Phone (optional)').getAttribute('aria-describedby')).toBe('address-phone-hint');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address line 1 is required')).toBeDefined();
    const line1 = screen.getByLabelText('Address line 1');
    expect(line1.getAttribute('aria-invalid')).toBe('true');
    expect(line1.getAttribute('aria-describedby')).toBe('address-addressLine1-error');
    expect(sent).toEqual([]);
  });

  it('saves, says Settings saved and keeps focus on the button', async () => {
    const sent = stubFetch(() => ({}));
    renderWithClient(<AddressForm profile={undefined} />);
    await userEvent.type(screen.getByLabelText('Address line 1'), '12 Main Street');
    await userEvent.type(screen.getByLabelText('City'), 'Castlebar');
    await userEvent.type(screen.getByLabelText('County'), 'Mayo');
    const save = screen.getByRole('button', { name: 'Save Address' });
    await userEvent.click(save);
    expect(await screen.findByText('Settings saved')).toBeDefined();
    expect(document.activeElement).toBe(save);
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/user-profile']);
  });

  it('shows a refused save beside the button, where it stays', async () => {
    stubFetch(({ method }) =>
      method === 'POST' ? { status: 503, body: { message: 'The database is busy: try again in a minute.' } } : {},
    );
    renderWithClient(<AddressForm profile={undefined} />);
    await userEvent.type(screen.getByLabelText('Address line 1'), '12 Main Street');
    await userEvent.type(screen.getByLabelText('City'), 'Castlebar');
    await userEvent.type(screen.getByLabelText('County'), 'Mayo');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not savedThe database is busy: try again in a minute.',
    );
  });
});
