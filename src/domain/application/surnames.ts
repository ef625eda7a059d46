/**
 * Comparing surnames as DFA reads them (docs/rules/documents.md 'Name changes and spelling'):
 * case, accents, apostrophes and spaces do not make a different spelling; a prefix (O', Mc, Mac,
 * Ó, Ní...) or an Irish form against its English form does, and so does any other difference. Pure.
 */

/** How two surnames differ, for the flag's wording; null when they are the same spelling. */
export type SurnameDifference = 'prefix' | 'anglicised' | 'spelling' | 'different';

/** 'O’Brien', "o'brien" and 'O Brien' are one spelling: letters only, lower case, no accents. */
export function sameSpelling(a: string, b: string): boolean {
  return letters(a) !== '' && letters(a) === letters(b);
}

function letters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/**
 * The name without an Irish patronymic prefix: O'/O /Ó, Ua, Uí, Ní, Nic, Mac (before a capital
 * or a separator, so 'Macken' keeps its 'Mac'), Mc, M'.
 */
export function withoutPrefix(name: string): string {
  const trimmed = name.trim();
  const separated = /^(O|Ó|Ua|Uí|Ui|Ní|Ni|Nic|Mac|Mc|Mag|M)['’‘ ]+(?=\p{L})/iu;
  const joined = /^(Mc|Mac(?=\p{Lu}))(?=\p{L})/u;
  const upperMc = /^MC(?=\p{Lu})/u;
  const stripped = trimmed.replace(separated, '').replace(joined, '').replace(upperMc, '');
  return letters(stripped);
}

/**
 * Irish and English forms of common surnames (without prefixes), from the standard surname
 * dictionaries (MacLysaght, 'The Surnames of Ireland'). Used only to word a flag kindly: any
 * difference is flagged.
 */
const FORMS: readonly (readonly string[])[] = [
  ['brien', 'briain'],
  ['sullivan', 'suilleabhain'],
  ['kelly', 'ceallaigh'],
  ['murphy', 'murchu', 'murchadha'],
  ['walsh', 'breathnach'],
  ['carthy', 'carthaigh'],
  ['connor', 'conchubhair', 'conchuir'],
  ['donnell', 'donaill'],
  ['ryan', 'riain'],
  ['byrne', 'broin'],
  ['doherty', 'dochartaigh'],
  ['kennedy', 'cinneide'],
  ['lynch', 'loingsigh'],
  ['reilly', 'raghallaigh'],
  ['burke', 'burca', 'deburca'],
  ['fitzgerald', 'gearailt', 'mhicgearailt'],
  ['brennan', 'braonain'],
  ['doyle', 'dubhghaill'],
  ['gallagher', 'gallchobhair'],
];

function formGroup(core: string): number {
  return FORMS.findIndex((group) => group.includes(core));
}

/** How `printed` differs from `expected`; null when they are the same spelling. */
export function surnameDifference(printed: string, expected: string): SurnameDifference | null {
  if (sameSpelling(printed, expected)) return null;
  const a = withoutPrefix(printed);
  const b = withoutPrefix(expected);
  if (a !== '' && a === b) return 'prefix';
  const group = formGroup(a);
  if (group !== -1 && group === formGroup(b)) return 'anglicised';
  return editDistance(a, b) <= 2 ? 'spelling' : 'different';
}

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

/** The surname of a full name as printed ('John Patrick O'Brien' → "O'Brien"; 'Seán Ó Briain' → 'Ó Briain'). */
export function surnameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  return /^(O|Ó|Ua|Uí|Ní|Nic|Mac|Mc|Mag|de|De)$/u.test(before) ? `${before} ${last}` : last;
}
