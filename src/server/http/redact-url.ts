/**
 * What the access log writes for a request's URL: the query values whose names look like secrets
 * (a magic link's `token`, an OAuth `code` and `state`, any `*_secret`, `apiKey`, `signature`...)
 * are replaced, whatever the answer was (docs/decisions/039-timeouts-redaction-and-one-payment.md).
 */
export const REDACTED = '[redacted]';

/** Names containing one of these anywhere: `access_token`, `clientSecret`, `X-Amz-Signature`. */
const SECRET_PART = /token|secret|passw|pwd|signature|credential|session|cookie|jwt|api[-_]?key|private/i;
/** Names with one of these as a word of their own: `code`, `state`, `auth_code`, `otpCode`, `key`. */
const SECRET_WORDS = new Set(['code', 'state', 'key', 'sig', 'otp', 'nonce', 'auth', 'hash', 'pin', 'ticket']);

export function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    /* a malformed escape: judge the raw name */
  }
  if (SECRET_PART.test(decoded)) return true;
  const words = decoded
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((w) => SECRET_WORDS.has(w));
}

/** The URL with every secret-looking query value replaced; the path and other parameters unchanged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url.slice(q + 1);
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    return eq !== -1 && isSecretParameter(name) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Free text (a library's log message) with the secret values of any query string in it replaced. */
export function redactQueryStrings(text: string): string {
  return text.replace(/([?&])([^=&\s#?]+)=([^&\s#"'<>]*)/g, (whole, sep: string, name: string) =>
    isSecretParameter(name) ? `${sep}${name}=${REDACTED}` : whole,
  );
}
