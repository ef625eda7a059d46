/**
 * Canada: each province and territory keeps its own vital statistics register. The long form
 * (the one that names the parents) has a different name in each; the short form leaves the
 * parents out and is not enough for the Foreign Births Register.
 */
import { askAll, askFee, askTime, byEvent, fee, time } from './build.ts';
import { SEEN, type OfficeEntry, type Source } from './types.ts';

const ON_REGULATION: Source = {
  url: 'https://ontario.ca/laws/regulation/010511/v2?search=+Family+Law+Reform+Act',
  seen: 'O. Reg. 511/01 as in force 2005-04-01 to 2006-03-30',
  kind: 'office',
};
const ON_MPP: Source = { url: 'https://www.catherinefife.com/birth_certificates', seen: SEEN, kind: 'third-party' };
const ON_ORDER: Source = {
  url: 'https://www.orgforms.gov.on.ca/eForms/eForms_faq/start.do?lang=en',
  seen: SEEN,
  kind: 'office',
};

const QC_TIMES: Source = {
  url: 'https://www.etatcivil.gouv.qc.ca/en/Certificate-copy/Processing-time.html',
  seen: SEEN,
  kind: 'office',
};
const QC_BIRTH_DOCS: Source = {
  url: 'http://www4.gouv.qc.ca/EN/Portail/Citoyens/Evenements/DevenirParent/Pages/docmn_etat_civl_naisc.aspx',
  seen: SEEN,
  kind: 'office',
};
const QC_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-to-get-a-quebec-long-form-birth-certificate-copy-of-an-act/',
  seen: SEEN,
  kind: 'third-party',
};

const BC_ORDER: Source = {
  url: 'https://www2.gov.bc.ca/gov/content/life-events/birth-adoption/births/birth-certificates?keyword=getting&keyword=or&keyword=replace&keyword=birth&keyword=certificate',
  seen: SEEN,
  kind: 'office',
};
const BC_COPIES: Source = {
  url: 'http://www2.gov.bc.ca/gov/topic.page?id=81EFA327909B4BA4AC82F1DE1AD5E025',
  seen: '2018-04-27',
  kind: 'office',
};

const AB_ORDER: Source = { url: 'https://www.alberta.ca/order-birth-certificate.aspx', seen: SEEN, kind: 'office' };

const SK_FORM_COPY: Source = {
  url: 'https://dokumen.tips/documents/application-for-birth-certificate-instructions-for-birth-certificate-instructions.html',
  seen: SEEN,
  kind: 'third-party',
};

const SK_DEATH_FORM_COPY: Source = {
  url: 'https://laurenscitycats.org/who-can-request-a-death-certificate-in-saskatchewan-4744',
  seen: SEEN,
  kind: 'third-party',
};
const SK_DEATHS: Source = {
  url: 'https://www.ehealthsask.ca/residents/deaths/Pages/Registering-a-Death.aspx',
  seen: SEEN,
  kind: 'office',
};

const MB_ANNUAL_REPORT: Source = {
  url: 'https://dokumen.tips/documents/vital-statistics-digital-vital-event-and-identity-management-services-the-vital.html',
  seen: SEEN,
  kind: 'third-party',
};

const PE_ARCHIVED: Source = {
  url: 'https://bac-lac.wayback.archive-it.org/web/20080207015615/http://www.gov.pe.ca/infopei/index.php3?number=47312',
  seen: 'archived 2008-02-07',
  kind: 'office',
};
const PE_NEWS: Source = { url: 'http://archivenews.princeedwardisland.ca/node/8819', seen: SEEN, kind: 'office' };
const PE_FAMILYSEARCH: Source = {
  url: 'https://www.familysearch.org/wiki/en/Prince_Edward_Island,_Government_Birth,_Marriage,_and_Death_Records_(National_Institute)',
  seen: '2012-06',
  kind: 'third-party',
};

const NL_BIRTH: Source = { url: 'https://www.gov.nl.ca/dgsnl/birth/birth-certificate/', seen: SEEN, kind: 'office' };
const NL_RELEASE: Source = {
  url: 'https://www.releases.gov.nl.ca/releases/2017/servicenl/1214n05.aspx',
  seen: '2017-12-14',
  kind: 'office',
};

const YT_BIRTH: Source = { url: 'http://www.hss.gov.yk.ca/birth.php?WT.mc_id=ygps010', seen: SEEN, kind: 'office' };

