import { describe, expect, it } from 'vitest';
import { countryName, placeToCountry } from './places.ts';

describe('placeToCountry', () => {
  it.each([
    // Republic of Ireland
    ['Co. Mayo, Ireland', 'Ireland'],
    ['Castlebar, Co. Mayo, Ireland', 'Ireland'],
    ['Ireland', 'Ireland'],
    ['Éire', 'Ireland'],
    ['Republic of Ireland', 'Ireland'],
    ['Irish Free State', 'Ireland'],
    ['Queenstown, Co. Cork', 'Ireland'],
    ['Queenstown (now Cobh), Cork', 'Ireland'],
    ['Cork', 'Ireland'],
    ['County Kerry', 'Ireland'],
    ['Co Clare', 'Ireland'],
    ['Mayo County', 'Ireland'],
    ["Queen's County", 'Ireland'],
    ["King's County, Ireland", 'Ireland'],
    ['Laois', 'Ireland'],
    ['Offaly', 'Ireland'],
    ['Dublin', 'Ireland'],
    ['Dublin City', 'Ireland'],
    ['Rathmines, Dublin, Ireland', 'Ireland'],
    ['Westport', 'Ireland'],
    ['Ennis, Clare', 'Ireland'],
    ['Tralee, Kerry, Ireland', 'Ireland'],
    ['Letterkenny, Donegal', 'Ireland'],
    ['Castlebar Co Mayo Ireland', 'Ireland'],
    ['Mayo, Ireland, United Kingdom', 'Ireland'],
    // Northern Ireland
    ['Belfast, Antrim', 'Northern Ireland'],
    ['Belfast', 'Northern Ireland'],
    ['Derry', 'Northern Ireland'],
    ['Londonderry, Northern Ireland', 'Northern Ireland'],
    ['Co. Londonderry', 'Northern Ireland'],
    ['Newry, Co. Down, Ireland', 'Northern Ireland'],
    ['Belfast, Antrim, Ireland', 'Northern Ireland'],
    ['Enniskillen, Fermanagh', 'Northern Ireland'],
    ['Omagh, County Tyrone', 'Northern Ireland'],
    ['Armagh', 'Northern Ireland'],
    ['Lisburn, Antrim, Northern Ireland, United Kingdom', 'Northern Ireland'],
    ['Belfast, NI', 'Northern Ireland'],
  ])('%s → %s, Irish-born', (place, country) => {
    expect(placeToCountry(place)).toEqual({ country, isIrishBorn: true });
  });

  it.each([
    ['Manchester, Lancashire, England', 'England'],
    ['Liverpool', 'England'],
    ['Manchester, England, United Kingdom', 'England'],
    ['London, UK', 'England'],
    ['Edinburgh, Scotland', 'Scotland'],
    ['Glasgow', 'Scotland'],
    ['Cardiff, Glamorgan, Wales', 'Wales'],
    ['Birmingham, United Kingdom', 'England'],
    ['Kingston upon Thames, United Kingdom', 'United Kingdom'],
    ['Great Britain', 'United Kingdom'],
    ['Boston, Massachusetts, USA', 'United States'],
    ['Boston, MA', 'United States'],
    ['Boston Massachusetts', 'United States'],
    ['Quincy, Norfolk County, Massachusetts, United States of America', 'United States'],
    ['Chicago, Cook, Illinois', 'United States'],
    ['New England', 'United States'],
    ['Boston, New England', 'United States'],
    // Irish place names elsewhere: the larger place decides
    ['Dublin, Ohio', 'United States'],
    ['Dublin, Ohio, USA', 'United States'],
    ['Derry, NH', 'United States'],
    ['Derry, Rockingham, New Hampshire', 'United States'],
    ['Belfast, Maine', 'United States'],
    ['Cork, Ontario, Canada', 'Canada'],
    ['Waterford, Ontario', 'Canada'],
    ['Toronto, Canada', 'Canada'],
    ['Sydney, New South Wales, Australia', 'Australia'],
    ['Sydney, New South Wales', 'Australia'],
    ['Melbourne, Victoria', 'Australia'],
    ['Auckland, New Zealand', 'New Zealand'],
    ['Durban, South Africa', 'South Africa'],
    ['Liverpool, New South Wales', 'Australia'],
    ['London, Ontario', 'Canada'],
    ['Hamburg, Germany', 'Germany'],
  ])('%s → %s, not Irish-born', (place, country) => {
    expect(placeToCountry(place)).toEqual({ country, isIrishBorn: false });
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['  ,  , '],
    ['Springfield'],
    ['Korea'],
    ['Clare Street'],
    ['Queens'],
    ['Denver, Co'],
    ['St Mary, Kingston'],
  ])('%j → no country', (place) => {
    expect(placeToCountry(place)).toEqual({ country: null, isIrishBorn: false });
  });
});

describe('countryName', () => {
  it.each([
    ['USA', 'United States'],
    ['United States of America', 'United States'],
    ['Éire', 'Ireland'],
    ['N. Ireland', 'Northern Ireland'],
    ['Northern Ireland', 'Northern Ireland'],
    ['UK', 'United Kingdom'],
    ['Massachusetts', null],
    ['Co. Mayo', null],
    ['Dublin', null],
  ])('%s → %j', (text, expected) => {
    expect(countryName(text)).toBe(expected);
  });
});
