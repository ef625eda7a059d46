/**
 * Drawing helpers for the PDF pack: colours, headings, paragraphs, call-outs, tick boxes, the
 * shamrock mark and ruled tables that break across pages. Every helper draws at the document's
 * current y (or where told) and leaves doc.y below what it drew.
 */
import { FONT } from './fonts.ts';

export const COLOR = {
  green: '#166534',
  greenMid: '#15803d',
  greenLight: '#dcfce7',
  greenPale: '#f0fdf4',
  ink: '#1f2937',
  muted: '#4b5563',
  faint: '#6b7280',
  rule: '#d1d5db',
  ruleLight: '#e5e7eb',
  amber: '#92400e',
  amberBg: '#fffbeb',
  amberRule: '#f59e0b',
  red: '#991b1b',
  redBg: '#fef2f2',
  white: '#ffffff',
} as const;

export const PAGE = {
  marginX: 54,
  marginTop: 70,
  marginBottom: 64,
} as const;

type Doc = PDFKit.PDFDocument;

/** A line of text in a cell or block: its own font, size and colour. */
export type Run = { text: string; bold?: boolean; size?: number; color?: string; gapBefore?: number };

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points fit below doc.y. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function useFont(doc: Doc, run: Pick<Run, 'bold' | 'size' | 'color'>): void {
  doc
    .font(run.bold ? FONT.bold : FONT.regular)
    .fontSize(run.size ?? 10)
    .fillColor(run.color ?? COLOR.ink);
}

/** Height of runs stacked in a box `width` wide. */
export function runsHeight(doc: Doc, runs: readonly Run[], width: number, lineGap = 1.5): number {
  let height = 0;
  runs.forEach((run, index) => {
    if (run.text === '') return;
    height += (index > 0 ? (run.gapBefore ?? 3) : 0) + runHeight(doc, run, width, lineGap);
  });
  return height;
}

/** Draws runs stacked from (x, y) in a box `width` wide; returns the y below them. */
export function drawRuns(doc: Doc, runs: readonly Run[], x: number, y: number, width: number, lineGap = 1.5): number {
  let cursor = y;
  runs.forEach((run, index) => {
    if (run.text === '') return;
    if (index > 0) cursor += run.gapBefore ?? 3;
    const height = runHeight(doc, run, width, lineGap);
    useFont(doc, run);
    doc.text(run.text, x, cursor, { width, lineGap });
    cursor += height;
  });
  return cursor;
}

/**
 * Run heights already wrapped in a document, by font, size, width, line gap and text. A table cell
 * is measured for the table's height, again for its row's, and once more below the drawn text;
 * wrapping is most of a render, so each is wrapped once for measuring (docs/performance.md, stop 52).
 */
const measured = new WeakMap<Doc, Map<string, number>>();

function runHeight(doc: Doc, run: Run, width: number, lineGap: number): number {
  let heights = measured.get(doc);
  if (!heights) measured.set(doc, (heights = new Map<string, number>()));
  const key = `${run.bold ? 'b' : 'r'}${run.size ?? 10}|${width}|${lineGap}|${run.text}`;
  let height = heights.get(key);
  if (height === undefined) {
    useFont(doc, run);
    height = doc.heightOfString(run.text, { width, lineGap });
    heights.set(key, height);
  }
  return height;
}

