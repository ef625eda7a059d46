/**
 * The eligibility engine: one rule, read from the family tree, for the dashboard badge, the
 * overview card, the options response, the PDF guide and the admin view
 * (docs/decisions/011-eligibility-engine.md). It follows the law in docs/rules/eligibility.md
 * (each rule's heading is cited where it is applied) and says which person, which route and what
 * is missing. Pure: no I/O, no clock. Tree dates are record dates (docs/decisions/051-dates-as-records-hold-them.md):
 * a rule decides only when every day the record allows gives the same answer; otherwise the
 * verdict names the date that decides it.
 */
import {
  formatRecordDate,
  isExactDay,
  isRecordDate,
  isSurelyAfter,
  isSurelyBefore,
  isSurelyOnOrBefore,
  recordDatePhrase,
} from '../dates/record-date.ts';
import type { CitizenshipBasis, FamilyMember } from '../tree/family-member.ts';
import { islandBirth } from '../tree/island-birth.ts';
import { FBR_1986_CUTOFF, ISLAND_BIRTH_CUTOFF } from './cutoffs.ts';
import { familyLines, type FamilyAnswer } from './family.ts';
import { ADOPTION_MISSING, ADOPTION_SUMMARY } from './no-register-reason.ts';
import { capitalise, CITIZENSHIP_BASIS_LABELS, fullName, parentWord, personLabel, possessive } from './wording.ts';

export type EligibilityStatus = 'eligible' | 'ineligible' | 'incomplete' | 'already_citizen';

export const STATUS_LABELS: Record<EligibilityStatus, string> = {
  eligible: 'Eligible',
  ineligible: 'Currently Ineligible',
  incomplete: 'Incomplete',
  already_citizen: 'Already an Irish citizen',
};

/**
 * Why a parent born abroad lets the applicant register: the parent was a citizen on or before
 * the applicant's birth, or was entered in the Foreign Births Register by 31 Dec 1986
 * (docs/rules/eligibility.md 'The 1986 exception': registrations only).
 */
export type CitizenParentGround = 'citizen_before_birth' | 'registered_by_1986';

/** A route without its text: what `describeRoute` needs. */
export type RouteFacts =
  /** The applicant was born on the island before 2005: entitled whatever the parents, no FBR ('Born on the island'). */
  | { kind: 'born_on_island'; selfId: string }
  /** Parent born on the island: the applicant is Irish from birth, no FBR ('Parent born on the island'). */
  | { kind: 'irish_born_parent'; parentId: string }
  /** Parent born abroad who was Irish in time: FBR through that parent ('Parent Irish at the birth but born abroad'). */
  | { kind: 'irish_citizen_parent'; parentId: string; citizenshipDate: string; ground: CitizenParentGround }
  /** Grandparent born anywhere on the island, via the parent they are a parent of: FBR ('Grandparent born on the island'). */
  | { kind: 'irish_born_grandparent'; grandparentId: string; parentId: string };

/** A qualifying route with one plain sentence describing it. Serialisable JSON. */
export type EligibilityRoute = RouteFacts & { description: string };

export type EligibilityAssessment = {
  status: EligibilityStatus;
  /** STATUS_LABELS[status]. */
  label: string;
  /** The route to use: set only when status is 'eligible' or 'already_citizen'. */
  route: EligibilityRoute | null;
  /** Every qualifying route, best first (so routes[0] is `route` when there is one). */
  routes: EligibilityRoute[];
  /** One plain sentence for badges and cards. */
  summary: string;
  /** Plain-words explanation lines, most important first. */
  reasons: string[];
  /**
   * What to add or correct so the status can be decided, or (for 'eligible') could still change
   * to 'already_citizen'. Empty for 'already_citizen' and 'ineligible'.
   */
  missing: string[];
  /** Who else in the family can register, and what the route means for the applicant's children. */
  family: FamilyAnswer[];
};

export type AssessOptions = {
  /** The Irish-born grandparent the user chose to claim through (lineage route preference). */
  preferredGrandparentId?: string | null;
};

export { FBR_1986_CUTOFF, ISLAND_BIRTH_CUTOFF };

const KIND_RANK: Record<RouteFacts['kind'], number> = {
  born_on_island: 0,
  irish_born_parent: 1,
  irish_citizen_parent: 2,
  irish_born_grandparent: 3,
};

/** Routes that make the applicant Irish without the Foreign Births Register. */
const NO_FBR_KINDS: ReadonlySet<RouteFacts['kind']> = new Set(['born_on_island', 'irish_born_parent']);

/** docs/rules/eligibility.md 'No route by descent: naturalisation on Irish descent or associations'. */
export const IRISH_ASSOCIATIONS_NOTE =
  'If no route by descent is open to you, the Minister for Justice may grant naturalisation to a person of Irish ' +
  'descent or Irish associations. It is discretionary, not a right, and residence conditions still apply (about 3 ' +
  'years living in Ireland), so ask the Department of Justice before you count on it.';

const BIRTH_PARENTS_KEPT =
  'You keep any claim through your birth parents: if one of them was born on the island of Ireland or was Irish ' +
  'when you were born, or one of their parents was born there, you can claim through them like any other child. ' +
  'Add them to the tree as your parents to check that route.';

