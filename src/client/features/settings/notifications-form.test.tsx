import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '#shared/profile.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { NotificationsForm } from './notifications-form.tsx';

const profile: Profile = {
  addressLine1: null,
  addressLine2: null,
  city: null,
  county: null,
  eircode: null,
  postalCode: null,
  country: 'Ireland',
  phone: null,
  notificationPreferences: { email: true, sms: false },
};

describe('NotificationsForm', () => {
  it('shows the saved preferences, each switch named and described', () => {
    stubFetch(() => profile);
    renderWithClient(
      <NotificationsForm profile={{ ...profile, notificationPreferences: { email: false, sms: true } }} />,
    );
    const email = screen.getByRole('switch', { name: 'Email notifications' });
    expect(email.getAttribute('aria-checked')).toBe('false');
    expect(email.getAttribute('aria-describedby')).toBe('notify-email-hint');
    // The switch says what it governs, next to it: reminders, never the emails about orders and claims.
    expect(
      screen.getByText(
        'Reminders about your application and news only: emails about your orders, payments, refunds, deliveries and claims are always sent.',
      ).id,
    ).toBe('notify-email-hint');
    expect(screen.getByRole('switch', { name: 'SMS notifications' }).getAttribute('aria-checked')).toBe('true');
  });

  it('sends both switches as the shared notificationPreferences body, says Settings saved and keeps focus on the button', async () => {
    const sent = stubFetch(() => profile);
    renderWithClient(<NotificationsForm profile={profile} />);
    await userEvent.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    const save = screen.getByRole('button', { name: 'Save Preferences' });
    await userEvent.click(save);
    expect(await screen.findByText('Settings saved')).toBeDefined();
    expect(document.activeElement).toBe(save);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/user-profile', body: { notificationPreferences: { email: true, sms: true } } },
    ]);
  });

  it('shows the server refusal beside the button, where it stays, with focus still on the button', async () => {
    stubFetch(({ method }) =>
      method === 'POST' ? { status: 400, body: { message: 'Preferences are locked', code: 'X' } } : profile,
    );
    renderWithClient(<NotificationsForm profile={profile} />);
    const save = screen.getByRole('button', { name: 'Save Preferences' });
    await userEvent.click(save);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not savedPreferences are locked');
    expect(alert.closest('form')).toBe(save.closest('form'));
    expect(document.activeElement).toBe(save);
  });
});
