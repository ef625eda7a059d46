/**
 * Turns a parsed GEDCOM file into a draft of the product's family tree, seen from one
 * 'home' person: the home person, their parents, each parent's parents, each grandparent's
 * parents and the home person's brothers and sisters (at most 2 parents, at most 2 grandparents
 * per parent, at most 2 great-grandparents per grandparent: docs/decisions/022-great-grandparents-and-marriages.md). Nothing is saved here; the person reviews the draft first.
 */
import { latestDay, sortDay } from '../dates/record-date.ts';
import type { MarriageEnd } from '../documents/marriage-end.ts';
import { isOtherForm, type ChangeType, type OtherForm } from '../documents/name-change.ts';
import type { FamilyMember, Gender, Relationship } from '../tree/family-member.ts';
import { isOlderGeneration } from '../tree/normalise-member.ts';
import { gedcomToRecordDate, gedcomYear } from './dates.ts';
import { FORM_TYPE } from './export.ts';
import { dateWords, GedcomError } from './parse.ts';
import type { GedcomEvent, GedcomFamily, GedcomFile, GedcomIndividual, GedcomName } from './parse.ts';
import { placeToCountry } from './places.ts';
import { MAX_SIBLINGS } from '../tree/rules.ts';

/** A family member to be created: FamilyMember without server-side fields, keyed by GEDCOM xref. */
export type TreeMemberDraft = Omit<FamilyMember, 'id' | 'notes' | 'includeInApplication' | 'parentId'> & {
  /** The person's GEDCOM xref (without @), unique within the draft. */
  key: string;
  /** For a grandparent or great-grandparent, the key of the member they are a parent of; null for everyone else. */
  parentKey: string | null;
  /** The person's notes in the file, null when it has none. */
  notes: string | null;
  /** What the file holds about the person that the product does not keep, in plain words. */
  notKept: string[];
};

/**
 * A name-change record to be created (src/domain/documents/name-change.ts): a birth name, a
 * marriage (with or without a change of surname), a divorce, an adoption or a change of name.
 */
export type NameChangeDraft = {
  /** The key of the member it is recorded on. */
  memberKey: string;
  changeType: ChangeType;
  /** The name's given names where they are not the member's own (docs/decisions/058-marriages-and-names-as-records.md). */
  givenNames?: string | null;
  surnameBeforeChange: string | null;
  surnameAfterChange: string | null;
  changeDate: string | null;
  changePlace: string | null;
  changeCountry: string | null;
  /** The key of the spouse when they are in the draft. */
  spouseKey: string | null;
  spouseFirstName: string | null;
  spouseLastName: string | null;
  /** A marriage's end: its DIV when no name was taken after it, or its ANUL (decision 058). */
  marriageEnd?: MarriageEnd | null;
};

export type TreeDraft = {
  homeKey: string;
  /** Home person first, then parents, grandparents and great-grandparents (each after their child), then siblings. */
  members: TreeMemberDraft[];
  /** Birth names, marriages, divorces and other changes of name of the members. */
  nameChanges: NameChangeDraft[];
  /** Plain-English points for the person to check before saving. */
  warnings: string[];
};

export type GedcomCandidate = {
  xref: string;
  /** 'Given Surname', or 'Unknown name'. */
  name: string;
  birthYear: number | null;
  birthPlace: string | null;
};

/** Everyone in the file, in file order, for choosing the home person. */
export function listCandidates(file: GedcomFile): GedcomCandidate[] {
  return file.individuals.map((p) => {
    const birth = birthEvent(p);
    return {
      xref: p.xref,
      name: displayName(p),
      birthYear: gedcomYear(birth?.date),
      birthPlace: birth?.place ?? null,
    };
  });
}

/**
 * The draft tree seen from `homeXref` ('I1' or '@I1@'). Throws `GedcomError` ('unknown-person')
 * when the file has no such person.
 */