const GREAT_GRANDPARENT_NOTE =
  'If one of your great-grandparents was born in Ireland, add them above that grandparent: they help you only ' +
  'if your parent was registered in the Foreign Births Register before you were born, or by 31 December 1986, ' +
  'and we will say who in your family could register through them.';

/** A fact that could still make a route qualify; `upgrades` marks one that would make the applicant already Irish. */
type Pending = { upgrades: boolean; missing: string[]; reason: string };

/**
 * What one member contributes: a route, an open question, or an explanation of why not; notes
 * (the 'Born in Ireland' switch disagreed with the place, another citizenship taken); and, for an
 * Irish adoptive parent, the adoption answer.
 */
type Finding = { route?: EligibilityRoute; pending?: Pending; whyNot?: string; note?: string; adoption?: string[] };

type Tree = {
  self: FamilyMember | null;
  parents: FamilyMember[];
  grandparents: FamilyMember[];
  byId: Map<string, FamilyMember>;
};

/**
 * Assesses the applicant's Irish citizenship by descent from their family tree.
 * The applicant is the member with relationship 'self'; siblings are ignored.
 */
export function assessEligibility(
  members: readonly FamilyMember[],
  options: AssessOptions = {},
): EligibilityAssessment {
  const tree = readTree(members);
  const findings = [
    ...(tree.self ? [checkSelf(tree.self)] : []),
    ...tree.parents.map((parent) => checkParent(parent, tree)),
    ...tree.grandparents.map((grandparent) => checkGrandparent(grandparent, tree)),
    ...[...tree.parents, ...tree.grandparents].flatMap((member) => memberNotes(member, tree)),
  ];
  const routes = rankRoutes(
    findings.flatMap((f) => (f.route ? [f.route] : [])),
    tree,
    options.preferredGrandparentId ?? null,
  );
  const pending = findings.flatMap((f) => (f.pending ? [f.pending] : []));
  const whyNot = findings.flatMap((f) => (f.whyNot ? [f.whyNot] : []));
  const notes = findings.flatMap((f) => (f.note ? [f.note] : []));
  const adoption = findings.flatMap((f) => f.adoption ?? []);
  const gaps = treeGaps(tree);
  const best = routes[0];
  const { family, whyNotForYou } = tree.self
    ? familyLines(members, best ?? null, routes.slice(1))
    : familyLines(members, null);

  if (!tree.self) return { ...withoutApplicant(routes, pending, gaps), family };

  if (best) {
    const status: EligibilityStatus = NO_FBR_KINDS.has(best.kind) ? 'already_citizen' : 'eligible';
    // A citizen from birth has nothing left to decide; an FBR route could still turn out to be
    // 'already_citizen' if an Irish-born parent's citizenship is confirmed.
    const upgrades = status === 'eligible' ? pending.filter((p) => p.upgrades) : [];
    return {
      status,
      label: STATUS_LABELS[status],
      route: best,
      routes,
      summary: best.description,
      reasons: [
        ...explainRoute(best, tree),
        ...anchorNote(best, routes, tree, options.preferredGrandparentId ?? null),
        ...routes.slice(1).map((r) => `Also possible: ${uncapitalise(r.description)}`),
        ...choiceNote(routes, status),
        ...upgrades.map((p) => p.reason),
        ...adoption,
        ...notes,
      ],
      missing: unique(upgrades.flatMap((p) => p.missing)),
      family,
    };
  }

  if (adoption.length > 0) {
    return {
      status: 'incomplete',
      label: STATUS_LABELS.incomplete,
      route: null,
      routes: [],
      summary: ADOPTION_SUMMARY,
      reasons: [...adoption, ...pending.map((p) => p.reason), ...whyNot, ...notes],
      missing: unique([ADOPTION_MISSING, ...pending.flatMap((p) => p.missing)]),
      family,
    };
  }

  if (gaps.length > 0 || pending.length > 0) {
    return {
      status: 'incomplete',
      label: STATUS_LABELS.incomplete,
      route: null,
      routes: [],
      summary: 'Add the missing details to your family tree so we can tell whether you are eligible.',
      reasons: [
        ...pending.map((p) => p.reason),
        ...whyNot,
        ...whyNotForYou,
        ...notes,
        ...(gaps.length > 0
          ? ['To tell whether you are eligible we need you, both of your parents and all four grandparents.']
          : []),
      ],
      missing: unique([...gaps, ...pending.flatMap((p) => p.missing)]),
      family,
    };
  }

  return {
    status: 'ineligible',
    label: STATUS_LABELS.ineligible,
    route: null,
    routes: [],
    summary: 'From your family tree as it stands, we cannot find a route to Irish citizenship by descent.',
    reasons: [
      ...whyNot,
      ...whyNotForYou,
      ...notes,
      ...noRouteLines(tree),
      ...(whyNotForYou.length === 0 ? [GREAT_GRANDPARENT_NOTE] : []),
      IRISH_ASSOCIATIONS_NOTE,
      'This is based on your tree as it stands: if a detail is wrong or missing, correct it and we will check again.',
    ],
    missing: [],
    family,
  };
}

