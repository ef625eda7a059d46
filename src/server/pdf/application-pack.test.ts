/**
 * Renders the pack for the example family and reads it back as a person's PDF reader would
 * (pdfjs-dist): the text must be selectable, Unicode (€) must survive, and the metadata must
 * name the applicant. Where poppler is installed, pages 1–2 are also rendered to PNG in
 * test-results/pdf/ for a person to look at (not an assertion).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEARCH_NOTE_PHRASES } from '#domain/documents/offices/wording.ts';
import { nameChange, sampleFamily } from '#domain/documents/sample-tree.ts';
import { familyMember, type FamilyMember } from '#domain/tree/family-member.ts';
import { packInput } from '#tests/support/pack-input.ts';
import { readPdf } from '#tests/support/pdf-text.ts';
import { packFileName, renderApplicationPack, type PackInput } from './application-pack.ts';

const PNG_DIR = join(process.cwd(), 'test-results', 'pdf');

/** Research-note phrasing found in a pack's text (issue 18 item 10): none, in every pack rendered here. */
function researchNotesIn(flowing: string): string[] {
  const text = flowing.toLowerCase();
  return RESEARCH_NOTE_PHRASES.filter((phrase) => text.includes(phrase.toLowerCase()));
}

/** Renders, writes to a temp file and returns what a PDF reader gets from it; every pack reads as finished advice. */
async function readBack(dir: string, name: string, input: PackInput) {
  const pdf = await renderApplicationPack(input);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const read = await readPdf(pdf);
  expect(researchNotesIn(read.flowing), `research notes in the ${name} pack`).toEqual([]);
  return { ...read, pdf, file, pages: read.pageCount };
}

