/**
 * United States: each state (and the District of Columbia) keeps its own vital records, and New
 * York City keeps its own apart from New York State. Every entry names its office from a stored
 * page listed in its sources; a fee or time nobody could find on a stored page stays an "ask".
 * Entries whose ordering page was not among the stored pages point to the CDC directory.
 */
import { askAll, askFee, askTime, byEvent, fee, time } from './build.ts';
import { SEEN, type OfficeEntry, type Source } from './types.ts';

/** The CDC's directory of state vital records offices (its address, cited by several stored sources). */
export const CDC_DIRECTORY: Source = {
  url: 'https://www.cdc.gov/nchs/w2w/index.htm',
  seen: 'address seen 2026-11; the page itself was not among the stored pages',
  kind: 'government-directory',
};

const LONG_FORM =
  'A certified copy of the full (long-form) record that names the parents, not a short-form abstract or an informational copy.';

/** The NYC Health Department's 'Birth certificates' page: online orders 10 to 15 days, orders by mail 90 days. */
const NYC_BIRTHS: Source = {
  url: 'https://www1.nyc.gov/site/doh/services/birth-certificates.page',
  seen: SEEN,
  kind: 'office',
};
const NYC_311: Source = { url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01012', seen: SEEN, kind: 'office' };
const NYC_311_LONG_FORM: Source = {
  url: 'https://portal-spt2.311.nyc.gov/en-US/article/?kanumber=KA-01012',
  seen: SEEN,
  kind: 'office',
};

const NYS_GENEALOGY: Source = {
  url: 'http://www.health.ny.gov/vital_records/genealogy.htm',
  seen: SEEN,
  kind: 'office',
};
const NYS_222HEALTH: Source = {
  url: 'https://222health.com/public-health-safety/public-health/77015.html',
  seen: 'figure "as of 2010"',
  kind: 'third-party',
};
const NYS_LOCAL_REGISTRAR: Source = { url: 'https://deruyternygov.us/vital-records.html', seen: SEEN, kind: 'office' };

const MA_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-much-is-a-birth-certificate-in-massachusetts',
  seen: SEEN,
  kind: 'third-party',
};
const MA_RECORDSANCHOR: Source = { url: 'https://recordsanchor.com/massachusetts/', seen: SEEN, kind: 'third-party' };
/** Who may order a Massachusetts birth record, restricted records, and what the request names (the parents). */
const MA_HOW_TO: Source = {
  url: 'https://legalclarity.org/how-to-get-a-birth-certificate-in-massachusetts-2',
  seen: SEEN,
  kind: 'third-party',
};

/** The date of the Social Security Administration's instructions on each state's vital records (POMS GN 00308), kind 'government-directory'. */
const POMS_SEEN = '2023-06 (TN 74)';

const PA_BIRTH: Source = {
  url: 'https://www.health.pa.gov/topics/certificates/Pages/birth-information.aspx',
  seen: SEEN,
  kind: 'office',
};
const PA_DEATH: Source = {
  url: 'https://www.health.pa.gov/topics/certificates/Pages/Death-Certificates.aspx',
  seen: SEEN,
  kind: 'office',
};
const PA_LEGALBEAGLE: Source = {
  url: 'https://legalbeagle.com/6209359-copy-birth-certificate-pennsylvania.html',
  seen: SEEN,
  kind: 'third-party',
};
const PA_GENPA: Source = {
  url: 'https://genpa.org/news/2012/04/pa-state-archives-announces-availability-birth-death-records-13-february-2012',
  seen: '2012-02-04',
  kind: 'third-party',
};

/** IDPH's birth records page on its current domain (dph.illinois.gov; the old idph.state.il.us pages are gone). */
const IL_BIRTH: Source = {
  url: 'https://dph.illinois.gov/topics-services/birth-death-other-records/birth-records.html',
  seen: '2026-03-01',
  kind: 'office',
};
const IL_FEE_SCHEDULE: Source = {
  url: 'https://dph.illinois.gov/content/dam/soi/en/web/idph/files/resources/resources-birth-death-other-records/vital-records-fee-schedule.pdf',
  seen: '2026-03-01',
  kind: 'office',
};
/** IDPH: certified copies of marriage records come only from the county clerk where the marriage took place. */
const IL_MARRIAGE: Source = {
  url: 'https://dph.illinois.gov/topics-services/birth-death-other-records/marriage-records.html',
  seen: SEEN,
  kind: 'office',
};
/** The Cook County Clerk keeps the marriage records of Chicago and suburban Cook County and issues certified copies. */
const COOK_COUNTY_MARRIAGE: Source = {
  url: 'https://cookcountyil.gov/index.php/service/marriage-certificates',
  seen: SEEN,
  kind: 'office',
};
const IL_BIRTH_ARCHIVED: Source = {
  url: 'https://webarchive.library.unt.edu/web/20120928113819/http://www.idph.state.il.us/vitalrecords/birth.htm',
  seen: '2012-09-28 (archived copy)',
  kind: 'office',
};
const IL_POMS: Source = {
  url: 'https://secure.ssa.gov/poms.nsf/lnx/0200308028',
  seen: POMS_SEEN,
  kind: 'government-directory',
};

const NJ_FAIRFIELD: Source = {
  url: 'https://www.fairfieldnj.org/273/How-to-apply-for-a-Certifed-Copy-of-a-Vi',
  seen: SEEN,
  kind: 'office',
};
const NJ_GLOBALRCG: Source = {
  url: 'https://www.globalrcg.com/vital-records-retrievals/new-jersey-vital-record-retrieval-guide',
  seen: '2023-09-26',
  kind: 'third-party',
};
const NJ_LOCAL_APPLICATION: Source = {
  url: 'https://docslib.org/doc/1302692/application-process-for-obtaining-a-copy-of-a-vital-record',
  seen: SEEN,
  kind: 'third-party',
};

const CA_BIRTH: Source = {
  url: 'https://www.cdph.ca.gov/Programs/CHSI/Pages/Vital-Records-Obtaining-Certified-Copies-of-Birth-Records.aspx',
  seen: SEEN,
  kind: 'office',
};
const CA_CDC: Source = { url: 'http://www.cdc.gov/nchs/w2w/california.htm', seen: SEEN, kind: 'government-directory' };
const CA_IMPORTANT: Source = {
  url: 'https://public.staging.cdph.ca.gov/Programs/CHSI/Pages/Vital-Records-Important-Information.aspx',
  seen: SEEN,
  kind: 'office',
};
const CA_MERCED: Source = { url: 'https://www.countyofmerced.com/548/Death-Records', seen: SEEN, kind: 'office' };

const CT_BIRTH: Source = {
  url: 'http://www.ct.gov/dph/cwp/view.asp?a=3132&q=390652&ctportalPNavCtr=%7C27345%7C',
  seen: SEEN,
  kind: 'office',
};
const CT_STATUTE: Source = {
  url: 'https://www.lawserver.com/law/state/connecticut/ct-laws/connecticut_statutes_7-74',
  seen: SEEN,
  kind: 'third-party',
};
const CT_BETHEL: Source = { url: 'https://bethel-ct.gov/vital-records', seen: SEEN, kind: 'office' };

const MI_ORDER: Source = {
  url: 'http://www.michigan.gov/mdch/0,4612,7-132-4645_4702---,00.html',
  seen: 'page listing closures from December 2012 to January 2014',
  kind: 'office',
};
const MI_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-much-does-a-birth-certificate-cost-in-michigan',
  seen: SEEN,
  kind: 'third-party',
};

const OH_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-much-is-a-birth-certificate-in-ohio',
  seen: SEEN,
  kind: 'third-party',
};
const OH_CUYAHOGA: Source = {
  url: 'http://cfs.cuyahogacounty.us/en-US/birth-certificate.aspx',
  seen: SEEN,
  kind: 'government-directory',
};
const OH_OGS_2003: Source = {
  url: 'https://lists.rootsweb.com/hyperkitty/list/ohgen.rootsweb.com/thread/24931464/',
  seen: '2003-04-30',
  kind: 'third-party',
};

const FL_BIRTH: Source = {
  url: 'http://www.floridahealth.gov/certificates/certificates/birth/index.html',
  seen: SEEN,
  kind: 'office',
};
const FL_DH726: Source = {
  url: 'https://fill.io/Requirement-for-ordering-If-applicant-is-self-parent',
  seen: 'form DH 726, 2016-04',
  kind: 'third-party',
};
const FL_GLOBALRCG: Source = {
  url: 'http://www.globalrcg.com/vital-records-retrievals/florida-vital-record-retrieval-guide',
  seen: '2023-09-26',
  kind: 'third-party',
};
const FL_PASCO: Source = {
  url: 'http://www.doh.state.fl.us/chdPasco/Admin/Birth_Certificate.html',
  seen: SEEN,
  kind: 'office',
};

const TX_MAIL: Source = {
  url: 'https://dshs.texas.gov/vs/reqproc/Ordering-Birth-Certificates-by-Mail',
  seen: SEEN,
  kind: 'office',
};
const TX_FEE_LAW: Source = {
  url: 'https://texas.public.law/statutes/tex._health_and_safety_code_section_191.0045',
  seen: SEEN,
  kind: 'third-party',
};
const TX_YNYOO: Source = {
  url: 'https://www.ynyoo.com/destinations/united-states/46458.html',
  seen: SEEN,
  kind: 'third-party',
};

