/**
 * The Unicode fonts the PDFs embed: DejaVu Sans regular and bold from the `dejavu-fonts-ttf`
 * package (Bitstream Vera licence, with DejaVu changes in the public domain). pdfkit's 14
 * standard fonts have no € sign and no Irish or other non-Latin-1 letters, so every PDF text
 * uses these.
 *
 * Parsing a 700 KB TrueType file takes most of a render, so each font is parsed once per
 * process and the parsed font is handed to every document (pdfkit accepts a fontkit font as a
 * font source; each document still makes its own subset).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** Names the PDFs register the fonts under. */
export const FONT = { regular: 'Body', bold: 'Body-Bold' } as const;

const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

type FontSource = PDFKit.Mixins.PDFFontSource;
let cached: { regular: FontSource; bold: FontSource } | null = null;

/** Registers the regular and bold fonts on a document under FONT.regular and FONT.bold. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  cached ??= { regular: parsed(FILES.regular), bold: parsed(FILES.bold) };
  doc.registerFont(FONT.regular, cached.regular);
  doc.registerFont(FONT.bold, cached.bold);
}

/**
 * The font file parsed by pdfkit's own font loader, so later documents skip the parse. If a
 * pdfkit version stops exposing the parsed font, the file's bytes are used (slower, same output).
 */
function parsed(file: string): FontSource {
  const bytes = readFileSync(require.resolve(file));
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font(bytes);
  const font = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  // pdfkit takes any object with a `layout` method as an already-parsed fontkit font.
  return typeof font?.layout === 'function' ? (font as unknown as FontSource) : bytes;
}
