/**
 * Who else in the family can register, and what the applicant's own route means for their
 * children (issue 18 item 5). The engine answers for the applicant; these lines answer for the
 * other people in the tree: a parent or grandparent who is Irish from birth through an Irish-born
 * parent, a parent who could register through an Irish-born grandparent of their own (the
 * applicant's great-grandparent), siblings, and the applicant's children. Pure: no I/O, no clock.
 *
 * Law: docs/rules/eligibility.md ('Grandparent born on the island', 'Great-grandparents',
 * 'Parent Irish at the birth but born abroad', 'Registration takes effect from its date',
 * 'The 1986 exception', 'No posthumous registration').
 */
import type { CitizenshipBasis, FamilyMember, Gender } from '../tree/family-member.ts';
import { islandBirth } from '../tree/island-birth.ts';
import { FBR_1986_CUTOFF, ISLAND_BIRTH_CUTOFF } from './cutoffs.ts';
import {
  formatRecordDate,
  isRecordDate,
  isExactDay,
  isSurelyAfter,
  isSurelyBefore,
  isSurelyOnOrBefore,
  recordDatePhrase,
} from '../dates/record-date.ts';
import { capitalise, fullName, personLabel, roleWord } from './wording.ts';

/** A plain sentence about one person in the tree. */
export type FamilyAnswer = { memberId: string; text: string };

/** The route facts these lines need (a subset of the engine's RouteFacts). */
type ChosenRoute =
  | { kind: 'born_on_island' }
  | { kind: 'irish_born_parent'; parentId: string }
  | { kind: 'irish_citizen_parent'; parentId: string; citizenshipDate: string }
  | { kind: 'irish_born_grandparent'; grandparentId: string; parentId: string };

export type FamilyLines = {
  /** Lines about other people in the tree and the applicant's children. */
  family: FamilyAnswer[];
  /** Why an Irish-born great-grandparent does not give the applicant a route (shown when they have none). */
  whyNotForYou: string[];
};

const PRONOUN: Record<Gender, { they: string; their: string; them: string }> = {
  male: { they: 'he', their: 'his', them: 'him' },
  female: { they: 'she', their: 'her', them: 'her' },
  other: { they: 'they', their: 'their', them: 'them' },
};

/**
 * The lines for everyone but the applicant. `route` is the applicant's chosen route, or null
 * when they have none; `otherRoutes` the applicant's other qualifying routes, which a sibling shut
 * out of the chosen one may still take.
 */
export function familyLines(
  members: readonly FamilyMember[],
  route: ChosenRoute | null,
  otherRoutes: readonly ChosenRoute[] = [],
): FamilyLines {
  const byId = new Map(members.map((m) => [m.id, m]));
  const self = members.find((m) => m.relationship === 'self') ?? null;
  const parentOf = (member: FamilyMember) => (member.parentId ? byId.get(member.parentId) : undefined);

  const family: FamilyAnswer[] = [];
  const whyNotForYou: string[] = [];

  for (const greatGrandparent of members.filter((m) => m.relationship === 'great_grandparent')) {
    if (islandBirth(greatGrandparent).onIsland !== true) continue;
    const grandparent = parentOf(greatGrandparent);
    // A grandparent born on the island gives the applicant a route of their own: the engine says so.
    if (grandparent?.relationship !== 'grandparent' || islandBirth(grandparent).onIsland !== false) continue;
    const parent = parentOf(grandparent);
    const lines = throughGreatGrandparent(
      greatGrandparent,
      grandparent,
      parent?.relationship === 'parent' ? parent : null,
      self,
    );
    family.push(...lines.family);
    whyNotForYou.push(...lines.whyNotForYou);
  }

  if (route?.kind === 'irish_born_grandparent') {
    const parent = byId.get(route.parentId);
    const grandparent = byId.get(route.grandparentId);
    if (parent && grandparent) family.push(...irishFromBirth(parent, grandparent));
  }
  family.push(...siblingLines(members, route, otherRoutes, byId), ...childrenLines(self, route, byId));
  return { family: uniqueByText(family), whyNotForYou: [...new Set(whyNotForYou)] };
}

