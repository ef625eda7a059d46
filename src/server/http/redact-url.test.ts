import { describe, expect, it } from 'vitest';
import { isSecretParameter, REDACTED, redactQueryStrings, redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/magic-link/verify?token=abcDEF123&callbackURL=%2Fauth%2Fcallback',
      `/api/auth/magic-link/verify?token=${REDACTED}&callbackURL=%2Fauth%2Fcallback`,
    ],
    [
      '/api/auth/callback/google?state=s1&code=c2&scope=openid',
      `/api/auth/callback/google?state=${REDACTED}&code=${REDACTED}&scope=openid`,
    ],
    ['/x?access_token=a&client_secret=b&page=2', `/x?access_token=${REDACTED}&client_secret=${REDACTED}&page=2`],
    [
      '/x?apiKey=a&X-Amz-Signature=b&otpCode=c',
      `/x?apiKey=${REDACTED}&X-Amz-Signature=${REDACTED}&otpCode=${REDACTED}`,
    ],
    ['/x?TOKEN=a&to%6Ben=b', `/x?TOKEN=${REDACTED}&to%6Ben=${REDACTED}`],
    ['/api/blog?tag=citizenship&page=2', '/api/blog?tag=citizenship&page=2'],
    ['/api/pricing', '/api/pricing'],
    ['/x?token', '/x?token'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['token', 'code', 'state', 'sessionId', 'password', 'auth_code', 'nonce', 'key'])('%s is secret', (name) => {
    expect(isSecretParameter(name)).toBe(true);
  });

  it.each(['tag', 'page', 'callbackURL', 'error', 'country', 'monkey', 'coder'])('%s is not', (name) => {
    expect(isSecretParameter(name)).toBe(false);
  });
});

describe('redactQueryStrings', () => {
  it('replaces secret values of the query strings in a message, nothing else', () => {
    expect(redactQueryStrings('Invalid callbackURL: https://x.example/cb?token=abc&next=%2Fhome (state=s1)')).toBe(
      `Invalid callbackURL: https://x.example/cb?token=${REDACTED}&next=%2Fhome (state=s1)`,
    );
    expect(redactQueryStrings('no query here')).toBe('no query here');
  });
});
