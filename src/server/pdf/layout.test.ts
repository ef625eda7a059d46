import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerFonts } from './fonts.ts';
import { drawRuns, runsHeight, type Run } from './layout.ts';

const TEXT = 'Certified copy of the long-form birth certificate of your grandmother, from the General Register Office';

function newDoc(): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  registerFonts(doc);
  doc.addPage();
  return doc;
}

describe('runsHeight and drawRuns', () => {
  it('measure the same text again in another size, weight or width, not from the first measure', () => {
    const doc = newDoc();
    const small = runsHeight(doc, [{ text: TEXT, size: 8 }], 300);
    expect(runsHeight(doc, [{ text: TEXT, size: 14 }], 300)).toBeGreaterThan(small);
    expect(runsHeight(doc, [{ text: TEXT, size: 8 }], 120)).toBeGreaterThan(small);
    expect(runsHeight(doc, [{ text: TEXT, size: 8 }], 300, 6)).toBeGreaterThan(small);
    // Bold DejaVu is wider: at a width where the regular text just fits on two lines, the bold takes three.
    const twoLines = runsHeight(doc, [{ text: 'x' }], 500) * 2;
    const width = [...Array(400).keys()]
      .map((w) => w + 100)
      .find((w) => runsHeight(doc, [{ text: TEXT }], w) <= twoLines)!;
    expect(runsHeight(doc, [{ text: TEXT, bold: true }], width)).toBeGreaterThan(
      runsHeight(doc, [{ text: TEXT }], width),
    );
  });

  it('leave the cursor where the measure said, with the gaps between runs', () => {
    const doc = newDoc();
    const runs: Run[] = [
      { text: 'Your grandmother', bold: true, size: 12.5 },
      { text: TEXT, size: 9, gapBefore: 4 },
      { text: '', size: 9 },
      { text: 'Born: 3 March 1921, Ballyhaunis, Mayo', size: 8.5, gapBefore: 3 },
    ];
    const height = runsHeight(doc, runs, 200);
    expect(drawRuns(doc, runs, 60, 100, 200)).toBeCloseTo(100 + height, 6);
    // Drawn before any measure, the runs end at the same place.
    const fresh = newDoc();
    expect(drawRuns(fresh, runs, 60, 100, 200)).toBeCloseTo(100 + height, 6);
  });
});
