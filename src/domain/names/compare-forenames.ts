/**
 * Comparing given names the way Irish records differ (docs/rules/forenames.md): each name printed
 * on a certificate is matched with a name known for the person (the tree, or another
 * certificate), and the difference is classified. Case, fadas and punctuation do not make a
 * difference; an Irish form, a pet form, a spelling, an initial, a middle name present on one side
 * only, or the order do, and each is one the user explains. Names that share nothing are a
 * different person. Pure.
 */
import { IRISH_ENGLISH, VARIANTS } from './forenames.ts';
import type { ForenameSourceId } from './forename-sources.ts';

/** How one printed name relates to one known name. */
export type NameRelation = 'same' | 'spelling' | 'irish_english' | 'variant' | 'diminutive' | 'initial';

/** What differs between two sets of given names. */
export type ForenameAspect =
  'fada' | 'spelling' | 'irish_english' | 'variant' | 'diminutive' | 'initial' | 'middle_name' | 'order' | 'different';

export type NamePair = { printed: string; known: string; relation: NameRelation; sources: ForenameSourceId[] };

export type ForenameComparison = {
  /** 'same': no difference a reader would notice; 'explain': the same person written differently; 'replace': a different person. */
  verdict: 'same' | 'explain' | 'replace';
  aspects: ForenameAspect[];
  pairs: NamePair[];
  /** Names printed that match no known name. */
  onlyPrinted: string[];
  /** Known names the print does not have. */
  onlyKnown: string[];
};

/** Letters only, lower case, without fadas: 'Máire' and 'MAIRE' are one spelling. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/** The given names in a string: 'Patrick Joseph', 'P. J.', 'Mary-Anne' → words; empty parts dropped. */
export function givenNames(names: string): string[] {
  return names
    .split(/[\s.,]+|-(?=\p{L})/u)
    .map((w) => w.trim())
    .filter((w) => foldName(w) !== '');
}

type Link = { relation: 'irish_english' | 'variant' | 'diminutive'; source: ForenameSourceId };

/** Every direct link of a folded name to another, from the table. */
const LINKS: ReadonlyMap<string, ReadonlyMap<string, Link[]>> = buildLinks();

function buildLinks(): Map<string, Map<string, Link[]>> {
  const links = new Map<string, Map<string, Link[]>>();
  const add = (a: string, b: string, link: Link) => {
    const [x, y] = [foldName(a), foldName(b)];
    if (x === y) return;
    for (const [from, to] of [
      [x, y],
      [y, x],
    ]) {
      const row = links.get(from) ?? new Map<string, Link[]>();
      row.set(to, [...(row.get(to) ?? []), link]);
      links.set(from, row);
    }
  };
  for (const e of IRISH_ENGLISH) {
    for (const irish of e.irish)
      for (const english of e.english) add(irish, english, { relation: 'irish_english', source: e.source });
    // Two renderings of one name on the same side (Dermot and Jeremiah; Pádraig and Pádraic).
    for (const side of [e.irish, e.english]) {
      for (const a of side) for (const b of side) if (a < b) add(a, b, { relation: 'variant', source: e.source });
    }
  }
  for (const v of VARIANTS) {
    for (const form of v.forms) add(v.name, form, { relation: 'diminutive', source: v.source });
    for (const a of v.forms)
      for (const b of v.forms) if (a < b) add(a, b, { relation: 'diminutive', source: v.source });
  }
  return links;
}

const linksBetween = (a: string, b: string): Link[] => LINKS.get(a)?.get(b) ?? [];

/**
 * How two single given names relate, or null when they are not the same name. One step through
 * the table at most, and for a pet form one step more through an Irish form (Pádraig → Patrick →
 * Paddy); never two pet forms in a row, so Kitty does not join Catherine to Christopher.
 */
export function relateNames(
  printed: string,
  known: string,
): { relation: NameRelation; sources: ForenameSourceId[] } | null {
  const a = foldName(printed);
  const b = foldName(known);
  if (a === '' || b === '') return null;
  if (a === b) return { relation: 'same', sources: [] };
  const direct = linksBetween(a, b);
  const strongest = (['irish_english', 'variant', 'diminutive'] as const).find((r) =>
    direct.some((l) => l.relation === r),
  );
  if (strongest)
    return {
      relation: strongest,
      sources: unique(direct.filter((l) => l.relation === strongest).map((l) => l.source)),
    };
  for (const [middle, first] of LINKS.get(a) ?? []) {
    const second = linksBetween(middle, b);
    const irishThenPet =
      (first.some((l) => l.relation === 'irish_english') && second.some((l) => l.relation === 'diminutive')) ||
      (first.some((l) => l.relation === 'diminutive') && second.some((l) => l.relation === 'irish_english'));
    if (irishThenPet) return { relation: 'variant', sources: unique([...first, ...second].map((l) => l.source)) };
  }
  if ((a.length === 1 || b.length === 1) && a[0] === b[0]) return { relation: 'initial', sources: [] };
  if (similarSpelling(a, b)) return { relation: 'spelling', sources: [] };
  return throughSpelling(a, b) ?? throughSpelling(b, a);
}

/**
 * A spelling of a name in the table, linked there to the other name: 'Johanna' is spelled like
 * the table's 'Johannah', whose pet form is 'Hannah'.
 */
function throughSpelling(a: string, b: string): { relation: NameRelation; sources: ForenameSourceId[] } | null {
  for (const [spelled, row] of LINKS) {
    if (spelled === a || !similarSpelling(a, spelled)) continue;
    const links = row.get(b) ?? [];
    const relation = (['irish_english', 'variant', 'diminutive'] as const).find((r) =>
      links.some((l) => l.relation === r),
    );
    if (relation)
      return { relation, sources: unique(links.filter((l) => l.relation === relation).map((l) => l.source)) };
  }
  return null;
}

