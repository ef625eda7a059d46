import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ['Ó Súilleabháin & Sons', 'Ó Súilleabháin &amp; Sons'],
    ['a" onmouseover="b', 'a&quot; onmouseover=&quot;b'],
    ['&amp;', '&amp;amp;'],
  ])('%j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});
