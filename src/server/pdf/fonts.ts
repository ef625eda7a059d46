/**
 * The Unicode fonts the PDFs embed: DejaVu Sans regular and bold from the `dejavu-fonts-ttf`
 * package (Bitstream Vera licence, with DejaVu changes in the public domain). pdfkit's 14
 * standard fonts have no € sign and no Irish or other non-Latin-1 letters, so every PDF text
 * uses these.
 *
 * Parsing a 700 KB TrueType file takes most of a render, so each font is parsed once per
 * process and the parsed font is handed to every document (pdfkit accepts a fontkit font as a
 * font source; each document still makes its own subset). Shaping words (kerning, ligatures)
 * is most of what remains, and pdfkit shapes word by word, so shaped words are also kept per
 * process (bounded) and handed out as copies.
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
  return typeof font?.layout === 'function' ? (withLayoutCache(font as LayoutFont) as unknown as FontSource) : bytes;
}

type Position = Record<string, number>;
type Run = { glyphs: unknown[]; positions: Position[] };
type LayoutFont = { layout: (text: string, ...rest: unknown[]) => Run };

/** Distinct words kept per font before the cache starts again (a few MB at most). */
const MAX_CACHED_WORDS = 20_000;

/**
 * The font with `layout` memoised for plain calls (no features, script or direction given).
 * pdfkit scales a run's positions in place, so the cache keeps an untouched copy and every
 * caller gets its own positions; glyph objects are shared, as fontkit shares them anyway.
 */
export function withLayoutCache<T extends LayoutFont>(font: T): T {
  const cache = new Map<string, Run>();
  const copy = (run: Run): Run => {
    const out = Object.create(Object.getPrototypeOf(run) as object) as Run;
    Object.assign(out, run);
    out.glyphs = run.glyphs.slice();
    out.positions = run.positions.map((p) =>
      Object.assign(Object.create(Object.getPrototypeOf(p) as object) as Position, p),
    );
    return out;
  };
  const layout = (text: string, ...rest: unknown[]): Run => {
    if (rest.some((arg) => arg !== undefined)) return font.layout(text, ...rest);
    let kept = cache.get(text);
    if (!kept) {
      if (cache.size >= MAX_CACHED_WORDS) cache.clear();
      kept = copy(font.layout(text));
      cache.set(text, kept);
    }
    return copy(kept);
  };
  return new Proxy(font, {
    get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)),
  });
}