/** One letter off in a name of five letters or more, two in one of eight or more ('Catherine', 'Katharine'). */
function similarSpelling(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  const distance = editDistance(a, b);
  return distance <= 1 || (distance <= 2 && shorter >= 8);
}

const RELATION_ORDER: readonly NameRelation[] = [
  'same',
  'spelling',
  'irish_english',
  'variant',
  'diminutive',
  'initial',
];

/** Compares the given names printed on a certificate with the given names known for the person. */
export function compareForenames(printed: string, known: string): ForenameComparison {
  const p = givenNames(printed);
  const k = givenNames(known);
  if (p.length === 0 || k.length === 0)
    return { verdict: 'same', aspects: [], pairs: [], onlyPrinted: [], onlyKnown: [] };

  // Match the closest relations first, so 'Patrick' pairs with 'Patrick' before 'P.' can.
  const candidates = p.flatMap((pn, i) =>
    k.flatMap((kn, j) => {
      const r = relateNames(pn, kn);
      return r ? [{ i, j, ...r }] : [];
    }),
  );
  candidates.sort(
    (x, y) =>
      RELATION_ORDER.indexOf(x.relation) - RELATION_ORDER.indexOf(y.relation) ||
      Math.abs(x.i - x.j) - Math.abs(y.i - y.j),
  );
  const usedP = new Set<number>();
  const usedK = new Set<number>();
  const matched: { i: number; j: number; relation: NameRelation; sources: ForenameSourceId[] }[] = [];
  for (const c of candidates) {
    if (usedP.has(c.i) || usedK.has(c.j)) continue;
    usedP.add(c.i);
    usedK.add(c.j);
    matched.push(c);
  }
  matched.sort((x, y) => x.i - y.i);
  const pairs = matched.map((m) => ({ printed: p[m.i], known: k[m.j], relation: m.relation, sources: m.sources }));
  const onlyPrinted = p.filter((_, i) => !usedP.has(i));
  const onlyKnown = k.filter((_, j) => !usedK.has(j));

  const aspects = new Set<ForenameAspect>();
  for (const pair of pairs) {
    if (pair.relation !== 'same') aspects.add(pair.relation);
    else if (
      pair.printed.normalize('NFC') !== pair.known.normalize('NFC') &&
      hasFada(pair.printed) !== hasFada(pair.known)
    )
      aspects.add('fada');
  }
  const firstUnmatched = !usedP.has(0) && !usedK.has(0);
  if (pairs.length === 0 || (onlyPrinted.length > 0 && onlyKnown.length > 0 && firstUnmatched)) {
    return { verdict: 'replace', aspects: ['different'], pairs, onlyPrinted, onlyKnown };
  }
  if (onlyPrinted.length > 0 || onlyKnown.length > 0) aspects.add('middle_name');
  if (matched.some((m, n) => n > 0 && m.j < matched[n - 1].j)) aspects.add('order');
  const list = [...aspects];
  const noticeable = list.filter((a) => a !== 'fada');
  return { verdict: noticeable.length === 0 ? 'same' : 'explain', aspects: list, pairs, onlyPrinted, onlyKnown };
}

const hasFada = (name: string) => /\p{M}/u.test(name.normalize('NFD'));

const quote = (s: string) => `“${s}”`;
const listWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * The differences in words, for a flag or a letter: '“Padraig” is the Irish form of “Patrick”',
 * '“Joseph” is not on the birth certificate'. `printedIn` and `knownIn` say where each side's names
 * are, with their preposition ('on the certificate', 'in your tree').
 */
export function describeForenames(c: ForenameComparison, printedIn: string, knownIn: string): string[] {
  if (c.verdict === 'replace') {
    return [
      `${listWords([...c.onlyPrinted].map(quote))} and ${listWords(c.onlyKnown.map(quote))} are not forms of the same name`,
    ];
  }
  const parts: string[] = [];
  for (const pair of c.pairs) {
    const a = quote(pair.printed);
    const b = quote(pair.known);
    switch (pair.relation) {
      case 'irish_english':
        parts.push(
          isIrishForm(pair.printed, pair.known) ? `${a} is the Irish form of ${b}` : `${a} is the English form of ${b}`,
        );
        break;
      case 'variant':
        parts.push(`${a} and ${b} are two forms of the same name`);
        break;
      case 'diminutive':
        parts.push(`${a} and ${b} are the same name, one a pet form of the other`);
        break;
      case 'spelling':
        parts.push(`${a} is spelled ${b} ${knownIn}`);
        break;
      case 'initial':
        parts.push(`${a} stands for ${b}`);
        break;
      case 'same':
        break;
    }
  }
  if (c.onlyKnown.length > 0)
    parts.push(`${listWords(c.onlyKnown.map(quote))} ${c.onlyKnown.length === 1 ? 'is' : 'are'} not ${printedIn}`);
  if (c.onlyPrinted.length > 0)
    parts.push(`${listWords(c.onlyPrinted.map(quote))} ${c.onlyPrinted.length === 1 ? 'is' : 'are'} not ${knownIn}`);
  if (c.aspects.includes('order')) parts.push('the names are in a different order');
  return parts;
}

/** Whether `a` is on the Irish side of an entry that has `b` on the English side. */
function isIrishForm(a: string, b: string): boolean {
  const [x, y] = [foldName(a), foldName(b)];
  return IRISH_ENGLISH.some((e) => e.irish.some((n) => foldName(n) === x) && e.english.some((n) => foldName(n) === y));
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
