/**
 * Turns a parsed GEDCOM file into a draft of the product's family tree, seen from one
 * 'home' person: the home person, their parents, each parent's parents, each grandparent's
 * parents and the home person's brothers and sisters (at most 2 parents, at most 2 grandparents
 * per parent, at most 2 great-grandparents per grandparent: docs/decisions/022-great-grandparents-and-marriages.md). Nothing is saved here; the person reviews the draft first.
 */
import type { FamilyMember, Gender, Relationship } from '../tree/family-member.ts';
import { gedcomDateToIso } from './dates.ts';
import { GedcomError } from './parse.ts';
import type { GedcomEvent, GedcomFamily, GedcomFile, GedcomIndividual } from './parse.ts';
import { placeToCountry } from './places.ts';
import { MAX_SIBLINGS } from '../tree/rules.ts';

/** A family member to be created: FamilyMember without server-side fields, keyed by GEDCOM xref. */
export type TreeMemberDraft = Omit<FamilyMember, 'id' | 'notes' | 'includeInApplication' | 'parentId'> & {
  /** The person's GEDCOM xref (without @), unique within the draft. */
  key: string;
  /** For a grandparent or great-grandparent, the key of the member they are a parent of; null for everyone else. */
  parentKey: string | null;
};

export type TreeDraft = {
  homeKey: string;
  /** Home person first, then parents, grandparents and great-grandparents (each after their child), then siblings. */
  members: TreeMemberDraft[];
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
    const iso = gedcomDateToIso(birth?.date).iso;
    return {
      xref: p.xref,
      name: displayName(p),
      birthYear: iso ? Number(iso.slice(0, 4)) : null,
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

  return { homeKey, members, warnings };
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

  let birth = person.birth;
  if ((!birth || (!birth.date && !birth.place)) && person.baptism && (person.baptism.date || person.baptism.place)) {
    birth = person.baptism;
    warnings.push(
      `Only a baptism record for ${label} in the file; its date and place were used for the birth. Check them.`,
    );
  }
  const birthDate = readDate(birth, 'Birth', label, warnings);
  const deathDate = readDate(person.death, 'Death', label, warnings);
  const birthPlace = birth?.place ?? null;
  const deathPlace = person.death?.place ?? null;
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
    isDeceased: person.deceased,
    isLineageAnchor: false,
    hasNameChanged: false,
    citizenshipDate: null,
    citizenshipBasis: null,
    isAdoptiveParent: false,
    naturalisedElsewhere: false,
    inIrishPublicServiceAbroad: false,
  };
}

function readDate(
  event: GedcomEvent | null,
  what: 'Birth' | 'Death',
  label: string,
  warnings: string[],
): string | null {
  const raw = event?.date ?? null;
  if (!raw) return null;
  const { iso, approximate } = gedcomDateToIso(raw);
  if (!iso) {
    warnings.push(`${what} date of ${label} could not be read (${raw}); add it by hand.`);
    return null;
  }
  if (iso < '1800-01-01') {
    warnings.push(`${what} date of ${label} is before 1800 (${raw}), which the tree does not accept; it was left out.`);
    return null;
  }
  if (approximate) warnings.push(`${what} date of ${label} is approximate (${raw}); check it.`);
  return iso;
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
