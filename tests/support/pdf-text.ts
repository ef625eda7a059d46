/**
 * Reads a PDF as a person copying from it would (the text, line by line), with its page count,
 * page sizes and metadata, using pdfjs-dist: no system package needed (poppler is used only to
 * render pages to PNG for a person to look at, where it is installed).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfText = {
  /** Each page's text, line by line, top to bottom; pieces on one line joined by a space where there is a gap. */
  pages: string[];
  /** All pages' lines. */
  layout: string;
  /** All the text as one run in drawing order (a table cell's lines stay together), whitespace collapsed. */
  flowing: string;
  pageCount: number;
  /** [width, height] of each page in points. */
  sizes: [number, number][];
  /** Title, Author, Subject, Keywords, CreationDate… as the file's information dictionary gives them. */
  meta(key: string): string | undefined;
};

type Piece = { str: string; x: number; y: number; width: number };

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const runs: string[] = [];
  const sizes: [number, number][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view;
    sizes.push([width, height]);
    const content = await page.getTextContent();
    const pieces: Piece[] = content.items.flatMap((item) =>
      'str' in item && item.str !== ''
        ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
        : [],
    );
    pages.push(linesOf(pieces).join('\n'));
    runs.push(pieces.map((piece) => piece.str).join(' '));
  }
  const info = ((await doc.getMetadata()).info ?? {}) as Record<string, unknown>;
  await task.destroy();
  const layout = pages.join('\n\f');
  return {
    pages,
    layout,
    flowing: runs.join(' ').replace(/\s+/g, ' '),
    pageCount: pages.length,
    sizes,
    meta: (key) => {
      const value = info[key];
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/** Pieces grouped into lines by their baseline (2 pt tolerance), each line left to right. */
function linesOf(pieces: Piece[]): string[] {
  const lines: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs(l[0]!.y - piece.y) <= 2);
    if (line) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map((line) => {
    const sorted = line.sort((a, b) => a.x - b.x);
    return sorted
      .map((piece, i) => {
        const previous = sorted[i - 1];
        const gap = previous ? piece.x - (previous.x + previous.width) : 0;
        return (gap > 1 && !previous!.str.endsWith(' ') && !piece.str.startsWith(' ') ? ' ' : '') + piece.str;
      })
      .join('');
  });
}
