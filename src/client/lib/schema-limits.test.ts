import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lengthLimits } from './schema-limits.ts';

describe('lengthLimits', () => {
  it.each([
    ['a plain string', z.string().min(10).max(1000), { minLength: 10, maxLength: 1000 }],
    ['an optional trimmed string', z.string().trim().max(2000).optional(), { maxLength: 2000 }],
    [
      'a preprocessed nullable string',
      z.preprocess((v) => v, z.string().max(100).nullable().optional()),
      { maxLength: 100 },
    ],
    ['an email piped after trimming', z.string().trim().pipe(z.email().max(254)), { maxLength: 254 }],
    ['no limits', z.string(), {}],
    ['not a string', z.number().max(5), {}],
  ])('%s', (_name, schema, expected) => {
    expect(lengthLimits(schema)).toEqual(expected);
  });
});
