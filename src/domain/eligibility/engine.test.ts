import { describe, expect, it } from 'vitest';
import { familyMember, type FamilyMember } from '../tree/family-member.ts';
import {
  assessEligibility,
  describeRoute,
  STATUS_LABELS,
  type EligibilityAssessment,
  type EligibilityStatus,
  type RouteFacts,
} from './engine.ts';

/** A family member with every field defaulted; pass what the case is about. */
const member = (fields: Parameters<typeof familyMember>[0]) => familyMember({ birthCountry: 'England', ...fields });

type Extra = Partial<FamilyMember>;
const me = (extra: Extra = {}) =>
  member({
    id: 'me',
    relationship: 'self',
    firstName: 'Aoife',
    lastName: 'Walsh',
    gender: 'female',
    birthDate: '1990-06-15',
    ...extra,
  });
const dad = (extra: Extra = {}) =>
  member({
    id: 'dad',
    relationship: 'parent',
    firstName: 'John',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1960-03-01',
    ...extra,
  });
const mum = (extra: Extra = {}) =>
  member({
    id: 'mum',
    relationship: 'parent',
    firstName: 'Ann',
    lastName: 'Smith',
    gender: 'female',
    birthDate: '1962-08-20',
    ...extra,
  });
const gp = (id: string, parentId: string | null, extra: Extra = {}) =>
  member({ id, relationship: 'grandparent', parentId, firstName: id.toUpperCase(), lastName: 'Elder', ...extra });