const RI_HEALTH_COPY: Source = { url: 'https://statusin.org/24113.html/amp', seen: SEEN, kind: 'third-party' };
const RI_ARCHIVES_RULE: Source = {
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/rhode-island-administrative-code/title-100-department-of-state/chapter-40-state-archives/subchapter-00-na/part-1-vital-records/section-100-ricr-40-00-18-certified-copies-of-historic-vital-records',
  seen: 'rule adopted 2024-07-31',
  kind: 'third-party',
};

const MO_FAQ: Source = { url: 'https://health.mo.gov/data/vitalrecords/faqs.php', seen: SEEN, kind: 'office' };
const MO_BUTLER: Source = { url: 'https://butlercountyhealth.org/birth-certificates.php', seen: SEEN, kind: 'office' };

const WI_REQUEST: Source = { url: 'https://www.dhs.wisconsin.gov/vitalrecords/record.htm', seen: SEEN, kind: 'office' };
const WI_STATUTE_2009: Source = {
  url: 'https://docs.legis.wisconsin.gov/document/statutes/2009/69.22(1q)(a)',
  seen: 'statutes as of 2009',
  kind: 'office',
};

const WA_NEWS: Source = {
  url: 'https://waitsburgtimes.com/story/2020/11/12/news/process-to-obtain-vital-records-in-washington-modernized/17005.html',
  seen: '2020-11-12',
  kind: 'third-party',
};

const MD_DVR: Source = {
  url: 'http://www.dhmh.maryland.gov/vsa/sitepages/apps.aspx',
  seen: 'page listing 2014 closures',
  kind: 'office',
};
const MD_COMAR: Source = {
  url: 'https://www.law.cornell.edu/regulations/maryland/COMAR-10-03-01-08',
  seen: SEEN,
  kind: 'third-party',
};

const MN_WHO: Source = {
  url: 'https://www2cdn.web.health.state.mn.us/people/vitalrecords/tangible.html',
  seen: SEEN,
  kind: 'office',
};
const MN_POMS: Source = {
  url: 'https://secure.ssa.gov/poms.nsf/lnx/0200308048',
  seen: '2020-11 (TN 57)',
  kind: 'government-directory',
};

const TX_ISSUANCE_RULE: Source = {
  url: 'https://gavvy.com/details/18128-instructions-and-requirements-for-issuance-of-certified-copies-of-vital-records-by-the-state-registrar-local-registrar-or-county-clerk-217719',
  seen: SEEN,
  kind: 'third-party',
};
const TX_POMS: Source = {
  url: 'https://secure.ssa.gov/POMS.NSF/lnx/0200308084',
  seen: '2019-03 (TN 31)',
  kind: 'government-directory',
};

const GA_REQUEST: Source = { url: 'https://georgia.gov/request-vital-records', seen: SEEN, kind: 'office' };
const GA_BIRTH: Source = {
  url: 'http://health.state.ga.us/programs/vitalrecords/birth.asp',
  seen: SEEN,
  kind: 'office',
};

const VA_FAQ: Source = {
  url: 'https://vdh.virginia.gov/vital-records/frequently-asked-questions',
  seen: SEEN,
  kind: 'office',
};
const VA_HOME: Source = {
  url: 'https://www.vdh.virginia.gov/vital-records/',
  seen: 'page listing 2024 closures',
  kind: 'office',
};
const VA_USGENWEB: Source = {
  url: 'https://usgenwebsites.org/vagenweb/grayson/vital.html',
  seen: SEEN,
  kind: 'third-party',
};

const IN_BIRTH_COPY: Source = { url: 'https://usastatus.org/654.html', seen: SEEN, kind: 'third-party' };
const IN_BIRTH_URL = 'https://www.in.gov/health/vital-records/birth-information/birth-information/';

const KY_MAGOFFIN: Source = {
  url: 'http://magoffincountyhealthdepartment.org/statistics.html',
  seen: 'undated reprint of a state handout, read 2026-11',
  kind: 'office',
};

const LA_FAQ: Source = { url: 'https://ldh.la.gov/index.cfm/faq/category/61', seen: SEEN, kind: 'office' };

const NH_SALEM: Source = { url: 'https://www.salemnh.gov/465/Certified-Vital-Records', seen: SEEN, kind: 'office' };
const NH_NEW_DURHAM: Source = {
  url: 'https://www.newdurhamnh.us/town-clerk/pages/vital-record-information',
  seen: SEEN,
  kind: 'office',
};
const NH_FRANCESTOWN: Source = {
  url: 'https://www.francestownnh.org/town-clerk/pages/vital-records',
  seen: SEEN,
  kind: 'office',
};

const NC_FAQ_COPY: Source = {
  url: 'https://joksar.sbs/article/dph-nc-vital-records-faqs/1879',
  seen: 'copy of the NC Vital Records FAQ page (2024)',
  kind: 'third-party',
};
const NC_VITALS: Source = { url: 'https://ncvitals.com/index.php?step=faq', seen: SEEN, kind: 'third-party' };

const CO_RECORDS: Source = {
  url: 'https://birthrecords.coloradoofficialrecords.com/',
  seen: SEEN,
  kind: 'third-party',
};

const DC_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-to-get-a-birth-certificate-in-dc-2',
  seen: SEEN,
  kind: 'third-party',
};

const AZ_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-to-get-an-arizona-birth-certificate',
  seen: SEEN,
  kind: 'third-party',
};

const OR_FEES: Source = {
  url: 'https://oregon.gov/oha/PH/BIRTHDEATHCERTIFICATES/Pages/VitalRecordsFees.aspx',
  seen: SEEN,
  kind: 'office',
};
const OR_FAQ_2008: Source = {
  url: 'https://webarchive.library.unt.edu/eot2008/20080916162222/http://www.oregon.gov/DHS/ph/chs/order/faqs.shtml',
  seen: '2008-09-16 (archived copy)',
  kind: 'office',
};
const OR_FORM: Source = { url: 'https://formspal.com/pdf-forms/other/form-45-13a', seen: SEEN, kind: 'third-party' };
const OR_COUNTY: Source = {
  url: 'https://www.oregon.gov/oha/ph/birthdeathcertificates/pages/aboutchs.aspx',
  seen: SEEN,
  kind: 'office',
};

const TN_NASHVILLE: Source = {
  url: 'http://www.nashvilleclerk.com/living/birth-certificates/',
  seen: SEEN,
  kind: 'office',
};

const SC_FEES: Source = {
  url: 'https://dph.sc.gov/public/vital-records/about-vital-records/fees-vital-records-birth-death-etc',
  seen: SEEN,
  kind: 'office',
};
const SC_FAQ: Source = { url: 'http://www.dhec.sc.gov/administration/vr/faq.htm', seen: SEEN, kind: 'office' };

const ME_REQUEST: Source = {
  url: 'https://www.maine.gov/dhhs/mecdc/vital-records/request-documents',
  seen: SEEN,
  kind: 'office',
};
const ME_HOLLIS: Source = {
  url: 'https://www.hollismaine.org/town-clerk/pages/birth-certificates',
  seen: SEEN,
  kind: 'office',
};
const ME_GLENBURN: Source = {
  url: 'https://www.glenburn.org/?SEC=39FF7B04-17C3-4BFE-818A-AA950AC75C3B',
  seen: SEEN,
  kind: 'office',
};

const VT_BIRTH: Source = {
  url: 'https://www.healthvermont.gov/health-statistics-vital-records/vital-records-population-data/birth',
  seen: SEEN,
  kind: 'office',
};
const VT_ST_ALBANS: Source = { url: 'https://www.stalbansvt.com/vitalrecords', seen: SEEN, kind: 'office' };
const VT_CABOT: Source = { url: 'https://cabotvt.us/town-clerk/vital-records/', seen: SEEN, kind: 'office' };

const DE_OVS_URL = 'https://dhss.delaware.gov/dph/ss/vitalstats/';
const DE_OVS: Source = {
  url: 'https://dhss.delaware.gov/dph/wp-json/wp/v2/pages/10540',
  seen: '2025-05-02 (page modified)',
  kind: 'office',
};

const IA_STATS: Source = { url: 'http://idph.state.ia.us/apl/health_statistics.asp', seen: SEEN, kind: 'office' };
const IA_FREMONT: Source = {
  url: 'https://www.fremontcountyia.gov/vimages/shared/vnews/stories/5cad42bb8ed91/vitrecnot.htm',
  seen: SEEN,
  kind: 'office',
};
const IA_AMES: Source = {
  url: 'https://www.amestrib.com/story/opinion/2013/09/25/recorders-do-good-deeds-vital/24366818007/',
  seen: '2013-09-25',
  kind: 'third-party',
};

const KS_REGULATION: Source = {
  url: 'https://sos.ks.gov/publications/register/Volume-41/Issues/Issue-24/06-16-22-50239.html',
  seen: '2022-06-16 (Kansas Register, K.A.R. 28-17-6)',
  kind: 'office',
};

const NE_STATERECORDS: Source = {
  url: 'https://nebraska.staterecords.org/birthrecords',
  seen: SEEN,
  kind: 'third-party',
};

const OK_BIRTH: Source = {
  url: 'https://www.oklahoma.gov/health/services/birth-and-death-certificates/birth-certificates.html',
  seen: SEEN,
  kind: 'office',
};
const OK_FAQ: Source = {
  url: 'https://www.oklahoma.gov/health/services/birth-and-death-certificates/faqs.html',
  seen: SEEN,
  kind: 'office',
};
const OK_NEWS: Source = {
  url: 'https://ok.gov/portal/newsroom.php?news_id=3855',
  seen: 'undated news release, read 2026-11',
  kind: 'office',
};