export function gedcomToTreeDraft(file: GedcomFile, homeXref: string): TreeDraft {
  const people = new Map(file.individuals.map((p) => [p.xref, p]));
  const families = new Map(file.families.map((f) => [f.xref, f]));
  const homeKey = homeXref.trim().replace(/^@|@$/g, '');
  const home = people.get(homeKey);
  if (!home)
    throw new GedcomError('unknown-person', 'That person is not in this GEDCOM file. Choose someone from the list.');

  const warnings: string[] = [];
  const members: TreeMemberDraft[] = [];
  const used = new Set<string>();

  const add = (
    person: GedcomIndividual,
    relationship: Relationship,
    role: string,
    parentKey: string | null,
  ): TreeMemberDraft | null => {
    if (used.has(person.xref)) {
      warnings.push(
        `${displayName(person)} appears in more than one place in the tree; they were added once, as ${describeOnce(members, person.xref)}.`,
      );
      return null;
    }
    used.add(person.xref);
    const draft = toDraft(person, relationship, role, parentKey, warnings);
    members.push(draft);
    return draft;
  };

  add(home, 'self', 'you', null);

  const birthFamily = childFamily(home, families, warnings, 'you');
  const parents = birthFamily ? partners(birthFamily, people, warnings) : [];
  // Only an adoptive family in the file: its parents are recorded as adoptive parents (decision 041).
  const adopted = birthFamily !== null && home.famcPedigree[birthFamily.xref] === 'adopted';
  if (adopted && parents.length > 0) {
    warnings.push(
      'The file marks your parents as adoptive parents; they were recorded as such. Routes by descent run through ' +
        'birth parents: add them instead if you know them.',
    );
  }
  for (const parent of parents) {
    const parentRole = parent.sex === 'M' ? 'your father' : parent.sex === 'F' ? 'your mother' : 'your parent';
    const parentDraft = add(parent, 'parent', parentRole, null);
    if (!parentDraft) continue;
    parentDraft.isAdoptiveParent = adopted;
    const grandFamily = childFamily(parent, families, warnings, parentRole);
    const grandparents = grandFamily ? partners(grandFamily, people, warnings) : [];
    for (const gp of grandparents) {
      const side = parentRole === 'your parent' ? "your parent's" : `${parentRole}'s`;
      const gpRole = gp.sex === 'M' ? `${side} father` : gp.sex === 'F' ? `${side} mother` : `${side} parent`;
      const gpDraft = add(gp, 'grandparent', gpRole, parentDraft.key);
      if (!gpDraft) continue;
      const greatFamily = childFamily(gp, families, warnings, gpRole);
      for (const ggp of greatFamily ? partners(greatFamily, people, warnings) : []) {
        const ggpRole =
          ggp.sex === 'M' ? `${gpRole}'s father` : ggp.sex === 'F' ? `${gpRole}'s mother` : `${gpRole}'s parent`;
        add(ggp, 'great_grandparent', ggpRole, gpDraft.key);
      }
    }
  }

  if (birthFamily) {
    const leftOut: string[] = [];
    let siblings = 0;
    for (const childXref of birthFamily.children) {
      if (childXref === home.xref) continue;
      const sibling = people.get(childXref);
      if (!sibling) {
        warnings.push(
          `Family @${birthFamily.xref}@ lists a child (@${childXref}@) who is not in the file; they were left out.`,
        );
        continue;
      }
      if (siblings >= MAX_SIBLINGS) {
        leftOut.push(displayName(sibling));
        continue;
      }
      const added = add(
        sibling,
        'sibling',
        sibling.sex === 'M' ? 'your brother' : sibling.sex === 'F' ? 'your sister' : 'your brother or sister',
        null,
      );
      if (added) siblings += 1;
    }
    if (leftOut.length > 0) warnings.push(siblingsLeftOut(leftOut));
  }

  const { nameChanges, spousesKept } = readNameChanges(members, people, families);
  const outside = file.individuals.filter((p) => !used.has(p.xref) && !spousesKept.has(p.xref)).length;
  if (outside > 0) {
    warnings.push(
      `${outside.toLocaleString('en-IE')} ${outside === 1 ? 'other person' : 'other people'} in the file ` +
        `${outside === 1 ? 'is' : 'are'} not in your line (aunts, uncles, cousins, children and others) and ` +
        `${outside === 1 ? 'is' : 'are'} not imported.`,
    );
  }
  return { homeKey, members, nameChanges, warnings };
}

const MARRIAGE_END_WORDS = { divorce: 'Divorce', annulment: 'Annulment' } as const;

