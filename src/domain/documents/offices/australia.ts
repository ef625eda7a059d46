/**
 * Australia: each state and territory has its own registry of births, deaths and marriages.
 * The standard certificate is the full one (it shows the parents); commemorative certificates
 * and extracts are not proof of anything.
 */
import { askAll, askFee, askTime, byEvent, fee, time } from './build.ts';
import { SEEN, type OfficeEntry, type Source } from './types.ts';

const NSW_APPLY: Source = {
  url: 'http://www.bdm.nsw.gov.au/Pages/apply-for-certificates/apply-for-certificates.aspx',
  seen: SEEN,
  kind: 'office',
};
const NSW_FEES: Source = { url: 'https://www.nsw.gov.au/topics/births/register-your-baby', seen: SEEN, kind: 'office' };

const VIC_BIRTHS: Source = { url: 'https://www.bdm.vic.gov.au/births/register-a-birth', seen: SEEN, kind: 'office' };
const VIC_FEE_REVIEW: Source = {
  url: 'https://engage.vic.gov.au/review-victorias-birth-death-and-marriage-certificate-fee',
  seen: '2021-22 consultation',
  kind: 'office',
};

const QLD_APPLY: Source = {
  url: 'http://www.qld.gov.au/law/births-deaths-marriages-and-divorces/birth-death-and-marriage-certificates/birth-certificates/applying-for-a-birth-certificate/',
  seen: SEEN,
  kind: 'office',
};

const QLD_DEATH: Source = {
  url: 'http://www.qld.gov.au/law/births-deaths-marriages-and-divorces/birth-death-and-marriage-certificates/death-certificates/',
  seen: SEEN,
  kind: 'office',
};
const SA_BIRTH: Source = {
  url: 'https://sa.gov.au/topics/family-and-community/births-deaths-and-marriages/certificates/birth-certificates',
  seen: SEEN,
  kind: 'office',
};
const SA_FORMS: Source = {
  url: 'http://www.cbs.sa.gov.au/forms-fees-for-births-deaths-marriages/',
  seen: SEEN,
  kind: 'office',
};

const WA_STANDARDS: Source = {
  url: 'https://www.wa.gov.au/organisation/department-of-justice/service-standards-registry-of-births-deaths-and-marriages?uid=1035-5582-8087-3416',
  seen: SEEN,
  kind: 'office',
};

const TAS_APPLY: Source = {
  url: 'https://www.justice.tas.gov.au/bdm/applyforcertificate2',
  seen: SEEN,
  kind: 'office',
};

const ACT_APPLY: Source = {
  url: 'https://www.accesscanberra.act.gov.au/births-relationships-and-deaths/births/apply-for-a-birth-certificate',
  seen: SEEN,
  kind: 'office',
};
const ACT_REGISTRATION: Source = {
  url: 'https://www.accesscanberra.act.gov.au/births-relationships-and-deaths/births/birth-registration',
  seen: SEEN,
  kind: 'office',
};

const NT_APPLY: Source = {
  url: 'https://nt.gov.au/law/bdm/apply-for-birth-death-or-marriage-certificate',
  seen: SEEN,
  kind: 'office',
};
const NT_OLD_FEES: Source = {
  url: 'http://www.nt.gov.au/justice/bdm/',
  seen: 'page headed "Fee Increase 2013"',
  kind: 'office',
};

const STANDARD = {
  birth:
    'A standard birth certificate (the full certificate with the parents), not a commemorative certificate or an extract.',
  marriage: 'A standard marriage certificate.',
  death: 'A standard death certificate.',
};