const WV_VR: Source = { url: 'https://dhhr.wv.gov/HSC/VR/Pages/default.aspx', seen: SEEN, kind: 'office' };
const WV_FEE_LAW: Source = {
  url: 'https://lawserver.com/law/state/west-virginia/wv-code/west_virginia_code_16-5-29',
  seen: SEEN,
  kind: 'third-party',
};
const WV_STATERECORDS: Source = {
  url: 'https://westvirginia.staterecords.org/birthrecords',
  seen: SEEN,
  kind: 'third-party',
};

const AL_CHS: Source = {
  url: 'https://www.alabamapublichealth.gov/blog/2023/09/sho-september.html',
  seen: '2023-09',
  kind: 'office',
};
const AL_FEE_LAW: Source = {
  url: 'https://instalawyer.io/laws/code-of-alabama/section-22-9a-23-fees',
  seen: SEEN,
  kind: 'third-party',
};
const AL_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/where-to-get-a-birth-certificate-in-alabama',
  seen: SEEN,
  kind: 'third-party',
};

const AR_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-much-is-a-birth-certificate-in-arkansas',
  seen: SEEN,
  kind: 'third-party',
};
const AR_RECORDS: Source = {
  url: 'https://legalclarity.org/how-to-obtain-your-arkansas-vital-records',
  seen: SEEN,
  kind: 'third-party',
};

const MS_APPLICATION: Source = {
  url: 'https://tr.scribd.com/document/392759503/MS-Birth-Cert-App',
  seen: 'undated MSDH application form as uploaded to scribd.com, read 2026-11',
  kind: 'third-party',
};

const NM_FEE_LAW: Source = {
  url: 'https://www.lawserver.com/law/state/new-mexico/nm-statutes/new_mexico_statutes_24-14-29',
  seen: SEEN,
  kind: 'third-party',
};
const NM_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-to-get-a-birth-certificate-in-new-mexico',
  seen: SEEN,
  kind: 'third-party',
};

const HI_BIRTH: Source = {
  url: 'https://health.hawaii.gov/vitalrecords/birth-marriage-certificates/',
  seen: SEEN,
  kind: 'office',
};
const HI_APPLY: Source = {
  url: 'http://health.hawaii.gov/vitalrecords/how-to-apply-for-certified-copies-of-vital-records/',
  seen: SEEN,
  kind: 'office',
};
const HI_LEGAL_NAV: Source = {
  url: 'https://legalnavigatorhawaii.org/resource/birth-certificates',
  seen: SEEN,
  kind: 'third-party',
};

const AK_STATUTE: Source = {
  url: 'https://getpocketlaw.com/law/state_alaska/section-18-50-320-copies-of-data-from-vital-records_8407938ccfb2',
  seen: SEEN,
  kind: 'third-party',
};

const MT_FEE_LAW: Source = {
  url: 'https://leg.mt.gov/bills/mca/title_0500/chapter_0150/part_0010/section_0110/0500-0150-0010-0110.html',
  seen: 'Montana Code Annotated 2021',
  kind: 'office',
};
const MT_RECORDS: Source = { url: 'https://montanapublicrecords.us/birth-records', seen: SEEN, kind: 'third-party' };

const UT_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/where-to-get-a-birth-certificate-in-utah',
  seen: SEEN,
  kind: 'third-party',
};

const ID_RULE: Source = {
  url: 'https://casetext.com/regulation/idaho-administrative-code/title-idapa-16-health-and-welfare-department-of/rule-160208-vital-statistics-rules/section-160208251-fees-for-copies-searches-and-other-services',
  seen: 'IDAPA 16.02.08.251, current through 2024-09-02',
  kind: 'third-party',
};

const NV_OVR: Source = {
  url: 'http://dpbh.nv.gov/Programs/BirthDeath/Birth_and_Death_Vital_Records_-_Home/',
  seen: 'fees effective from late 2019',
  kind: 'office',
};
const NV_SNHD: Source = {
  url: 'http://southernnevadahealthdistrict.org/birth-certificates-faq.php',
  seen: SEEN,
  kind: 'office',
};

const ND_BIRTH: Source = { url: 'https://www.hhs.nd.gov/vital/birth', seen: SEEN, kind: 'office' };

const SD_FAQ: Source = { url: 'https://doh.sd.gov/records/faq.aspx?', seen: SEEN, kind: 'office' };

const WY_RULES: Source = {
  url: 'http://legisweb.state.wy.us/ARULES/2008/AR08-016Vital.htm',
  seen: '2008-02 (rules)',
  kind: 'office',
};
const WY_RECORDSFINDER: Source = {
  url: 'https://recordsfinder.com/birth/certificates/wy/',
  seen: SEEN,
  kind: 'third-party',
};