/**
 * The marriages, divorces and names of the draft's members (docs/decisions/052-gedcom-without-loss.md):
 * a family with MARR, or one a married name belongs to, is a marriage, recorded once on the partner
 * whose name it changed (else the first partner in the draft); its DIV is a divorce; NAME TYPE
 * birth (or maiden) is the birth name; NAME TYPE aka is paired, in date order, with the person's
 * divorces, adoptions and changes of name. What cannot be placed goes on the person's notKept list.
 */
function readNameChanges(
  members: TreeMemberDraft[],
  people: Map<string, GedcomIndividual>,
  families: Map<string, GedcomFamily>,
): { nameChanges: NameChangeDraft[]; spousesKept: Set<string> } {
  const inDraft = new Map(members.map((m) => [m.key, m]));
  const spousesKept = new Set<string>();
  const changes: NameChangeDraft[] = [];
  const person = (key: string) => people.get(key)!;
  const spouseIn = (family: GedcomFamily, key: string) =>
    family.husband === key ? family.wife : family.wife === key ? family.husband : null;
  const surnameOf = (ref: string | null) => (ref ? (people.get(ref)?.surname ?? null) : null);
  const same = (a: string | null, b: string | null) =>
    a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
  /** A NAME's given names when they are not the member's own (left out otherwise). */
  const givenIf = (m: TreeMemberDraft, n: GedcomName | null | undefined) =>
    n?.given && !same(n.given, m.firstName) ? n.given : undefined;
  /** Another form of the member's name (also known as, Irish or English form): its names only. */
  const otherForm = (m: TreeMemberDraft, changeType: OtherForm, n: GedcomName): NameChangeDraft => ({
    memberKey: m.key,
    changeType,
    givenNames: givenIf(m, n),
    surnameBeforeChange: null,
    surnameAfterChange: n.surname,
    changeDate: null,
    changePlace: null,
    changeCountry: null,
    spouseKey: null,
    spouseFirstName: null,
    spouseLastName: null,
  });

  // Married names to the families they came from: the spouse's surname first, then file order.
  const marriedName = new Map<string, Map<string, GedcomName>>();
  const unplacedMarried = new Map<string, GedcomName[]>();
  for (const m of members) {
    const p = person(m.key);
    const names = p.names.filter((n) => n.type === 'married');
    const fams = p.fams.filter((f) => families.has(f));
    const byFamily = new Map<string, GedcomName>();
    const left: GedcomName[] = [];
    for (const n of names) {
      const f = fams.find((x) => !byFamily.has(x) && same(surnameOf(spouseIn(families.get(x)!, p.xref)), n.surname));
      if (f) byFamily.set(f, n);
      else left.push(n);
    }
    const rest: GedcomName[] = [];
    for (const n of left) {
      const f = fams.find((x) => !byFamily.has(x));
      if (f) byFamily.set(f, n);
      else rest.push(n);
    }
    marriedName.set(m.key, byFamily);
    unplacedMarried.set(m.key, rest);
  }

  // 'aka' names to divorces, adoptions and changes of name, in date order.
  type AkaEvent = {
    kind: 'divorce' | 'adoption' | 'legal_change';
    event: GedcomEvent;
    family: string | null;
    order: number;
  };
  const akaName = new Map<AkaEvent, GedcomName>();
  const akaEvents = new Map<string, AkaEvent[]>();
  for (const m of members) {
    const p = person(m.key);
    const events: AkaEvent[] = [];
    for (const f of p.fams) {
      const family = families.get(f);
      if (family?.divorce) events.push({ kind: 'divorce', event: family.divorce, family: f, order: events.length });
    }
    for (const e of p.nameEvents) events.push({ kind: e.kind, event: e, family: null, order: events.length });
    events.sort(akaOrder);
    const names = p.names.filter((n) => n.type === 'aka');
    // An adoption or change of name always comes with its name; a divorce need not. With fewer
    // names than events, divorces are the ones left without (the first of them, when several).
    const missing = events.length - names.length;
    const divorces = events.filter((e) => e.kind === 'divorce');
    const nameless = new Set(missing > 0 && missing <= divorces.length ? divorces.slice(0, missing) : []);
    events
      .filter((e) => !nameless.has(e))
      .forEach((e, i) => {
        const n = names[i];
        if (n) akaName.set(e, n);
      });
    akaEvents.set(m.key, events);
    // 'aka' names beyond the events' are names the person was also known by.
    for (const n of names.slice(events.length)) changes.push(otherForm(m, 'also_known_as', n));
    for (const n of p.names.slice(1)) {
      const form = FORM_OF_TYPE[n.type ?? ''];
      if (form) changes.push(otherForm(m, form, n));
      else if (!['married', 'aka', 'birth', 'maiden'].includes(n.type ?? '')) {
        m.notKept.push(`Another name: ${nameText(n)}${n.type ? ` (${n.type})` : ''}`);
      }
    }
  }

  const dated = (m: TreeMemberDraft, what: string, event: GedcomEvent | null) => {
    const reading = gedcomToRecordDate(event?.date);
    if (reading.lost) m.notKept.push(`${what} date: ${reading.lost}`);
    const place = event?.place ?? null;
    return { changeDate: reading.value, changePlace: place, changeCountry: placeToCountry(place).country };
  };

  for (const m of members) {
    const p = person(m.key);
    const birthName = p.names.find((n) => n.type === 'birth' || n.type === 'maiden');
    if (birthName?.surname) {
      changes.push({
        memberKey: m.key,
        changeType: 'birth',
        givenNames: givenIf(m, birthName),
        surnameBeforeChange: null,
        surnameAfterChange: birthName.surname,
        changeDate: null,
        changePlace: null,
        changeCountry: null,
        spouseKey: null,
        spouseFirstName: null,
        spouseLastName: null,
      });
    }
  }

  const done = new Set<string>();
  for (const m of members) {
    const p = person(m.key);
    for (const f of p.fams) {
      const family = families.get(f);
      if (!family) continue;
      const spouseRef = spouseIn(family, p.xref);
      const spouse = spouseRef ? (people.get(spouseRef) ?? null) : null;
      const spouseMember = spouseRef ? (inDraft.get(spouseRef) ?? null) : null;
      const spouseWords = spouse ? displayName(spouse) : 'an unnamed partner';
      const outsideChildren = family.children
        .filter((c) => !inDraft.has(c))
        .map((c) => (people.has(c) ? displayName(people.get(c)!) : null))
        .filter((c): c is string => c !== null);
      if (outsideChildren.length > 0) {
        m.notKept.push(`Children not in your line: ${outsideChildren.join(', ')}`);
      }
      for (const fact of family.otherFacts) m.notKept.push(`With ${spouseWords}: ${fact.text}`);
      if (done.has(f)) continue;
      done.add(f);

      const partnersInDraft = [family.husband, family.wife]
        .filter((x): x is string => x !== null && inDraft.has(x))
        .map((x) => inDraft.get(x)!);
      const withName = partnersInDraft.filter((x) => marriedName.get(x.key)?.has(f));
      const isMarriage = family.marriage !== null || withName.length > 0;
      const spouseOf = (holder: TreeMemberDraft) => {
        const ref = spouseIn(family, holder.key);
        const other = ref ? (people.get(ref) ?? null) : null;
        const otherMember = ref ? (inDraft.get(ref) ?? null) : null;
        if (other && !otherMember) spousesKept.add(other.xref);
        return {
          spouseKey: otherMember?.key ?? null,
          spouseFirstName: otherMember ? otherMember.firstName : (other?.given ?? null),
          spouseLastName: otherMember ? otherMember.lastName || null : (other?.surname ?? null),
        };
      };
      const named = partnersInDraft.find((x) =>
        [...akaName.entries()].some(([e]) => e.family === f && akaEvents.get(x.key)?.includes(e)),
      );
      // A divorce that gave no one a name, and an annulment, are how the marriage ended (decision 058).
      const endOf = (holder: TreeMemberDraft): MarriageEnd | null => {
        const [kind, event] = family.annulment
          ? (['annulment', family.annulment] as const)
          : family.divorce && !named
            ? (['divorce', family.divorce] as const)
            : [null, null];
        if (!kind) return null;
        const { changeDate, changePlace, changeCountry } = dated(holder, MARRIAGE_END_WORDS[kind], event);
        return { kind, date: changeDate, place: changePlace, country: changeCountry };
      };
      if (isMarriage) {
        const holders = withName.length > 0 ? withName : [partnersInDraft[0] ?? m];
        const end = endOf(holders[0]);
        for (const [i, holder] of holders.entries()) {
          const name = marriedName.get(holder.key)?.get(f);
          changes.push({
            memberKey: holder.key,
            changeType: 'marriage',
            givenNames: givenIf(holder, name),
            surnameBeforeChange: null,
            surnameAfterChange: name?.surname ?? null,
            ...dated(holder, 'Marriage', family.marriage),
            ...spouseOf(holder),
            // The end is the marriage's, for both partners: read once.
            ...(end && i === 0 ? { marriageEnd: end } : {}),
          });
        }
      } else if (family.annulment) {
        m.notKept.push(`Annulment of a marriage the file does not record`);
      }
      if (family.divorce && (named || !isMarriage)) {
        const holder = named ?? (isMarriage ? (withName[0] ?? partnersInDraft[0] ?? m) : (partnersInDraft[0] ?? m));
        const event = akaEvents.get(holder.key)?.find((e) => e.family === f);
        changes.push({
          memberKey: holder.key,
          changeType: 'divorce',
          givenNames: givenIf(holder, event && akaName.get(event)),
          surnameBeforeChange: null,
          surnameAfterChange: (event && akaName.get(event)?.surname) ?? null,
          ...dated(holder, 'Divorce', family.divorce),
          ...spouseOf(holder),
        });
      }
      if (!isMarriage && !family.divorce && spouse && !spouseMember) {
        m.notKept.push(`Partner: ${spouseWords} (the file records no marriage)`);
      } else if (spouse && !spouseMember && hasMoreThanAName(spouse)) {
        m.notKept.push(`What the file says about ${spouseWords} other than the name`);
      }
    }
    for (const n of unplacedMarried.get(m.key) ?? []) {
      changes.push({
        memberKey: m.key,
        changeType: 'marriage',
        givenNames: givenIf(m, n),
        surnameBeforeChange: null,
        surnameAfterChange: n.surname,
        changeDate: null,
        changePlace: null,
        changeCountry: null,
        spouseKey: null,
        spouseFirstName: null,
        spouseLastName: null,
      });
    }
    for (const e of akaEvents.get(m.key) ?? []) {
      if (e.kind === 'divorce') continue;
      const name = akaName.get(e);
      const label = e.kind === 'adoption' ? 'Adoption' : 'Change of name';
      if (!name?.surname && !givenIf(m, name)) {
        m.notKept.push(`${label}${eventWords(e.event)} (the file gives no name with it)`);
        continue;
      }
      changes.push({
        memberKey: m.key,
        changeType: e.kind,
        givenNames: givenIf(m, name),
        surnameBeforeChange: null,
        surnameAfterChange: name?.surname ?? null,
        ...dated(m, label, e.event),
        spouseKey: null,
        spouseFirstName: null,
        spouseLastName: null,
      });
    }
  }

  // Each change's surname before is the one the person had until then: the birth name, then each change in turn.
  for (const m of members) {
    const own = changes.filter((c) => c.memberKey === m.key);
    const birth = own.find((c) => c.changeType === 'birth');
    let current = birth?.surnameAfterChange ?? null;
    const sorted = own
      .filter((c) => c.changeType !== 'birth' && !isOtherForm(c.changeType) && c.surnameAfterChange)
      .map((c, i) => ({ c, i }))
      .sort(
        (a, b) => (sortDay(a.c.changeDate) ?? '9999').localeCompare(sortDay(b.c.changeDate) ?? '9999') || a.i - b.i,
      );
    for (const { c } of sorted) {
      c.surnameBeforeChange = current;
      current = c.surnameAfterChange;
    }
    m.hasNameChanged =
      sorted.length > 0 ||
      own.some((c) => isOtherForm(c.changeType) || c.givenNames) ||
      Boolean(birth?.surnameAfterChange && !same(birth.surnameAfterChange, m.lastName));
  }
  return { nameChanges: changes, spousesKept };
}