/**
 * docs/rules/eligibility.md 'Great-grandparents': the grandparent is Irish from birth (a parent born in
 * Ireland), the parent can register through that grandparent's Irish-born parent, and the
 * applicant only through a parent registered before their birth or by 31 December 1986.
 */
function throughGreatGrandparent(
  greatGrandparent: FamilyMember,
  grandparent: FamilyMember,
  parent: FamilyMember | null,
  self: FamilyMember | null,
): FamilyLines {
  const family = irishFromBirth(grandparent, greatGrandparent);
  const ancestor = `${personLabel(greatGrandparent)}${placeNote(greatGrandparent)}`;
  if (!parent || parent.isIrishCitizen) {
    // A registered parent is the engine's citizen-parent route, with its own dates and reasons.
    return { family, whyNotForYou: [] };
  }
  const P = capitalise(personLabel(parent));
  const { they, their, them } = PRONOUN[parent.gender];
  const grandWord = roleWord({ relationship: 'grandparent', gender: greatGrandparent.gender });
  const ggName = fullName(greatGrandparent);
  if (parent.isDeceased) {
    return {
      family: [
        ...family,
        {
          memberId: parent.id,
          text:
            `${P} could have registered in the Foreign Births Register through ${their} ${grandWord}, but an ` +
            'entry can be asked for only by the person themselves (or by a parent for a child), so it cannot be ' +
            'made now that they have died.',
        },
      ],
      whyNotForYou: [
        `You cannot register through ${ancestor}: your ${roleWord(parent)} was not registered in the Foreign ` +
          'Births Register, and a person who has died cannot be registered.',
      ],
    };
  }
  const parentWord = roleWord(parent);
  const selfBorn = self?.birthDate && isRecordDate(self.birthDate) ? self.birthDate : null;
  return {
    family: [
      ...family,
      {
        memberId: parent.id,
        text:
          `${P} can register in the Foreign Births Register now through ${their} ${grandWord}` +
          `${ggName ? ` ${ggName}` : ''}, who was born in Ireland${placeNote(greatGrandparent)}. ` +
          `${capitalise(they)} would be an Irish citizen from the date of registration.`,
      },
    ],
    whyNotForYou: self
      ? [
          `You cannot register through ${ancestor} because your ${parentWord} was not registered ` +
            `before you were born${selfBorn ? ` (${formatRecordDate(selfBorn)})` : ''}. Your ${parentWord} can register ` +
            `now through ${their} ${grandWord}; children born after ${their} registration could then register ` +
            `through ${them}.`,
        ]
      : [],
  };
}

/**
 * docs/rules/eligibility.md 'Parent born on the island', one generation up: someone born abroad to a parent born in Ireland is an
 * Irish citizen from birth and needs no registration, only a passport.
 */
function irishFromBirth(child: FamilyMember, irishBornParent: FamilyMember): FamilyAnswer[] {
  if (child.isDeceased || islandBirth(child).onIsland !== false) return [];
  const { they } = PRONOUN[child.gender];
  const parentWord = roleWord({ relationship: 'parent', gender: irishBornParent.gender });
  const name = fullName(irishBornParent);
  return [
    {
      memberId: child.id,
      text:
        `${capitalise(personLabel(child))} is an Irish citizen from birth through ${PRONOUN[child.gender].their} ` +
        `${parentWord}${name ? ` ${name}` : ''}, who was born in Ireland: ${they} can apply for an Irish passport ` +
        'directly, without the Foreign Births Register.',
    },
  ];
}

