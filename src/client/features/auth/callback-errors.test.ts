import { describe, expect, it } from 'vitest';
import { callbackErrorMessage, GENERIC_SIGN_IN_ERROR } from './callback-errors.ts';

describe('callbackErrorMessage', () => {
  it.each([
    ['INVALID_TOKEN', 'This sign-in link is invalid or has already been used. Please request a new one.'],
    ['EXPIRED_TOKEN', 'This sign-in link has expired. Please request a new one.'],
    ['access_denied', 'Sign-in was cancelled.'],
    ['state_mismatch', 'The sign-in was interrupted. Please try again.'],
  ])('a known code %s gets our message', (code, message) => {
    expect(callbackErrorMessage(code)).toBe(message);
  });

  it.each(['', '<script>alert(1)</script>', 'Your account is locked', 'toString', '__proto__', 'constructor'])(
    'anything else (%j) gets the generic message',
    (code) => {
      expect(callbackErrorMessage(code)).toBe(GENERIC_SIGN_IN_ERROR);
    },
  );
});