/** Each other form of a name by the NAME TYPE the export writes for it (export.ts FORM_TYPE), in lower case as parsed; 'aka' is read with the name-changing events. */
const FORM_OF_TYPE: Record<string, OtherForm> = Object.fromEntries(
  (['irish_form', 'english_form'] as const).map((form) => [FORM_TYPE[form].toLowerCase(), form]),
);

/** Divorces, adoptions and changes of name by date (undated last), then in that order of kinds: the export writes them so. */
export function akaOrder(
  a: { kind: 'divorce' | 'adoption' | 'legal_change'; event: { date: string | null }; order: number },
  b: { kind: 'divorce' | 'adoption' | 'legal_change'; event: { date: string | null }; order: number },
): number {
  const rank = { divorce: 0, adoption: 1, legal_change: 2 };
  const day = (e: { date: string | null }) => sortDay(gedcomToRecordDate(e.date).value) ?? '9999-99-99';
  return day(a.event).localeCompare(day(b.event)) || rank[a.kind] - rank[b.kind] || a.order - b.order;
}

function hasMoreThanAName(p: GedcomIndividual): boolean {
  return Boolean(p.birth || p.death || p.baptism || p.notes.length > 0 || p.otherFacts.length > 0 || p.famc.length > 0);
}

function nameText(n: GedcomName): string {
  return [n.given, n.surname].filter(Boolean).join(' ') || 'no name';
}