/** Siblings share the applicant's route, except where a parent's registration date falls between their births. */
function siblingLines(
  members: readonly FamilyMember[],
  route: ChosenRoute | null,
  otherRoutes: readonly ChosenRoute[],
  byId: ReadonlyMap<string, FamilyMember>,
): FamilyAnswer[] {
  if (!route || route.kind === 'born_on_island') return [];
  const siblings = members.filter((m) => m.relationship === 'sibling');
  const parent = byId.get(route.parentId);
  const through = parent ? personLabel(parent) : 'your parent';
  return siblings.map((sibling): FamilyAnswer => {
    const S = capitalise(personLabel(sibling));
    const { they } = PRONOUN[sibling.gender];
    if (irishByIslandBirth(sibling)) {
      return {
        memberId: sibling.id,
        text:
          `${S} was born on the island of Ireland before 2005, so is an Irish citizen by birth: ${they} can apply ` +
          'for a passport directly, without the Foreign Births Register.',
      };
    }
    switch (route.kind) {
      case 'irish_born_parent':
        return {
          memberId: sibling.id,
          text: `${S} is also an Irish citizen from birth through ${through}: ${they} can apply for a passport directly.`,
        };
      case 'irish_born_grandparent':
        return {
          memberId: sibling.id,
          text:
            `${S} can register the same way, with ${PRONOUN[sibling.gender].their} own application; your ` +
            "applications can go in one envelope and share the grandparent's documents, with a covering letter " +
            "naming each applicant (ask DFA whether the parent's can be shared too).",
        };
      case 'irish_citizen_parent':
        return {
          memberId: sibling.id,
          text: citizenParentSibling(
            sibling,
            through,
            route.citizenshipDate,
            parent?.citizenshipBasis ?? null,
            otherRouteFor(sibling, route.parentId, otherRoutes, byId),
          ),
        };
    }
  });
}

/**
 * docs/rules/eligibility.md 'Registration takes effect from its date' and 'The 1986 exception'
 * (Foreign Births Register entries only), for a sibling; `otherRoute`, the sentence of another route
 * (otherRouteFor), follows when they cannot register through this parent.
 */
function citizenParentSibling(
  sibling: FamilyMember,
  through: string,
  citizenOn: string,
  basis: CitizenshipBasis | null,
  otherRoute: string | null,
): string {
  const S = capitalise(personLabel(sibling));
  const born = recordedBirth(sibling);
  const since = recordDatePhrase(citizenOn);
  if (born !== null && bornBeforeCitizenParent(sibling, citizenOn, basis)) {
    const shutOut = `${S} was born ${recordDatePhrase(born)}, before ${through} became an Irish citizen ${since}, so cannot register through ${through} and is left out of your application pack.`;
    return otherRoute ? `${shutOut} ${otherRoute}` : shutOut;
  }
  if (coveredBy1986(citizenOn, basis) || (born !== null && isSurelyOnOrBefore(citizenOn, born))) {
    return `${S} can also register through ${through}.`;
  }
  if (born === null) {
    const when = isExactDay(citizenOn)
      ? formatRecordDate(citizenOn)
      : `the day ${through} became an Irish citizen (${formatRecordDate(citizenOn)})`;
    return (
      `${S} can register through ${through} only if born on or after ${when}` +
      `${isExactDay(citizenOn) ? `, when ${through} became an Irish citizen` : ''}: add the date of birth to check.`
    );
  }
  if (isSurelyBefore(born, citizenOn)) {
    // Born before, and the 1986 exception may yet cover it: how and when the parent became Irish decides.
    return (
      `${S} was born ${recordDatePhrase(born)}, before ${through} became an Irish citizen ${since}, so ` +
      `${PRONOUN[sibling.gender].they} can register through ${through} only if ${through} was entered in the ` +
      'Foreign Births Register by 31 December 1986: add how and exactly when to check.'
    );
  }
  // The records overlap: say which dates decide it.
  return (
    `${S} was born ${recordDatePhrase(born)} and ${through} became an Irish citizen ${since}, so ` +
    `${PRONOUN[sibling.gender].they} can register through ${through} only if born on or after that day: add the ` +
    'exact dates to check.'
  );
}

/**
 * Another of the applicant's routes, through their other parent, that a sibling can take, as a
 * sentence: an Irish-born grandparent made that parent Irish from birth, so it serves any birth
 * child of theirs; a citizen parent serves one born on or after that parent became Irish, or any
 * child of a parent entered in the Foreign Births Register by 31 December 1986. The tree does not
 * record a sibling's own parents, so the sentence names the condition. Null when no route does.
 */
