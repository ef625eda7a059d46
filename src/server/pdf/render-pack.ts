/**
 * Draws the personalised FBR application pack (A4, DejaVu Sans embedded, selectable text): cover,
 * route, family-line diagram, a document checklist per person in the chain, name-change
 * evidence, the application step by step, what the tree still lacks, the answer sheet for the
 * online form, the before-you-post checklist and a disclaimer. The content comes from the
 * domain modules; this file only lays it out. Loaded on the first render (application-pack.ts).
 */
import PDFDocument from 'pdfkit';
import {
  STEPS_FACTS_LINE,
  answerSheet,
  answerSheetGaps,
  applicationSteps,
  beforeYouPost,
  type AnswerSection,
  type ApplicationStep,
} from '#domain/documents/application-steps.ts';
import { NAME_KIND_LABELS } from '#domain/documents/document-name.ts';
import { resolveChain, type Chain } from '#domain/documents/chain.ts';
import type { CitedSource } from '#domain/documents/offices/wording.ts';
import { buildDocumentChecklist, type ChecklistItem, type PersonChecklist } from '#domain/documents/checklist.ts';
import { FEE, REQUIREMENTS_CHECKED, requirementSources } from '#domain/documents/fbr-requirements.ts';
import { spouseName, type NameChange } from '#domain/documents/name-change.ts';
import type { EligibilityAssessment } from '#domain/eligibility/engine.ts';
import { formatRecordDate, isRecordDate, parseRecordDate } from '#domain/dates/record-date.ts';
import { formatDay, fullName, roleWord } from '#domain/eligibility/wording.ts';
import type { Readiness } from '#domain/readiness/readiness.ts';
import type { FamilyMember } from '#domain/tree/family-member.ts';
import { islandBirth } from '#domain/tree/island-birth.ts';
import { printedFirstNames, type CheckedCertificate } from '#domain/application/online-form.ts';
import { breakableDeep } from './breakable-text.ts';
import { PACK_AUTHOR, PACK_KEYWORDS, PACK_SUBJECT, packTitle, type PackInput } from './pack-metadata.ts';
import { FONT, registerFonts } from './fonts.ts';
import {
  bullets,
  callout,
  checkbox,
  COLOR,
  contentWidth,
  ensureSpace,
  PAGE,
  paragraph,
  runsHeight,
  drawRuns,
  sectionHeading,
  shamrock,
  subHeading,
  table,
  tableHeight,
  useFont,
  type Cell,
  type Run,
} from './layout.ts';

type Doc = PDFKit.PDFDocument;

/** Where each section starts, for the contents list and the bookmarks. */
type SectionMark = { title: string; page: number };