/** The one sentence for a route, built from the members it names (e.g. for a stored route preference). */
export function describeRoute(
  route: RouteFacts,
  members: readonly FamilyMember[] | ReadonlyMap<string, FamilyMember>,
): string {
  const byId = 'get' in members ? members : new Map(members.map((m) => [m.id, m]));
  if (route.kind === 'born_on_island') {
    return (
      'You were born on the island of Ireland before 1 January 2005, so you are entitled to Irish citizenship: ' +
      'you do not need the Foreign Births Register, apply for an Irish passport directly.'
    );
  }
  const parent = byId.get(route.parentId);
  const parentText = parent ? personLabel(parent) : 'your parent';
  switch (route.kind) {
    case 'irish_born_parent':
      return `You are already an Irish citizen through ${parentText} (born in Ireland): apply for an Irish passport directly.`;
    case 'irish_citizen_parent':
      return route.ground === 'citizen_before_birth'
        ? `You can apply to the Foreign Births Register through ${parentText}, who was an Irish citizen when you were born.`
        : `You can apply to the Foreign Births Register through ${parentText}, who was entered in it by 31 December 1986.`;
    case 'irish_born_grandparent': {
      const grandparent = byId.get(route.grandparentId);
      const grandparentText = grandparent ? personLabel(grandparent) : 'your grandparent';
      return `You can apply to the Foreign Births Register through ${grandparentText} (born in Ireland), via ${parentText}.`;
    }
  }
}

function readTree(members: readonly FamilyMember[]): Tree {
  return {
    self: members.find((m) => m.relationship === 'self') ?? null,
    parents: members.filter((m) => m.relationship === 'parent'),
    grandparents: members.filter((m) => m.relationship === 'grandparent'),
    byId: new Map(members.map((m) => [m.id, m])),
  };
}

function withDescription(facts: RouteFacts, tree: Tree): EligibilityRoute {
  return { ...facts, description: describeRoute(facts, tree.byId) };
}

/**
 * docs/rules/eligibility.md 'Born on the island': born anywhere on the island before 1 January 2005, the applicant is entitled to
 * Irish citizenship whatever the parents; from that day on it depends on the parents, which the
 * tree cannot show unless a parent gives a route of their own.
 */
function checkSelf(self: FamilyMember): Finding {
  const island = islandBirth(self, 'you');
  if (island.onIsland === null && island.conflict) {
    return { pending: { upgrades: true, missing: [island.conflict], reason: island.conflict } };
  }
  if (!island.onIsland) return {};
  const note = island.conflict ?? undefined;
  const born = dateOf(self.birthDate);
  if (isSurelyBefore(born, ISLAND_BIRTH_CUTOFF)) {
    return {
      route: {
        kind: 'born_on_island',
        selfId: self.id,
        description: describeRoute({ kind: 'born_on_island', selfId: self.id }, new Map()),
      },
      note,
    };
  }
  if (born && !isSurelyOnOrAfterCutoff(born)) {
    return {
      note,
      pending: {
        upgrades: true,
        missing: [`Add your exact date of birth (your tree has ${formatRecordDate(born)})`],
        reason:
          `You were born on the island of Ireland ${recordDatePhrase(born)}. Your date of birth decides this: born ` +
          'there before 1 January 2005 you are entitled to Irish citizenship whatever your parents; on or after ' +
          `it, it depends on them. ${formatRecordDate(born)} could be either side of that day.`,
      },
    };
  }
  if (born) {
    return {
      note,
      pending: {
        upgrades: true,
        missing: [
          'Check whether one of your parents was Irish or British, entitled to live on the island without time ' +
            'limit, or lawfully resident there for 3 of the 4 years before your birth',
        ],
        reason:
          `You were born on the island of Ireland ${recordDatePhrase(born)}. For births on or after 1 January 2005, ` +
          'citizenship depends on your parents: at least one must have been Irish or British, entitled to live in ' +
          'Ireland or Northern Ireland without time limit, or lawfully resident there for 3 of the 4 years before ' +
          'your birth (student and asylum-seeker time does not count).',
      },
    };
  }
  return {
    note,
    pending: {
      upgrades: true,
      missing: ['Add your date of birth'],
      reason:
        'You were born on the island of Ireland. Born there before 1 January 2005 you are entitled to Irish ' +
        'citizenship whatever your parents; after that it depends on them, so we need your date of birth.',
    },
  };
}

/** The record date, or null when the value is empty or not a record date (read as not given). */
function dateOf(value: string | null | undefined): string | null {
  return value && isRecordDate(value) ? value : null;
}

/** True when every day the record allows is on or after 1 January 2005 ('Born on the island'). */
function isSurelyOnOrAfterCutoff(date: string): boolean {
  return isSurelyAfter(date, '2004-12-31');
}