const NT_BIRTH: Source = {
  url: 'https://www.hss.gov.nt.ca/en/services/birth/birth-certificate',
  seen: SEEN,
  kind: 'office',
};

const NU_BIRTH: Source = { url: 'https://gov.nu.ca/health/information/birth-certificate', seen: SEEN, kind: 'office' };
const NU_THIRD_PARTY: Source = {
  url: 'https://www.canadianbirthcertificate.com/NunavutBirthCertificate',
  seen: SEEN,
  kind: 'third-party',
};

const NS_BIRTH: Source = {
  url: 'https://www.novascotia.ca/sns/services/help/birth-certificates/default.asp',
  seen: SEEN,
  kind: 'office',
};
const NS_TOPIC: Source = {
  url: 'https://beta.novascotia.ca/topic/births-deaths-marriages-identity-and-care',
  seen: SEEN,
  kind: 'office',
};
const NS_FAMILYSEARCH: Source = {
  url: 'https://familysearch.org/learn/wiki/en/User:National_Institute_sandbox_6F',
  seen: 'course text of January 2014',
  kind: 'third-party',
};

const NB_BIRTH: Source = {
  url: 'https://www.gnb.ca/en/topic/family-home-community/vital-statistics/birth-certificate.html',
  seen: SEEN,
  kind: 'office',
};
const NB_FAQ: Source = {
  url: 'https://www2.snb.ca/content/snb/en/sites/vitalstatistics/faq.html',
  seen: SEEN,
  kind: 'office',
};

const QC_TIME = time(
  'Normal processing 10 business days, accelerated 3 business days; for a recent event add the time to enter it in the register',
  QC_TIMES,
);