function otherRouteFor(
  sibling: FamilyMember,
  shutOutParentId: string,
  routes: readonly ChosenRoute[],
  byId: ReadonlyMap<string, FamilyMember>,
): string | null {
  const { they, their } = PRONOUN[sibling.gender];
  const is = sibling.gender === 'other' ? 'are' : 'is';
  for (const route of routes) {
    if (route.kind === 'born_on_island' || route.parentId === shutOutParentId) continue;
    const parent = byId.get(route.parentId);
    if (!parent) continue;
    const birthChild = `If ${they} ${is} a birth child of ${personLabel(parent)}, ${they} can register through`;
    if (route.kind === 'irish_born_grandparent') {
      const grandparent = byId.get(route.grandparentId);
      if (grandparent) {
        return `${birthChild} ${personLabel(grandparent)}, who was born in Ireland, with ${their} own application.`;
      }
    }
    if (
      route.kind === 'irish_citizen_parent' &&
      (coveredBy1986(route.citizenshipDate, parent.citizenshipBasis) ||
        isSurelyOnOrBefore(route.citizenshipDate, recordedBirth(sibling)))
    ) {
      return `${birthChild} that parent instead, with ${their} own application.`;
    }
  }
  return null;
}

/** docs/rules/eligibility.md 'The 1986 exception': an FBR entry surely made by 31 December 1986 covers children born before it. */
const coveredBy1986 = (citizenOn: string, basis: CitizenshipBasis | null) =>
  basis === 'fbr' && isSurelyOnOrBefore(citizenOn, FBR_1986_CUTOFF);

/**
 * docs/rules/eligibility.md 'Born on the island': someone surely born on the island of Ireland
 * before 2005 is an Irish citizen by birth, whatever the parents, and needs no registration.
 */
export function irishByIslandBirth(member: FamilyMember): boolean {
  return islandBirth(member).onIsland === true && isSurelyBefore(recordedBirth(member), ISLAND_BIRTH_CUTOFF);
}

const recordedBirth = (member: FamilyMember) =>
  member.birthDate && isRecordDate(member.birthDate) ? member.birthDate : null;

/**
 * docs/rules/eligibility.md 'Registration takes effect from its date': a sibling surely born before
 * the parent they would claim through became an Irish citizen cannot register through them, unless
 * that parent was entered in the Foreign Births Register by 31 December 1986 ('The 1986 exception').
 * True only when that is sure: with the way the parent became Irish not recorded, or a date that
 * could be either side of the cut-off, the exception may still apply.
 */
export function bornBeforeCitizenParent(
  sibling: FamilyMember,
  citizenOn: string,
  basis: CitizenshipBasis | null,
): boolean {
  const born = recordedBirth(sibling);
  const exceptionPossible = (basis === 'fbr' || basis === null) && !isSurelyAfter(citizenOn, FBR_1986_CUTOFF);
  return born !== null && isSurelyBefore(born, citizenOn) && !exceptionPossible;
}

/** docs/rules/eligibility.md 'Registration takes effect from its date': what the applicant's route means for their children. */
function childrenLines(
  self: FamilyMember | null,
  route: ChosenRoute | null,
  byId: ReadonlyMap<string, FamilyMember>,
): FamilyAnswer[] {
  if (!self || !route) return [];
  if (route.kind === 'irish_born_parent') {
    const parent = byId.get(route.parentId);
    return [
      {
        memberId: self.id,
        text:
          'Your children born abroad can register in the Foreign Births Register through you at any time: their ' +
          `grandparent${parent && fullName(parent) ? ` ${fullName(parent)}` : ''} was born in Ireland.`,
      },
    ];
  }
  if (route.kind === 'born_on_island') return [];
  return [
    {
      memberId: self.id,
      text:
        'Once you are registered, children born after your registration can register through you; children born ' +
        'before it cannot, because a registration counts only from its date.',
    },
  ];
}

function placeNote(member: FamilyMember): string {
  const place = member.birthPlace?.trim();
  return place ? ` (${place})` : '';
}

function uniqueByText(answers: FamilyAnswer[]): FamilyAnswer[] {
  const seen = new Set<string>();
  return answers.filter((a) => !seen.has(a.text) && seen.add(a.text));
}