/** A parent's own route, if any: born on the island, or an Irish citizen born abroad; an adoptive parent gives none. */
function checkParent(parent: FamilyMember, tree: Tree): Finding {
  if (parent.isAdoptiveParent) return checkAdoptiveParent(parent, tree);
  const island = islandBirth(parent, personLabel(parent));
  if (island.onIsland === null && island.conflict) {
    return { pending: { upgrades: true, missing: [island.conflict], reason: island.conflict } };
  }
  const note = island.conflict ?? undefined;
  if (island.onIsland) return { ...checkIrishBornParent(parent, tree), note };
  if (parent.isIrishCitizen) return checkCitizenParent(parent, tree);
  return {};
}

/**
 * docs/rules/eligibility.md 'Parent born on the island': a parent born on the island who was
 * Irish at your birth makes you Irish from birth, alive or dead ('Parent alive or dead'). Born
 * there before 2005 the parent was entitled whatever their parents, and entitlement counts as
 * citizenship ('Born on the island'). Born on/after 1 Jan 2005 it depends on the grandparents,
 * which the engine cannot judge, so it relies on the parent being recorded as an Irish citizen.
 */
function checkIrishBornParent(parent: FamilyMember, tree: Tree): Finding {
  const label = personLabel(parent);
  const born = dateOf(parent.birthDate);
  // A parent is born before their child, so a child born by 1 Jan 2005 has a parent born before it.
  const bornBefore2005 =
    isSurelyBefore(born, ISLAND_BIRTH_CUTOFF) || isSurelyOnOrBefore(tree.self?.birthDate, ISLAND_BIRTH_CUTOFF);
  if (bornBefore2005 || parent.isIrishCitizen) {
    return { route: withDescription({ kind: 'irish_born_parent', parentId: parent.id }, tree) };
  }
  if (born && !isSurelyOnOrAfterCutoff(born)) {
    return {
      pending: {
        upgrades: true,
        missing: [
          `Add ${possessive(parent)} exact date of birth (your tree has ${formatRecordDate(born)}), or confirm ` +
            `that ${label} is an Irish citizen`,
        ],
        reason:
          `${capitalise(label)} was born on the island of Ireland ${recordDatePhrase(born)}. ${capitalise(possessive(parent))} ` +
          'date of birth decides this: anyone born there before 1 January 2005 is Irish; after that it depends ' +
          `on their parents, and ${formatRecordDate(born)} could be either side of that day.`,
      },
    };
  }
  if (born) {
    return {
      pending: {
        upgrades: true,
        missing: [`Confirm whether ${label} is an Irish citizen`],
        reason:
          `${capitalise(label)} was born on the island of Ireland ${recordDatePhrase(born)}. For births on or after ` +
          '1 January 2005, citizenship depends on the parents, so we cannot confirm it from the tree: ' +
          `confirm whether ${label} is an Irish citizen.`,
      },
    };
  }
  return {
    pending: {
      upgrades: true,
      missing: [`Add ${possessive(parent)} date of birth, or confirm that ${label} is an Irish citizen`],
      reason:
        `${capitalise(label)} was born on the island of Ireland. Anyone born there before 1 January 2005 is Irish; ` +
        `after that it depends on their parents, so we need ${possessive(parent)} date of birth.`,
    },
  };
}

/** How a parent became Irish, in words for a verdict: 'by naturalisation'. */
const BASIS_WORDS: Record<CitizenshipBasis, string> = {
  fbr: 'by registration in the Foreign Births Register',
  naturalisation: 'by naturalisation',
  post_nuptial: 'by post-nuptial declaration',
  adoption: 'by adoption',
  irish_born_parent: 'through a parent born in Ireland',
};

/**
 * docs/rules/eligibility.md 'Parent Irish at the birth but born abroad': a parent born abroad
 * passes citizenship on only if they were Irish when you were born, however they became Irish.
 * 'The 1986 exception' lets a parent entered in the Foreign Births Register by 31 Dec 1986 cover
 * children born before the entry; it does not reach naturalisation, post-nuptial declaration or
 * adoption, so for a date after the birth the way they became Irish decides.
 */
