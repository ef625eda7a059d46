/**
 * Whether a person was born on the island of Ireland (the Republic or Northern Ireland), read
 * from what was typed as well as from the 'Born in Ireland' switch (docs/rules/eligibility.md
 * 'Born on the island', docs/decisions/019-island-birth-from-places.md). One
 * rule for the member form (which pre-sets the switch), the GEDCOM import and the engine: the
 * place decides when it names the island, the switch decides when the place says nothing, and
 * a switch that contradicts a place abroad is reported instead of guessed.
 */
import { countryName, IRELAND, NORTHERN_IRELAND, placeToCountry } from '../gedcom/places.ts';
import type { FamilyMember } from './family-member.ts';

/** What the birth country and place say on their own. */
export type PlaceVerdict =
  { kind: 'island'; where: string } | { kind: 'abroad'; country: string } | { kind: 'unknown' };

/** Verdicts remembered before the memory starts again: a tree has at most a few dozen places. */
const REMEMBERED_VERDICTS = 5_000;
/**
 * By country, then by place: the texts themselves are the keys, so a member's two strings, asked
 * about several times in one eligibility call, are hashed once (a key joined from both was a new
 * string to build and hash on every call).
 */
const verdicts = new Map<string, Map<string, PlaceVerdict>>();
let remembered = 0;

/**
 * 'Ireland', 'Northern Ireland', 'UK' with 'Belfast', 'Co. Mayo', 'Dublin' and other Irish towns
 * are on the island; any other recognised country is abroad ('Dublin, Ohio' included).
 */
export function birthPlaceVerdict(country: string | null | undefined, place: string | null | undefined): PlaceVerdict {
  const typedCountry = country?.trim() ?? '';
  const typedPlace = place?.trim() ?? '';
  // A pure function of the two texts, asked for each member on every eligibility call: reading a
  // place is most of its cost, so each pair is read once (the verdicts are frozen, being shared).
  let byPlace = verdicts.get(typedCountry);
  const known = byPlace?.get(typedPlace);
  if (known) return known;
  if (remembered >= REMEMBERED_VERDICTS) {
    verdicts.clear();
    remembered = 0;
    byPlace = undefined;
  }
  if (!byPlace) {
    byPlace = new Map();
    verdicts.set(typedCountry, byPlace);
  }
  const verdict = Object.freeze(readVerdict(typedCountry, typedPlace));
  byPlace.set(typedPlace, verdict);
  remembered += 1;
  return verdict;
}

function readVerdict(typedCountry: string, typedPlace: string): PlaceVerdict {
  const read = placeToCountry([typedPlace, typedCountry].filter(Boolean).join(', ')).country;
  const named = read ?? (typedCountry ? countryName(typedCountry) : null);
  if (named === IRELAND || named === NORTHERN_IRELAND) {
    return { kind: 'island', where: [typedPlace, typedCountry].filter(Boolean).join(', ') };
  }
  return named ? { kind: 'abroad', country: named } : { kind: 'unknown' };
}

export type IslandBirth = {
  /** True or false when it can be told; null when the switch and the place contradict each other. */
  onIsland: boolean | null;
  verdict: PlaceVerdict;
  /** A plain sentence when the switch and the place disagree, else null. */
  conflict: string | null;
};

type BirthFields = Pick<FamilyMember, 'isIrishBorn' | 'birthCountry' | 'birthPlace'>;

/** The island birth of a member, and any disagreement between the switch and the place. `who` names them in the sentence. */
export function islandBirth(member: BirthFields, who = 'this person'): IslandBirth {
  const verdict = birthPlaceVerdict(member.birthCountry, member.birthPlace);
  const you = who === 'you';
  const theirPlace = you ? 'your birth place' : `the birth place of ${who}`;
  switch (verdict.kind) {
    case 'island':
      return {
        onIsland: true,
        verdict,
        conflict: member.isIrishBorn
          ? null
          : `${capital(theirPlace)} (${verdict.where}) is on the island of Ireland, but 'Born in Ireland' is ` +
            'switched off: we went by the place. Switch it on, or correct the place.',
      };
    case 'abroad':
      return member.isIrishBorn
        ? {
            onIsland: null,
            verdict,
            conflict:
              `${capital(who)} ${you ? 'are' : 'is'} marked 'Born in Ireland', but ${you ? 'your' : 'the'} birth place ` +
              `is in ${verdict.country}: correct the place or the switch so we can tell.`,
          }
        : { onIsland: false, verdict, conflict: null };
    case 'unknown':
      return { onIsland: member.isIrishBorn, verdict, conflict: null };
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