/** Renders the pack. Pure apart from the font files read once per process. */
export async function renderPack(input: PackInput): Promise<Buffer> {
  const title = packTitle(input.members);
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    autoFirstPage: false,
    lang: 'en-IE',
    displayTitle: true,
    margins: { top: PAGE.marginTop, bottom: PAGE.marginBottom, left: PAGE.marginX, right: PAGE.marginX },
    info: {
      Title: title,
      Author: PACK_AUTHOR,
      Subject: PACK_SUBJECT,
      Keywords: PACK_KEYWORDS,
      Creator: PACK_AUTHOR,
      CreationDate: input.generatedAt,
      ModDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  registerFonts(doc);
  doc.font(FONT.regular);
  drawPack(doc, breakableDeep(input));
  doc.end();
  return finished;
}

function drawPack(doc: Doc, input: PackInput): void {
  const chain = resolveChain(input.members, input.assessment);
  // Office fees and times are fresh or 'ask the office' as on the day the pack is made (docs/decisions/037-facts-that-stay-fresh.md).
  const today = input.generatedAt.toISOString().slice(0, 10);
  const checklists = buildDocumentChecklist(input.members, input.nameChanges, input.assessment, today);
  const marks: SectionMark[] = [];
  const start = (title: string, options: { newPage?: boolean; kicker?: string; minSpace?: number } = {}) => {
    sectionHeading(doc, title, options);
    marks.push({ title, page: doc.bufferedPageRange().count - 1 });
  };

  doc.addPage();
  const contentsTop = drawCover(doc, input, chain);

  start('Your route to citizenship', { newPage: true, kicker: 'Section 1' });
  drawRoute(doc, input.assessment);

  start('Your family line', { kicker: 'Section 2' });
  drawFamilyLine(doc, chain);

  start('Documents to gather', { newPage: true, kicker: 'Section 3' });
  drawChecklists(doc, checklists);

  start('Evidence for changes of name', { kicker: 'Section 4' });
  drawNameChanges(doc, checklists, input.nameChanges);

  start('How to apply, step by step', { minSpace: 320, kicker: 'Section 5' });
  drawSteps(doc, applicationSteps(input.assessment));

  start('Still to add to your tree', { kicker: 'Section 6' });
  const answers = answerSheet(input.members, input.nameChanges, input.assessment, input.contact);
  drawReadiness(doc, input.readiness, answerSheetGaps(answers));

  start('Your answer sheet for the online form', { newPage: true, kicker: 'Section 7' });
  drawAnswerSheet(doc, answers, input.checked ?? []);

  // Kept on one page where it fits, so it can be printed and ticked.
  start('Before you post', { minSpace: 470, kicker: 'Section 8' });
  drawBeforeYouPost(doc, checklists);

  start('Sources', { minSpace: 200, kicker: 'Section 9' });
  drawSources(doc, checklists);

  drawDisclaimer(doc);

  drawContents(doc, marks, contentsTop);
  drawPageFurniture(doc, packTitle(input.members));
  addBookmarks(doc, marks);
}

// ---------------------------------------------------------------- cover

/** The cover page; returns the y where the contents list goes (drawn once page numbers are known). */
function drawCover(doc: Doc, input: PackInput, chain: Chain): number {
  const width = doc.page.width;
  const x = PAGE.marginX;
  const inner = width - PAGE.marginX * 2;
  const titleWidth = inner - 100;
  const titleLines = ['Foreign Births Register', 'application pack'];
  const subtitle = 'Your documents, your steps and your answers, built from your family tree.';

  // Fit the title to its width, then size the green band around the text.
  let titleSize = 30;
  useFont(doc, { bold: true, size: titleSize });
  while (titleSize > 18 && Math.max(...titleLines.map((l) => doc.widthOfString(l))) > titleWidth) {
    titleSize -= 1;
    useFont(doc, { bold: true, size: titleSize });
  }
  const titleHeight = titleLines.length * doc.currentLineHeight(true);
  useFont(doc, { size: 11.5 });
  const subtitleHeight = doc.heightOfString(subtitle, { width: titleWidth });
  const titleTop = 84;
  const bandHeight = titleTop + titleHeight + 12 + subtitleHeight + 40;

  doc.rect(0, 0, width, bandHeight).fill(COLOR.green);
  doc.rect(0, bandHeight, width, 5).fill(COLOR.greenMid);
  shamrock(doc, width - PAGE.marginX - 38, titleTop + 30, 72, '#1f7a43');
  useFont(doc, { bold: true, size: 9.5, color: COLOR.greenLight });
  doc.text(PACK_AUTHOR.toUpperCase(), x, 50, { width: inner, characterSpacing: 1.5 });
  useFont(doc, { bold: true, size: titleSize, color: COLOR.white });
  // One call per line: a newline inside the text is measured as a glyph and can force a wrap.
  titleLines.forEach((line, index) =>
    doc.text(line, x, titleTop + index * doc.currentLineHeight(true), { width: titleWidth }),
  );
  useFont(doc, { size: 11.5, color: COLOR.greenLight });
  doc.text(subtitle, x, titleTop + titleHeight + 12, { width: titleWidth });

  const me = chain.applicant;
  useFont(doc, { size: 9, color: COLOR.muted });
  doc.text('PREPARED FOR', x, bandHeight + 34, { width: inner, characterSpacing: 1 });
  useFont(doc, { bold: true, size: 22, color: COLOR.ink });
  doc.text(me ? fullName(me) || 'You' : 'You', x, doc.y + 2, { width: inner });
  useFont(doc, { size: 10, color: COLOR.muted });
  const generated = `Generated on ${formatDay(input.generatedAt.toISOString().slice(0, 10))}`;
  const account = input.accountName
    ? `Ordered by ${input.accountName}${input.applicantEmail ? ` (${input.applicantEmail})` : ''}`
    : input.applicantEmail;
  doc.text(account ? `${account}  ·  ${generated}` : generated, x, doc.y + 3, { width: inner });

  doc.y += 22;
  callout(doc, [
    { text: 'YOUR ROUTE', bold: true, size: 8.5, color: COLOR.greenMid },
    {
      text: input.assessment.route?.description ?? input.assessment.summary,
      bold: true,
      size: 12.5,
      color: COLOR.ink,
      gapBefore: 4,
    },
    { text: readinessLine(input.readiness), size: 9.5, color: COLOR.muted, gapBefore: 6 },
  ]);
  return doc.y + 12;
}

function readinessLine(readiness: Readiness): string {
  const open = readiness.blocking.length + readiness.warnings.length;
  if (readiness.blocking.length > 0)
    return 'Your tree is missing details this pack needs: see "Still to add to your tree".';
  if (open > 0)
    return `${open} detail${open === 1 ? '' : 's'} still to add to your tree: see "Still to add to your tree".`;
  return 'Your tree has every detail this pack uses.';
}

/** The contents list on the cover, with the page each section starts on. */
function drawContents(doc: Doc, marks: readonly SectionMark[], top: number): void {
  doc.switchToPage(0);
  const x = PAGE.marginX;
  const width = doc.page.width - PAGE.marginX * 2;
  useFont(doc, { bold: true, size: 12, color: COLOR.green });
  doc.text("What's inside", x, top, { width });
  let y = doc.y + 6;
  marks.forEach((mark, index) => {
    useFont(doc, { size: 10.5, color: COLOR.ink });
    doc.text(`${index + 1}.  ${mark.title}`, x, y, { width: width - 60, lineBreak: false });
    useFont(doc, { size: 10.5, color: COLOR.muted });
    doc.text(String(mark.page + 1), x + width - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc
      .moveTo(x, y + 17)
      .lineTo(x + width, y + 17)
      .lineWidth(0.5)
      .strokeColor(COLOR.ruleLight)
      .stroke();
    y += 23;
  });
  useFont(doc, { size: 8.5, color: COLOR.faint });
  doc.text(
    `${PACK_AUTHOR} is an independent service, not the Department of Foreign Affairs (DFA). Fees, times and ` +
      `addresses in this pack were last checked in ${REQUIREMENTS_CHECKED} (each certificate office fee and time says ` +
      'when it was last checked); ' +
      'Section 9 lists the sources. Check them on ireland.ie or dfa.ie before you act.',
    x,
    y + 10,
    { width },
  );
}

// ---------------------------------------------------------------- route

function drawRoute(doc: Doc, assessment: EligibilityAssessment): void {
  const x = doc.page.margins.left;
  useFont(doc, { bold: true, size: 8.5, color: COLOR.white });
  const label = assessment.label.toUpperCase();
  const pillWidth = doc.widthOfString(label, { characterSpacing: 0.8 }) + 16;
  const y = doc.y;
  doc.roundedRect(x, y, pillWidth, 17, 8.5).fill(assessment.status === 'eligible' ? COLOR.green : COLOR.amber);
  useFont(doc, { bold: true, size: 8.5, color: COLOR.white });
  doc.text(label, x + 8, y + 4.5, { characterSpacing: 0.8, lineBreak: false });
  doc.y = y + 28;

  paragraph(doc, assessment.summary, { bold: true, size: 12 });
  if (assessment.reasons.length > 0) {
    subHeading(doc, 'Why');
    bullets(doc, assessment.reasons);
  }
  if (assessment.family.length > 0) {
    subHeading(doc, 'Who in your family can register');
    bullets(
      doc,
      assessment.family.map((answer) => answer.text),
    );
  }
  callout(doc, [
    { text: 'When you become a citizen', bold: true, size: 10, color: COLOR.green },
    {
      text:
        assessment.route?.kind === 'irish_born_parent'
          ? 'You have been an Irish citizen from birth: you do not need the Foreign Births Register.'
          : assessment.route?.kind === 'born_on_island'
            ? 'You are entitled to Irish citizenship by your birth on the island: you do not need the Foreign ' +
              'Births Register. Taking an Irish passport confirms your citizenship.'
            : 'Through the Foreign Births Register you are an Irish citizen from the date you are registered, not ' +
              'from your birth. Children born before that date cannot claim through you.',
      size: 9.5,
      gapBefore: 3,
    },
  ]);
  if (assessment.missing.length > 0) {
    subHeading(doc, 'Could still change', 'Details that could change this result');
    bullets(doc, assessment.missing, { size: 9.5, color: COLOR.muted });
  }
}

// ---------------------------------------------------------------- family line

type LineBox = {
  member: FamilyMember;
  irish: boolean;
  citizenNote: string | null;
  proof: string;
  linkLabel: string | null;
};

function drawFamilyLine(doc: Doc, chain: Chain): void {
  const boxes = familyBoxes(chain);
  if (boxes.length === 0) {
    paragraph(doc, 'Add yourself, your parents and your Irish-born grandparent to the tree to see your family line.');
    return;
  }
  const x = doc.page.margins.left;
  const boxWidth = 285;
  const noteX = x + boxWidth + 34;
  const noteWidth = contentWidth(doc) - boxWidth - 34;
  const gap = 40;
  const heights = boxes.map((b) => boxRunsHeight(doc, b, boxWidth));
  const total = heights.reduce((s, h) => s + h, 0) + gap * (boxes.length - 1) + 40;
  ensureSpace(doc, total);

  useFont(doc, { bold: true, size: 8, color: COLOR.faint });
  doc.text('HOW YOU ARE LINKED', x, doc.y, { width: boxWidth, characterSpacing: 1 });
  doc.text('WHAT PROVES EACH LINK', noteX, doc.y - doc.currentLineHeight(), { width: noteWidth, characterSpacing: 1 });
  let y = doc.y + 8;
  boxes.forEach((box, index) => {
    const height = heights[index] ?? 60;
    drawMemberBox(doc, box, x, y, boxWidth, height);
    // Proof note beside the box, joined by a thin dotted line.
    doc
      .save()
      .dash(1.5, { space: 2 })
      .moveTo(x + boxWidth + 4, y + height / 2)
      .lineTo(noteX - 6, y + height / 2)
      .lineWidth(0.8)
      .strokeColor(COLOR.rule)
      .stroke()
      .undash()
      .restore();
    useFont(doc, { size: 8.5, color: COLOR.muted });
    const noteHeight = doc.heightOfString(box.proof, { width: noteWidth, lineGap: 1.5 });
    doc.text(box.proof, noteX, y + Math.max(0, height / 2 - noteHeight / 2), { width: noteWidth, lineGap: 1.5 });

    const next = boxes[index + 1];
    if (next) {
      const cx = x + boxWidth / 2;
      const top = y + height;
      const bottom = top + gap;
      doc
        .moveTo(cx, top)
        .lineTo(cx, bottom - 7)
        .lineWidth(1.6)
        .strokeColor(COLOR.green)
        .stroke();
      doc.polygon([cx - 5, bottom - 8], [cx + 5, bottom - 8], [cx, bottom - 1]).fill(COLOR.green);
      if (box.linkLabel) {
        useFont(doc, { size: 8.5, color: COLOR.muted });
        doc.text(box.linkLabel, cx + 10, top + gap / 2 - 5, { width: boxWidth / 2 - 10, lineBreak: false });
      }
    }
    y += height + gap;
  });
  doc.y = y - gap + 14;

  if (!boxes.some((b) => b.irish)) return;
  // Legend.
  const ly = doc.y;
  shamrock(doc, x + 7, ly + 6, 13);
  useFont(doc, { size: 8.5, color: COLOR.muted });
  doc.text('Born on the island of Ireland (Northern Ireland counts too).', x + 20, ly + 1.5, {
    width: contentWidth(doc) - 20,
  });
  doc.y = ly + 24;
}

function familyBoxes(chain: Chain): LineBox[] {
  const boxes: LineBox[] = [];
  const { grandparent, parent, applicant } = chain;
  if (chain.kind === 'grandparent' && grandparent) {
    boxes.push({
      member: grandparent,
      irish: true,
      citizenNote: null,
      proof:
        'Born in Ireland: proved by their civil birth certificate (from GRONI for Northern Ireland), or a church ' +
        'baptismal certificate where no civil record exists.',
      linkLabel: parent ? `${PARENT_WORD[grandparent.gender]} of ${firstOr(parent)}` : null,
    });
  }
  if (parent) {
    const citizen = chain.kind === 'citizen_parent';
    const since = treeDate(parent.citizenshipDate);
    boxes.push({
      member: parent,
      irish: islandBirth(parent).onIsland === true,
      citizenNote: citizen
        ? `Irish citizen${since ? (parseRecordDate(since)?.kind === 'exact' ? ` since ${formatRecordDate(since)}` : ` (from ${formatRecordDate(since)})`) : ''}`
        : null,
      proof: citizen
        ? 'Irish citizen in time: proved by the document that made them Irish (FBR certificate, naturalisation ' +
          'certificate, post-nuptial declaration or adoption papers); their long-form birth certificate proves who they are.'
        : grandparent
          ? `Child of ${fullName(grandparent) || 'your grandparent'}: proved by ${firstOr(parent)}'s long-form birth certificate, which names the parents.`
          : 'Proved by their long-form birth certificate, which names the parents.',
      linkLabel: applicant ? `your ${roleWord(parent)}` : null,
    });
  }
  if (applicant) {
    boxes.push({
      member: applicant,
      irish: false,
      citizenNote: null,
      proof: parent
        ? `Child of ${fullName(parent) || 'your parent'}: proved by your long-form birth certificate.`
        : 'Proved by your long-form birth certificate.',
      linkLabel: null,
    });
  }
  return boxes;
}

function boxRuns(box: LineBox): Run[] {
  const m = box.member;
  const relation =
    m.relationship === 'self' ? 'You, the applicant' : `Your ${roleWord(m)}${box.irish ? ' · born in Ireland' : ''}`;
  const born = [formatRecordDate(treeDate(m.birthDate)) || null, placeText(m.birthPlace, m.birthCountry)]
    .filter(Boolean)
    .join(', ');
  const died = m.isDeceased
    ? [formatRecordDate(treeDate(m.deathDate)) || null, placeText(m.deathPlace, m.deathCountry)]
        .filter(Boolean)
        .join(', ')
    : null;
  return [
    { text: relation.toUpperCase(), bold: true, size: 7.5, color: box.irish ? COLOR.greenMid : COLOR.faint },
    { text: fullName(m) || 'Name not in your tree yet', bold: true, size: 12.5, gapBefore: 2 },
    { text: `Born: ${born || 'not in your tree yet'}`, size: 8.5, color: COLOR.muted, gapBefore: 3 },
    ...(m.isDeceased
      ? [{ text: `Died: ${died || 'date not in your tree'}`, size: 8.5, color: COLOR.muted, gapBefore: 1 }]
      : []),
    ...(box.citizenNote ? [{ text: box.citizenNote, bold: true, size: 8.5, color: COLOR.green, gapBefore: 2 }] : []),
  ];
}

const BOX_PAD = 10;
const SHAMROCK_SPACE = 34;

function boxRunsHeight(doc: Doc, box: LineBox, width: number): number {
  return runsHeight(doc, boxRuns(box), width - BOX_PAD * 2 - SHAMROCK_SPACE) + BOX_PAD * 2;
}

function drawMemberBox(doc: Doc, box: LineBox, x: number, y: number, width: number, height: number): void {
  const highlighted = box.irish || box.citizenNote !== null;
  doc.roundedRect(x, y, width, height, 6).fill(highlighted ? COLOR.greenPale : COLOR.white);
  doc
    .roundedRect(x, y, width, height, 6)
    .lineWidth(highlighted ? 1.6 : 0.9)
    .strokeColor(highlighted ? COLOR.green : COLOR.rule)
    .stroke();
  if (highlighted) doc.rect(x, y + 6, 4, height - 12).fill(COLOR.green);
  drawRuns(doc, boxRuns(box), x + BOX_PAD + 4, y + BOX_PAD, width - BOX_PAD * 2 - SHAMROCK_SPACE);
  if (box.irish) shamrock(doc, x + width - 24, y + height / 2 - 2, 24);
}

// ---------------------------------------------------------------- checklists

const CHECKLIST_COLUMNS = [
  { header: '', width: 24 },
  { header: 'Document', width: 170 },
  { header: 'Where to get it', width: 170 },
  { header: 'Typical cost and time', width: 123 },
] as const;

function drawChecklists(doc: Doc, checklists: readonly PersonChecklist[]): void {
  if (checklists.length === 0) {
    paragraph(
      doc,
      'There is no Foreign Births Register checklist for your tree: either you are already an Irish citizen (apply ' +
        'for a passport directly) or the tree does not show a route yet.',
    );
    return;
  }
  paragraph(
    doc,
    'Gather every original before you start the online form: it cannot be saved part-way. Certificates must be ' +
      'originals and civil (state) certificates, unless a line below says a church record takes the place of a ' +
      'missing civil one; birth certificates must be the long form that names the parents.',
    { size: 9.5, color: COLOR.muted },
  );
  drawLegend(doc);
  for (const list of checklists) {
    subHeading(doc, list.heading, `${list.items.length} document${list.items.length === 1 ? '' : 's'}`);
    table(doc, CHECKLIST_COLUMNS, list.items.map(checklistRow));
  }
  useFont(doc, { size: 8, color: COLOR.faint });
  paragraph(
    doc,
    'Each fee and time says when it was last checked and where it comes from (Section 9 lists the pages). They ' +
      'change: ask the office for the current fee when you order.',
    { size: 8, color: COLOR.faint },
  );
}

function drawLegend(doc: Doc): void {
  const x = doc.page.margins.left;
  ensureSpace(doc, 24);
  const y = doc.y + 2;
  const entries: [Parameters<typeof checkbox>[3], string][] = [
    ['need', 'You need this'],
    ['check', 'Check whether it applies to you'],
    ['have', 'Tick when the original is in hand'],
  ];
  let cx = x;
  for (const [state, text] of entries) {
    checkbox(doc, cx, y, state);
    useFont(doc, { size: 8.5, color: COLOR.muted });
    doc.text(text, cx + 16, y + 1.5, { lineBreak: false });
    cx += 16 + doc.widthOfString(text) + 22;
  }
  doc.y = y + 24;
}

function checklistRow(item: ChecklistItem): Cell[] {
  const office = item.source;
  const where: Run[] = office
    ? [
        { text: office.office, bold: true, size: 8.5 },
        ...(office.match === 'office' ? [] : [{ text: office.region, size: 8, color: COLOR.muted }]),
        { text: `Ask for: ${office.askFor}`, size: 8 },
        ...(office.orderUrl ? [{ text: `Order: ${office.orderUrl}`, size: 7.5, color: COLOR.muted }] : []),
        ...office.notes.map((note) => ({ text: note, size: 7.5, color: COLOR.faint })),
      ]
    : [{ text: item.obtain ?? '', size: 8 }];
  const cost: Run[] = office
    ? [
        { text: 'Fee', bold: true, size: 7.5, color: COLOR.faint },
        { text: item.cost ?? '', size: 8, gapBefore: 1 },
        { text: 'Time', bold: true, size: 7.5, color: COLOR.faint },
        { text: item.time ?? '', size: 8, gapBefore: 1 },
      ]
    : [{ text: '—', size: 8, color: COLOR.faint }];
  return [
    { box: item.status },
    {
      runs: [
        { text: item.title, bold: true, size: 9.5 },
        ...(item.status === 'check'
          ? [{ text: 'Check whether this applies', bold: true, size: 7.5, color: COLOR.amber }]
          : []),
        { text: item.why, size: 8, color: COLOR.muted },
        ...(item.carries ? [{ text: item.carries, size: 8, gapBefore: 1 }] : []),
      ],
    },
    { runs: where },
    { runs: cost },
  ];
}

// ---------------------------------------------------------------- name changes

function drawNameChanges(doc: Doc, checklists: readonly PersonChecklist[], nameChanges: readonly NameChange[]): void {
  const rows: Cell[][] = [];
  for (const list of checklists) {
    for (const item of list.items) {
      if (item.nameChangeId === null && item.kind !== 'name_change') continue;
      const change = nameChanges.find((c) => c.id === item.nameChangeId);
      rows.push([
        { runs: [{ text: list.name, bold: true, size: 9 }] },
        {
          runs: change
            ? changeRuns(change)
            : [{ text: 'Not recorded in your tree yet', size: 8.5, color: COLOR.amber }],
        },
        {
          runs: [
            { text: item.title, bold: true, size: 9 },
            {
              text: item.source ? `Order from: ${item.source.office}` : (item.obtain ?? item.why),
              size: 8,
              color: COLOR.muted,
            },
          ],
        },
      ]);
    }
  }
  paragraph(
    doc,
    'Every change of surname in the chain needs a document that explains it. Unexplained name changes are a common ' +
      'cause of delay. Only civil marriage certificates are accepted, never church ones.',
    { size: 9.5, color: COLOR.muted },
  );
  if (rows.length === 0) {
    callout(doc, [
      {
        text:
          'No changes of name are recorded for the people in your application. If anyone’s surname changed (marriage, ' +
          'divorce, deed poll or adoption), add it to your tree so this pack can list the evidence.',
        size: 9.5,
      },
    ]);
    return;
  }
  table(
    doc,
    [
      { header: 'Person', width: 105 },
      { header: 'Change', width: 160 },
      { header: 'Document to send', width: 222 },
    ],
    rows,
  );
}

/** A tree date the pack can show (docs/decisions/051-dates-as-records-hold-them.md), or null. */
function treeDate(value: string | null | undefined): string | null {
  return value && isRecordDate(value) ? value : null;
}

function changeRuns(change: NameChange): Run[] {
  const before = change.surnameBeforeChange?.trim();
  const after = change.surnameAfterChange?.trim();
  const shift = before && after ? `${before} → ${after}` : after ? `→ ${after}` : before ? `${before} →` : '';
  const where = [
    formatRecordDate(treeDate(change.changeDate)) || null,
    change.changePlace?.trim() || null,
    change.changeCountry?.trim() || null,
  ]
    .filter(Boolean)
    .join(', ');
  const spouse = spouseName(change);
  return [
    { text: NAME_KIND_LABELS[change.changeType], bold: true, size: 9 },
    ...(shift ? [{ text: shift, size: 9, gapBefore: 1 }] : []),
    ...(spouse ? [{ text: `Spouse: ${spouse}`, size: 8, color: COLOR.muted, gapBefore: 1 }] : []),
    ...(where ? [{ text: where, size: 8, color: COLOR.muted, gapBefore: 1 }] : []),
  ];
}

// ---------------------------------------------------------------- steps

function drawSteps(doc: Doc, steps: readonly ApplicationStep[]): void {
  useFont(doc, { bold: true, size: 9, color: COLOR.amber });
  doc.text(
    `${STEPS_FACTS_LINE}. Fees, times and addresses change: check each one on ireland.ie or dfa.ie.`,
    doc.page.margins.left,
    doc.y,
    {
      width: contentWidth(doc),
    },
  );
  doc.y += 10;
  callout(doc, [
    { text: 'THE FBR FEE', bold: true, size: 8.5, color: COLOR.greenMid },
    { text: `${FEE.adult} for an adult  ·  ${FEE.minor} for a minor`, bold: true, size: 14, gapBefore: 3 },
    {
      text: `Paid online when you apply; includes the return postage of your documents; not refundable. Last checked ${REQUIREMENTS_CHECKED}.`,
      size: 9,
      color: COLOR.muted,
      gapBefore: 3,
    },
  ]);
  const x = doc.page.margins.left;
  const textX = x + 36;
  const width = contentWidth(doc) - 36;
  for (const step of steps) {
    const runs: Run[] = [
      { text: step.title, bold: true, size: 11.5 },
      ...step.paragraphs.map((p) => ({ text: p, size: 9.5, gapBefore: 4 })),
    ];
    const cautionRuns: Run[] = step.caution ? [{ text: `Check: ${step.caution}`, size: 8.5, color: COLOR.amber }] : [];
    const cautionHeight = step.caution ? runsHeight(doc, cautionRuns, width - 20) + 14 : 0;
    const height = runsHeight(doc, runs, width) + cautionHeight + 6;
    ensureSpace(doc, height + 10);
    const y = doc.y;
    doc.circle(x + 12, y + 9, 12).fill(COLOR.green);
    useFont(doc, { bold: true, size: 11, color: COLOR.white });
    doc.text(String(step.number), x, y + 3, { width: 24, align: 'center', lineBreak: false });
    let bottom = drawRuns(doc, runs, textX, y, width);
    if (step.caution) {
      bottom += 6;
      const boxHeight = cautionHeight - 6;
      doc.rect(textX, bottom, width, boxHeight).fill(COLOR.amberBg);
      doc.rect(textX, bottom, 3, boxHeight).fill(COLOR.amberRule);
      drawRuns(doc, cautionRuns, textX + 10, bottom + 4, width - 20);
      bottom += boxHeight;
    }
    doc.y = bottom + 16;
  }
}

// ---------------------------------------------------------------- readiness

function drawReadiness(doc: Doc, readiness: Readiness, blanks: readonly string[]): void {
  if (readiness.blocking.length === 0 && readiness.warnings.length === 0 && blanks.length === 0) {
    callout(doc, [
      {
        text: 'Nothing is missing: your tree has every detail this pack uses.',
        bold: true,
        size: 10,
        color: COLOR.green,
      },
    ]);
    return;
  }
  if (readiness.blocking.length > 0) {
    callout(
      doc,
      [
        { text: 'Needed before you apply', bold: true, size: 10, color: COLOR.red },
        ...readiness.blocking.map((i) => ({ text: `•  ${i.message}`, size: 9.5, gapBefore: 3 })),
      ],
      { fill: COLOR.redBg, bar: COLOR.red },
    );
  }
  if (readiness.warnings.length > 0) {
    callout(
      doc,
      [
        { text: 'Worth adding', bold: true, size: 10, color: COLOR.amber },
        {
          text: 'Certificate offices search by date and place of birth, and the online form asks for both.',
          size: 8.5,
          color: COLOR.muted,
          gapBefore: 2,
        },
        ...readiness.warnings.map((i) => ({ text: `•  ${i.message}`, size: 9.5, gapBefore: 3 })),
      ],
      { fill: COLOR.amberBg, bar: COLOR.amberRule },
    );
  }
  if (blanks.length > 0) {
    callout(
      doc,
      [
        { text: 'Blanks on your answer sheet', bold: true, size: 10, color: COLOR.amber },
        {
          text: 'Add these to your tree to have them filled in, or find them on the certificates as they arrive.',
          size: 8.5,
          color: COLOR.muted,
          gapBefore: 2,
        },
        ...blanks.map((blank) => ({ text: `•  ${blank}`, size: 9.5, gapBefore: 3 })),
      ],
      { fill: COLOR.amberBg, bar: COLOR.amberRule },
    );
  }
}

// ---------------------------------------------------------------- answer sheet

function drawAnswerSheet(doc: Doc, sections: readonly AnswerSection[], checked: readonly CheckedCertificate[]): void {
  paragraph(
    doc,
    'Have these details ready for the online form, grouped by person as the form asks for them. Answers marked ____ ' +
      'are not in your tree yet: find them before you start, because the form cannot be saved part-way. Copy names ' +
      'and dates exactly as they appear on the certificates.',
    { size: 9.5, color: COLOR.muted },
  );
  const columns = [
    { header: 'The form asks', width: 190 },
    { header: 'Your answer', width: 297 },
  ];
  for (const section of sections) {
    const rows: Cell[][] = section.rows.map((tree) => {
      // First names as the checked birth certificate prints them, saying what the tree has.
      const row = printedFirstNames(tree, section.memberId, checked) ?? { ...tree, note: null };
      return [
        { runs: [{ text: row.question, size: 9, color: COLOR.muted }] },
        {
          runs: [
            { text: row.answer, bold: row.filled, size: 9.5, color: row.filled ? COLOR.ink : COLOR.amber },
            ...(row.note ? [{ text: row.note, size: 8, color: COLOR.muted, gapBefore: 1 }] : []),
          ],
        },
      ];
    });
    // Each person's answers stay on one page (a heading is about 30 points).
    const options = { zebra: true, padY: 4.5 };
    ensureSpace(doc, tableHeight(doc, columns, rows, options) + 30);
    subHeading(doc, section.title);
    table(doc, columns, rows, options);
  }
}

// ---------------------------------------------------------------- before you post, disclaimer

function drawBeforeYouPost(doc: Doc, checklists: readonly PersonChecklist[]): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc) - 24;
  for (const check of beforeYouPost(checklists)) {
    const runs: Run[] = [
      { text: check.text, bold: true, size: 10 },
      ...(check.detail ? [{ text: check.detail, size: 8.5, color: COLOR.muted, gapBefore: 2 }] : []),
    ];
    const height = runsHeight(doc, runs, width);
    ensureSpace(doc, height + 10);
    const y = doc.y;
    checkbox(doc, x, y + 1, 'need', 12);
    doc.y = drawRuns(doc, runs, x + 24, y, width) + 10;
  }
}