function checkCitizenParent(parent: FamilyMember, tree: Tree): Finding {
  const label = personLabel(parent);
  if (parent.citizenshipBasis === 'irish_born_parent') return throughIrishBornGrandparent(parent, tree);
  const citizenOn = dateOf(parent.citizenshipDate);
  if (!citizenOn) {
    return {
      pending: {
        upgrades: false,
        missing: [`Add the date ${label} became an Irish citizen`],
        reason:
          `${capitalise(label)} is an Irish citizen but was not born in Ireland. That gives you a route only if ` +
          'they were a citizen when you were born, or were entered in the Foreign Births Register by 31 December ' +
          '1986, so we need the date.',
      },
    };
  }
  const applicantBorn = dateOf(tree.self?.birthDate);
  const route = (ground: CitizenParentGround): Finding => ({
    route: withDescription(
      { kind: 'irish_citizen_parent', parentId: parent.id, citizenshipDate: citizenOn, ground },
      tree,
    ),
  });
  if (isSurelyOnOrBefore(citizenOn, applicantBorn)) return route('citizen_before_birth');
  const basis = parent.citizenshipBasis;
  const withinException = isSurelyOnOrBefore(citizenOn, FBR_1986_CUTOFF);
  if (withinException && basis === 'fbr') return route('registered_by_1986');
  if (!applicantBorn) {
    return {
      pending: {
        upgrades: false,
        missing: tree.self ? ['Add your date of birth'] : [],
        reason:
          `${capitalise(label)} became an Irish citizen ${recordDatePhrase(citizenOn)}. We need your date of birth ` +
          'to tell whether that was before you were born.',
      },
    };
  }
  if (!isSurelyAfter(citizenOn, applicantBorn)) {
    // The records overlap: which came first decides the route, so say which date to make exact.
    const missing = [
      ...(isExactDay(citizenOn)
        ? []
        : [
            dateOf(parent.citizenshipDate)
              ? `Add the exact date ${label} became an Irish citizen (your tree has ${formatRecordDate(citizenOn)})`
              : `Add ${possessive(parent)} exact date of birth (your tree has ${formatRecordDate(citizenOn)})`,
          ]),
      ...(isExactDay(applicantBorn)
        ? []
        : [`Add your exact date of birth (your tree has ${formatRecordDate(applicantBorn)})`]),
    ];
    return {
      pending: {
        upgrades: false,
        missing,
        reason:
          `${capitalise(label)} became an Irish citizen ${recordDatePhrase(citizenOn)} and you were born ` +
          `${recordDatePhrase(applicantBorn)}. Which came first decides whether you can register through your ` +
          `${parentWord(parent.gender)}: a parent who was an Irish citizen when you were born passes it on, and ` +
          'the dates in your tree could be either way round.',
      },
    };
  }
  const after = `${capitalise(label)} became an Irish citizen`;
  const born = `after you were born (${formatRecordDate(applicantBorn)})`;
  const on = recordDatePhrase(citizenOn);
  if (!withinException && !isSurelyAfter(citizenOn, FBR_1986_CUTOFF) && (basis === 'fbr' || basis === null)) {
    return {
      pending: {
        upgrades: false,
        missing: [
          `Add the exact date ${label} was entered in the Foreign Births Register (your tree has ${formatRecordDate(citizenOn)})`,
        ],
        reason:
          `${after} ${on}, ${born}. Entries in the Foreign Births Register made by 31 December 1986 also cover ` +
          `children born before them, so the date of ${possessive(parent)} entry decides this, and ` +
          `${formatRecordDate(citizenOn)} could be either side of that day. Naturalisation, a post-nuptial ` +
          'declaration or an adoption must have come before your birth.',
      },
    };
  }
  if (withinException && basis === null) {
    return {
      pending: {
        upgrades: false,
        missing: [`Choose how ${label} became an Irish citizen`],
        reason:
          `${after} ${on}, ${born}. That covers you only if it was an entry in the Foreign ` +
          'Births Register: entries made by 31 December 1986 also cover children born before them, but ' +
          'naturalisation, a post-nuptial declaration or an adoption must have come before your birth.',
      },
    };
  }
  if (withinException && basis !== null) {
    return {
      whyNot:
        `${after} ${BASIS_WORDS[basis]} ${on}, ${born}, so you cannot claim through your ` +
        `${parentWord(parent.gender)}. Only an entry in the Foreign Births Register made by 31 December 1986 covers ` +
        `children born before it; a parent who became Irish ${BASIS_WORDS[basis]} must have been a citizen when ` +
        'you were born.',
    };
  }
  return {
    whyNot:
      `${after}${basis ? ` ${BASIS_WORDS[basis]}` : ''} ${on}, ${born}, so you cannot claim ` +
      `through your ${parentWord(parent.gender)}: children born before their parent became Irish are covered only ` +
      'by an entry in the Foreign Births Register made by 31 December 1986.',
  };
}

/**
 * docs/rules/eligibility.md 'Adopted applicants' and 'Meaning of parent': an adoptive parent
 * gives no route by descent, nor do their parents. If they are Irish, the adoption itself can make
 * the applicant Irish once it is recognised and entered in the Register of Intercountry Adoptions.
 */
function checkAdoptiveParent(parent: FamilyMember, tree: Tree): Finding {
  const label = personLabel(parent);
  const noDescent =
    `${capitalise(label)} adopted you. For citizenship by descent, 'parent' means your birth mother and genetic ` +
    'father, so an adoptive parent gives you no route through the Foreign Births Register, and neither do ' +
    'their parents.';
  const irishBornParent = tree.grandparents.some((g) => g.parentId === parent.id && islandBirth(g).onIsland === true);
  const irish = islandBirth(parent).onIsland === true || parent.isIrishCitizen || irishBornParent;
  if (!irish) return { whyNot: `${noDescent} ${BIRTH_PARENTS_KEPT}` };
  return {
    adoption: [
      noDescent,
      `Because ${label} is an Irish citizen, your adoption can make you Irish. An adoption made abroad must first ` +
        'be recognised in Ireland and entered in the Register of Intercountry Adoptions, kept by the Adoption ' +
        'Authority of Ireland. You are an Irish citizen from the date of that entry, not from your birth, and you ' +
        'do not use the Foreign Births Register: with the entry you apply for an Irish passport.',
      BIRTH_PARENTS_KEPT,
    ],
  };
}

