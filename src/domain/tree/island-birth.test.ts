import { describe, expect, it } from 'vitest';
import { birthPlaceVerdict, islandBirth } from './island-birth.ts';

describe('birthPlaceVerdict', () => {
  it.each<[string | null, string | null, string]>([
    ['Ireland', 'Dublin', 'island'],
    ['Ireland', null, 'island'],
    ['Éire', null, 'island'],
    ['Northern Ireland', 'Belfast', 'island'],
    ['UK', 'Belfast', 'island'],
    ['United Kingdom', 'Derry', 'island'],
    [null, 'Castlebar, Co. Mayo', 'island'],
    [null, 'County Cork', 'island'],
    [null, 'Dublin', 'island'],
    ['', 'Ballina', 'island'],
    ['United Kingdom', 'Glasgow', 'abroad'],
    ['USA', 'Boston', 'abroad'],
    [null, 'Dublin, Ohio', 'abroad'],
    ['England', 'Liverpool', 'abroad'],
    [null, null, 'unknown'],
    ['', 'Somewhere', 'unknown'],
  ])('%s / %s is %s', (country, place, kind) => {
    expect(birthPlaceVerdict(country, place).kind).toBe(kind);
  });

  it('gives the same verdict when asked again, also after more places than it remembers', () => {
    const dublin = birthPlaceVerdict('Ireland', 'Dublin');
    expect(dublin).toEqual({ kind: 'island', where: 'Dublin, Ireland' });
    expect(birthPlaceVerdict(' Ireland', 'Dublin ')).toEqual(dublin);
    for (let i = 0; i < 6_000; i++) birthPlaceVerdict('USA', `Town ${i}`);
    expect(birthPlaceVerdict('Ireland', 'Dublin')).toEqual(dublin);
    expect(birthPlaceVerdict('Ireland', 'Cork')).toEqual({ kind: 'island', where: 'Cork, Ireland' });
    expect(birthPlaceVerdict('USA', 'Town 1')).toEqual({ kind: 'abroad', country: 'United States' });
  });
});

describe('islandBirth', () => {
  const who = 'your grandmother Mary Walsh';
  it('lets a place on the island decide when the switch was left off, and says so', () => {
    const found = islandBirth({ isIrishBorn: false, birthCountry: 'Ireland', birthPlace: 'Dublin' }, who);
    expect(found.onIsland).toBe(true);
    expect(found.conflict).toContain("'Born in Ireland' is switched off: we went by the place");
  });

  it('agrees silently when the switch and the place agree', () => {
    expect(islandBirth({ isIrishBorn: true, birthCountry: 'Ireland', birthPlace: 'Cork' }, who)).toMatchObject({
      onIsland: true,
      conflict: null,
    });
    expect(islandBirth({ isIrishBorn: false, birthCountry: 'USA', birthPlace: 'Boston' }, who)).toMatchObject({
      onIsland: false,
      conflict: null,
    });
  });

  it('follows the switch when the place says nothing', () => {
    expect(islandBirth({ isIrishBorn: true, birthCountry: null, birthPlace: null }, who).onIsland).toBe(true);
    expect(islandBirth({ isIrishBorn: false, birthCountry: null, birthPlace: null }, who).onIsland).toBe(false);
  });

  it('speaks to the applicant in the second person', () => {
    expect(islandBirth({ isIrishBorn: true, birthCountry: 'USA', birthPlace: null }, 'you').conflict).toBe(
      "You are marked 'Born in Ireland', but your birth place is in United States: correct the place or the switch so we can tell.",
    );
    expect(islandBirth({ isIrishBorn: false, birthCountry: 'Ireland', birthPlace: 'Cork' }, 'you').conflict).toContain(
      'Your birth place (Cork, Ireland) is on the island of Ireland',
    );
  });

  it('does not guess when the switch says Ireland and the place says abroad', () => {
    const found = islandBirth({ isIrishBorn: true, birthCountry: 'USA', birthPlace: 'Boston' }, who);
    expect(found.onIsland).toBeNull();
    expect(found.conflict).toBe(
      "Your grandmother Mary Walsh is marked 'Born in Ireland', but the birth place is in United States: correct the place or the switch so we can tell.",
    );
  });
});
