/** New Zealand: one national office, Births, Deaths and Marriages in the Department of Internal Affairs. */
import { askAll } from './build.ts';
import { SEEN, type OfficeEntry, type Source } from './types.ts';

/** The office's current page for certificates and their timeframes, as its 2025 birth registration form names it. */
const BDM_TIMEFRAMES: Source = {
  url: 'https://www.govt.nz/bdmtimeframes',
  seen: '2025-01-30 (named on form BDM27)',
  kind: 'office',
};
/** The older DIA page (a legacy address): the office's description of certificates and printouts. */
const DIA_CERTIFICATES: Source = {
  url: 'http://www.dia.govt.nz/diawebsite.nsf/wpg_URL/Services-Births-Deaths-and-Marriages-Register-a-Birth-Death-MarriageCivil-Union-or-Name-Change',
  seen: SEEN,
  kind: 'office',
};
const DIA_FAQ_2004: Source = {
  url: 'https://ndhadeliver.natlib.govt.nz/webarchive/wayback/20040425205330/http:/www.dia.govt.nz/diawebsite.nsf/wpg_URL/Services-Births-Deaths-and-Marriages-Births-Deaths-and-Marriages-Frequently-Asked-Questions?OpenDocument',
  seen: 'archived 2004-04-25',
  kind: 'office',
};
const BDM27_FORM: Source = {
  url: 'https://www.govt.nz/assets/Documents/Family-and-whanau/Notification-of-birth-for-registration-of-child-born-in-NZ-BDM-27-accessible-alternative.txt',
  seen: '2025-01-30',
  kind: 'office',
};

export const NEW_ZEALAND: readonly OfficeEntry[] = [
  {
    id: 'nz',
    country: 'New Zealand',
    region: 'New Zealand',
    office: 'Births, Deaths and Marriages, Department of Internal Affairs (Te Tari Taiwhenua)',
    orderUrl: BDM_TIMEFRAMES.url,
    officeSource: BDM27_FORM,
    events: askAll(
      {
        birth:
          'An official birth certificate, not a printout (a printout gives the information but is not an official document).',
        marriage: 'An official marriage certificate, not a printout.',
        death: 'An official death certificate, not a printout.',
      },
      {},
    ),
    notes: [
      'The office publishes its current timeframes at govt.nz/bdmtimeframes (as its birth registration form says).',
    ],
    sources: [BDM27_FORM, BDM_TIMEFRAMES, DIA_CERTIFICATES, DIA_FAQ_2004],
  },
];