/**
 * Facts about one parent or grandparent that do not make or break a route but change what the
 * applicant should hear: another citizenship taken ('Grandparent naturalised abroad'), and Irish
 * public service abroad at a birth in the line ('Parent in the Irish public service abroad'),
 * which the engine does not decide and sends to DFA instead of answering 'not eligible'.
 */
function memberNotes(member: FamilyMember, tree: Tree): Finding[] {
  const label = personLabel(member);
  const findings: Finding[] = [];
  if (member.naturalisedElsewhere && (islandBirth(member).onIsland === true || member.isIrishCitizen)) {
    findings.push({
      note:
        `${capitalise(label)} took another country's citizenship. That does not break your line: an Irish ` +
        'citizen loses Irish citizenship only by a formal declaration of alienage, not by becoming a citizen of ' +
        'another country.',
    });
  }
  if (member.inIrishPublicServiceAbroad) {
    const child = member.relationship === 'parent' ? 'you were' : `${linkedParentLabel(member, tree)} was`;
    const ask = `Ask the Department of Foreign Affairs whether section 7(3) of the 1956 Act applies to ${label}`;
    findings.push({
      pending: {
        upgrades: true,
        missing: [ask],
        reason:
          `${capitalise(label)} was abroad in the Irish public service when ${child} born. The Irish Nationality ` +
          'and Citizenship Act 1956 has a special rule for such births (section 7(3), widened by section 7(3B) in ' +
          '2023) that we do not decide from the tree: read section 7 or ask the Department of Foreign Affairs ' +
          'before you rely on this answer.',
      },
    });
  }
  return findings;
}

function linkedParentLabel(grandparent: FamilyMember, tree: Tree): string {
  const parent = linkedParent(grandparent, tree);
  return parent ? personLabel(parent) : 'your parent';
}

/**
 * docs/rules/eligibility.md 'Parent Irish through a parent born in Ireland': a parent born abroad
 * to an Irish-born parent was Irish from birth, and the applicant registers through that
 * grandparent, with the grandparent's documents. The route is the grandparent's (checkGrandparent),
 * so until the tree holds that grandparent, born in Ireland, this parent alone gives none.
 */
function throughIrishBornGrandparent(parent: FamilyMember, tree: Tree): Finding {
  const recorded = tree.grandparents.filter((g) => linkedParent(g, tree)?.id === parent.id);
  if (recorded.some((g) => islandBirth(g).onIsland === true)) return {};
  const label = personLabel(parent);
  const documents =
    'You register through that grandparent: the Foreign Births Register asks for their birth certificate, their ' +
    'marriage certificate and their ID or death certificate';
  if (recorded.length < 2) {
    return {
      pending: {
        upgrades: false,
        missing: [`Add ${possessive(parent)} parent who was born in Ireland, with their place of birth`],
        reason:
          `${capitalise(label)} is an Irish citizen through a parent born in Ireland. ${documents}, so we need ` +
          'them in your tree, with where they were born.',
      },
    };
  }
  return {
    pending: {
      upgrades: false,
      missing: [`Correct where ${possessive(parent)} parents were born, or how ${label} became an Irish citizen`],
      reason:
        `${capitalise(label)} is recorded as an Irish citizen through a parent born in Ireland, but neither of ` +
        `${possessive(parent)} parents in your tree is recorded as born in Ireland. ${documents}, so correct the ` +
        `place of birth of the one who was, or how ${label} became Irish.`,
    },
  };
}

/**
 * docs/rules/eligibility.md 'Grandparent born on the island': a grandparent born anywhere on the
 * island, Northern Ireland included, alive or dead, gives an FBR route through the parent they are
 * a parent of. A grandparent who is an Irish citizen but was born abroad does not
 * ('Great-grandparents'), nor does the parent of an adoptive parent ('Adopted applicants').
 */
function checkGrandparent(grandparent: FamilyMember, tree: Tree): Finding {
  const label = personLabel(grandparent);
  const parent = linkedParent(grandparent, tree);
  if (parent?.isAdoptiveParent) return {};
  const island = islandBirth(grandparent, label);
  if (island.onIsland === null && island.conflict) {
    return { pending: { upgrades: false, missing: [island.conflict], reason: island.conflict } };
  }
  const note = island.conflict ?? undefined;
  if (island.onIsland) {
    if (parent?.isIrishCitizen && parent.citizenshipBasis === 'adoption') {
      // docs/rules/eligibility.md 'Meaning of parent': only a birth parent gives a route by descent.
      const parentLabel = personLabel(parent);
      return {
        note,
        pending: {
          upgrades: false,
          missing: [`Check whether ${label} is ${possessive(parent)} birth parent or adoptive parent`],
          reason:
            `${capitalise(parentLabel)} became an Irish citizen by adoption, so ${label} may be ` +
            `${possessive(parent)} adoptive parent. Only a birth parent born in Ireland gives you a route: if ` +
            `${label} is ${possessive(parent)} birth parent, correct how ${parentLabel} became an Irish citizen ` +
            `to '${CITIZENSHIP_BASIS_LABELS.irish_born_parent}'.`,
        },
      };
    }
    if (parent) {
      return {
        note,
        route: withDescription(
          { kind: 'irish_born_grandparent', grandparentId: grandparent.id, parentId: parent.id },
          tree,
        ),
      };
    }
    return {
      note,
      pending: {
        upgrades: false,
        missing: [`Link ${label} to your father or mother`],
        reason:
          `${capitalise(label)} was born in Ireland, which can give you a route, but is not linked to one of ` +
          'your parents. Link them to the parent whose parent they are.',
      },
    };
  }
  if (grandparent.isIrishCitizen) {
    const through = parent ? personLabel(parent) : 'your parent';
    return {
      whyNot:
        `${capitalise(label)} is an Irish citizen but was not born in Ireland, so does not give you a route ` +
        `alone: it helps only if ${through} was registered as an Irish citizen before you were born, or by ` +
        '31 December 1986.',
    };
  }
  return {};
}