/** Dad's parents are gf1 (male) and gm1 (female); Mum's are gf2 and gm2. `irish` overrides by id. */
function grandparents(overrides: Record<string, Extra> = {}, ids = ['gf1', 'gm1', 'gf2', 'gm2']): FamilyMember[] {
  const all: Record<string, FamilyMember> = {
    gf1: gp('gf1', 'dad', { firstName: 'Michael', lastName: 'Walsh', gender: 'male', ...overrides.gf1 }),
    gm1: gp('gm1', 'dad', { firstName: 'Mary', lastName: 'Walsh', gender: 'female', ...overrides.gm1 }),
    gf2: gp('gf2', 'mum', { firstName: 'Peter', lastName: 'Smith', gender: 'male', ...overrides.gf2 }),
    gm2: gp('gm2', 'mum', { firstName: 'Nora', lastName: 'Smith', gender: 'female', ...overrides.gm2 }),
  };
  return ids.map((id) => all[id]).filter((m): m is FamilyMember => m !== undefined);
}
const irish: Extra = { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' };
/** Honora, born in Sligo: the mother of the paternal grandfather Michael (gf1). */
const honora = (extra: Extra = {}) =>
  member({
    id: 'ggm1',
    relationship: 'great_grandparent',
    parentId: 'gf1',
    firstName: 'Honora',
    lastName: 'Walsh',
    gender: 'female',
    isIrishBorn: true,
    birthCountry: 'Ireland',
    birthPlace: 'Sligo',
    ...extra,
  });

type Case = {
  name: string;
  members: FamilyMember[];
  status: EligibilityStatus;
  /** Expected `route` facts (the keys given must match), or null for no route. */
  route?: Partial<RouteFacts> | null;
  routeCount?: number;
  summary?: string[];
  reasons?: string[];
  missing?: string[];
  /** Words that must not appear in `missing`. */
  notMissing?: string[];
  why: string;
};

const cases: Case[] = [
  {
    name: 'empty tree',
    members: [],
    status: 'incomplete',
    route: null,
    missing: ['Add yourself', 'both of your parents', 'four of your grandparents'],
    why: 'docs/decisions/011-eligibility-engine.md: nothing to judge yet',
  },
  {
    name: 'self only',
    members: [me()],
    status: 'incomplete',
    route: null,
    missing: ['both of your parents', 'grandparents'],
    notMissing: ['Add yourself'],
    why: "'Grandparent born on the island': the ladder needs parents and grandparents",
  },
  {
    name: 'self and father only',
    members: [me(), dad()],
    status: 'incomplete',
    missing: ["your mother's details", 'John Walsh', 'grandparents'],
    why: "'Grandparent born on the island': the other parent may carry the Irish line",
  },
  {
    name: 'self and mother only',
    members: [me(), mum()],
    status: 'incomplete',
    missing: ["your father's details", 'Ann Smith'],
    why: "'Grandparent born on the island': the other parent may carry the Irish line",
  },
  {
    name: 'two parents, no grandparents',
    members: [me(), dad(), mum()],
    status: 'incomplete',
    missing: ['your father John Walsh', 'your mother Ann Smith', 'parents (your grandparents)'],
    reasons: ['all four grandparents'],
    why: "'Grandparent born on the island': a grandparent born on the island is the commonest route",
  },
  {
    name: 'paternal grandmother born in Ireland',
    members: [me(), dad(), mum(), ...grandparents({ gm1: irish })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm1', parentId: 'dad' },
    routeCount: 1,
    summary: ['grandmother Mary Walsh', 'born in Ireland', 'father John Walsh', 'Foreign Births Register'],
    reasons: ['Cork', 'date you are entered'],
    why: "'Grandparent born on the island': Irish-born grandparent gives FBR; 'Registration takes effect from its date'",
  },
  {
    name: 'maternal grandfather born in Ireland',
    members: [me(), dad(), mum(), ...grandparents({ gf2: irish })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gf2', parentId: 'mum' },
    summary: ['grandfather Peter Smith', 'mother Ann Smith'],
    why: "'Grandparent born on the island': either side of the family counts",
  },
  {
    name: 'grandparent born in Belfast (Northern Ireland)',
    members: [
      me(),
      dad(),
      mum(),
      ...grandparents({ gf1: { isIrishBorn: true, birthPlace: 'Belfast', birthCountry: 'Northern Ireland' } }),
    ],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gf1' },
    reasons: ['Belfast', 'Northern Ireland included'],
    why: "'Grandparent born on the island': grandparent born anywhere on the island, NI included (DFA position)",
  },
  {
    name: 'deceased Irish-born grandparent',
    members: [me(), dad(), mum(), ...grandparents({ gm2: { ...irish, isDeceased: true, deathDate: '1999-01-01' } })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm2', parentId: 'mum' },
    reasons: ['has died', 'still counts'],
    why: "'Grandparent born on the island', 'Registration takes effect from its date': a grandparent who has died still counts",
  },
  {
    name: 'Irish-born grandparent with only one parent entered',
    members: [me(), dad(), ...grandparents({ gm1: irish }, ['gm1'])],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm1', parentId: 'dad' },
    why: "'Grandparent born on the island': one Irish-born grandparent is enough; the rest of the tree does not matter",
  },
  {
    name: 'four grandparents, none Irish',
    members: [me(), dad(), mum(), ...grandparents()],
    status: 'ineligible',
    route: null,
    summary: ['cannot find a route'],
    reasons: ['four grandparents', 'Great-grandparents', '31 December 1986', 'correct it'],
    why: "'Grandparent born on the island': no rung of the ladder reached; great-grandparents need a parent registered in time",
  },
  {
    name: 'three grandparents, none Irish',
    members: [me(), dad(), mum(), ...grandparents({}, ['gf1', 'gm1', 'gf2'])],
    status: 'incomplete',
    missing: ['mother Ann Smith', 'other parent (your grandparent)'],
    notMissing: ['father John Walsh'],
    why: "'Grandparent born on the island': the fourth grandparent may be Irish-born",
  },
  {
    name: 'father born in Ireland',
    members: [me(), dad({ ...irish }), mum()],
    status: 'already_citizen',
    route: { kind: 'irish_born_parent', parentId: 'dad' },
    summary: ['already an Irish citizen', 'father John Walsh', 'passport'],
    reasons: ['from birth', 'do not need the Foreign Births Register'],
    why: "'Parent born on the island': parent born on the island makes you Irish from birth",
  },
  {
    name: 'deceased mother born in Ireland',
    members: [me(), dad(), mum({ ...irish, isDeceased: true, deathDate: '1991-01-01' })],
    status: 'already_citizen',
    route: { kind: 'irish_born_parent', parentId: 'mum' },
    reasons: ['has died', 'a parent who has died still passes citizenship on'],
    why: "'Parent alive or dead': a parent who has died still passes citizenship on",
  },
  {
    name: 'Irish-born parent wins over an Irish-born grandparent',
    members: [me(), dad(), mum({ ...irish }), ...grandparents({ gm1: irish })],
    status: 'already_citizen',
    route: { kind: 'irish_born_parent', parentId: 'mum' },
    routeCount: 2,
    why: "'Parent born on the island' before 'Grandparent born on the island': citizen from birth needs no FBR",
  },
  {
    name: 'Irish-born parent with no birth date, applicant born 1990',
    members: [me(), dad({ ...irish, birthDate: null })],
    status: 'already_citizen',
    route: { kind: 'irish_born_parent', parentId: 'dad' },
    why: 'Born on the island: a parent of someone born before 2005 was born on the island before 2005',
  },
  {
    name: 'parent born in Ireland after 2005, citizenship not confirmed',
    members: [me({ birthDate: '2025-02-01' }), dad({ ...irish, birthDate: '2006-04-01' }), mum()],
    status: 'incomplete',
    route: null,
    missing: ['Confirm whether your father John Walsh is an Irish citizen'],
    reasons: ['1 January 2005'],
    why: 'Born on the island: births on the island from 2005 depend on the parents',
  },
  {
    name: 'parent born in Ireland after 2005 and an Irish citizen',
    members: [me({ birthDate: '2025-02-01' }), dad({ ...irish, birthDate: '2006-04-01', isIrishCitizen: true }), mum()],
    status: 'already_citizen',
    route: { kind: 'irish_born_parent', parentId: 'dad' },
    why: "'Born on the island' + 'Parent born on the island': born on the island and Irish at your birth",
  },
  {
    name: 'unconfirmed post-2005 Irish-born parent beside an Irish-born grandparent',
    members: [
      me({ birthDate: '2025-02-01' }),
      dad({ ...irish, birthDate: '2006-04-01' }),
      mum(),
      ...grandparents({ gf2: irish }),
    ],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gf2' },
    missing: ['Confirm whether your father John Walsh is an Irish citizen'],
    why: "'Born on the island' + 'Parent born on the island': FBR works now; confirming the parent could make you Irish from birth",
  },
  {
    name: 'father on the FBR before the applicant was born',
    members: [me(), dad({ isIrishCitizen: true, citizenshipDate: '1985-05-01' }), mum(), ...grandparents()],
    status: 'eligible',
    route: {
      kind: 'irish_citizen_parent',
      parentId: 'dad',
      ground: 'citizen_before_birth',
      citizenshipDate: '1985-05-01',
    },
    summary: ['father John Walsh', 'Irish citizen when you were born'],
    why: "'Parent Irish at the birth but born abroad': a parent Irish at your birth but born abroad gives FBR",
  },
  {
    name: 'father registered on the day the applicant was born',
    members: [me(), dad({ isIrishCitizen: true, citizenshipDate: '1990-06-15' })],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', ground: 'citizen_before_birth' },
    why: "'Registration takes effect from its date': a citizen on the day of the birth counts",
  },
  {
    name: 'father registered in 2004, applicant born 1990, four non-Irish grandparents',
    members: [me(), dad({ isIrishCitizen: true, citizenshipDate: '2004-02-10' }), mum(), ...grandparents()],
    status: 'ineligible',
    route: null,
    reasons: ['10 February 2004', 'after you were born', '31 December 1986'],
    why: "'Registration takes effect from its date': children born before the parent's registration cannot claim",
  },
  {
    name: 'father registered in 2004, applicant born 1990, grandparents not entered',
    members: [me(), dad({ isIrishCitizen: true, citizenshipDate: '2004-02-10' }), mum()],
    status: 'incomplete',
    reasons: ['after you were born'],
    missing: ['grandparents'],
    why: "'Registration takes effect from its date' rules out the parent; a grandparent may still be Irish-born",
  },
  {
    name: 'mother registered 1985, applicant born 1980',
    members: [
      me({ birthDate: '1980-01-01' }),
      dad(),
      mum({ isIrishCitizen: true, citizenshipDate: '1985-07-01', citizenshipBasis: 'fbr' }),
      ...grandparents(),
    ],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', parentId: 'mum', ground: 'registered_by_1986' },
    summary: ['mother Ann Smith', '31 December 1986'],
    why: "'The 1986 exception': a parent registered by 31 Dec 1986 covers earlier-born children",
  },
  {
    name: 'mother registered on 31 Dec 1986, applicant born 1980',
    members: [
      me({ birthDate: '1980-01-01' }),
      mum({ isIrishCitizen: true, citizenshipDate: '1986-12-31', citizenshipBasis: 'fbr' }),
    ],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', ground: 'registered_by_1986' },
    why: "'The 1986 exception': the transition period ended on 31 Dec 1986",
  },
  {
    name: 'mother registered 1987-03-01, applicant born 1980',
    members: [
      me({ birthDate: '1980-01-01' }),
      dad(),
      mum({ isIrishCitizen: true, citizenshipDate: '1987-03-01' }),
      ...grandparents(),
    ],
    status: 'ineligible',
    reasons: ['1 March 1987', 'after you were born'],
    why: "'The 1986 exception': a 1987 registration is too late for a child born in 1980",
  },
  {
    name: 'citizen father with no citizenship date',
    members: [me(), dad({ isIrishCitizen: true }), mum(), ...grandparents()],
    status: 'incomplete',
    missing: ['date your father John Walsh became an Irish citizen'],
    reasons: ['citizen when you were born'],
    why: "'Registration takes effect from its date': the date decides whether the parent counts",
  },
  {
    name: 'citizen father, applicant birth date missing',
    members: [
      me({ birthDate: null }),
      dad({ isIrishCitizen: true, citizenshipDate: '1995-01-01' }),
      mum(),
      ...grandparents(),
    ],
    status: 'incomplete',
    missing: ['Add your date of birth'],
    why: "'Registration takes effect from its date': compare the parent's citizenship with your birth",
  },
  {
    name: 'citizen father without a date, but an Irish-born grandparent',
    members: [me(), dad({ isIrishCitizen: true }), mum(), ...grandparents({ gf1: irish })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gf1' },
    missing: [],
    why: "'Grandparent born on the island': another route already qualifies, the missing date does not matter",
  },
  {
    name: 'citizen parent ranks above an Irish-born grandparent',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipDate: '1980-01-01' }),
      mum(),
      ...grandparents({ gm2: irish }),
    ],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', parentId: 'dad' },
    routeCount: 2,
    reasons: ['Also possible', 'Nora Smith'],
    why: "'Grandparent born on the island': both are FBR routes; the parent route is listed first",
  },
  {
    name: 'Irish-born grandparents on both sides, no anchor',
    members: [me(), dad(), mum(), ...grandparents({ gm1: irish, gf2: irish })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm1', parentId: 'dad' },
    routeCount: 2,
    why: "'Grandparent born on the island': each Irish-born grandparent is a route; tree order breaks the tie",
  },
  {
    name: 'Irish-born grandparents on both sides, mother is the anchor',
    members: [me(), dad(), mum({ isLineageAnchor: true }), ...grandparents({ gm1: irish, gf2: irish })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gf2', parentId: 'mum' },
    routeCount: 2,
    reasons: ['Irish line'],
    why: "'Grandparent born on the island': the lineage anchor picks among qualifying routes",
  },
  {
    name: 'anchor on the line without an Irish-born grandparent',
    members: [me(), dad({ isLineageAnchor: true }), mum(), ...grandparents({ gm2: irish })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm2', parentId: 'mum' },
    routeCount: 1,
    why: "'Grandparent born on the island': the anchor never creates or blocks a route",
  },
  {
    name: 'Irish-born grandparent linked to nobody',
    members: [
      me(),
      dad(),
      mum(),
      ...grandparents(),
      gp('lost', 'nobody', { ...irish, firstName: 'Bridget', lastName: 'Kelly', gender: 'female' }),
    ],
    status: 'incomplete',
    route: null,
    missing: ['Link your grandmother Bridget Kelly'],
    reasons: ['not linked'],
    why: "'Grandparent born on the island': the grandparent counts through the parent they are a parent of",
  },
  {
    name: 'Irish-born grandparent linked to a sibling, not a parent',
    members: [
      me(),
      member({ id: 'sis', relationship: 'sibling' }),
      dad(),
      mum(),
      ...grandparents(),
      gp('odd', 'sis', irish),
    ],
    status: 'incomplete',
    missing: ['Link your grandfather'],
    why: "'Grandparent born on the island': only a link to a parent makes a grandparent route",
  },
  {
    name: 'Irish-born siblings do not change the status',
    members: [
      me(),
      member({ id: 'sis', relationship: 'sibling', gender: 'female', ...irish }),
      dad(),
      mum(),
      ...grandparents(),
    ],
    status: 'ineligible',
    route: null,
    why: "'Grandparent born on the island': only parents and grandparents are rungs; a sibling is not an ancestor",
  },
  {
    name: 'naturalised grandparent (Irish citizen, born abroad)',
    members: [me(), dad(), mum(), ...grandparents({ gf1: { isIrishCitizen: true, citizenshipDate: '1970-01-01' } })],
    status: 'ineligible',
    reasons: [
      'grandfather Michael Walsh is an Irish citizen but was not born in Ireland',
      'father John Walsh was registered',
    ],
    why: "'Great-grandparents': a non-Irish-born line needs the parent registered in time",
  },
  {
    name: 'grandparents present but applicant missing',
    members: [dad(), mum(), ...grandparents({ gm1: irish })],
    status: 'incomplete',
    route: null,
    missing: ['Add yourself to the family tree'],
    reasons: ['Possible once you add yourself', 'Mary Walsh'],
    why: 'docs/decisions/011-eligibility-engine.md: the assessment is about the applicant, who must be in the tree',
  },
  {
    name: 'grandparent without a name, gender other',
    members: [
      me(),
      dad(),
      gp('anon', 'dad', { isIrishBorn: true, birthCountry: null, gender: 'other', firstName: '', lastName: '' }),
    ],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'anon' },
    summary: ['through your grandparent (born in Ireland)'],
    why: "'Grandparent born on the island': facts decide, names are only for the text",
  },
  {
    name: 'only parent has gender other',
    members: [me(), dad({ gender: 'other' })],
    status: 'incomplete',
    missing: ["Add your other parent's details", 'your parent John Walsh'],
    why: "'Grandparent born on the island': the other parent may carry the Irish line",
  },
  // docs/rules/eligibility.md 'Born on the island': the applicant's own birth on the island.
  {
    name: 'applicant born in Dublin in 1990, whole tree abroad',
    members: [
      me({ birthCountry: 'Ireland', birthPlace: 'Dublin', isIrishBorn: true }),
      dad(),
      mum(),
      ...grandparents(),
    ],
    status: 'already_citizen',
    route: { kind: 'born_on_island', selfId: 'me' },
    summary: ['born on the island of Ireland before 1 January 2005', 'apply for an Irish passport directly'],
    reasons: ['whatever your parents', 'do not need the Foreign Births Register'],
    why: 'Born on the island: born on the island before 2005, entitled whatever the parents',
  },
  {
    name: 'applicant born in Belfast in 1998, switch left off, no parents yet',
    members: [me({ birthCountry: 'United Kingdom', birthPlace: 'Belfast', birthDate: '1998-02-02' })],
    status: 'already_citizen',
    route: { kind: 'born_on_island' },
    reasons: ["'Born in Ireland' is switched off: we went by the place"],
    why: "'Born on the island' and 'Parent born on the island': Northern Ireland counts; the place decides when it names the island",
  },
  {
    name: 'applicant born in Cork in 2010, parents abroad and not citizens',
    members: [
      me({ birthCountry: 'Ireland', birthPlace: 'Cork', isIrishBorn: true, birthDate: '2010-05-05' }),
      dad(),
      mum(),
      ...grandparents(),
    ],
    status: 'incomplete',
    route: null,
    reasons: ['For births on or after 1 January 2005, citizenship depends on your parents'],
    missing: ['Check whether one of your parents was Irish or British'],
    why: 'Born on the island: from 2005 it depends on the parents, which the tree cannot show',
  },
  {
    name: 'applicant born in Cork in 2010 to a father born in Cork',
    members: [
      me({ birthCountry: 'Ireland', birthPlace: 'Cork', isIrishBorn: true, birthDate: '2010-05-05' }),
      dad(irish),
      mum(),
    ],
    status: 'already_citizen',
    route: { kind: 'irish_born_parent', parentId: 'dad' },
    why: "'Born on the island' and 'Parent born on the island': the Irish-born parent decides a post-2005 island birth",
  },
  {
    name: 'applicant born on the island, no date of birth',
    members: [me({ birthCountry: 'Ireland', birthPlace: 'Galway', isIrishBorn: true, birthDate: null })],
    status: 'incomplete',
    missing: ['Add your date of birth'],
    why: 'Born on the island: the 2005 cut-off needs the date',
  },
  // Places decide, switches confirm.
  {
    name: "grandmother typed as 'Ireland' / 'Dublin' with the switch left off",
    members: [me(), dad(), mum(), ...grandparents({ gm1: { birthCountry: 'Ireland', birthPlace: 'Dublin' } })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm1', parentId: 'dad' },
    reasons: ["(Dublin, Ireland) is on the island of Ireland, but 'Born in Ireland' is switched off"],
    why: "'Grandparent born on the island': the place names the island, so the grandmother counts",
  },
  {
    name: "grandmother in 'Co. Mayo' with no country",
    members: [me(), dad(), mum(), ...grandparents({ gm2: { birthCountry: null, birthPlace: 'Ballina, Co. Mayo' } })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm2', parentId: 'mum' },
    why: "'Grandparent born on the island': a county names the island",
  },
  {
    name: "grandfather marked 'Born in Ireland' but born in Boston",
    members: [
      me(),
      dad(),
      mum(),
      ...grandparents({ gf1: { isIrishBorn: true, birthCountry: 'USA', birthPlace: 'Boston' } }),
    ],
    status: 'incomplete',
    route: null,
    missing: ["is marked 'Born in Ireland', but the birth place is in United States"],
    why: 'a switch that contradicts the place is reported, not guessed',
  },
  // Reasons for the facts that matter.
  {
    name: 'grandparent route through a father who has died',
    members: [me(), dad({ isDeceased: true, deathDate: '2001-01-01' }), mum(), ...grandparents({ gm1: irish })],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm1' },
    reasons: ['Your father John Walsh has died, but a parent who has died still passes citizenship on.'],
    why: "'Parent alive or dead': the connecting parent who died still links the line",
  },
  {
    name: 'two Irish-born grandmothers',
    members: [me(), dad(), mum(), ...grandparents({ gm1: irish, gm2: irish })],
    status: 'eligible',
    routeCount: 2,
    reasons: ['You have 2 routes, and you need only one', 'the documents you gather'],
    why: 'two routes: name both, say a choice is needed and what changes with it',
  },
  // How a parent became Irish (docs/rules/eligibility.md 'Parent Irish at the birth but born abroad').
  {
    name: 'father registered in the FBR before the applicant was born',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipDate: '1985-05-01', citizenshipBasis: 'fbr' }),
      mum(),
      ...grandparents(),
    ],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', parentId: 'dad', ground: 'citizen_before_birth' },
    reasons: ['Foreign Births Register certificate is the proof to send', 'count from the date of registration'],
    why: 'Registration takes effect from its date: a registration after 1 July 1986 counts from its date; it came before the birth',
  },
  {
    name: 'mother naturalised after the applicant was born (not by 1986)',
    members: [
      me(),
      dad(),
      mum({ isIrishCitizen: true, citizenshipDate: '2001-01-01', citizenshipBasis: 'naturalisation' }),
      ...grandparents(),
    ],
    status: 'ineligible',
    reasons: ['after you were born'],
    why: "'Registration takes effect from its date': children born before a parent's citizenship cannot claim through them",
  },
  {
    name: 'father adopted by an Irish citizen',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipDate: '1975-01-01', citizenshipBasis: 'adoption' }),
      mum(),
      ...grandparents(),
    ],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', parentId: 'dad' },
    reasons: ['registered with the Adoption Authority of Ireland'],
    why: "'Parent Irish at the birth but born abroad' (adoption): the caution the rules give",
  },
  {
    name: 'father adopted after your birth, his mother in the tree born in Ireland',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipDate: '1995-01-01', citizenshipBasis: 'adoption' }),
      mum(),
      ...grandparents({ gm1: irish }),
    ],
    status: 'incomplete',
    route: null,
    reasons: ["so your grandmother Mary Walsh may be your father John Walsh's adoptive parent"],
    missing: ["Check whether your grandmother Mary Walsh is your father John Walsh's birth parent or adoptive parent"],
    why: "'Meaning of parent': only a birth parent gives a route by descent, so an adoptive grandparent does not",
  },
  {
    name: 'father born abroad to an Irish-born parent who is not in the tree',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipBasis: 'irish_born_parent' }),
      mum(),
      ...grandparents({}, ['gf2', 'gm2']),
    ],
    status: 'incomplete',
    route: null,
    reasons: [
      'Your father John Walsh is an Irish citizen through a parent born in Ireland. You register through that grandparent',
    ],
    missing: ["Add your father John Walsh's parent who was born in Ireland, with their place of birth"],
    why: "'Parent Irish through a parent born in Ireland': the grandparent's route, whose documents the register asks for",
  },
  {
    name: 'father born abroad to an Irish-born parent, both his parents recorded as born elsewhere',
    members: [me(), dad({ isIrishCitizen: true, citizenshipBasis: 'irish_born_parent' }), mum(), ...grandparents()],
    status: 'incomplete',
    route: null,
    reasons: ["neither of your father John Walsh's parents in your tree is recorded as born in Ireland"],
    missing: [
      "Correct where your father John Walsh's parents were born, or how your father John Walsh became an Irish citizen",
    ],
    notMissing: ['Add your father'],
    why: "'Parent Irish through a parent born in Ireland': the tree contradicts itself, so ask for the correction",
  },
  {
    name: 'father born abroad to an Irish-born mother who is in the tree',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipBasis: 'irish_born_parent' }),
      mum(),
      ...grandparents({ gm1: irish }),
    ],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gm1', parentId: 'dad' },
    why: "'Parent Irish through a parent born in Ireland': the grandparent's route, not the citizen parent's",
  },
  {
    name: 'only an Irish-born great-grandparent, father not registered',
    members: [me(), dad(), mum(), ...grandparents(), honora()],
    status: 'ineligible',
    route: null,
    reasons: [
      'You cannot register through your great-grandmother Honora Walsh (Sligo) because your father was not registered before you were born',
      'Your father can register now through his grandmother; children born after his registration could then register through him',
    ],
    why: "'Great-grandparents': only through a parent registered before the applicant's birth",
  },
  {
    name: 'Irish-born great-grandparent, father registered before the birth',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipDate: '1988-02-01', citizenshipBasis: 'fbr' }),
      mum(),
      ...grandparents(),
      honora(),
    ],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', parentId: 'dad', ground: 'citizen_before_birth' },
    why: "'Great-grandparents' with 'Registration takes effect from its date': a parent registered before the birth passes the line on",
  },
  {
    name: 'Irish-born great-grandparent, father registered after the birth but by 1986',
    members: [
      me({ birthDate: '1980-01-01' }),
      dad({ isIrishCitizen: true, citizenshipDate: '1986-10-01', citizenshipBasis: 'fbr' }),
      mum(),
      ...grandparents(),
      honora(),
    ],
    status: 'eligible',
    route: { kind: 'irish_citizen_parent', parentId: 'dad', ground: 'registered_by_1986' },
    why: "'The 1986 exception' for a great-grandchild",
  },
  {
    name: 'Irish-born great-grandparent, father registered after the birth and after 1986',
    members: [
      me(),
      dad({ isIrishCitizen: true, citizenshipDate: '2004-05-01', citizenshipBasis: 'fbr' }),
      mum(),
      ...grandparents(),
      honora(),
    ],
    status: 'ineligible',
    reasons: ['after you were born'],
    why: "'Registration takes effect from its date' (the 2004 registrant's earlier-born children)",
  },
  {
    name: 'Irish-born great-grandparent, father died unregistered',
    members: [me(), dad({ isDeceased: true }), mum(), ...grandparents(), honora()],
    status: 'ineligible',
    reasons: ['a person who has died cannot be registered'],
    why: "'No posthumous registration'",
  },
  {
    name: 'Irish-born great-grandparent above an Irish-born grandparent',
    members: [me(), dad(), mum(), ...grandparents({ gf1: irish }), honora()],
    status: 'eligible',
    route: { kind: 'irish_born_grandparent', grandparentId: 'gf1' },
    why: "'Grandparent born on the island': the grandparent born on the island is the route; the great-grandparent adds nothing",
  },
  {
    name: 'mother with a post-nuptial declaration before the birth',
    members: [
      me(),
      dad(),
      mum({ isIrishCitizen: true, citizenshipDate: '1985-01-01', citizenshipBasis: 'post_nuptial' }),
      ...grandparents(),
    ],
    status: 'eligible',
    reasons: ['post-nuptial declaration'],
    why: "'Parent Irish at the birth but born abroad': post-nuptial citizens pass citizenship on like other citizens",
  },
];

