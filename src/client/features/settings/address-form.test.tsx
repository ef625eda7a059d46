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
});