describe('renderApplicationPack', () => {
  let dir = '';
  let pack: Awaited<ReturnType<typeof readBack>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fbr-pack-'));
    pack = await readBack(dir, 'sample', packInput(sampleFamily().members));
  }, 30_000);

  afterAll(() => {
    try {
      mkdirSync(PNG_DIR, { recursive: true });
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        '1',
        '-l',
        '2',
        pack.file,
        join(PNG_DIR, 'application-pack'),
      ]);
    } catch {
      // No poppler here: the pages are not rendered for a person to look at.
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is a PDF of more than three pages', () => {
    expect(pack.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pack.pages).toBeGreaterThan(3);
    for (const [width, height] of pack.sizes)
      expect([width.toFixed(2), height.toFixed(2)]).toEqual(['595.28', '841.89']);
  });

  it.each<[string, string]>([
    ['Title', 'Irish FBR Application Pack — Aoife Walsh'],
    ['Author', 'Irish Citizenship Assist'],
    ['Subject', 'Foreign Births Register application pack: documents, steps and answer sheet'],
    ['Keywords', 'Irish citizenship, Foreign Births Register, FBR, citizenship by descent, application pack'],
  ])('has the metadata %s', (key, value) => {
    expect(pack.meta(key)).toBe(value);
  });

  it('records when it was generated', () => {
    expect(pack.meta('CreationDate')).toContain('2026');
  });

  it.each([
    'Aoife Walsh',
    'Mary Walsh',
    'John Walsh',
    'Castlebar, Co. Mayo',
    'General Register Office',
    'Long-form civil birth',
    'Irish civil birth certificate',
    'Civil marriage certificate',
    'Civil death certificate',
    '€278 for an adult',
    '€153 for a minor',
    '€20',
    '£12.50',
    'Facts last checked: November 2026',
    'Two original proofs of address',
    'Section E',
    'Section D',
    'includes the return postage',
    'Sources',
    'citizensinformation.ie',
    'Brennan → Walsh',
    'Before you post',
    'not the Department of Foreign Affairs',
    'ireland.ie',
  ])('shows %j as selectable text', (text) => {
    expect(pack.layout).toContain(text);
  });

  it("names the church record as the proof of an Irish-born grandparent's birth where no civil one exists", () => {
    expect(pack.flowing).toContain('or a church baptismal certificate where no civil record exists');
  });

  it("prints a fee seen more than 18 months before the pack's day as 'ask the office', the old figure only as a hint", () => {
    // Citizens Information's fees page was last edited on 6 October 2023; the pack is made on 22 November 2026.
    expect(pack.flowing).toContain(
      'Ask the office for the current fee for a certified long-form copy. It was reported as €20 for a full standard certificate',
    );
    expect(pack.flowing).not.toContain(
      '€20 for a full standard certificate; €5 for an uncertified photocopy, which is for research only and not accepted for the Foreign Births Register (last checked',
    );
  });

  it.each(RESEARCH_NOTE_PHRASES)('reads as finished advice, not research notes: no %j', (phrase) => {
    expect(pack.flowing.toLowerCase()).not.toContain(phrase.toLowerCase());
  });

  it('names the Massachusetts registry for a Boston-born father, with where to order, what to ask for and the dated figures', async () => {
    const members = sampleFamily().members.map((m) =>
      m.id === 'dad' ? { ...m, birthPlace: 'Boston', birthCountry: 'USA' } : m,
    );
    const boston = await readBack(dir, 'boston', packInput(members));
    expect(boston.flowing).toContain('Massachusetts Registry of Vital Records and Statistics (RVRS)');
    // Long addresses may wrap after a slash.
    expect(boston.flowing.replaceAll('/ ', '/')).toContain(
      'Order: https://www.mass.gov/orgs/registry-of-vital-records-and-statistics',
    );
    expect(boston.flowing).toContain('full birth record that names both parents, from the RVRS');
    expect(boston.flowing).toContain('reported by legalclarity.org, last checked November 2026');
    // The sources list names the pages behind the Massachusetts figures.
    expect(boston.flowing).toContain('Massachusetts, United States: legalclarity.org');
    expect(boston.flowing).toContain('https://recordsanchor.com/massachusetts/');
  }, 30_000);

  it('says in the checklist which name each document should carry, with the other forms recorded (decision 064)', async () => {
    const irish = nameChange({ id: 'irish-gm1', familyMemberId: 'gm1', changeType: 'irish_form', givenNames: 'Máire' });
    const named = await readBack(
      dir,
      'names',
      packInput(sampleFamily().members, { nameChanges: [...sampleFamily().nameChanges, irish] }),
    );
    expect(named.flowing).toContain(
      'Should carry the birth name: Mary Brennan (also recorded as Máire Brennan, Irish form).',
    );
    expect(named.flowing).toContain('Other forms of the name');
    expect(pack.flowing).not.toContain('also recorded as');
  });

  it('keeps the checklist wording whole when the text flows', () => {
    expect(pack.flowing).toContain('Four passport photos, two of them signed by your witness');
    expect(pack.flowing).toContain('Certified copy of their state photo ID');
    expect(pack.flowing).toContain('Long-form civil birth certificate');
    expect(pack.flowing).toContain(
      'You can apply to the Foreign Births Register through your grandmother Mary Walsh (born in Ireland), via your father John Walsh.',
    );
  });

  it('renders the same bytes for the same input', async () => {
    const again = await renderApplicationPack(packInput(sampleFamily().members));
    expect(again.equals(pack.pdf)).toBe(true);
  });

  it('says nothing is missing only when the answer sheet has no blanks either', () => {
    const blank = pack.layout.includes('____ (not in your tree yet)');
    expect(pack.flowing.includes('Nothing is missing')).toBe(!blank);
  });

  it('numbers every page "Page N of M"', () => {
    for (let page = 1; page <= pack.pages; page++) {
      expect(pack.layout).toContain(`Page ${page} of ${pack.pages}`);
    }
  });

  it('renders a 20,000-character surname in linear time, its text intact', async () => {
    const surname = 'W'.repeat(20_000);
    const members = sampleFamily().members.map((m) => (m.relationship === 'self' ? { ...m, lastName: surname } : m));
    const started = performance.now();
    const long = await readBack(dir, 'long-surname', packInput(members));
    // About 1.4 s alone (it used to exhaust the heap); the bound leaves room for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(long.flowing.replaceAll('\u200B', '').replace(/\s+/g, '')).toContain(surname.slice(0, 5_000));
  }, 60_000);

  it('prints open readiness warnings and blanks for a tree with gaps', async () => {
    const members = sampleFamily().members.map((m) =>
      m.id === 'gm1' ? { ...m, birthPlace: null, birthDate: null } : m,
    );
    const gaps = await readBack(dir, 'gaps', packInput(members));
    expect(gaps.flowing).toContain("Add Mary Walsh's date of birth.");
    expect(gaps.flowing).toContain("Add Mary Walsh's place of birth.");
    expect(gaps.flowing).toContain('____ (not in your tree yet)');
    // Never 'nothing is missing' beside blanks (issue 18): each blank is listed where the gaps are.
    expect(gaps.flowing).not.toContain('Nothing is missing');
    expect(gaps.flowing).toContain('Blanks on your answer sheet');
    expect(gaps.flowing).toContain('Your grandparent born in Ireland: date of birth');
  }, 30_000);

  it('prints partial dates as the records hold them, with no blank and no invented day', async () => {
    const members = sampleFamily().members.map((m) =>
      m.id === 'gm1' ? { ...m, birthDate: 'ABT 1931', deathDate: '2010' } : m,
    );
    const partial = await readBack(dir, 'partial-dates', packInput(members));
    expect(partial.flowing).toContain('about 1931');
    expect(partial.flowing).toContain('about 1931 (the exact day is on the certificate)');
    expect(partial.flowing).toContain('2010 (the exact day is on the certificate)');
    expect(partial.flowing).not.toContain('1 January 1931');
    expect(partial.flowing).not.toContain('Your grandparent born in Ireland: date of birth');
  }, 30_000);

  it('still renders for an empty tree, saying what to add', async () => {
    const empty = await readBack(dir, 'empty', packInput([], { nameChanges: [] }));
    expect(empty.meta('Title')).toBe('Irish FBR Application Pack — Applicant');
    expect(empty.flowing).toContain('Add yourself to the family tree');
    expect(empty.flowing).toContain('____ (not in your tree yet)');
  }, 30_000);

  it('says who in the family can register through an Irish-born great-grandmother', async () => {
    const members: FamilyMember[] = [
      ...sampleFamily().members.map((m) =>
        m.id === 'gm1' ? { ...m, isIrishBorn: false, birthCountry: 'England', birthPlace: 'Liverpool' } : m,
      ),
      familyMember({
        id: 'ggm1',
        relationship: 'great_grandparent',
        parentId: 'gm1',
        firstName: 'Honora',
        lastName: 'Brennan',
        gender: 'female',
        birthPlace: 'Sligo',
        birthCountry: 'Ireland',
        isIrishBorn: true,
      }),
    ];
    const great = await readBack(dir, 'great-grandparent', packInput(members));
    expect(great.flowing).toContain('Who in your family can register');
    expect(great.flowing).toContain('You cannot register through your great-grandmother Honora Brennan (Sligo)');
    expect(great.flowing).toContain(
      'can register in the Foreign Births Register now through his grandmother Honora Brennan',
    );
  }, 30_000);

  it('renders Irish names and the citizen-parent route', async () => {
    const members = sampleFamily().members.map((m) =>
      m.id === 'me'
        ? { ...m, firstName: 'Siobhán', lastName: 'Ó Súilleabháin' }
        : m.id === 'gm1'
          ? { ...m, isIrishBorn: false, birthCountry: 'England', birthPlace: 'Liverpool' }
          : m.id === 'dad'
            ? { ...m, isIrishCitizen: true, citizenshipDate: '1985-01-10' }
            : m,
    );
    const citizen = await readBack(dir, 'citizen', packInput(members));
    expect(citizen.meta('Title')).toBe('Irish FBR Application Pack — Siobhán Ó Súilleabháin');
    expect(citizen.flowing).toContain('Foreign Births Register certificate or naturalisation certificate');
    expect(citizen.flowing).toContain('Irish citizen since 10 January 1985');
    // The family box names every document that can make a parent Irish, as the checklist does.
    expect(citizen.flowing).toContain(
      '(FBR certificate, naturalisation certificate, post-nuptial declaration or adoption papers)',
    );
  }, 30_000);
});

describe('packFileName', () => {
  const day = new Date('2026-03-05T23:30:00Z');
  it.each<[string | null, string]>([
    ['Walsh', 'Irish-FBR-Application-Pack-Walsh-2026-03-05.pdf'],
    ["O'Brien", 'Irish-FBR-Application-Pack-O-Brien-2026-03-05.pdf'],
    ['Ó Súilleabháin', 'Irish-FBR-Application-Pack-O-Suilleabhain-2026-03-05.pdf'],
    ['Mac Giolla-Phádraig', 'Irish-FBR-Application-Pack-Mac-Giolla-Phadraig-2026-03-05.pdf'],
    ['../../etc/passwd', 'Irish-FBR-Application-Pack-etc-passwd-2026-03-05.pdf'],
    ['王', 'Irish-FBR-Application-Pack-Applicant-2026-03-05.pdf'],
    ['  ', 'Irish-FBR-Application-Pack-Applicant-2026-03-05.pdf'],
    [null, 'Irish-FBR-Application-Pack-Applicant-2026-03-05.pdf'],
  ])('%j → %s', (surname, expected) => {
    expect(packFileName(surname, day)).toBe(expected);
  });
});