/** A section title in brand green with a rule under it; starts a page when less than `minSpace` is left. */
export function sectionHeading(
  doc: Doc,
  title: string,
  options: { newPage?: boolean; kicker?: string; minSpace?: number } = {},
): void {
  if (options.newPage) doc.addPage();
  else {
    doc.y += 14;
    ensureSpace(doc, options.minSpace ?? 120);
  }
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  if (options.kicker) {
    useFont(doc, { bold: true, size: 8, color: COLOR.greenMid });
    doc.text(options.kicker.toUpperCase(), x, doc.y, { width, characterSpacing: 1 });
    doc.y += 2;
  }
  useFont(doc, { bold: true, size: 19, color: COLOR.green });
  doc.text(title, x, doc.y, { width });
  const lineY = doc.y + 4;
  doc
    .moveTo(x, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(1.5)
    .strokeColor(COLOR.green)
    .stroke();
  doc.y = lineY + 14;
}

/** A smaller heading inside a section. */
export function subHeading(doc: Doc, title: string, note?: string): void {
  ensureSpace(doc, 90);
  const x = doc.page.margins.left;
  useFont(doc, { bold: true, size: 12.5, color: COLOR.ink });
  doc.text(title, x, doc.y, { width: contentWidth(doc) });
  if (note) {
    useFont(doc, { size: 8.5, color: COLOR.muted });
    doc.text(note, x, doc.y + 1, { width: contentWidth(doc) });
  }
  doc.y += 7;
}

/** Body text across the content width. */
export function paragraph(doc: Doc, text: string, run: Omit<Run, 'text'> = {}): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  useFont(doc, { size: 10, ...run });
  ensureSpace(doc, Math.min(doc.heightOfString(text, { width, lineGap: 2 }), 120));
  doc.text(text, x, doc.y, { width, lineGap: 2 });
  doc.y += 6;
}

/** Bulleted lines, with a small green square as the bullet. */
export function bullets(doc: Doc, lines: readonly string[], run: Omit<Run, 'text'> = {}): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc) - 16;
  for (const line of lines) {
    useFont(doc, { size: 10, ...run });
    const height = doc.heightOfString(line, { width, lineGap: 2 });
    ensureSpace(doc, height + 4);
    const y = doc.y;
    doc.rect(x + 2, y + 4, 4, 4).fill(COLOR.greenMid);
    useFont(doc, { size: 10, ...run });
    doc.text(line, x + 16, y, { width, lineGap: 2 });
    doc.y = y + height + 4;
  }
  doc.y += 4;
}

/** A tinted box with a coloured bar on the left; `runs` stacked inside. */
export function callout(
  doc: Doc,
  runs: readonly Run[],
  tone: { fill: string; bar: string } = { fill: COLOR.greenPale, bar: COLOR.green },
): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const height = runsHeight(doc, runs, width - pad * 2 - 4) + pad * 2;
  ensureSpace(doc, height + 8);
  const y = doc.y;
  doc.rect(x, y, width, height).fill(tone.fill);
  doc.rect(x, y, 4, height).fill(tone.bar);
  drawRuns(doc, runs, x + pad + 4, y + pad, width - pad * 2 - 4);
  doc.y = y + height + 10;
}

export type BoxState = 'have' | 'need' | 'check';

/** A tick box: empty square (need), dashed square (check whether it applies), ticked square (have). */
export function checkbox(doc: Doc, x: number, y: number, state: BoxState, size = 11): void {
  doc.save();
  doc.lineWidth(1.1).strokeColor(state === 'check' ? COLOR.faint : COLOR.green);
  if (state === 'check') doc.dash(2, { space: 1.6 });
  doc.rect(x, y, size, size).stroke();
  doc.undash();
  if (state === 'have') {
    doc
      .moveTo(x + size * 0.2, y + size * 0.55)
      .lineTo(x + size * 0.42, y + size * 0.78)
      .lineTo(x + size * 0.82, y + size * 0.24)
      .lineWidth(1.6)
      .strokeColor(COLOR.green)
      .stroke();
  }
  doc.restore();
}

/** A three-leaf shamrock centred on (cx, cy), `size` points across. */
export function shamrock(doc: Doc, cx: number, cy: number, size: number, color: string = COLOR.green): void {
  const leaf = size * 0.26;
  const reach = size * 0.25;
  doc.save();
  doc
    .moveTo(cx, cy + size * 0.05)
    .bezierCurveTo(
      cx + size * 0.05,
      cy + size * 0.3,
      cx + size * 0.15,
      cy + size * 0.42,
      cx + size * 0.28,
      cy + size * 0.5,
    )
    .lineWidth(Math.max(1, size * 0.08))
    .strokeColor(color)
    .stroke();
  for (const angle of [-90, 30, 150]) {
    const radians = (angle * Math.PI) / 180;
    const lx = cx + Math.cos(radians) * reach;
    const ly = cy + Math.sin(radians) * reach;
    // Each leaf is a heart: two circles side by side across the leaf's direction.
    const side = radians + Math.PI / 2;
    const dx = Math.cos(side) * leaf * 0.48;
    const dy = Math.sin(side) * leaf * 0.48;
    doc.circle(lx + dx, ly + dy, leaf * 0.62).fill(color);
    doc.circle(lx - dx, ly - dy, leaf * 0.62).fill(color);
  }
  doc.circle(cx, cy, leaf * 0.75).fill(color);
  doc.restore();
}