function contains(text: string, words: string[] | undefined): void {
  for (const word of words ?? []) expect(text.toLowerCase()).toContain(word.toLowerCase());
}

describe('assessEligibility', () => {
  it('covers at least 30 family situations', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('$name → $status ($why)', (c) => {
    const result: EligibilityAssessment = assessEligibility(c.members);
    expect(result.status).toBe(c.status);
    expect(result.label).toBe(STATUS_LABELS[c.status]);
    if (c.route === null) expect(result.route).toBeNull();
    if (c.route) expect(result.route).toMatchObject(c.route);
    if (c.routeCount !== undefined) expect(result.routes).toHaveLength(c.routeCount);
    if (result.route) expect(result.routes[0]).toEqual(result.route);
    contains(result.summary, c.summary);
    contains(result.reasons.join('\n'), c.reasons);
    contains(result.missing.join('\n'), c.missing);
    if (c.missing?.length === 0) expect(result.missing).toEqual([]);
    for (const word of c.notMissing ?? []) expect(result.missing.join('\n')).not.toContain(word);
    // Every status explains itself, and only undecided ones ask for more.
    expect(result.summary.length).toBeGreaterThan(0);
    if (result.status === 'incomplete') expect(result.missing.length).toBeGreaterThan(0);
    if (result.status === 'ineligible' || result.status === 'already_citizen') expect(result.missing).toEqual([]);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('follows the chosen grandparent over the lineage anchor', () => {
    const members = [me(), dad({ isLineageAnchor: true }), mum(), ...grandparents({ gm1: irish, gf2: irish })];
    expect(assessEligibility(members).route).toMatchObject({ grandparentId: 'gm1' });
    const chosen = assessEligibility(members, { preferredGrandparentId: 'gf2' });
    expect(chosen.route).toMatchObject({ grandparentId: 'gf2', parentId: 'mum' });
    expect(chosen.reasons.join('\n')).toContain('you chose');
    expect(assessEligibility(members, { preferredGrandparentId: 'gf1' }).route).toMatchObject({ grandparentId: 'gm1' });
  });

  it('does not depend on the order of parents and grandparents for the status', () => {
    const members = [me(), dad(), mum(), ...grandparents({ gf2: irish })];
    expect(assessEligibility([...members].reverse()).status).toBe('eligible');
  });

  it('reads record dates and ignores unreadable dates', () => {
    const sameDay = [me({ birthDate: '1990-06-15' }), dad({ isIrishCitizen: true, citizenshipDate: '1990-06-15' })];
    expect(assessEligibility(sameDay).route).toMatchObject({
      kind: 'irish_citizen_parent',
      ground: 'citizen_before_birth',
    });
    const unreadable = [me(), dad({ isIrishCitizen: true, citizenshipDate: 'sometime' })];
    expect(assessEligibility(unreadable).missing.join('\n')).toContain('became an Irish citizen');
  });
});

describe('who in the family can register', () => {
  const texts = (members: FamilyMember[]) =>
    assessEligibility(members).family.map((answer) => `${answer.memberId}: ${answer.text}`);
  const sister = (extra: Extra = {}) =>
    member({ id: 'sis', relationship: 'sibling', firstName: 'Ciara', lastName: 'Walsh', gender: 'female', ...extra });

  it('answers for the grandparent and the father of an Irish-born great-grandparent line', () => {
    expect(texts([me(), dad(), mum(), ...grandparents(), honora()])).toEqual([
      'gf1: Your grandfather Michael Walsh is an Irish citizen from birth through his mother Honora Walsh, who was ' +
        'born in Ireland: he can apply for an Irish passport directly, without the Foreign Births Register.',
      'dad: Your father John Walsh can register in the Foreign Births Register now through his grandmother Honora ' +
        'Walsh, who was born in Ireland (Sligo). He would be an Irish citizen from the date of registration.',
    ]);
  });

  it('says a father who died unregistered cannot be registered, and nothing for a grandparent who died', () => {
    const lines = texts([
      me(),
      dad({ isDeceased: true }),
      mum(),
      ...grandparents({ gf1: { isDeceased: true } }),
      honora(),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('dad: Your father John Walsh could have registered');
    expect(lines[0]).toContain('cannot be made now that they have died');
  });

  it('on the grandparent route: the parent is Irish from birth, siblings register the same way, children after you', () => {
    const lines = texts([me(), sister(), dad(), mum(), ...grandparents({ gm1: irish })]);
    expect(lines).toEqual([
      'dad: Your father John Walsh is an Irish citizen from birth through his mother Mary Walsh, who was born in ' +
        'Ireland: he can apply for an Irish passport directly, without the Foreign Births Register.',
      'sis: Your sister Ciara Walsh can register the same way, with her own application; your applications can go ' +
        "in one envelope and share the grandparent's documents, with a covering letter naming each applicant (ask DFA " +
        "whether the parent's can be shared too).",
      'me: Once you are registered, children born after your registration can register through you; children born ' +
        'before it cannot, because a registration counts only from its date.',
    ]);
  });

  it.each([
    ['1992-01-01', 'can also register through your father John Walsh'],
    [
      '1985-01-01',
      'was born on 1 January 1985, before your father John Walsh became an Irish citizen on 1 February 1988, so ' +
        'cannot register through your father John Walsh and is left out of your application pack.',
    ],
    [null, 'only if born on or after 1 February 1988'],
  ])('a sibling born %s on the citizen-parent route', (born, words) => {
    const brother = member({
      id: 'bro',
      relationship: 'sibling',
      firstName: 'Sean',
      lastName: 'Walsh',
      birthDate: born,
    });
    const registered = dad({ isIrishCitizen: true, citizenshipDate: '1988-02-01', citizenshipBasis: 'fbr' });
    expect(texts([me(), brother, registered, mum(), ...grandparents()]).join('\n')).toContain(words);
  });

  it('a sibling born before the citizen father became Irish is told of the route through an Irish-born grandparent', () => {
    const ciara = sister({ birthDate: '1985-01-01' });
    const registered = dad({ isIrishCitizen: true, citizenshipDate: '1988-02-01', citizenshipBasis: 'fbr' });
    const lines = texts([me(), ciara, registered, mum(), ...grandparents({ gm2: irish })]);
    expect(lines).toContain(
      'sis: Your sister Ciara Walsh was born on 1 January 1985, before your father John Walsh became an Irish ' +
        'citizen on 1 February 1988, so cannot register through your father John Walsh and is left out of your ' +
        'application pack. If she is a birth child of your mother Ann Smith, she can register through your ' +
        'grandmother Nora Smith, who was born in Ireland, with her own application.',
    );
  });

  it('a sibling born before one citizen parent became Irish may register through the other, entered by 1986', () => {
    const ciara = sister({ birthDate: '1982-03-01' });
    const naturalised = dad({
      isIrishCitizen: true,
      citizenshipDate: '1983-06-01',
      citizenshipBasis: 'naturalisation',
    });
    const registered = mum({ isIrishCitizen: true, citizenshipDate: '1986-10-01', citizenshipBasis: 'fbr' });
    const lines = texts([me({ birthDate: '1984-01-01' }), ciara, naturalised, registered, ...grandparents()]);
    expect(lines.find((line) => line.startsWith('sis:'))).toContain(
      'so cannot register through your father John Walsh and is left out of your application pack. If she is a ' +
        'birth child of your mother Ann Smith, she can register through that parent instead, with her own application.',
    );
  });

  it('a sibling born on the island of Ireland before 2005 is an Irish citizen by birth', () => {
    const ciara = sister({ birthDate: '1985-01-01', birthPlace: 'Dublin', birthCountry: 'Ireland' });
    const registered = dad({ isIrishCitizen: true, citizenshipDate: '1988-02-01', citizenshipBasis: 'fbr' });
    expect(texts([me(), ciara, registered, mum(), ...grandparents({ gm2: irish })])).toContain(
      'sis: Your sister Ciara Walsh was born on the island of Ireland before 2005, so is an Irish citizen by birth: ' +
        'she can apply for a passport directly, without the Foreign Births Register.',
    );
  });

  it('a sibling born before a citizen father whose way of becoming Irish is not recorded, in 1986: may yet register', () => {
    const brother = member({
      id: 'bro',
      relationship: 'sibling',
      firstName: 'Sean',
      lastName: 'Walsh',
      birthDate: '1984-01-01',
    });
    const citizen = dad({ isIrishCitizen: true, citizenshipDate: '1986-05-01', citizenshipBasis: null });
    expect(texts([me(), brother, citizen, mum(), ...grandparents()]).join('\n')).toContain(
      'can register through your father John Walsh only if your father John Walsh was entered in the Foreign Births ' +
        'Register by 31 December 1986: add how and exactly when to check.',
    );
  });

  it('tells a citizen from birth that their children born abroad can register through them', () => {
    const lines = texts([me(), dad(irish), mum(), ...grandparents()]);
    expect(lines).toContain(
      'me: Your children born abroad can register in the Foreign Births Register through you at any time: their ' +
        'grandparent John Walsh was born in Ireland.',
    );
  });

  it('says nothing for families with no Irish line', () => {
    expect(assessEligibility([me(), dad(), mum(), ...grandparents()]).family).toEqual([]);
  });
});

describe('describeRoute', () => {
  const members = [me(), dad(), mum(), ...grandparents({ gm1: irish })];
  it.each<[RouteFacts, string[]]>([
    [
      { kind: 'irish_born_grandparent', grandparentId: 'gm1', parentId: 'dad' },
      ['grandmother Mary Walsh', 'via your father John Walsh'],
    ],
    [{ kind: 'irish_born_parent', parentId: 'mum' }, ['already an Irish citizen', 'mother Ann Smith']],
    [
      { kind: 'irish_citizen_parent', parentId: 'dad', citizenshipDate: '1985-01-01', ground: 'registered_by_1986' },
      ['31 December 1986'],
    ],
    [{ kind: 'irish_born_grandparent', grandparentId: 'gone', parentId: 'gone' }, ['your grandparent', 'your parent']],
  ])('%j', (route, words) => {
    contains(describeRoute(route, members), words);
  });
});

describe('dates as records hold them (docs/decisions/051-dates-as-records-hold-them.md)', () => {
  it('a grandmother born about 1934 in Kerry gives the grandparent route: her date decides nothing', () => {
    const kerry: Extra = { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Tralee, County Kerry' };
    const result = assessEligibility([
      me({ birthDate: '1990' }),
      dad({ birthDate: 'ABT 1961' }),
      mum(),
      ...grandparents({ gm1: { ...kerry, birthDate: 'ABT 1934', isDeceased: true, deathDate: '2009' } }),
    ]);
    expect(result.status).toBe('eligible');
    expect(result.route).toMatchObject({ kind: 'irish_born_grandparent', grandparentId: 'gm1', parentId: 'dad' });
    expect(result.missing).toEqual([]);
  });

  it.each<[string, Extra, Extra, Partial<RouteFacts> | null, string | null]>([
    [
      'a citizenship year before the birth year',
      { birthDate: '1990' },
      { citizenshipDate: '1985' },
      { ground: 'citizen_before_birth', citizenshipDate: '1985' },
      null,
    ],
    [
      'a citizenship month before the birth month',
      { birthDate: '1990-06' },
      { citizenshipDate: '1990-05' },
      { ground: 'citizen_before_birth' },
      null,
    ],
    [
      'citizenship before a year the applicant was born in',
      { birthDate: 'AFT 1989' },
      { citizenshipDate: 'BEF 1989' },
      { ground: 'citizen_before_birth' },
      null,
    ],
    [
      'citizenship and birth in the same year',
      { birthDate: '1990-06-15' },
      { citizenshipDate: '1990' },
      null,
      'Add the exact date your father John Walsh became an Irish citizen (your tree has 1990)',
    ],
    [
      'citizenship about the year of the birth',
      { birthDate: '1990' },
      { citizenshipDate: 'ABT 1988' },
      null,
      'Add the exact date your father John Walsh became an Irish citizen (your tree has about 1988)',
    ],
  ])('%s', (_name, self, citizen, route, missing) => {
    const result = assessEligibility([
      me(self),
      dad({ isIrishCitizen: true, citizenshipBasis: 'naturalisation', ...citizen }),
      mum(),
      ...grandparents(),
    ]);
    if (route) {
      expect(result.status).toBe('eligible');
      expect(result.route).toMatchObject({ kind: 'irish_citizen_parent', ...route });
    } else {
      expect(result.status).toBe('incomplete');
      expect(result.route).toBeNull();
      expect(result.missing).toContain(missing);
    }
  });

  it('names both dates when the applicant’s own birth is the vague one', () => {
    const result = assessEligibility([
      me({ birthDate: 'ABT 1990' }),
      dad({ isIrishCitizen: true, citizenshipBasis: 'naturalisation', citizenshipDate: '1989-03-01' }),
      mum(),
      ...grandparents(),
    ]);
    expect(result.status).toBe('incomplete');
    expect(result.missing).toContain('Add your exact date of birth (your tree has about 1990)');
    expect(result.missing.join('\n')).not.toContain('became an Irish citizen (your tree has');
    expect(result.reasons.join('\n')).toContain(
      'Your father John Walsh became an Irish citizen on 1 March 1989 and you were born about 1990. Which came ' +
        'first decides whether you can register through your father',
    );
  });

  it('a year of registration in the Foreign Births Register decides the 1986 exception only when it is sure', () => {
    const registered = (citizenshipDate: string) =>
      assessEligibility([
        me({ birthDate: '1980-01-01' }),
        dad({ isIrishCitizen: true, citizenshipBasis: 'fbr', citizenshipDate }),
        mum(),
        ...grandparents(),
      ]);
    expect(registered('1985').route).toMatchObject({ ground: 'registered_by_1986', citizenshipDate: '1985' });
    expect(registered('BEF 1987').route).toMatchObject({ ground: 'registered_by_1986' });
    const straddling = registered('BET 1986-06 AND 1987-06');
    expect(straddling.status).toBe('incomplete');
    expect(straddling.missing).toContain(
      'Add the exact date your father John Walsh was entered in the Foreign Births Register (your tree has ' +
        'between June 1986 and June 1987)',
    );
    // 'About' sets no bound at all, so even the order against the 1980 birth is open.
    expect(registered('ABT 1986').missing).toContain(
      'Add the exact date your father John Walsh became an Irish citizen (your tree has about 1986)',
    );
    expect(registered('1987').status).toBe('ineligible');
  });

  it('a birth on the island in a year before 2005 gives the island route; about 2004 asks for the exact date', () => {
    const island: Extra = { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' };
    const sure = assessEligibility([me({ ...island, birthDate: '2003' }), dad(), mum(), ...grandparents()]);
    expect(sure.route).toMatchObject({ kind: 'born_on_island' });
    expect(sure.reasons[0]).toContain('You were born on the island of Ireland (Cork) in 2003, before 1 January 2005');
    const vague = assessEligibility([me({ ...island, birthDate: 'ABT 2004' }), dad(), mum(), ...grandparents()]);
    expect(vague.route).toBeNull();
    expect(vague.missing).toContain('Add your exact date of birth (your tree has about 2004)');
    expect(vague.reasons.join('\n')).toContain('Your date of birth decides this');
  });

  it('a parent born on the island in a year before 2005 is Irish; a parent born about 2004 needs the exact date', () => {
    const island: Extra = { isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' };
    const sure = assessEligibility([
      me({ birthDate: null }),
      dad({ ...island, birthDate: '1960' }),
      mum(),
      ...grandparents(),
    ]);
    expect(sure.route).toMatchObject({ kind: 'irish_born_parent', parentId: 'dad' });
    const vague = assessEligibility([
      me({ birthDate: null }),
      dad({ ...island, birthDate: 'BET 2003 AND 2006' }),
      mum(),
      ...grandparents(),
    ]);
    expect(vague.routes).toEqual([]);
    expect(vague.missing).toContain(
      "Add your father John Walsh's exact date of birth (your tree has between 2003 and 2006), or confirm that your father John Walsh is an Irish citizen",
    );
  });

  it('a sibling whose birth year overlaps the citizenship year is told which dates decide it', () => {
    const brother = member({
      id: 'bro',
      relationship: 'sibling',
      firstName: 'Sean',
      lastName: 'Walsh',
      birthDate: '1988',
    });
    const lines = assessEligibility([
      me(),
      brother,
      dad({ isIrishCitizen: true, citizenshipDate: '1988-02-01', citizenshipBasis: 'naturalisation' }),
      mum(),
      ...grandparents(),
    ]).family.map((a) => a.text);
    expect(lines).toContain(
      'Your brother Sean Walsh was born in 1988 and your father John Walsh became an Irish citizen on 1 February ' +
        '1988, so he can register through your father John Walsh only if born on or after that day: add the exact ' +
        'dates to check.',
    );
  });
});