/** Where the pack's rules, fees and times come from, with the date each source gives. */
function drawSources(doc: Doc, checklists: readonly PersonChecklist[]): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  for (const source of requirementSources()) {
    const runs: Run[] = [
      { text: source.title, bold: true, size: 9 },
      {
        text: `${source.kind === 'official' ? 'Official source' : 'Reported by this site'}, ${source.dated}`,
        size: 8,
        color: COLOR.muted,
      },
      { text: source.url, size: 7.5, color: COLOR.faint },
    ];
    ensureSpace(doc, runsHeight(doc, runs, width) + 8);
    doc.y = drawRuns(doc, runs, x, doc.y, width) + 8;
  }
  const offices = officeSources(checklists);
  if (offices.length === 0) return;
  const intro: Run[] = [
    { text: 'Certificate offices', bold: true, size: 10 },
    {
      text:
        'The pages behind the offices, fees and times in Section 3. Each fee and time there says when it was last ' +
        'checked; ask the office for the current fee when you order.',
      size: 8,
      color: COLOR.muted,
    },
  ];
  ensureSpace(doc, runsHeight(doc, intro, width) + 8);
  doc.y = drawRuns(doc, intro, x, doc.y + 4, width) + 8;
  for (const source of offices) {
    const runs: Run[] = [
      { text: `${source.offices.join('; ')}: ${source.site}`, bold: true, size: 9 },
      { text: `${SOURCE_KIND_WORDS[source.kind]}, ${source.checked}`, size: 8, color: COLOR.muted },
      { text: source.url, size: 7.5, color: COLOR.faint },
    ];
    ensureSpace(doc, runsHeight(doc, runs, width) + 8);
    doc.y = drawRuns(doc, runs, x, doc.y, width) + 8;
  }
}