/** Every state, with its postal code, in alphabetical order of code as in the GEDCOM place reader. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const RESEARCHED: readonly OfficeEntry[] = [
  {
    id: 'us-nyc',
    country: 'United States',
    region: 'New York City',
    regionCode: 'NY',
    office: 'NYC Department of Health and Mental Hygiene, Office of Vital Records (125 Worth Street, Manhattan)',
    orderUrl: NYC_BIRTHS.url,
    events: {
      birth: {
        askFor:
          'A certified long form copy of the birth certificate: to get the long form, write "time of birth" as the reason for the request on the application.',
        fee: fee(
          '$15 per certified copy; online orders add an $8.30 processing fee per order; in person $17.75 for the first copy',
          'USD',
          NYC_311,
        ),
        time: time('Online orders are processed in 10 to 15 days; orders by mail take about 90 days', NYC_BIRTHS),
      },
      marriage: {
        office: 'The Office of the City Clerk of New York City (the Health Department does not issue marriage records)',
        orderUrl: NYS_GENEALOGY.url,
        askFor: 'A certified copy of the marriage record from the City Clerk.',
        fee: askFee(),
        time: askTime(),
      },
      death: { askFor: LONG_FORM, fee: askFee(), time: askTime() },
    },
    notes: [
      'Covers the five boroughs (Manhattan, Brooklyn, the Bronx, Queens, Staten Island) for births from 1910 on.',
      'Online orders are only for someone named on the record; for a deceased relative order by mail or in person.',
      'New York State does not hold New York City births, deaths or marriage licences.',
    ],
    sources: [NYC_BIRTHS, NYC_311, NYC_311_LONG_FORM, NYS_GENEALOGY],
  },
  {
    id: 'us-ny',
    country: 'United States',
    region: 'New York',
    regionCode: 'NY',
    office: 'New York State Department of Health, Vital Records (outside New York City), or the local registrar',
    orderUrl: NYS_GENEALOGY.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A certified copy of the birth certificate. Genealogy copies from the state are uncertified and will not do for the Foreign Births Register.',
          fee: fee('$30 for a certified birth certificate from the state office', 'USD', NYS_222HEALTH),
        },
        marriage: {
          askFor:
            'A certified copy of the marriage record, from the state or the town or city clerk where the licence was issued.',
          fee: fee('$10 a record at a local registrar (Town of DeRuyter)', 'USD', NYS_LOCAL_REGISTRAR),
        },
        death: {
          askFor: 'A certified copy of the death certificate.',
          fee: fee('$10 a record at a local registrar (Town of DeRuyter)', 'USD', NYS_LOCAL_REGISTRAR),
        },
      },
    ),
    notes: [
      'State registration outside New York City began in 1881; Albany, Buffalo and Yonkers records before 1914 are with the local registrar.',
      'Direct-line descendants can ask the state for records inside the usual waiting periods with proof of relationship and death.',
      'A local registrar (the town or city clerk where the birth happened) also issues certified copies, often for less: ask it for its fee.',
    ],
    sources: [NYS_GENEALOGY, NYS_222HEALTH, NYS_LOCAL_REGISTRAR],
  },
  {
    id: 'us-ma',
    country: 'United States',
    region: 'Massachusetts',
    regionCode: 'MA',
    office:
      'Massachusetts Registry of Vital Records and Statistics (RVRS), 150 Mount Vernon Street, Dorchester, or the city or town clerk',
    orderUrl: 'https://www.mass.gov/orgs/registry-of-vital-records-and-statistics',
    events: byEvent(
      {
        fee: fee(
          '$20 in person, $32 by mail for a certified copy from the RVRS (reported by legalclarity.org); town clerks charge less',
          'USD',
          MA_LEGALCLARITY,
        ),
        time: time('4 to 6 weeks by mail (reported by recordsanchor.com)', MA_RECORDSANCHOR),
      },
      {
        birth: {
          askFor:
            "A certified copy of the full birth record that names both parents, from the RVRS or the city or town clerk where the birth happened. On the request give the person's full name at birth, the date and town of birth and both parents' full names (the mother's maiden name); if the parents were not married or there was an adoption the record is restricted, and only the person named, a parent or a guardian can order it.",
        },
        marriage: { askFor: 'A certified copy of the marriage record.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: [
      'Older records are with the State Archives or the town clerk; the two third-party sources disagree on the year the RVRS records start, so ask.',
    ],
    sources: [MA_LEGALCLARITY, MA_RECORDSANCHOR, MA_HOW_TO],
  },
  {
    id: 'us-pa',
    country: 'United States',
    region: 'Pennsylvania',
    regionCode: 'PA',
    office: 'Pennsylvania Department of Health, Division of Vital Records (New Castle)',
    orderUrl: PA_BIRTH.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A certified copy of the birth certificate from the Division of Vital Records (the State Archives and the uncertified genealogy copies will not do).',
          fee: fee('$20 each birth certificate; online orders add a $10 service fee', 'USD', PA_BIRTH),
          time: time(
            'About 2 weeks for an online order or a mailed application (reported by legalbeagle.com)',
            PA_LEGALBEAGLE,
          ),
        },
        marriage: {
          office: 'The county where the marriage licence was issued',
          askFor: 'A certified copy of the full marriage record: ask the state office which county office holds it.',
        },
        death: {
          askFor:
            'A certified copy of the death record from the Division of Vital Records (raised embossed seal, security paper); immediate family, and extended family showing a direct relationship, may order.',
        },
      },
    ),
    notes: [
      'The state holds births and deaths from 1906; older records are with the county.',
      'Immediate family, including grandparents and grandchildren, may order a birth certificate.',
      'Old birth and death certificates at the State Archives, and the $3 copies from the Division, are uncertified (reported by genpa.org in 2012); deaths from 1906 to 1967 are now public records at the State Archives, but ask the Division for the certified copy.',
    ],
    sources: [PA_BIRTH, PA_DEATH, PA_LEGALBEAGLE, PA_GENPA],
  },
  {
    id: 'us-il',
    country: 'United States',
    region: 'Illinois',
    regionCode: 'IL',
    office:
      'Illinois Department of Public Health (IDPH), Division of Vital Records (Springfield), or the county clerk where the event happened',
    orderUrl: IL_BIRTH.url,
    events: {
      birth: {
        askFor:
          'The "long form certified copy" (8.5x11), which lists all available items from the original birth certificate, not the cheaper short "certification".',
        fee: fee(
          '$15 for the first certified copy and $2 for each further copy of the same record ordered at the same time',
          'USD',
          IL_FEE_SCHEDULE,
        ),
        time: time('About 12 weeks from receipt for mailed requests', IL_BIRTH),
      },
      marriage: {
        office: 'The county clerk of the county that issued the marriage licence',
        orderUrl: IL_MARRIAGE.url,
        officeSource: IL_MARRIAGE,
        local: {
          places: ['Chicago', 'Cook'],
          office:
            'Cook County Clerk, Bureau of Vital Records (the record keeper for marriages in Chicago and suburban Cook County)',
          orderUrl: COOK_COUNTY_MARRIAGE.url,
          officeSource: COOK_COUNTY_MARRIAGE,
        },
        askFor:
          'A certified copy of the marriage record from the county clerk (the state office keeps only an index from 1962 and can issue only a verification).',
        fee: askFee(),
        time: askTime(),
      },
      death: {
        askFor: 'A certified copy of the death certificate.',
        fee: fee(
          '$19 for a certified copy, $4 for each further copy ordered at the same time (SSA POMS)',
          'USD',
          IL_POMS,
        ),
        time: time('About 6 weeks to process (SSA POMS)', IL_POMS),
      },
    },
    notes: [
      'Births and deaths before 1916 and marriages before 1962 are only with the county clerk where the event happened.',
      'Certified birth records go to the person, a parent or a legal representative; ask the office what a grandchild must show.',
    ],
    sources: [IL_BIRTH, IL_FEE_SCHEDULE, IL_MARRIAGE, COOK_COUNTY_MARRIAGE, IL_BIRTH_ARCHIVED, IL_POMS],
  },
  {
    id: 'us-nj',
    country: 'United States',
    region: 'New Jersey',
    regionCode: 'NJ',
    office:
      'New Jersey Department of Health, Office of Vital Statistics and Registry (Trenton), or the local registrar of the town where the event happened',
    orderUrl: NJ_FAIRFIELD.url,
    events: byEvent(
      {
        fee: fee(
          '$10 a page for a certified copy at a local registrar (Township of Fairfield); ask the state office for its fee',
          'USD',
          NJ_FAIRFIELD,
        ),
        time: time(
          'About 4 to 6 weeks for an online order from the state; in person at a local office less than 2 weeks for a birth, 3 for a death (reported by globalrcg.com, 2023)',
          NJ_GLOBALRCG,
        ),
      },
      {
        birth: {
          askFor:
            'A certified copy (raised seal, on State of New Jersey safety paper), not a "certification" (plain paper, not valid for legal purposes).',
        },
        marriage: {
          askFor:
            "A certified full copy of the marriage record, including the licence portion (a local registrar's application form says only the bride or groom, or their parents, may have the full copy).",
        },
        death: { askFor: 'A certified copy of the death record (a certification leaves out details).' },
      },
    ),
    notes: [
      'Births more than 80 years ago, marriages more than 50 and deaths more than 40 are "genealogical records" with their own application; still ask for a certified copy.',
      'A grandchild of the person on the record may apply, with proof of the relationship.',
    ],
    sources: [NJ_FAIRFIELD, NJ_GLOBALRCG, NJ_LOCAL_APPLICATION],
  },
  {
    id: 'us-ca',
    country: 'United States',
    region: 'California',
    regionCode: 'CA',
    office:
      'California Department of Public Health – Vital Records (CDPH-VR), Sacramento, or the County Recorder where the event happened',
    orderUrl: CA_BIRTH.url,
    events: {
      birth: {
        askFor:
          'An authorized certified copy of the birth record (by mail it needs a notarized sworn statement), not an "informational" copy.',
        fee: fee('$29 per certified copy', 'USD', CA_BIRTH),
        time: time(
          '5 to 7 weeks from receipt, by mail or electronic submission; County Recorder offices can sometimes be faster',
          CA_BIRTH,
        ),
      },
      marriage: {
        office: 'The County Recorder (CDPH-VR has the record only once the county has recorded it)',
        askFor: 'An authorized certified copy of the marriage record.',
        fee: askFee(),
        time: askTime(),
      },
      death: {
        askFor: 'An authorized certified copy of the death record, not an "informational" copy.',
        fee: fee('$24 per certified copy (CDC directory; Merced County charges the same since 2022)', 'USD', CA_CDC),
        time: askTime(),
      },
    },
    notes: [
      'The state has records from July 1905; for earlier ones ask the County Recorder where the event happened.',
      'CDPH-VR has stopped embossing certified copies (since November 2013).',
    ],
    sources: [CA_BIRTH, CA_CDC, CA_IMPORTANT, CA_MERCED],
  },
  {
    id: 'us-ct',
    country: 'United States',
    region: 'Connecticut',
    regionCode: 'CT',
    office:
      'Connecticut Department of Public Health, State Vital Records Office, or the registrar of vital statistics of the town where the event happened',
    orderUrl: CT_BIRTH.url,
    events: byEvent(
      {
        fee: fee('$20 for a certified copy of a marriage or death certificate (Town of Bethel)', 'USD', CT_BETHEL),
        time: time(
          'About 6 to 8 weeks for mailed requests to the state; the town where the event happened is quicker',
          CT_BIRTH,
        ),
      },
      {
        birth: {
          askFor:
            'A "certified copy of a certificate of birth, long form", not the short-form "certification of birth registration".',
          fee: fee(
            '$20 for the long form from a town registrar, $30 when the Department of Public Health issues it (short form $15) (statute 7-74 as reproduced by lawserver.com)',
            'USD',
            CT_STATUTE,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'Birth records less than 100 years old go only to the person, close family (including grandchildren) and a few others, with proof of the relationship.',
    ],
    sources: [CT_BIRTH, CT_STATUTE, CT_BETHEL],
  },
  {
    id: 'us-mi',
    country: 'United States',
    region: 'Michigan',
    regionCode: 'MI',
    office:
      'Michigan Department of Health and Human Services, State Vital Records Office (Lansing), or the county clerk',
    orderUrl: MI_ORDER.url,
    events: byEvent(
      {
        fee: fee(
          '$34 for the first certified copy from the state, $16 for each further copy ordered at the same time (reported by legalclarity.org)',
          'USD',
          MI_LEGALCLARITY,
        ),
        time: time('5 weeks for a mailed order, 3 weeks with rush processing, mail time included', MI_ORDER),
      },
      {
        birth: {
          askFor: 'A certified copy of the birth record (printed on safety paper with a raised, embossed seal).',
          fee: fee(
            '$34 for the first certified copy of a birth record, $16 for each further copy ordered at the same time (reported by legalclarity.org)',
            'USD',
            MI_LEGALCLARITY,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage record.', fee: askFee() },
        death: { askFor: 'A certified copy of the death record.', fee: askFee() },
      },
    ),
    notes: [
      'Birth records less than 100 years old are restricted: an heir of a deceased person needs proof of the relationship and of the death.',
      'Records start as early as 1867, but the first year differs by county.',
    ],
    sources: [MI_ORDER, MI_LEGALCLARITY],
  },
  {
    id: 'us-oh',
    country: 'United States',
    region: 'Ohio',
    regionCode: 'OH',
    office:
      'Ohio Department of Health, Bureau of Vital Statistics (Columbus), or any local health department vital statistics office',
    orderUrl: OH_CUYAHOGA.url,
    events: byEvent(
      {
        fee: askFee(),
        time: time(
          'Same day in person at a local office; 3 to 8 weeks from receipt by mail (Cuyahoga County guidance)',
          OH_CUYAHOGA,
        ),
      },
      {
        birth: {
          askFor:
            'A certified copy of the birth record that shows the parents, not a "certification of birth" (since 2003 it need not list the parents, as the Ohio Genealogical Society reported).',
          fee: fee(
            '$21.50 for a certified copy since 1 January 2025 (reported by legalclarity.org)',
            'USD',
            OH_LEGALCLARITY,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage record: ask which county office holds it.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: [
      'Ohio birth certificates can be issued at any vital statistics office in the state, not only where the birth happened.',
    ],
    sources: [OH_CUYAHOGA, OH_LEGALCLARITY, OH_OGS_2003],
  },
  {
    id: 'us-fl',
    country: 'United States',
    region: 'Florida',
    regionCode: 'FL',
    office:
      'Florida Department of Health, Bureau of Vital Statistics (1217 North Pearl Street, Jacksonville), or a county health department',
    orderUrl: FL_BIRTH.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A certified "photocopy" of the birth certificate on file, not the computer certification (for 1917–2003 births that shows only the name, date, sex, county and the parents\' names).',
          fee: fee(
            '$9 for a computer certification, $14 for the first photocopy certificate, $4 for each further copy; a $10 rush fee is optional (reported by globalrcg.com, 2023)',
            'USD',
            FL_GLOBALRCG,
          ),
          time: time(
            'About 10 days for a photocopy; 4 to 6 days for a computer certification (application form DH 726, 04/2016)',
            FL_DH726,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage record.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: [
      'Births before 1917 exist only as photocopies (some from 1865); registration was required from 1917.',
      "When the person on a birth record has died, a child or grandchild can get the birth certificate by sending the person's death certificate.",
      'County health departments set their own fees: Pasco County listed $12 for the first copy and $8 for each further one (undated page).',
    ],
    sources: [FL_BIRTH, FL_DH726, FL_GLOBALRCG, FL_PASCO],
  },
  {
    id: 'us-tx',
    country: 'United States',
    region: 'Texas',
    regionCode: 'TX',
    office:
      'Texas Department of State Health Services (DSHS), Vital Statistics Section (Austin), or the local registrar or county clerk',
    orderUrl: TX_MAIL.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A certified "full reproduction" of the birth record, not the "abstract of birth facts" (the two kinds the Texas rules allow); by mail the application must be signed before a notary.',
          time: time(
            '10 to 15 business days to process an online order, then 3 to 5 days in the mail (reported by ynyoo.com)',
            TX_YNYOO,
          ),
        },
        marriage: {
          office:
            'The county clerk of the county that issued the licence (the state issues only verifications of marriages)',
          askFor: 'A certified copy of the marriage record from the county clerk.',
        },
        death: {
          askFor:
            'A certified "full reproduction" of the death record, not the abstract of death facts; by mail the application must be signed before a notary.',
        },
      },
    ),
    notes: [
      'Local registrars and county clerks must charge the same fees as the state for certified birth and death copies (Health and Safety Code 191.0045); third-party sites disagree on the amount, so ask.',
    ],
    sources: [TX_MAIL, TX_FEE_LAW, TX_YNYOO, TX_ISSUANCE_RULE, TX_POMS],
  },
  {
    id: 'us-ri',
    country: 'United States',
    region: 'Rhode Island',
    regionCode: 'RI',
    office:
      'Rhode Island Department of Health, Office of Vital Records (Providence), or the city or town clerk where the event happened',
    orderUrl: 'https://health.ri.gov/',
    events: askAll({
      birth: LONG_FORM,
      marriage: 'A certified copy of the marriage record from the state or the town clerk.',
      death: 'A certified copy of the death record.',
    }),
    notes: [
      'City and town clerks hold the births, deaths and marriages of their town; any town can issue most births from 1960 on.',
      'Births and marriages 100 years old or more and deaths 50 years old or more are public, at the town hall or the Rhode Island State Archives, which may issue certified copies of these historic records.',
    ],
    sources: [RI_HEALTH_COPY, RI_ARCHIVES_RULE],
  },
  {
    id: 'us-mo',
    country: 'United States',
    region: 'Missouri',
    regionCode: 'MO',
    office:
      'Missouri Department of Health and Senior Services, Bureau of Vital Records (930 Wildwood Drive, Jefferson City), or a local health department',
    orderUrl: MO_FAQ.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A certified copy of the full birth record from the Bureau of Vital Records; local health departments print computer-generated certifications.',
          fee: fee('$15 for a birth certificate at a local health department (Butler County)', 'USD', MO_BUTLER),
          time: time(
            'Usually within 10 minutes in person at a local health department (Butler County), for births from 1930 it can print',
            MO_BUTLER,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage record: ask which county recorder holds it.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: ['Missouri began recording births and deaths in 1910.'],
    sources: [MO_FAQ, MO_BUTLER],
  },
  {
    id: 'us-wi',
    country: 'United States',
    region: 'Wisconsin',
    regionCode: 'WI',
    office: 'Wisconsin Department of Health Services, Vital Records Office (Madison), or the county register of deeds',
    orderUrl: WI_REQUEST.url,
    events: byEvent(
      {
        fee: fee(
          '$20 for the first copy of each record, $3 for each further copy of the same record',
          'USD',
          WI_REQUEST,
        ),
        time: time('About 5 days after receipt by mail; up to 2 hours in person in Madison', WI_REQUEST),
      },
      {
        birth: {
          askFor:
            "A certified copy of the birth certificate in the long form (the law says it includes the parents' surnames; the short form leaves the parents out).",
        },
        marriage: { askFor: 'A certified copy of the marriage record.' },
        death: {
          askFor:
            'A certified copy of the death certificate; for deaths after 2002 ask for the "extended fact-of-death" information.',
        },
      },
    ),
    notes: ['Certified copies of records after September 1907 go only to people with a direct and tangible interest.'],
    sources: [WI_REQUEST, WI_STATUTE_2009],
  },
  {
    id: 'us-wa',
    country: 'United States',
    region: 'Washington',
    regionCode: 'WA',
    office:
      'Washington State Department of Health, Center for Health Statistics (Olympia), or a local health department',
    orderUrl: CDC_DIRECTORY.url,
    events: byEvent(
      {
        fee: fee(
          '$25 for a certificate since 1 January 2021 (reported by the Waitsburg Times from the Department of Health)',
          'USD',
          WA_NEWS,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: 'A certified birth certificate, not a non-certified "informational copy".' },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: {
          askFor:
            'A certified death certificate; since 2021 there is also a short form without the cause of death, so say which you need.',
        },
      },
    ),
    notes: [
      'Since 2021 certified birth and death copies go only to the person or someone with a qualifying relationship, with identification and proof of eligibility.',
    ],
    sources: [WA_NEWS, CDC_DIRECTORY],
  },
  {
    id: 'us-md',
    country: 'United States',
    region: 'Maryland',
    regionCode: 'MD',
    office: 'Maryland Department of Health, Division of Vital Records (6550 Reisterstown Road, Baltimore)',
    orderUrl: MD_DVR.url,
    events: askAll({
      birth: 'A certified copy of the birth certificate.',
      marriage: 'A certified copy of the marriage certificate (the Division issues them for marriages in Maryland).',
      death: 'A certified copy of the death certificate.',
    }),
    notes: [
      'The regulation (COMAR 10.03.01.08) lets the person, a parent, a guardian, the surviving spouse or an authorized representative have a birth record, not a grandchild: ask the Division what a descendant must show.',
      'Any surviving relative may have a death record.',
    ],
    sources: [MD_DVR, MD_COMAR],
  },
  {
    id: 'us-mn',
    country: 'United States',
    region: 'Minnesota',
    regionCode: 'MN',
    office: 'Minnesota Department of Health, Office of Vital Records (St. Paul), or a county vital records office',
    orderUrl: MN_WHO.url,
    events: {
      birth: {
        askFor:
          'A certified birth certificate (a noncertified copy is informational only); the request must be signed before a notary or county staff.',
        fee: fee('$26 for a certified birth copy from the state (SSA POMS)', 'USD', MN_POMS),
        time: askTime(),
      },
      marriage: {
        office: 'The county where the marriage licence was issued',
        askFor: 'A certified copy of the marriage certificate from the county.',
        fee: fee('$9 for a certified marriage copy from the county (SSA POMS)', 'USD', MN_POMS),
        time: askTime(),
      },
      death: {
        askFor: 'A certified death certificate; the request must be signed before a notary or county staff.',
        fee: fee('$13 for a certified death copy (SSA POMS)', 'USD', MN_POMS),
        time: askTime(),
      },
    },
    notes: [
      'A child of the person on a public birth record needs no extra documents; ask what a grandchild must show.',
    ],
    sources: [MN_WHO, MN_POMS],
  },
  {
    id: 'us-ga',
    country: 'United States',
    region: 'Georgia',
    regionCode: 'GA',
    office:
      'Georgia Department of Public Health, State Office of Vital Records (Atlanta), or the county vital records office',
    orderUrl: GA_REQUEST.url,
    events: {
      birth: {
        askFor: 'A certified copy of the birth certificate.',
        fee: fee('$25 including one certified copy; $5 for each further copy', 'USD', GA_REQUEST),
        time: askTime(),
      },
      marriage: {
        office:
          'The probate court of the county where the marriage happened, except marriages from 1952 to 1996, which the State Office also holds',
        askFor: 'A certified copy of the marriage record.',
        fee: fee('$10 for a marriage record from the State Office; $5 for each further copy', 'USD', GA_REQUEST),
        time: askTime(),
      },
      death: {
        askFor: 'A certified copy of the death certificate.',
        fee: fee('$25 including one certified copy; $5 for each further copy', 'USD', GA_REQUEST),
        time: askTime(),
      },
    },
    notes: [
      'State birth records start in 1919.',
      'Grandparents, adult children, adult siblings and the spouse may have a birth record; ask what a grandchild must show.',
    ],
    sources: [GA_REQUEST, GA_BIRTH],
  },
  {
    id: 'us-va',
    country: 'United States',
    region: 'Virginia',
    regionCode: 'VA',
    office: 'Virginia Department of Health, Office of Vital Records (2001 Maywill Street, Richmond)',
    orderUrl: VA_HOME.url,
    events: byEvent(
      {
        fee: fee('$12 per certificate or search (no refund if none is found)', 'USD', VA_FAQ),
        time: time("Standard processing 2 weeks (the office's current figure)", VA_HOME),
      },
      {
        birth: { askFor: 'A certified copy of the birth certificate.' },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'The state holds births and deaths for 1853–1896 and from June 1912, and marriages from 1853.',
      'Only immediate family (including grandparents) may have a record; birth records become public after 100 years, deaths and marriages after 25 (as the Division once published, copied by usgenwebsites.org).',
    ],
    sources: [VA_FAQ, VA_HOME, VA_USGENWEB],
  },
  {
    id: 'us-in',
    country: 'United States',
    region: 'Indiana',
    regionCode: 'IN',
    office: 'Indiana Department of Health (IDOH), Vital Records, or the local health department of the county',
    orderUrl: IN_BIRTH_URL,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A "long-form birth certificate" (certified, 8.5" by 11"), not the standard 8.5" by 5.5" certificate.',
          fee: fee(
            '$10 a search, including one certified copy if found; $4 for each further copy bought at the same time (the IDOH page as copied by usastatus.org)',
            'USD',
            IN_BIRTH_COPY,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage record: ask which county clerk holds it.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'State birth records begin in October 1907; earlier births are only with the county local health department.',
    ],
    sources: [IN_BIRTH_COPY],
  },
  {
    id: 'us-ky',
    country: 'United States',
    region: 'Kentucky',
    regionCode: 'KY',
    office:
      'Kentucky Cabinet for Health and Family Services, Office of Vital Statistics (275 East Main Street, Frankfort)',
    orderUrl: KY_MAGOFFIN.url,
    events: byEvent(
      {
        fee: fee(
          '$6 for a death or marriage certificate (undated state handout reprinted by the Magoffin County Health Department: ask for the current fee)',
          'USD',
          KY_MAGOFFIN,
        ),
        time: time(
          'About 30 working days by mail; 4 to 5 working days plus mail by telephone with a card; 1 hour in person in Frankfort (undated state handout)',
          KY_MAGOFFIN,
        ),
      },
      {
        birth: {
          askFor: 'A certified copy of the birth certificate.',
          fee: fee(
            '$10 for a birth certificate (undated state handout reprinted by the Magoffin County Health Department: ask for the current fee)',
            'USD',
            KY_MAGOFFIN,
          ),
        },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: ['Local health departments keep the state application forms and can help fill them in.'],
    sources: [KY_MAGOFFIN],
  },
  {
    id: 'us-la',
    country: 'United States',
    region: 'Louisiana',
    regionCode: 'LA',
    office: 'Louisiana Department of Health, Vital Records Registry (New Orleans), or the parish Clerk of Court',
    orderUrl: LA_FAQ.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A "long-form birth certificate" (it gives the parents\' full names, birthplaces and ages), not the short-form birth card.',
          fee: fee('$15 for a long-form birth certificate ($9 for the short-form birth card)', 'USD', LA_FAQ),
        },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'An adult grandchild, adult child, sibling or grandparent of the person named may obtain a birth or death certificate.',
      'Someone else can order with a signed statement of permission from an immediate family member.',
    ],
    sources: [LA_FAQ],
  },
  {
    id: 'us-nh',
    country: 'United States',
    region: 'New Hampshire',
    regionCode: 'NH',
    office:
      'New Hampshire Division of Vital Records Administration (Concord), or any town or city clerk in New Hampshire',
    orderUrl: NH_SALEM.url,
    events: byEvent(
      {
        fee: fee(
          '$15 search fee including the first certified copy (kept if no record is found); $10 for each further copy ordered at the same time',
          'USD',
          NH_SALEM,
        ),
        time: time('2 to 5 business days at a town clerk (Salem)', NH_SALEM),
      },
      {
        birth: {
          askFor:
            'A certified copy of the birth record (issued on State of New Hampshire archival paper with a raised seal).',
        },
        marriage: { askFor: 'A certified copy of the marriage record.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: [
      'Any town or city clerk can issue a record of an event anywhere in New Hampshire.',
      'Immediate family includes grandchildren and great-grandchildren; ask for a certified copy with a direct and tangible interest.',
      'Births before 1901 and deaths and marriages before 1948 are open records, also at the state Genealogy Center in Concord.',
    ],
    sources: [NH_SALEM, NH_NEW_DURHAM, NH_FRANCESTOWN],
  },
  {
    id: 'us-nc',
    country: 'United States',
    region: 'North Carolina',
    regionCode: 'NC',
    office: 'North Carolina Vital Records (Raleigh), or the Register of Deeds of the county where the event happened',
    orderUrl: CDC_DIRECTORY.url,
    events: byEvent(
      {
        fee: askFee(),
        time: time('1 to 2 business days at most county Registers of Deeds (reported by ncvitals.com)', NC_VITALS),
      },
      {
        birth: {
          askFor:
            "A certified copy of the birth certificate (a true copy or true abstract with the State Registrar's signature and raised seal); ask for the full copy, not an abstract.",
        },
        marriage: { askFor: 'A certified copy of the marriage certificate from the Register of Deeds.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'The law (NCGS 130A-93(c)) lets a direct descendant, such as a grandchild, have a certified copy, with proof of identity and eligibility.',
    ],
    sources: [NC_FAQ_COPY, NC_VITALS, CDC_DIRECTORY],
  },
  {
    id: 'us-co',
    country: 'United States',
    region: 'Colorado',
    regionCode: 'CO',
    office:
      'Colorado Department of Public Health and Environment (CDPHE), Vital Records Section (4300 Cherry Creek Drive South, Denver), or a county vital records office',
    orderUrl: CO_RECORDS.url,
    events: byEvent(
      {
        fee: askFee(),
        time: time(
          '30 business days from receipt for an online order (reported by coloradoofficialrecords.com)',
          CO_RECORDS,
        ),
      },
      {
        birth: { askFor: LONG_FORM },
        marriage: { askFor: 'A certified copy of the marriage record: ask which county clerk holds it.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: ['State birth records date from 1910.', 'The state office sees visitors by appointment only.'],
    sources: [CO_RECORDS],
  },
  {
    id: 'us-dc',
    country: 'United States',
    region: 'District of Columbia',
    regionCode: 'DC',
    office: 'DC Department of Health, Vital Records Division',
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      'Adult children, siblings and grandparents may have a birth certificate with documents proving the lineage (reported by legalclarity.org); ask what a grandchild must show.',
    ],
    sources: [DC_LEGALCLARITY, CDC_DIRECTORY],
  },
  {
    id: 'us-az',
    country: 'United States',
    region: 'Arizona',
    regionCode: 'AZ',
    office:
      'Arizona Department of Health Services (ADHS), Bureau of Vital Records (Phoenix), or a county health department',
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      'Adult grandchildren, adult children, grandparents and adult siblings may have a birth certificate with proof of the relationship (reported by legalclarity.org).',
      'By mail, send a copy of a photo ID with your signature or have the application notarized (legalclarity.org).',
    ],
    sources: [AZ_LEGALCLARITY, CDC_DIRECTORY],
  },
  {
    id: 'us-or',
    country: 'United States',
    region: 'Oregon',
    regionCode: 'OR',
    office: 'Oregon Health Authority, Center for Health Statistics, State Vital Records (Portland)',
    orderUrl: OR_FEES.url,
    events: byEvent(
      {
        fee: fee('$25 for the record search and first certificate; $25 for each further certificate', 'USD', OR_FEES),
        time: time(
          '5 to 7 weeks by mail, depending on the season (Oregon order form as hosted by formspal.com)',
          OR_FORM,
        ),
      },
      {
        birth: { askFor: LONG_FORM },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'The state has births and deaths from July 1903 and marriages from 1906.',
      'County offices issue birth and death certificates only for the first six months after the event; after that, order from the state.',
    ],
    sources: [OR_FEES, OR_FAQ_2008, OR_FORM, OR_COUNTY],
  },
  {
    id: 'us-tn',
    country: 'United States',
    region: 'Tennessee',
    regionCode: 'TN',
    office: 'Tennessee Department of Health, Office of Vital Records (Nashville)',
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({
      birth:
        'A long-form certified copy from the Office of Vital Records that names the parents: county clerks issue only short forms, and short forms for 1950–1975 leave the parents out.',
      marriage: LONG_FORM,
      death: LONG_FORM,
    }),
    notes: [
      'A child of the person named may have a birth certificate; ask what a grandchild must show.',
      'County clerks charge $12 for the short form, in person only, for births from 1949 (Nashville).',
    ],
    sources: [TN_NASHVILLE, CDC_DIRECTORY],
  },
  {
    id: 'us-sc',
    country: 'United States',
    region: 'South Carolina',
    regionCode: 'SC',
    office:
      'South Carolina Department of Public Health (S.C. DPH), Vital Records (Columbia), or a local vital records office',
    orderUrl: SC_FEES.url,
    events: byEvent(
      {
        fee: fee(
          '$12 search fee including one certified copy (kept if none is found); $17 with the expedite fee for a turnaround of 10 business days or less; $3 for each further copy',
          'USD',
          SC_FEES,
        ),
        time: time(
          'By mail 2 to 4 weeks (3 to 5 business days expedited); by phone or online 5 to 7 business days; 30 to 45 minutes in person (older DHEC page; the office now warns of longer times)',
          SC_FAQ,
        ),
      },
      {
        birth: { askFor: LONG_FORM },
        marriage: { askFor: 'A certified copy of the marriage certificate (by mail for now).' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'Certificates have had no raised seal since 1999; they are on security paper with a green border and seals.',
    ],
    sources: [SC_FEES, SC_FAQ],
  },
  {
    id: 'us-me',
    country: 'United States',
    region: 'Maine',
    regionCode: 'ME',
    office:
      'Maine CDC, Data, Research and Vital Statistics (DRVS), 220 Capitol Street, Augusta, or the town clerk where the event happened or the family lived',
    orderUrl: ME_REQUEST.url,
    events: byEvent(
      {
        fee: fee(
          '$15 for the first copy and $6 for each further copy at a town office (Hollis, Glenburn)',
          'USD',
          ME_HOLLIS,
        ),
        time: time('Same day for walk-ins in Augusta, sometimes up to 24 hours', ME_REQUEST),
      },
      {
        birth: { askFor: 'A certified copy of the birth record.' },
        marriage: { askFor: 'A certified copy of the marriage record.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: [
      'Descendants of the person named may have records less than 100 years old, with proof of identity and of the direct and legitimate interest.',
      'Applicants other than the person or a parent must send proof of eligibility.',
    ],
    sources: [ME_REQUEST, ME_HOLLIS, ME_GLENBURN],
  },
  {
    id: 'us-vt',
    country: 'United States',
    region: 'Vermont',
    regionCode: 'VT',
    office: 'Vermont Department of Health, Vital Records Office (108 Cherry Street, Burlington), or any town clerk',
    orderUrl: VT_BIRTH.url,
    events: byEvent(
      {
        fee: fee('$10 per certified copy', 'USD', VT_BIRTH),
        time: askTime(),
      },
      {
        birth: { askFor: 'A certified copy of the birth certificate (the Department of Health has births from 1909).' },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'Since 2019 any town clerk can issue a certified birth or death certificate, wherever the event happened.',
      'The registrant and the spouse, child, parent, sibling or grandparent may have a certified copy: ask what a grandchild must show.',
      'Older records are with the Vermont State Archives and Records Administration (VSARA), which also issues certified copies.',
    ],
    sources: [VT_BIRTH, VT_ST_ALBANS, VT_CABOT],
  },
  {
    id: 'us-de',
    country: 'United States',
    region: 'Delaware',
    regionCode: 'DE',
    office: 'Delaware Division of Public Health, Office of Vital Statistics',
    orderUrl: DE_OVS_URL,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [],
    sources: [DE_OVS],
  },
  {
    id: 'us-ia',
    country: 'United States',
    region: 'Iowa',
    regionCode: 'IA',
    office:
      'Iowa Department of Public Health, Bureau of Health Statistics, Vital Records (Des Moines), or the county recorder',
    orderUrl: IA_STATS.url,
    events: byEvent(
      {
        fee: fee(
          '$20 a search including one certified copy if found, and $20 for each further certified copy (since 1 January 2014)',
          'USD',
          IA_STATS,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: 'A certified copy of the birth certificate; the application must be signed before a notary.' },
        marriage: {
          askFor: 'A certified copy of the marriage record; the application must be signed before a notary.',
        },
        death: { askFor: 'A certified copy of the death certificate; the application must be signed before a notary.' },
      },
    ),
    notes: [
      'The state has been the registrar since July 1880; records from 1921 to 1941 were filed only with the state (a county recorder wrote in 2013).',
      'Anyone may inspect county records in person, but a certified copy needs proof of entitlement.',
    ],
    sources: [IA_STATS, IA_FREMONT, IA_AMES],
  },
  {
    id: 'us-ks',
    country: 'United States',
    region: 'Kansas',
    regionCode: 'KS',
    office: 'Kansas Department of Health and Environment, Office of Vital Statistics (Topeka)',
    orderUrl: CDC_DIRECTORY.url,
    events: byEvent(
      {
        fee: fee(
          '$20 for the first certified copy or abstract and $20 for each further copy of the same record (regulation K.A.R. 28-17-6, 2022)',
          'USD',
          KS_REGULATION,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: `${LONG_FORM} The regulation prices "copies or abstracts" alike, so ask for the copy.` },
        marriage: { askFor: 'A certified copy of the marriage certificate, not an abstract.' },
        death: { askFor: 'A certified copy of the death certificate, not an abstract.' },
      },
    ),
    notes: [],
    sources: [KS_REGULATION, CDC_DIRECTORY],
  },
  {
    id: 'us-ne',
    country: 'United States',
    region: 'Nebraska',
    regionCode: 'NE',
    office: 'Nebraska Department of Health and Human Services, Office of Vital Records (Lincoln)',
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      "Statewide birth records start in 1904, but until 1911 they were often filed under the father's name without the child's; birth certificates start in 1912 (reported by staterecords.org).",
      'Children of the person named may have a birth certificate: ask what a grandchild must show.',
    ],
    sources: [NE_STATERECORDS, CDC_DIRECTORY],
  },
  {
    id: 'us-ok',
    country: 'United States',
    region: 'Oklahoma',
    regionCode: 'OK',
    office: 'Oklahoma State Department of Health, Division of Vital Records (Oklahoma City)',
    orderUrl: OK_BIRTH.url,
    events: byEvent(
      {
        fee: askFee(),
        time: time('Complete online orders are in the mail within 2 business days', OK_BIRTH),
      },
      {
        birth: {
          askFor: LONG_FORM,
          fee: fee('$15 for each birth certificate (undated state news release)', 'USD', OK_NEWS),
        },
        marriage: { askFor: 'A certified copy of the marriage record: ask which county court clerk holds it.' },
        death: { askFor: 'A certified copy of the death certificate, with proof of the family relationship.' },
      },
    ),
    notes: [
      'A grandchild (or spouse, grandparent or adult child) needs a signed authorization from the person on a birth record; for someone who has died, ask what to send instead.',
      'Birth records were filed from October 1908 but were not required until 1917, and many before 1940 are missing.',
    ],
    sources: [OK_BIRTH, OK_FAQ, OK_NEWS],
  },
  {
    id: 'us-wv',
    country: 'United States',
    region: 'West Virginia',
    regionCode: 'WV',
    office: 'West Virginia Health Statistics Center, Vital Registration Office (Charleston)',
    orderUrl: WV_VR.url,
    events: askAll({
      birth: LONG_FORM,
      marriage: 'A certified copy of the marriage certificate (the Vital Registration Office issues them).',
      death: LONG_FORM,
    }),
    notes: [
      'The law caps the state fee at $12 a certified copy (Code 16-5-29): ask for the current fee.',
      'Grandchildren are among those who may have a birth certificate (reported by staterecords.org).',
    ],
    sources: [WV_VR, WV_FEE_LAW, WV_STATERECORDS],
  },
  {
    id: 'us-al',
    country: 'United States',
    region: 'Alabama',
    regionCode: 'AL',
    office:
      'Alabama Department of Public Health, Center for Health Statistics (Montgomery), or any county health department',
    orderUrl: AL_CHS.url,
    events: byEvent(
      {
        fee: fee(
          '$15 for a search including one certified copy; $6 for each further copy ordered at the same time; $15 more for expedited service (Code of Alabama 22-9A-23 as reproduced by instalawyer.io)',
          'USD',
          AL_FEE_LAW,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: LONG_FORM },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [
      'Any county health department issues certified copies while you wait, wherever in Alabama the event happened.',
      'Statewide birth and death certificates start in 1908; birth records are restricted for 125 years, death records for 25.',
      'The person, parents, spouse, children and siblings may have a birth certificate (legalclarity.org lists no grandchildren): ask what a grandchild must show.',
    ],
    sources: [AL_CHS, AL_FEE_LAW, AL_LEGALCLARITY],
  },
  {
    id: 'us-ar',
    country: 'United States',
    region: 'Arkansas',
    regionCode: 'AR',
    office: 'Arkansas Department of Health, Vital Records Section (Little Rock)',
    orderUrl: CDC_DIRECTORY.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: LONG_FORM,
          fee: fee(
            '$12 for the first certified copy, $10 for each further copy ordered at the same time (reported by legalclarity.org)',
            'USD',
            AR_LEGALCLARITY,
          ),
        },
        marriage: {
          office: 'The county clerk of the county that issued the licence (the state files marriages from 1917)',
          askFor: 'A certified copy of the marriage certificate from the county clerk.',
        },
        death: { askFor: LONG_FORM },
      },
    ),
    notes: ['State birth and death records start in February 1914 (reported by legalclarity.org).'],
    sources: [AR_LEGALCLARITY, AR_RECORDS, CDC_DIRECTORY],
  },
  {
    id: 'us-ms',
    country: 'United States',
    region: 'Mississippi',
    regionCode: 'MS',
    office: 'Mississippi State Department of Health, Vital Records (Jackson)',
    orderUrl: CDC_DIRECTORY.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: LONG_FORM,
          fee: fee(
            '$17 non-refundable search fee including one certified copy; $6 for each further copy ordered at the same time (state application form as uploaded to scribd.com)',
            'USD',
            MS_APPLICATION,
          ),
        },
        marriage: { askFor: LONG_FORM },
        death: { askFor: LONG_FORM },
      },
    ),
    notes: [
      'Only a person with a "legitimate and tangible interest" may have a birth certificate: ask what a grandchild must show.',
    ],
    sources: [MS_APPLICATION, CDC_DIRECTORY],
  },
  {
    id: 'us-nm',
    country: 'United States',
    region: 'New Mexico',
    regionCode: 'NM',
    office: 'New Mexico Department of Health, Bureau of Vital Records and Health Statistics (Santa Fe)',
    orderUrl: CDC_DIRECTORY.url,
    events: {
      birth: {
        askFor: LONG_FORM,
        fee: fee(
          '$10 a search including one certified copy (statute 24-14-29 as reproduced by lawserver.com)',
          'USD',
          NM_FEE_LAW,
        ),
        time: askTime(),
      },
      marriage: {
        askFor: 'A certified copy of the marriage record: ask which county clerk holds it.',
        fee: askFee(),
        time: askTime(),
      },
      death: {
        askFor: LONG_FORM,
        fee: fee(
          '$5 a search including one certified copy (statute 24-14-29 as reproduced by lawserver.com)',
          'USD',
          NM_FEE_LAW,
        ),
        time: askTime(),
      },
    },
    notes: [
      'Birth records are confidential for 100 years; a grandchild is among the family who may have a certified copy (reported by legalclarity.org).',
    ],
    sources: [NM_FEE_LAW, NM_LEGALCLARITY, CDC_DIRECTORY],
  },
  {
    id: 'us-hi',
    country: 'United States',
    region: 'Hawaii',
    regionCode: 'HI',
    office:
      'Hawaii State Department of Health, Office of Health Status Monitoring, Issuance/Vital Statistics Section (1250 Punchbowl Street, Honolulu)',
    orderUrl: HI_BIRTH.url,
    events: byEvent(
      {
        fee: fee(
          '$10 for the first copy of each certificate, $4 for each further copy ordered at the same time, plus a $2.50 administration fee per order of up to 5 copies',
          'USD',
          HI_BIRTH,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: LONG_FORM },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: {
          askFor:
            'A certified copy of the death certificate (order in writing; online ordering is for births and marriages).',
        },
      },
    ),
    notes: [
      'Grandchildren are among those with a direct interest who may have a certified copy (reported by legalnavigatorhawaii.org).',
      'Requests must be in writing or online; telephone, fax and e-mail requests are not accepted.',
    ],
    sources: [HI_BIRTH, HI_APPLY, HI_LEGAL_NAV],
  },
  {
    id: 'us-ak',
    country: 'United States',
    region: 'Alaska',
    regionCode: 'AK',
    office: 'Alaska Bureau of Vital Statistics (Health Analytics and Vital Records), Juneau',
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      'Under AS 18.50.320 the bureau issues certified copies, marked "delayed", "amended" or "court order" where that applies.',
    ],
    sources: [AK_STATUTE, CDC_DIRECTORY],
  },
  {
    id: 'us-mt',
    country: 'United States',
    region: 'Montana',
    regionCode: 'MT',
    office: 'Montana Department of Public Health and Human Services, Office of Vital Records (Helena)',
    orderUrl: CDC_DIRECTORY.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'The long-form birth certificate (the full-size record with the parents\' birthplaces), not the short-form "abridged" certificate (as described by montanapublicrecords.us).',
        },
        marriage: { askFor: 'A certified copy of the marriage record: ask which county clerk of court holds it.' },
        death: {
          askFor: 'A certified copy of the death certificate, not an informational copy.',
          fee: fee(
            'At least $16 for each certified copy (the legal minimum, Montana Code 50-15-111, 2021)',
            'USD',
            MT_FEE_LAW,
          ),
        },
      },
    ),
    notes: [
      'Statewide birth registration began in 1907; earlier births were kept by the county clerks of the district court.',
    ],
    sources: [MT_FEE_LAW, MT_RECORDS, CDC_DIRECTORY],
  },
  {
    id: 'us-ut',
    country: 'United States',
    region: 'Utah',
    regionCode: 'UT',
    office: 'Utah Department of Health and Human Services, Office of Vital Records and Statistics (Salt Lake City)',
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      'Direct descendants, including grandchildren, may have a birth certificate with proof of the relationship (reported by legalclarity.org).',
    ],
    sources: [UT_LEGALCLARITY, CDC_DIRECTORY],
  },
  {
    id: 'us-id',
    country: 'United States',
    region: 'Idaho',
    regionCode: 'ID',
    office: 'Idaho Department of Health and Welfare, Bureau of Vital Records and Health Statistics (Boise)',
    orderUrl: CDC_DIRECTORY.url,
    events: byEvent(
      {
        fee: fee(
          '$16 per certified copy of any vital record, death certificates included (rule IDAPA 16.02.08.251 as reproduced by casetext.com); local offices may add a service fee',
          'USD',
          ID_RULE,
        ),
        time: askTime(),
      },
      {
        birth: { askFor: LONG_FORM },
        marriage: { askFor: 'A certified copy of the marriage certificate.' },
        death: { askFor: 'A certified copy of the death certificate.' },
      },
    ),
    notes: [],
    sources: [ID_RULE, CDC_DIRECTORY],
  },
  {
    id: 'us-nv',
    country: 'United States',
    region: 'Nevada',
    regionCode: 'NV',
    office:
      'Nevada Division of Public and Behavioral Health, Office of Vital Records (Carson City), or a county health district',
    orderUrl: NV_OVR.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor: LONG_FORM,
          fee: fee('$25 for each birth certificate (fee in force since late 2019)', 'USD', NV_OVR),
        },
        marriage: { askFor: 'A certified copy of the marriage certificate: ask which county recorder holds it.' },
        death: { askFor: LONG_FORM },
      },
    ),
    notes: [
      'Applicants need a "direct and tangible interest": a direct relationship by blood or marriage counts (NAC 440.070), with proof of the relationship.',
    ],
    sources: [NV_OVR, NV_SNHD],
  },
  {
    id: 'us-nd',
    country: 'United States',
    region: 'North Dakota',
    regionCode: 'ND',
    office: 'North Dakota Department of Health and Human Services, Division of Vital Records (Bismarck)',
    orderUrl: ND_BIRTH.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A certified copy of the birth record; for a person who has died, a grandchild or other immediate relative may apply (with the death record if the death was outside North Dakota).',
          fee: fee('$15 for each certified copy (the office issues no uncertified copies)', 'USD', ND_BIRTH),
          time: time('Usually mailed 3 to 5 business days after receipt, not counting return mail', ND_BIRTH),
        },
        marriage: { askFor: LONG_FORM },
        death: { askFor: LONG_FORM },
      },
    ),
    notes: [
      'For a living person, only the person or a parent named on the record may order, or someone with their notarized authorization.',
    ],
    sources: [ND_BIRTH],
  },
  {
    id: 'us-sd',
    country: 'United States',
    region: 'South Dakota',
    regionCode: 'SD',
    office: 'South Dakota Department of Health, Office of Vital Records (Pierre), or the county Register of Deeds',
    orderUrl: SD_FAQ.url,
    events: byEvent(
      {
        fee: fee('$15 for a certified copy of a birth, death, marriage or divorce record', 'USD', SD_FAQ),
        time: askTime(),
      },
      {
        birth: {
          askFor:
            'A certified copy of the birth record (on security paper with a raised seal), not an informational copy.',
        },
        marriage: { askFor: 'A certified copy of the marriage record.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: ['Certified copies are computer-generated: ask whether a full copy of the original record can be had.'],
    sources: [SD_FAQ],
  },
  {
    id: 'us-wy',
    country: 'United States',
    region: 'Wyoming',
    regionCode: 'WY',
    office: 'Wyoming Department of Health, Vital Statistics Services (Hathaway Building, Cheyenne)',
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      'Birth records become public after 100 years and copies can then come from the State Archives (reported by recordsfinder.com).',
    ],
    sources: [WY_RULES, WY_RECORDSFINDER, CDC_DIRECTORY],
  },
];

const RESEARCHED_IDS = new Set(RESEARCHED.map((e) => e.id));

/** A state with no stored page read: the CDC directory, and what to ask for. */
function unresearched(code: string, name: string): OfficeEntry {
  return {
    id: `us-${code.toLowerCase()}`,
    country: 'United States',
    region: name,
    regionCode: code,
    office: `The ${name} vital records office (find it in the CDC directory)`,
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      'Marriage records in many states are kept by the county or town clerk where the licence was issued: ask the state office.',
    ],
    sources: [CDC_DIRECTORY],
  };
}

export const US: readonly OfficeEntry[] = [
  ...RESEARCHED,
  ...Object.entries(US_STATE_NAMES)
    .filter(([code]) => !RESEARCHED_IDS.has(`us-${code.toLowerCase()}`))
    .map(([code, name]) => unresearched(code, name)),
];