function eventWords(e: GedcomEvent): string {
  const parts = [dateWords(e.date), e.place].filter(Boolean);
  return parts.length > 0 ? `: ${parts.join(', ')}` : '';
}

/** One warning for every brother or sister over the tree's limit: the first few by name, then a count. */
function siblingsLeftOut(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  const more = names.length > 5 ? ` and ${(names.length - 5).toLocaleString('en-IE')} more` : '';
  return (
    `Your family tree holds at most ${MAX_SIBLINGS} brothers and sisters, so ${names.length.toLocaleString('en-IE')} ` +
    `in the file were left out: ${shown}${more}.`
  );
}

function toDraft(
  person: GedcomIndividual,
  relationship: Relationship,
  role: string,
  parentKey: string | null,
  warnings: string[],
): TreeMemberDraft {
  const label = person.given || person.surname ? `${displayName(person)} (${role})` : role;
  if (!person.given) warnings.push(`No first name for ${label} in the file; 'Unknown' was used. Add the first name.`);
  if (!person.surname) warnings.push(`No surname for ${label} in the file. Add the surname.`);
  if (person.sex === 'U') warnings.push(`The file does not give the sex of ${label}. Check the gender.`);

  const notKept: string[] = [];
  let birth = person.birth;
  let baptismUsed = false;
  if ((!birth || (!birth.date && !birth.place)) && person.baptism && (person.baptism.date || person.baptism.place)) {
    birth = person.baptism;
    baptismUsed = true;
    warnings.push(
      `Only a baptism record for ${label} in the file; its date and place were used for the birth. Check them.`,
    );
  }
  const birthDate = readDate(birth, 'Birth', label, warnings, notKept);
  let deathDate = readDate(person.death, 'Death', label, warnings, notKept);
  let deathFacts = true;
  if (!isOlderGeneration(relationship) && (person.deceased || person.death)) {
    // The tree records deaths for parents and grandparents only (src/domain/tree/normalise-member.ts).
    const words = person.death ? eventWords(person.death) : '';
    notKept.push(`Death${words} (the tree records deaths only for parents, grandparents and great-grandparents)`);
    deathDate = null;
    deathFacts = false;
  }
  for (const fact of person.otherFacts) {
    if (baptismUsed && (fact.tag === 'CHR' || fact.tag === 'BAPM')) continue;
    notKept.push(fact.text);
  }
  const birthPlace = birth?.place ?? null;
  const deathPlace = deathFacts ? (person.death?.place ?? null) : null;
  const born = placeToCountry(birthPlace);
  const died = placeToCountry(deathPlace);
  if (birthPlace && !born.country) {
    warnings.push(
      `We could not tell which country the birth place of ${label} ('${birthPlace}') is in. Add the country.`,
    );
  }

  return {
    key: person.xref,
    parentKey,
    firstName: person.given ?? 'Unknown',
    lastName: person.surname ?? '',
    relationship,
    gender: genderOf(person),
    birthDate,
    deathDate,
    birthPlace,
    birthCountry: born.country,
    deathPlace,
    deathCountry: died.country,
    isIrishBorn: born.isIrishBorn,
    isIrishCitizen: false,
    isDeceased: deathFacts && person.deceased,
    isLineageAnchor: false,
    hasNameChanged: false,
    citizenshipDate: null,
    citizenshipBasis: null,
    isAdoptiveParent: false,
    naturalisedElsewhere: false,
    inIrishPublicServiceAbroad: false,
    notes: person.notes.length > 0 ? person.notes.join('\n\n') : null,
    notKept,
  };
}