function linkedParent(grandparent: FamilyMember, tree: Tree): FamilyMember | null {
  const parent = grandparent.parentId ? tree.byId.get(grandparent.parentId) : undefined;
  return parent?.relationship === 'parent' ? parent : null;
}

/**
 * Best first: a parent born on the island, then a citizen parent, then an Irish-born grandparent
 * (the chosen grandparent, then the lineage anchor's line, then tree order). The lineage anchor
 * only orders routes; it never creates one.
 */
function rankRoutes(routes: EligibilityRoute[], tree: Tree, preferredGrandparentId: string | null): EligibilityRoute[] {
  const preference = (route: EligibilityRoute): number => {
    const chosen = route.kind === 'irish_born_grandparent' && route.grandparentId === preferredGrandparentId;
    const anchored = route.kind !== 'born_on_island' && tree.byId.get(route.parentId)?.isLineageAnchor === true;
    return chosen ? 0 : anchored ? 1 : 2;
  };
  // Array.prototype.sort is stable, so equal routes keep tree order.
  return [...routes].sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || preference(a) - preference(b));
}

/** What the tree lacks before 'Currently Ineligible' can be said: you, two parents, two grandparents each. */
function treeGaps(tree: Tree): string[] {
  const gaps: string[] = [];
  if (!tree.self) gaps.push('Add yourself to the family tree');
  const [only] = tree.parents;
  if (tree.parents.length === 0) {
    gaps.push('Add both of your parents', "Add all four of your grandparents (your parents' parents)");
  } else if (tree.parents.length === 1 && only) {
    const other = only.gender === 'male' ? 'mother' : only.gender === 'female' ? 'father' : 'other parent';
    gaps.push(`Add your ${other}'s details`, `Add your ${other}'s parents (your grandparents)`);
  }
  let short = false;
  for (const parent of tree.parents) {
    const count = tree.grandparents.filter((g) => linkedParent(g, tree)?.id === parent.id).length;
    if (count === 0) gaps.push(`Add ${possessive(parent)} parents (your grandparents)`);
    if (count === 1) gaps.push(`Add ${possessive(parent)} other parent (your grandparent)`);
    short ||= count < 2;
  }
  if (short || tree.parents.length < 2) {
    // Unlinked grandparents may be the ones missing above; an Irish-born one is asked for by its own finding.
    for (const grandparent of tree.grandparents) {
      if (islandBirth(grandparent).onIsland !== true && !linkedParent(grandparent, tree)) {
        gaps.push(`Link ${personLabel(grandparent)} to your father or mother`);
      }
    }
  }
  return gaps;
}

function withoutApplicant(
  routes: EligibilityRoute[],
  pending: Pending[],
  gaps: string[],
): Omit<EligibilityAssessment, 'family'> {
  return {
    status: 'incomplete',
    label: STATUS_LABELS.incomplete,
    route: null,
    routes: [],
    summary: 'Add yourself to the family tree so we can check your eligibility.',
    reasons: [
      'Everyone in the tree is described from your side, so we need you, the person applying, in it first.',
      ...routes.map((r) => `Possible once you add yourself: ${uncapitalise(r.description)}`),
      ...pending.map((p) => p.reason),
    ],
    missing: unique([...gaps, ...pending.flatMap((p) => p.missing)]),
  };
}

