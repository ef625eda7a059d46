import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const answer = ({ path }: { path: string }) => (path === '/api/config' ? { googleSignIn: false } : { status: true });

describe('SignInForm', () => {
  it('refuses an address that is not an email, in the words the server uses, and sends nothing', async () => {
    const sent = stubFetch(answer);
    renderWithClient(<SignInForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'siobhan.kelly');
    await userEvent.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(await screen.findByText('Sign in failed')).toBeDefined();
    // In the toast and on the field.
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(2);
    expect(sent.filter((r) => r.path.startsWith('/api/auth'))).toEqual([]);
  });

  it('marks the refused address on the field itself, and clears the mark once it is corrected', async () => {
    stubFetch(answer);
    renderWithClient(<SignInForm />);
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'siobhan.kelly{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    await userEvent.type(field, '@example.ie');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('answers Enter on the empty field with "Email required", though the button is disabled', async () => {
    const sent = stubFetch(answer);
    renderWithClient(<SignInForm />);
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByText('Email required')).toBeDefined();
    // In the toast and on the field, until something is typed.
    expect(screen.getAllByText('Please enter your email address.')).toHaveLength(2);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.path.startsWith('/api/auth'))).toEqual([]);
    await userEvent.type(field, 'siobhan.kelly@example.ie');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('says beside the button why the link was not sent when the server refuses it', async () => {
    stubFetch((request) =>
      request.path.startsWith('/api/auth')
        ? { status: 429, body: { message: 'Too many sign-in links. Try again in a few minutes.' } }
        : answer(request),
    );
    renderWithClient(<SignInForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'siobhan.kelly@example.ie{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-in links. Try again in a few minutes.');
  });

  it('keeps the button disabled while the address is empty', async () => {
    stubFetch(answer);
    renderWithClient(<SignInForm layout="compact" />);
    const send = screen.getByRole('button', { name: 'Send magic link' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Enter your email to get started'), '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the trimmed address with the callback URLs and says to check the email', async () => {
    const sent = stubFetch(answer);
    renderWithClient(<SignInForm />);
    await userEvent.type(screen.getByLabelText('Email address'), '  siobhan.kelly@example.ie ');
    await userEvent.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(await screen.findByText('Check your email')).toBeDefined();
    expect(sent.filter((r) => r.path.startsWith('/api/auth'))).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-in/magic-link',
        body: {
          email: 'siobhan.kelly@example.ie',
          callbackURL: '/auth/callback',
          newUserCallbackURL: '/auth/callback',
          errorCallbackURL: '/auth/callback',
        },
      },
    ]);
  });
});
