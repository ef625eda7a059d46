import { describe, expect, it } from 'vitest';
import { withLayoutCache } from './fonts.ts';

/** A stand-in for a fontkit font: one glyph per character, 500 units wide; counts its calls. */
function fakeFont() {
  const calls: unknown[][] = [];
  const font = {
    unitsPerEm: 1000,
    layout(text: string, ...rest: unknown[]) {
      calls.push([text, ...rest]);
      return {
        glyphs: [...text].map((c) => ({ id: c.codePointAt(0) })),
        positions: [...text].map(() => ({ xAdvance: 500, yAdvance: 0, xOffset: 0, yOffset: 0 })),
      };
    },
  };
  return { font, calls };
}

describe('withLayoutCache', () => {
  it('shapes each word once and passes everything else through', () => {
    const { font, calls } = fakeFont();
    const cached = withLayoutCache(font);
    cached.layout('Walsh ');
    cached.layout('Walsh ');
    expect(calls).toEqual([['Walsh ']]);
    expect(cached.unitsPerEm).toBe(1000);
  });

  it('hands out copies, so pdfkit scaling positions in place does not change later runs', () => {
    const { font } = fakeFont();
    const cached = withLayoutCache(font);
    const first = cached.layout('€278');
    for (const p of first.positions) p.xAdvance = (p.xAdvance ?? 0) * 0.012;
    const second = cached.layout('€278');
    expect(second.positions.map((p) => p.xAdvance)).toEqual([500, 500, 500, 500]);
    expect(second.glyphs).toEqual(first.glyphs);
  });

  it('does not cache calls with features, script or direction', () => {
    const { font, calls } = fakeFont();
    const cached = withLayoutCache(font);
    cached.layout('fi', ['liga']);
    cached.layout('fi', ['liga']);
    expect(calls).toHaveLength(2);
  });
});