/**
 * The event's date as a record date. An unreadable date is a warning (the person adds it by
 * hand); what a readable one loses (an estimate kept as 'about', a period kept as a range) goes
 * on the person's list of what is not kept.
 */
function readDate(
  event: GedcomEvent | null,
  what: 'Birth' | 'Death',
  label: string,
  warnings: string[],
  notKept: string[],
): string | null {
  const raw = event?.date ?? null;
  if (!raw) return null;
  const { value, lost } = gedcomToRecordDate(raw);
  if (!value) {
    warnings.push(`${what} date of ${label} could not be read (${raw}); add it by hand.`);
    return null;
  }
  if ((latestDayOrStated(value) ?? '') < '1800-01-01') {
    warnings.push(`${what} date of ${label} is before 1800 (${raw}), which the tree does not accept; it was left out.`);
    return null;
  }
  if (lost) notKept.push(`${what} date: ${lost}`);
  return value;
}

/** The last day a record date can be, or for an 'about' or 'after' date the last day it names. */
function latestDayOrStated(value: string): string | null {
  return latestDay(value) ?? latestDay(value.replace(/^(ABT|AFT) /, ''));
}

/**
 * The family the person was born into. With several (adoption, or two sets of parents
 * entered), the first one not marked adopted/foster is used, else the first.
 */