const SOURCE_KIND_WORDS: Record<CitedSource['kind'], string> = {
  office: 'Official source',
  'government-directory': 'Government directory',
  'third-party': 'Reported by this site',
};

/** Every page behind the offices named in the checklists, once, with the offices it backs. */
function officeSources(checklists: readonly PersonChecklist[]): (CitedSource & { offices: string[] })[] {
  const byUrl = new Map<string, CitedSource & { offices: string[] }>();
  for (const item of checklists.flatMap((list) => list.items)) {
    for (const source of item.source?.sources ?? []) {
      const seen = byUrl.get(source.url) ?? { ...source, offices: [] };
      const region = item.source?.region ?? '';
      if (region && !seen.offices.includes(region)) seen.offices.push(region);
      byUrl.set(source.url, seen);
    }
  }
  return [...byUrl.values()];
}

function drawDisclaimer(doc: Doc): void {
  doc.y += 6;
  callout(
    doc,
    [
      { text: 'About this pack', bold: true, size: 9.5, color: COLOR.ink },
      {
        text:
          `${PACK_AUTHOR} is an independent service. We are not the Department of Foreign Affairs (DFA) or any part ` +
          'of the Irish government, and this pack is not legal advice. It is built from your family tree and from ' +
          `the public sources in Section 9, last checked in ${REQUIREMENTS_CHECKED}. Fees, processing times, witness rules and postal addresses ` +
          'change: check them on ireland.ie and dfa.ie before you apply, order or post anything.',
        size: 8.5,
        color: COLOR.muted,
        gapBefore: 3,
      },
    ],
    { fill: '#f3f4f6', bar: COLOR.faint },
  );
}

