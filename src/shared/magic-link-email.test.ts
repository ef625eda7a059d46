import { describe, expect, it } from 'vitest';
import { magicLinkBody } from './session.ts';

const parse = (email: string) => magicLinkBody.safeParse({ email });

describe('the sign-in address (decision 031)', () => {
  it.each([
    ['siobhan.kelly@example.ie', 'siobhan.kelly@example.ie'],
    ['seán@example.ie', 'seán@example.ie'],
    // 'é' typed as 'e' and a combining accent is kept in its composed form.
    ['sea\u0301n@example.ie', 'seán@example.ie'],
    ["o'brien+fbr@example.co.uk", "o'brien+fbr@example.co.uk"],
    ['用户@例子.广告', '用户@xn--fsqu00a.xn--4rr70v'],
    ['siobhan@bücher.ie', 'siobhan@xn--bcher-kva.ie'],
    ['Ελένη@παράδειγμα.gr', 'Ελένη@xn--hxajbheg2az3al.gr'],
  ])('accepts %s as %s', (typed, sent) => {
    const result = parse(typed);
    expect(result.success && result.data.email).toBe(sent);
  });

  it.each([
    ['no @', 'siobhan.kelly'],
    ['nothing before the @', '@example.ie'],
    ['a space', 'seán ó@example.ie'],
    ['a control character', 'se\u0007án@example.ie'],
    ['a line break', 'sean@example.ie\nbcc@evil.example'],
    ['no dot in the domain', 'seán@example'],
    ['a slash in the domain', 'a@例子/evil.example'],
    ['a double dot', 'sean..kelly@example.ie'],
    ['a leading dot', '.sean@example.ie'],
    ['quotes', '"sean"@example.ie'],
    ['two @', 'sean@kelly@example.ie'],
    ['a part before the @ over 64 characters', `${'a'.repeat(65)}@example.ie`],
  ])('refuses an address with %s', (_why, typed) => {
    const result = parse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
});
