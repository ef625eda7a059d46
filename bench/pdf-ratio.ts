/**
 * PDF render cost for `npm run bench:ci`, as a ratio that holds on a slower or busier machine:
 * the application pack of a complete family (the product's renderer, as bench/pdf-pack.ts renders
 * it) against a fixed reference render made here with pdfkit and the same DejaVu fonts (a document
 * that does not change with the product). Both are warmed up, then rendered in turns, so a slow
 * spell of the host falls on both; the medians are compared. Prints one line of JSON.
 *
 *   node bench/pdf-ratio.ts [turns]     (default 40)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { renderApplicationPack } from '#server/pdf/application-pack.ts';
import { packInput } from '#tests/support/pack-input.ts';

const TURNS = Number(process.argv[2] ?? 40);
const WARM_UP = 5;

const input = packInput();

const require = createRequire(import.meta.url);
const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
const LINE = 'Seán Ó Briain, born 3 March 1931 in Béal Átha na Sluaighe, Co. Galway; married 1958 in Boston.';

/**
 * The reference: four A4 pages of headings, wrapped paragraphs and a ruled table in the two fonts
 * (the fonts parsed once and handed to every document, as the product does).
 */
let parsedFonts: { regular: unknown; bold: unknown } | null = null;
function referenceRender(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, autoFirstPage: false });
  if (!parsedFonts) {
    const probe = new PDFDocument({ autoFirstPage: false });
    const parse = (bytes: Buffer) => {
      probe.font(bytes);
      const font = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
      return typeof font?.layout === 'function' ? font : bytes;
    };
    parsedFonts = { regular: parse(regular), bold: parse(bold) };
  }
  doc.registerFont('R', parsedFonts.regular as Buffer);
  doc.registerFont('B', parsedFonts.bold as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= 4; page++) {
    doc.addPage();
    doc.font('B').fontSize(16).text(`Reference page ${page}: Foreign Births Register`, { underline: true });
    doc.moveDown();
    doc.font('R').fontSize(10);
    for (let p = 0; p < 3; p++) doc.text(`${LINE} ${LINE} ${LINE}`, { align: 'justify' }).moveDown(0.5);
    for (let row = 0; row < 14; row++) {
      const y = doc.y;
      doc.font(row === 0 ? 'B' : 'R').fontSize(9);
      doc.text(`Row ${row + 1}`, 50, y, { width: 60 });
      doc.text('Máire Uí Cheallaigh', 115, y, { width: 140 });
      doc.text(`${10 + row} May 19${20 + row}`, 260, y, { width: 100 });
      doc.text('Baile Átha Cliath, Éire', 365, y, { width: 180 });
      doc
        .moveTo(50, doc.y + 2)
        .lineTo(545, doc.y + 2)
        .stroke();
      doc.x = 50;
      doc.moveDown(0.4);
    }
  }
  doc.end();
  return done;
}

async function time(render: () => Promise<Buffer>): Promise<number> {
  const start = performance.now();
  await render();
  return performance.now() - start;
}

const pack = () => renderApplicationPack(input);
for (let i = 0; i < WARM_UP; i++) {
  await pack();
  await referenceRender();
}
const packMs: number[] = [];
const referenceMs: number[] = [];
for (let i = 0; i < TURNS; i++) {
  // Alternate which goes first, so neither always follows the other's garbage.
  if (i % 2) {
    packMs.push(await time(pack));
    referenceMs.push(await time(referenceRender));
  } else {
    referenceMs.push(await time(referenceRender));
    packMs.push(await time(pack));
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// Each turn's two renders ran back to back: the median of the turns' ratios is what is judged.
console.log(
  JSON.stringify({
    turns: TURNS,
    packMedianMs: median(packMs),
    referenceMedianMs: median(referenceMs),
    ratio: median(packMs.map((ms, i) => ms / referenceMs[i])),
  }),
);