function childFamily(
  person: GedcomIndividual,
  families: Map<string, GedcomFamily>,
  warnings: string[],
  role: string,
): GedcomFamily | null {
  const known = person.famc.filter((ref) => families.has(ref));
  if (known.length < person.famc.length) {
    warnings.push(
      `The file links ${displayName(person)} (${role}) to a family that is missing from it; that link was ignored.`,
    );
  }
  if (known.length === 0) return null;
  const byBirth = known.find((ref) => {
    const pedigree = person.famcPedigree[ref];
    return pedigree === undefined || pedigree === 'birth';
  });
  const chosen = byBirth ?? known[0] ?? '';
  if (known.length > 1) {
    warnings.push(
      `More than one set of parents for ${displayName(person)} (${role}) in the file; ` +
        'the tree allows only 2 parents, so the first birth family was used. Check the parents.',
    );
  }
  return families.get(chosen) ?? null;
}

/** HUSB then WIFE of a family: at most 2 people, as the tree allows. */
function partners(family: GedcomFamily, people: Map<string, GedcomIndividual>, warnings: string[]): GedcomIndividual[] {
  const result: GedcomIndividual[] = [];
  for (const ref of [family.husband, family.wife]) {
    if (!ref) continue;
    const p = people.get(ref);
    if (p) result.push(p);
    else
      warnings.push(`Family @${family.xref}@ names a partner (@${ref}@) who is not in the file; they were left out.`);
  }
  return result;
}

function genderOf(person: GedcomIndividual): Gender {
  return person.sex === 'M' ? 'male' : person.sex === 'F' ? 'female' : 'other';
}

function birthEvent(person: GedcomIndividual): GedcomEvent | null {
  if (person.birth && (person.birth.date || person.birth.place)) return person.birth;
  return person.baptism ?? person.birth;
}

export function displayName(person: Pick<GedcomIndividual, 'given' | 'surname'>): string {
  const name = [person.given, person.surname].filter(Boolean).join(' ');
  return name === '' ? 'Unknown name' : name;
}

function describeOnce(members: TreeMemberDraft[], key: string): string {
  const m = members.find((d) => d.key === key);
  return m ? (m.relationship === 'self' ? 'you' : `a ${m.relationship.replace('_', '-')}`) : 'someone else';
}
