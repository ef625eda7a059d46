/** Ireland, Northern Ireland, England and Wales, and Scotland: one central office each. */
import { askTime, byEvent, fee, time } from './build.ts';
import { SEEN, type OfficeEntry, type Source } from './types.ts';

const CITIZENS_INFO: Source = {
  url: 'https://www.citizensinformation.ie/en/birth_family_relationships/registrar_birth_marr_death.html',
  seen: SEEN,
  kind: 'government-directory',
};
/** The same Citizens Information page, whose fees section was last edited on 6 October 2023. */
const CITIZENS_INFO_FEES: Source = { ...CITIZENS_INFO, seen: '2023-10-06 (page edited)' };

/** GRONI online, the General Register Office for Northern Ireland's ordering service on nidirect. */
const GRONI_ONLINE: Source = { url: 'https://geni.nidirect.gov.uk', seen: SEEN, kind: 'office' };
/** GRONI's spokesperson: it holds every NI birth, death and marriage from 1864, non-Catholic marriages from 1845. */
const GRONI_IRISH_NEWS: Source = {
  url: 'https://www.irishnews.com/news/2016/07/19/news/-high-demand-for-birth-certificates-in-the-wake-of-brexit-610940/',
  seen: '2016-07-19',
  kind: 'third-party',
};
const GRONI_RECORDS: Source = {
  url: 'https://www.independentpanel.truthrecoveryni.co.uk/civil-registration-and-related-records',
  seen: SEEN,
  kind: 'third-party',
};

const GRONI_WIKIPROCEDURE: Source = {
  url: 'https://wikiprocedure.com/index.php?title=Northern_Ireland_-_Register_a_Birth',
  seen: 'undated page, read 2026-11',
  kind: 'third-party',
};

const GRO_BOOKLET: Source = {
  url: 'https://gov.uk/government/publications/how-to-order-and-pay-for-certificates/how-to-order-and-pay-for-civil-registration-records-accessible',
  seen: '2024-11-13',
  kind: 'office',
};

const NRS_EXTRACTS: Source = {
  url: 'https://www.nrscotland.gov.uk/registration/how-to-order-an-official-extract-from-the-registers',
  seen: SEEN,
  kind: 'office',
};
const NRS_1939: Source = {
  url: 'https://www.nrscotland.gov.uk/registration/order-a-copy-of-a-certificate/?section=extracts-from-the-1939-national-identity-register',
  seen: SEEN,
  kind: 'office',
};

export const UK_IRELAND: readonly OfficeEntry[] = [
  {
    id: 'ie',
    country: 'Ireland',
    region: 'Republic of Ireland',
    office: 'General Register Office (GRO), Roscommon, or any HSE civil registration office',
    orderUrl: CITIZENS_INFO.url,
    events: byEvent(
      {
        fee: fee(
          '€20 for a full standard certificate; €5 for an uncertified photocopy, which is for research only and not accepted for the Foreign Births Register',
          'EUR',
          CITIZENS_INFO_FEES,
        ),
        time: askTime(),
      },
      {
        birth: {
          askFor:
            'A full standard long form certificate (a certified copy of the register entry); a photocopy is for research only.',
        },
        marriage: { askFor: 'A full standard long form marriage certificate.' },
        death: { askFor: 'A full standard long form death certificate.' },
      },
    ),
    notes: [
      'Order online, in person, by post or by email.',
      'Births, deaths and Catholic marriages are registered from 1 January 1864; other marriages from 1 April 1845.',
    ],
    sources: [CITIZENS_INFO, CITIZENS_INFO_FEES],
  },
  {
    id: 'ni',
    country: 'Northern Ireland',
    region: 'Northern Ireland',
    office: 'General Register Office for Northern Ireland (GRONI), Belfast: order through GRONI online on nidirect',
    orderUrl: GRONI_ONLINE.url,
    officeSource: GRONI_ONLINE,
    events: byEvent(
      {
        fee: fee(
          '£15 first copy, £8 each extra copy ordered at the same time (reported by wikiprocedure.com, undated)',
          'GBP',
          GRONI_WIKIPROCEDURE,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: 'A full birth certificate, not the short one.' },
        marriage: { askFor: 'A full marriage certificate.' },
        death: { askFor: 'A full death certificate.' },
      },
    ),
    notes: [
      'GRONI holds Northern Ireland births and deaths from 1864, and marriages from 1845 (non-Catholic) and from 1864 (all).',
    ],
    sources: [GRONI_ONLINE, GRONI_WIKIPROCEDURE, GRONI_IRISH_NEWS, GRONI_RECORDS],
  },
  {
    id: 'gb-ew',
    country: 'England and Wales',
    region: 'England and Wales',
    office: 'General Register Office (GRO) for England and Wales, Southport',
    orderUrl: 'https://www.gov.uk/bmdcertificates',
    events: byEvent(
      {
        fee: fee(
          'Standard service £12.50 online (£17 by phone or post) with the GRO index reference; priority £38.50 online (£43 by phone or post)',
          'GBP',
          GRO_BOOKLET,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: 'A full birth certificate on paper (not the PDF copy).' },
        marriage: { askFor: 'A full marriage certificate on paper.' },
        death: { askFor: 'A full death certificate on paper.' },
      },
    ),
    notes: ['Without the GRO index reference the GRO charges £3.50 more to find the entry.'],
    sources: [GRO_BOOKLET],
  },
  {
    id: 'gb-sct',
    country: 'Scotland',
    region: 'Scotland',
    office: 'National Records of Scotland (NRS), through ScotlandsPeople or New Register House',
    orderUrl: NRS_EXTRACTS.url,
    events: byEvent(
      {
        fee: fee('£12 per certificate ordered online through ScotlandsPeople', 'GBP', NRS_EXTRACTS),
        time: time(
          'Sent within 15 working days when ordered online; 8 working days in writing; 5 working days in person at New Register House',
          NRS_EXTRACTS,
        ),
      },
      {
        birth: { askFor: 'An official extract (the full certificate) of the birth entry.' },
        marriage: { askFor: 'An official extract of the marriage entry.' },
        death: { askFor: 'An official extract of the death entry.' },
      },
    ),
    notes: [
      'The £15 first copy and £10 extra copy prices on another NRS page are for extracts from the 1939 National Identity Register, not for birth, marriage or death certificates.',
    ],
    sources: [NRS_EXTRACTS, NRS_1939],
  },
];