/** A table cell: stacked runs, or a tick box. */
export type Cell = { runs: readonly Run[] } | { box: BoxState };

export type Column = { header: string; width: number };

const CELL_PAD_X = 6;
const CELL_PAD_Y = 6;

/**
 * A ruled table across the content width with a green header row. Rows that do not fit move to
 * a new page, where the header row is drawn again.
 */
export type TableOptions = { zebra?: boolean; padY?: number };

export function table(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
  options: TableOptions = {},
): void {
  const x = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const headerHeight = drawHeaderRow(doc, columns, x, width, true);
  const padY = options.padY ?? CELL_PAD_Y;
  ensureSpace(doc, headerHeight + rowHeight(doc, columns, rows[0] ?? [], padY) + 2);
  drawHeaderRow(doc, columns, x, width, false);

  rows.forEach((row, index) => {
    const height = rowHeight(doc, columns, row, padY);
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      drawHeaderRow(doc, columns, x, width, false);
    }
    const y = doc.y;
    if (options.zebra && index % 2 === 1) doc.rect(x, y, width, height).fill(COLOR.greenPale);
    let cx = x;
    columns.forEach((column, i) => {
      const cell = row[i];
      if (cell && 'box' in cell) checkbox(doc, cx + CELL_PAD_X, y + padY + 1, cell.box);
      else if (cell) drawRuns(doc, cell.runs, cx + CELL_PAD_X, y + padY, column.width - CELL_PAD_X * 2);
      cx += column.width;
    });
    doc
      .moveTo(x, y + height)
      .lineTo(x + width, y + height)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    // Column rules, and the table's outer sides.
    let rx = x;
    for (const column of [{ width: 0 }, ...columns]) {
      rx += column.width;
      doc
        .moveTo(rx, y)
        .lineTo(rx, y + height)
        .lineWidth(0.5)
        .strokeColor(COLOR.ruleLight)
        .stroke();
    }
    doc.y = y + height;
  });
  doc.y += 14;
}

/** The height `table` would take (header, rows and the space after), for keeping a short table on one page. */
export function tableHeight(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
  options: TableOptions = {},
): number {
  const x = doc.page.margins.left;
  const header = drawHeaderRow(doc, columns, x, 0, true);
  return header + rows.reduce((sum, row) => sum + rowHeight(doc, columns, row, options.padY ?? CELL_PAD_Y), 0) + 14;
}

function rowHeight(doc: Doc, columns: readonly Column[], row: readonly Cell[], padY: number): number {
  let height = 0;
  columns.forEach((column, i) => {
    const cell = row[i];
    const h = !cell ? 0 : 'box' in cell ? 12 : runsHeight(doc, cell.runs, column.width - CELL_PAD_X * 2);
    height = Math.max(height, h);
  });
  return height + padY * 2;
}

/** Draws the header row at doc.y (or only measures it) and returns its height. */
function drawHeaderRow(doc: Doc, columns: readonly Column[], x: number, width: number, measureOnly: boolean): number {
  useFont(doc, { bold: true, size: 8.5 });
  const height =
    Math.max(
      ...columns.map((c) => (c.header ? doc.heightOfString(c.header, { width: c.width - CELL_PAD_X * 2 }) : 0)),
    ) + 10;
  if (measureOnly) return height;
  const y = doc.y;
  doc.rect(x, y, width, height).fill(COLOR.green);
  let cx = x;
  for (const column of columns) {
    useFont(doc, { bold: true, size: 8.5, color: COLOR.white });
    if (column.header) doc.text(column.header, cx + CELL_PAD_X, y + 5, { width: column.width - CELL_PAD_X * 2 });
    cx += column.width;
  }
  doc.y = y + height;
  return height;
}