// ---------------------------------------------------------------- page furniture

/** Running header (not on the cover) and 'Page N of M' footer on every page. */
function drawPageFurniture(doc: Doc, title: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a new page: lift the margin while drawing.
    doc.page.margins.bottom = 0;
    const x = PAGE.marginX;
    const width = doc.page.width - PAGE.marginX * 2;
    if (i > range.start) {
      useFont(doc, { size: 8, color: COLOR.faint });
      doc.text(title, x, 34, { width: width - 140, lineBreak: false });
      useFont(doc, { bold: true, size: 8, color: COLOR.green });
      doc.text(PACK_AUTHOR, x + width - 140, 34, { width: 140, align: 'right', lineBreak: false });
      doc
        .moveTo(x, 48)
        .lineTo(x + width, 48)
        .lineWidth(0.6)
        .strokeColor(COLOR.rule)
        .stroke();
    }
    const footerY = doc.page.height - 40;
    doc
      .moveTo(x, footerY - 8)
      .lineTo(x + width, footerY - 8)
      .lineWidth(0.6)
      .strokeColor(COLOR.ruleLight)
      .stroke();
    useFont(doc, { size: 7.5, color: COLOR.faint });
    doc.text('Independent service, not the Department of Foreign Affairs', x, footerY, {
      width: width - 100,
      lineBreak: false,
    });
    useFont(doc, { size: 8, color: COLOR.muted });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, x + width - 100, footerY, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

function addBookmarks(doc: Doc, marks: readonly SectionMark[]): void {
  // pdfkit bookmarks point at the page that is current when the item is added.
  for (const mark of marks) {
    doc.switchToPage(mark.page);
    doc.outline.addItem(mark.title);
  }
}

// ---------------------------------------------------------------- helpers

function placeText(place: string | null, country: string | null): string {
  const parts = [place?.trim(), country?.trim()].filter((p): p is string => Boolean(p));
  // 'Castlebar, Co. Mayo' + 'Ireland', but not 'Cork, Ireland' + 'Ireland'.
  if (parts.length === 2 && parts[0]?.toLowerCase().endsWith(parts[1]?.toLowerCase() ?? '')) return parts[0] ?? '';
  return parts.join(', ');
}

const PARENT_WORD: Record<FamilyMember['gender'], string> = { male: 'father', female: 'mother', other: 'parent' };

function firstOr(member: FamilyMember): string {
  return member.relationship === 'self'
    ? 'you'
    : member.firstName.trim() || fullName(member) || `your ${roleWord(member)}`;
}
