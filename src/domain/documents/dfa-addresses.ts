/**
 * Where DFA's post goes: the address for a postal Foreign Births Register application and the
 * address for asking for a review of a refusal, each as a dated fact with the page it comes from
 * (docs/decisions/038-covering-letter-and-deadlines.md). An address we could not find in a source
 * is recorded as not found, with the sources that say where it is printed instead: it is never
 * guessed. Pure data.
 */

/** A page a fact was read from, and the day we read it there. */
export type AddressSource = {
  title: string;
  url: string;
  /** The page's own date where it gives one. */
  dated: string | null;
  /** The day we read it (ISO). */
  seen: string;
};

export type AddressFact = {
  /**
   * The address as DFA prints it, one line per entry (with the country added for post from abroad);
   * null when no source we could read gives it.
   */
  lines: readonly string[] | null;
  /** Where the user finds the address themselves. */
  printedWhere: string;
  sources: readonly AddressSource[];
};

/**
 * The postal address for an FBR application. No DFA or Citizens Information page we could read
 * gives it: DFA prints it on the application form at the end of the online application, and
 * applicants report a PO Box in Balbriggan, Co. Dublin, without the full address. The covering
 * letter therefore leaves a marked space for it.
 */
export const FBR_APPLICATION_ADDRESS: AddressFact = {
  lines: null,
  printedWhere: 'at the end of your online application, on the printed pages of the application form',
  sources: [
    {
      title:
        'Embassy of Ireland (Malaysia and Thailand), "Foreign Births Registration": "The appropriate address to ' +
        'where your application should be sent will be printed onto your application form"',
      url: 'http://www.irelandinthailand.com/default.asp?content=spagedetail&cid=9765',
      dated: null,
      seen: '2026-11-27',
    },
    {
      title:
        'Applicant guide (roryhottinger-ui/fbr-guide, docs/irish_fbr_context_document.md, step 7): post it "to ' +
        'the address printed on your form (a PO Box in Balbriggan, Co. Dublin)"',
      url: 'https://github.com/roryhottinger-ui/fbr-guide/blob/main/docs/irish_fbr_context_document.md',
      dated: 'May 2026',
      seen: '2026-11-27',
    },
    {
      title:
        'Citizens Information, "The Foreign Births Register" (contacts): lists the Consular Section, 80 St ' +
        "Stephen's Green, Dublin 2, as a contact, not as the address to post an application to",
      url: 'https://www.citizensinformation.ie/en/moving-country/irish-citizenship/foreign-births-register/',
      dated: 'page edited 19 January 2024',
      seen: '2026-11-27',
    },
  ],
};

/** Where a review of a refused application is asked for, in writing (DFA's review page). */
export const FBR_REVIEW_ADDRESS: AddressFact = {
  lines: [
    'FBR Review',
    'Consular Directorate',
    'Department of Foreign Affairs and Trade',
    'Iveagh House',
    "80 St. Stephen's Green",
    'Dublin 2',
    'D02 VY53',
    'Ireland',
  ],
  printedWhere: 'in the refusal letter, which explains how to ask for a review',
  sources: [
    {
      title: 'DFA, "Foreign Birth Registration Review Process" (section 1.1)',
      url: 'https://www.dfa.ie/about-us/our-commitments/fbr-review/',
      dated: null,
      seen: '2026-11-27',
    },
  ],
};