export const CANADA: readonly OfficeEntry[] = [
  {
    id: 'ca-on',
    country: 'Canada',
    region: 'Ontario',
    regionCode: 'ON',
    office: 'ServiceOntario, for the Office of the Registrar General',
    orderUrl: ON_ORDER.url,
    events: {
      birth: {
        askFor:
          'A certified copy of birth registration (the long form, a copy of the original registration with the parents). ' +
          'The birth certificate is only an extract.',
        fee: fee('C$35 first certified copy of a birth registration, C$45 for a replacement', 'CAD', ON_REGULATION),
        time: time(
          'Online about 15 business days including delivery; by mail or fax 6 to 8 weeks plus delivery (reported by the Waterloo MPP office page)',
          ON_MPP,
        ),
      },
      marriage: {
        askFor: 'A certified copy of the marriage registration.',
        fee: fee('C$22 for a certified copy of a marriage registration', 'CAD', ON_REGULATION),
        time: askTime(),
      },
      death: {
        askFor: 'A certified copy of the death registration.',
        fee: fee('C$22 for a certified copy of a death registration', 'CAD', ON_REGULATION),
        time: askTime(),
      },
    },
    notes: ['The same C$35 and C$45 birth figures are on the Waterloo MPP office page (undated).'],
    sources: [ON_ORDER, ON_REGULATION, ON_MPP],
  },
  {
    id: 'ca-qc',
    country: 'Canada',
    region: 'Quebec',
    regionCode: 'QC',
    office: "Directeur de l'état civil du Québec",
    orderUrl: QC_TIMES.url,
    events: byEvent(
      { fee: askFee(), time: QC_TIME },
      {
        birth: {
          askFor:
            "A copy of an act of birth (copie d'acte de naissance), which reproduces the whole register entry with both parents, " +
            'not the birth certificate (a summary).',
          fee: fee('From C$46.75 online, normal processing (reported by legalclarity.org)', 'CAD', QC_LEGALCLARITY),
        },
        marriage: { askFor: "A copy of an act of marriage (copie d'acte de mariage)." },
        death: { askFor: "A copy of an act of death (copie d'acte de décès)." },
      },
    ),
    notes: ['Documents are issued in the language the event was registered in.'],
    sources: [QC_TIMES, QC_BIRTH_DOCS, QC_LEGALCLARITY],
  },
  {
    id: 'ca-bc',
    country: 'Canada',
    region: 'British Columbia',
    regionCode: 'BC',
    office: 'Vital Statistics Agency of British Columbia',
    orderUrl: BC_ORDER.url,
    events: askAll({
      birth:
        'A certified copy of the birth registration (births before 1 January 2000) or a certified electronic birth extract ' +
        '(from 2000): both show the parents in full.',
      marriage: 'A certified copy of the marriage registration.',
      death: 'A certified copy of the death registration.',
    }),
    notes: ['Anyone other than the person or a parent of a minor can order only in person or by mail.'],
    sources: [BC_ORDER, BC_COPIES],
  },
  {
    id: 'ca-ab',
    country: 'Canada',
    region: 'Alberta',
    regionCode: 'AB',
    office: 'Alberta Vital Statistics',
    orderUrl: AB_ORDER.url,
    events: askAll({
      birth:
        'A birth certificate with personal information and parentage, or a certified photocopy of the registration of birth ' +
        '(the original form, used for court and consulate purposes).',
      marriage: 'A marriage certificate with full details, or a certified photocopy of the registration of marriage.',
      death: 'A death certificate, or a certified photocopy of the registration of death.',
    }),
    notes: [
      'Registrations of birth 120 years old or more, or of people dead 50 years or more, come from the Provincial Archives of Alberta.',
    ],
    sources: [AB_ORDER],
  },
  {
    id: 'ca-nb',
    country: 'Canada',
    region: 'New Brunswick',
    regionCode: 'NB',
    office: 'Service New Brunswick, Vital Statistics',
    orderUrl: NB_FAQ.url,
    events: byEvent(
      {
        fee: fee('C$40 online, C$45 in person or by mail, for any birth, marriage or death certificate', 'CAD', NB_FAQ),
        time: askTime(),
      },
      {
        birth: { askFor: 'A long form birth certificate (it names the parents and where they were born).' },
        marriage: {
          askFor:
            'A long form marriage certificate; a photographic print of the marriage registration needs the written consent of one of the couple.',
        },
        death: { askFor: 'A long form certified copy of the death certificate.' },
      },
    ),
    notes: ['The New Brunswick government birth certificate page gives the same C$45 and C$40.'],
    sources: [NB_FAQ, NB_BIRTH],
  },
  {
    id: 'ca-ns',
    country: 'Canada',
    region: 'Nova Scotia',
    regionCode: 'NS',
    office: 'Service Nova Scotia, Vital Statistics',
    orderUrl: NS_TOPIC.url,
    events: byEvent(
      {
        fee: askFee(),
        time: time(
          'Online and mail applications processed within ten days (reported by a FamilySearch wiki course text, 2014)',
          NS_FAMILYSEARCH,
        ),
      },
      {
        birth: { askFor: 'A long form birth certificate (it adds the parents to the short form).' },
        marriage: { askFor: 'A long form marriage certificate.' },
        death: { askFor: 'A long form death certificate.' },
      },
    ),
    notes: [
      'Historical births, marriages and deaths are at the Nova Scotia Archives (Nova Scotia Historical Vital Statistics).',
    ],
    sources: [NS_TOPIC, NS_BIRTH, NS_FAMILYSEARCH],
  },
  {
    id: 'ca-sk',
    country: 'Canada',
    region: 'Saskatchewan',
    regionCode: 'SK',
    office: 'eHealth Saskatchewan, Vital Statistics',
    orderUrl: SK_DEATHS.url,
    events: {
      birth: {
        askFor:
          'A long form birth certificate (it adds the parents), or a certified photocopy of the registration of live birth.',
        fee: fee(
          'C$40 long form birth certificate (from a copy of the eHealth application instructions on dokumen.tips)',
          'CAD',
          SK_FORM_COPY,
        ),
        time: askTime(),
      },
      marriage: { askFor: 'A certified photocopy of the registration of marriage.', fee: askFee(), time: askTime() },
      death: {
        askFor: 'A certified photocopy of the registration of death (the framing size certificate is an extract).',
        fee: fee(
          'C$55 certified photocopy of a registration of death, C$35 framing size certificate (from a copy of the eHealth application instructions)',
          'CAD',
          SK_DEATH_FORM_COPY,
        ),
        time: time(
          'Usually 6 to 8 weeks after the application arrives, once the death is registered, not counting mailing time',
          SK_DEATHS,
        ),
      },
    },
    notes: ['Contact: 1-800-667-7551, vitalstatistics@ehealthsask.ca (eHealth page on registering a death).'],
    sources: [SK_DEATHS, SK_FORM_COPY, SK_DEATH_FORM_COPY],
  },
  {
    id: 'ca-mb',
    country: 'Canada',
    region: 'Manitoba',
    regionCode: 'MB',
    office: 'Vital Statistics Agency of Manitoba',
    orderUrl: 'https://vitalstats.gov.mb.ca/',
    events: askAll({
      birth: 'A birth certificate with the parents shown, or a certified copy of the birth registration.',
      marriage: 'A certified copy of the marriage registration.',
      death: 'A certified copy of the death registration.',
    }),
    notes: [
      "The ordering page itself was not among the stored pages: the address is the agency's own site, as printed on its 2015/16 annual report.",
    ],
    sources: [MB_ANNUAL_REPORT],
  },
  {
    id: 'ca-pe',
    country: 'Canada',
    region: 'Prince Edward Island',
    regionCode: 'PE',
    office: 'Prince Edward Island Vital Statistics, Montague',
    orderUrl: 'http://www.gov.pe.ca/health/VitalStatistics',
    events: askAll({
      birth: 'A long form birth certificate (it names the parents); it is issued only to the person or the parents.',
      marriage: 'A marriage certificate; the consent of the bride or groom is needed for a restricted record.',
      death: 'A death certificate.',
    }),
    notes: [
      'Application forms for birth, death and marriage certificates are printed from the Vital Statistics site and mailed, or dropped at an Access PEI office.',
      'Give the names and parents exactly as registered, or the certificate is not issued.',
    ],
    sources: [PE_NEWS, PE_ARCHIVED, PE_FAMILYSEARCH],
  },
  {
    id: 'ca-nl',
    country: 'Canada',
    region: 'Newfoundland and Labrador',
    regionCode: 'NL',
    office: 'Service NL, Vital Statistics Division',
    orderUrl: NL_BIRTH.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: 'A birth certificate with the parents shown (the long form).',
          fee: fee('C$35 by mail or in person, C$30 online (news release, December 2017)', 'CAD', NL_RELEASE),
        },
        marriage: { askFor: 'A marriage certificate with full details.' },
        death: { askFor: 'A death certificate with full details.' },
      },
    ),
    notes: ['Vital Statistics holds records from 1892; earlier ones are at the provincial archives (The Rooms).'],
    sources: [NL_BIRTH, NL_RELEASE],
  },
  {
    id: 'ca-yt',
    country: 'Canada',
    region: 'Yukon',
    regionCode: 'YT',
    office: 'Yukon Health and Social Services, Vital Statistics',
    orderUrl: YT_BIRTH.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: 'A birth certificate that shows the parents, or a certified copy of the birth registration.',
          time: time('Up to 4 weeks at times of high demand (undated office notice)', YT_BIRTH),
        },
        marriage: { askFor: 'A certified copy of the marriage registration.' },
        death: { askFor: 'A certified copy of the death registration.' },
      },
    ),
    notes: [],
    sources: [YT_BIRTH],
  },
  {
    id: 'ca-nt',
    country: 'Canada',
    region: 'Northwest Territories',
    regionCode: 'NT',
    office: 'Northwest Territories Health Services Administration, Vital Statistics (Inuvik)',
    orderUrl: NT_BIRTH.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A restricted photocopy of the birth registration (released at the Registrar General’s discretion, with a reason), or a birth certificate with the parents.',
          fee: fee('C$22 birth certificate; C$33 restricted photocopy', 'CAD', NT_BIRTH),
        },
        marriage: { askFor: 'A certified copy of the marriage registration.' },
        death: { askFor: 'A certified copy of the death registration.' },
      },
    ),
    notes: ['Pay by cheque or money order to the Government of the NWT; fax only with a credit card.'],
    sources: [NT_BIRTH],
  },
  {
    id: 'ca-nu',
    country: 'Canada',
    region: 'Nunavut',
    regionCode: 'NU',
    office: 'Nunavut Department of Health, Vital Statistics',
    orderUrl: NU_BIRTH.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: 'A long form birth certificate (it names the parents), on the Application for Certificate form.',
          fee: fee(
            'C$10 per birth certificate, by cheque or money order to the Government of Nunavut',
            'CAD',
            NU_BIRTH,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage registration.' },
        death: { askFor: 'A certified copy of the death registration.' },
      },
    ),
    notes: [
      'The Nunavut office holds records from the creation of Nunavut on 1 April 1999; for an earlier event ask the Northwest Territories office.',
    ],
    sources: [NU_BIRTH, NU_THIRD_PARTY],
  },
];