export const AUSTRALIA: readonly OfficeEntry[] = [
  {
    id: 'au-nsw',
    country: 'Australia',
    region: 'New South Wales',
    regionCode: 'NSW',
    office: 'NSW Registry of Births, Deaths and Marriages',
    orderUrl: NSW_APPLY.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: STANDARD.birth,
          fee: fee(
            'A$68 standard service, including A$11 postage and handling (the price when ordered with the birth registration)',
            'AUD',
            NSW_FEES,
          ),
          time: time(
            'Online up to 3 weeks, by post up to 5 weeks, through Service NSW up to 4 weeks, plus 5 to 7 days for delivery',
            NSW_FEES,
          ),
        },
        marriage: { askFor: STANDARD.marriage },
        death: { askFor: STANDARD.death },
      },
    ),
    notes: ['Forms and ID cannot be sent by fax or email.'],
    sources: [NSW_APPLY, NSW_FEES],
  },
  {
    id: 'au-vic',
    country: 'Australia',
    region: 'Victoria',
    regionCode: 'VIC',
    office: 'Registry of Births, Deaths and Marriages Victoria',
    orderUrl: VIC_BIRTHS.url,
    events: byEvent(
      {
        fee: fee(
          'A$34.30 for a legal certificate in 2021–22; the government proposed A$51.40 from 1 March 2022. Ask the office for the current fee',
          'AUD',
          VIC_FEE_REVIEW,
        ),
        time: askTime(),
      },
      { birth: { askFor: STANDARD.birth }, marriage: { askFor: STANDARD.marriage }, death: { askFor: STANDARD.death } },
    ),
    notes: ['Counter: Ground Floor, 595 Collins Street, Melbourne, or a Justice Service Centre.'],
    sources: [VIC_BIRTHS, VIC_FEE_REVIEW],
  },
  {
    id: 'au-qld',
    country: 'Australia',
    region: 'Queensland',
    regionCode: 'QLD',
    office: 'Queensland Registry of Births, Deaths and Marriages',
    orderUrl: QLD_APPLY.url,
    events: byEvent(
      {
        fee: askFee(),
        time: time(
          'By post 10 business days, or 2 business days urgent; over the counter in Brisbane, ready after 2.30pm the next business day',
          QLD_APPLY,
        ),
      },
      {
        birth: {
          askFor: 'A standard birth certificate (only the standard one proves identity), not a commemorative one.',
        },
        marriage: { askFor: STANDARD.marriage, time: askTime() },
        death: {
          askFor: STANDARD.death,
          fee: fee(
            'A$39 for a death certificate, standard postage included; A$24 more for an urgent application',
            'AUD',
            QLD_DEATH,
          ),
          time: time('By post 10 business days, or 2 business days urgent', QLD_DEATH),
        },
      },
    ),
    notes: [],
    sources: [QLD_APPLY, QLD_DEATH],
  },
  {
    id: 'au-sa',
    country: 'Australia',
    region: 'South Australia',
    regionCode: 'SA',
    office: 'Consumer and Business Services, Births, Deaths and Marriages Registration Office',
    orderUrl: SA_FORMS.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: STANDARD.birth,
          fee: fee('A$67.50 standard certificate', 'AUD', SA_BIRTH),
        },
        marriage: { askFor: STANDARD.marriage },
        death: { askFor: STANDARD.death },
      },
    ),
    notes: ['Anyone can order a birth record more than 100 years old.'],
    sources: [SA_FORMS, SA_BIRTH],
  },
  {
    id: 'au-wa',
    country: 'Australia',
    region: 'Western Australia',
    regionCode: 'WA',
    office: 'Registry of Births, Deaths and Marriages, Department of Justice (Western Australia)',
    orderUrl: WA_STANDARDS.url,
    events: byEvent(
      {
        fee: askFee(),
        time: time(
          'Up to 2 working days plus regular postal delivery; priority (paid) within 24 hours of receipt',
          WA_STANDARDS,
        ),
      },
      { birth: { askFor: STANDARD.birth }, marriage: { askFor: STANDARD.marriage }, death: { askFor: STANDARD.death } },
    ),
    notes: ['Records run from 1841.'],
    sources: [WA_STANDARDS],
  },
  {
    id: 'au-tas',
    country: 'Australia',
    region: 'Tasmania',
    regionCode: 'TAS',
    office: 'Births, Deaths and Marriages Tasmania',
    orderUrl: TAS_APPLY.url,
    events: askAll({
      birth:
        'A standard birth certificate (the certified copy of the registration), not an extract of birth, which leaves out the parents.',
      marriage: STANDARD.marriage,
      death: STANDARD.death,
    }),
    notes: ['Apply at a Service Tasmania shop or by post to 30 Gordons Hill Road, Rosny Park.'],
    sources: [TAS_APPLY],
  },
  {
    id: 'au-act',
    country: 'Australia',
    region: 'Australian Capital Territory',
    regionCode: 'ACT',
    office: 'Access Canberra, Births, Deaths and Marriages',
    orderUrl: ACT_APPLY.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: 'An official birth certificate, not a commemorative one.',
          time: time('Usually 15 business days when ordered with the birth registration', ACT_REGISTRATION),
        },
        marriage: { askFor: STANDARD.marriage },
        death: { askFor: STANDARD.death },
      },
    ),
    notes: ['Fee waivers: bdm@act.gov.au or 13 22 81.'],
    sources: [ACT_APPLY, ACT_REGISTRATION],
  },
  {
    id: 'au-nt',
    country: 'Australia',
    region: 'Northern Territory',
    regionCode: 'NT',
    office: 'Northern Territory Registry of Births, Deaths and Marriages',
    orderUrl: NT_APPLY.url,
    events: byEvent(
      {
        fee: fee(
          'A$41 standard certificate plus A$12.30 registered post in Australia or A$16.10 abroad (an older office page, after the 2013 fee increase: ask for the current fee)',
          'AUD',
          NT_OLD_FEES,
        ),
        time: time('Immediately in person; at least 3 days online, by post or by fax, plus postage', NT_APPLY),
      },
      { birth: { askFor: STANDARD.birth }, marriage: { askFor: STANDARD.marriage }, death: { askFor: STANDARD.death } },
    ),
    notes: [],
    sources: [NT_APPLY, NT_OLD_FEES],
  },
];