/** The reasons behind the chosen route. */
function explainRoute(route: EligibilityRoute, tree: Tree): string[] {
  if (route.kind === 'born_on_island') {
    const self = tree.self;
    const place = self?.birthPlace?.trim() ? ` (${self.birthPlace.trim()})` : '';
    const born = dateOf(self?.birthDate);
    return [
      `You were born on the island of Ireland${place}${born ? ` ${recordDatePhrase(born)}` : ''}, before 1 January ` +
        "2005, so you are entitled to Irish citizenship whatever your parents' nationality. Northern Ireland counts.",
      'You do not need the Foreign Births Register: apply for an Irish passport directly. Your birth certificate is ' +
        'the main proof, and taking the passport is the act that confirms your citizenship.',
    ];
  }
  const parent = tree.byId.get(route.parentId);
  if (!parent) return [];
  const parentText = personLabel(parent);
  const Parent = capitalise(parentText);
  // docs/rules/eligibility.md 'Parent alive or dead': what people who lost a parent or grandparent worry about.
  const deceased = (member: FamilyMember, word: 'parent' | 'grandparent'): string[] =>
    member.isDeceased
      ? [
          word === 'parent'
            ? `${capitalise(personLabel(member))} has died, but a parent who has died still passes citizenship on.`
            : `${capitalise(personLabel(member))} has died, but a grandparent who has died still counts.`,
        ]
      : [];
  const fromRegistration = 'Your Irish citizenship starts on the date you are entered in the Foreign Births Register.';
  switch (route.kind) {
    case 'irish_born_parent':
      return [
        `${Parent} was born on the island of Ireland (Northern Ireland counts), ` +
          'so you have been an Irish citizen from birth.',
        'You do not need the Foreign Births Register: apply for an Irish passport directly.',
        ...deceased(parent, 'parent'),
      ];
    case 'irish_citizen_parent': {
      const since = `${Parent} became an Irish citizen ${recordDatePhrase(route.citizenshipDate)}`;
      return [
        route.ground === 'citizen_before_birth'
          ? `${since}, before you were born, so you can register through your ${parentWord(parent.gender)}.`
          : `${since}, by an entry in the Foreign Births Register. Entries made by 31 December 1986 also cover ` +
            'children born before them (this does not apply to naturalisation, post-nuptial declaration or adoption).',
        ...basisNotes(parent),
        fromRegistration,
        ...deceased(parent, 'parent'),
      ];
    }
    case 'irish_born_grandparent': {
      const grandparent = tree.byId.get(route.grandparentId);
      if (!grandparent) return [];
      const place = grandparent.birthPlace?.trim() ? ` (${grandparent.birthPlace.trim()})` : '';
      return [
        `${capitalise(personLabel(grandparent))} was born on the island of Ireland${place}. ` +
          'Births anywhere on the island count, Northern Ireland included.',
        `${Parent} is Irish through ${fullName(grandparent) || 'them'}, so you can register in the Foreign Births Register.`,
        fromRegistration,
        ...deceased(grandparent, 'grandparent'),
        ...deceased(parent, 'parent'),
      ];
    }
  }
}

/** What the way a parent became Irish means for the claim ('Parent Irish at the birth but born abroad'), when it is recorded. */
function basisNotes(parent: FamilyMember): string[] {
  switch (parent.citizenshipBasis) {
    case 'fbr':
      return [
        'Their Foreign Births Register certificate is the proof to send. Registrations after 1 July 1986 count from ' +
          'the date of registration, which is why that date decides whether you are covered.',
      ];
    case 'naturalisation':
      return ['Their certificate of naturalisation is the proof to send.'];
    case 'post_nuptial':
      return ['Their post-nuptial declaration of Irish citizenship is the proof to send.'];
    case 'adoption':
      return [
        'Through adoption: an Irish adoption order, or a foreign adoption recognised in Ireland and registered with ' +
          'the Adoption Authority of Ireland, makes the child of an Irish-citizen adopter Irish from the date of that ' +
          'order or registration, not from their birth. That date, the one we need as their citizenship date, must ' +
          'be before you were born: check it on their papers, and send the adoption order with its registration.',
      ];
    // A parent Irish through an Irish-born parent gives the grandparent's route (throughIrishBornGrandparent).
    case 'irish_born_parent':
    case null:
      return [];
  }
}

/** With more than one FBR route: a choice is needed, and what it changes. */
function choiceNote(routes: readonly EligibilityRoute[], status: EligibilityStatus): string[] {
  if (status !== 'eligible' || routes.length < 2) return [];
  return [
    `You have ${routes.length} routes, and you need only one. Whichever you choose, you become an Irish citizen on ` +
      'the date you are registered; what changes is the documents you gather, which follow the line you claim ' +
      'through. Choose the line whose certificates are easiest to get.',
  ];
}

/** Says why this route was picked over others of the same kind. */
function anchorNote(
  best: EligibilityRoute,
  routes: EligibilityRoute[],
  tree: Tree,
  preferredGrandparentId: string | null,
): string[] {
  if (routes.length < 2) return [];
  if (best.kind === 'irish_born_grandparent' && best.grandparentId === preferredGrandparentId) {
    return ['This is the grandparent you chose to claim through.'];
  }
  const parent = best.kind === 'born_on_island' ? undefined : tree.byId.get(best.parentId);
  return parent?.isLineageAnchor ? [`You marked ${personLabel(parent)} as your Irish line.`] : [];
}

/** The plain facts behind 'Currently Ineligible'. */
function noRouteLines(tree: Tree): string[] {
  const grandparents = tree.grandparents.length === 4 ? 'four grandparents' : 'grandparents';
  return [
    `None of your ${grandparents} was born on the island of Ireland (Northern Ireland counts too).`,
    'Neither of your parents was born on the island of Ireland, and neither was an Irish citizen when you were born.',
  ];
}

/** 'You can apply…' as 'you can apply…', for a description quoted after a colon. */
function uncapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function unique(lines: string[]): string[] {
  return [...new Set(lines)];
}
