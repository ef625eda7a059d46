/**
 * Where each entry of the forename table (forenames.ts) comes from: the pages read, with the day
 * they were read. An entry names its source by id; docs/rules/forenames.md describes the table.
 */
export type ForenameSource = { title: string; url: string; seen: string };

const SEEN = '2026-11-27';

export const FORENAME_SOURCES = {
  'nicknames-dataset': {
    title:
      'carltonnorthern/nicknames, names.csv (a public data set of given names and their nicknames, from genealogy lists)',
    url: 'https://github.com/carltonnorthern/nicknames/blob/03bc02c0daaa67efbf2e3694b8c847994713715f/names.csv',
    seen: SEEN,
  },
  'celtic-knot': {
    title: 'Celtic Knot blog, “What’s your name in Irish?”',
    url: 'https://celtic-knot.com/blogs/celtic-knot-blog/what-s-your-name-in-irish',
    seen: SEEN,
  },
  'ireland-of-the-welcomes': {
    title: 'Donal Casey, “Irish Names”, Ireland of the Welcomes',
    url: 'http://irelandofthewelcomes.com/irish-names/',
    seen: SEEN,
  },
  'celtic-surnames-tadhg': {
    title:
      '“Teague (English) = Theigue (Irish) = Tadhg (Celtic)”, quoting an essay on Celtic surnames and Christian names',
    url: 'https://speerusa.wordpress.com/2009/09/23/teaguetheiguethadhg-2/',
    seen: SEEN,
  },
  'language-love': {
    title: 'Language Love blog, “Fascination: Irish names”',
    url: 'http://languagelove.blogspot.com/2012/01/fascination-irish-names.html',
    seen: SEEN,
  },
  'nadine-irish-names': {
    title: 'Nadine’s Music Notes, “Irish names” (28 May 2020)',
    url: 'https://nadinesmusicnotes.blogspot.com/2020/05/irish-names.html',
    seen: SEEN,
  },
  'irelandseye-patrick': {
    title: 'Ireland’s Eye, traditional first names: “Patrick [Pádraig]”',
    url: 'http://irelandseye.com/irish/traditional/names/first/patrick.htm',
    seen: SEEN,
  },
  'irelandseye-liam-dudley': {
    title: 'Ireland’s Eye, traditional first names: Liam, Malvina, Dudley',
    url: 'http://www.irelandseye.com/irish/traditional/names/first/lmd.shtm',
    seen: SEEN,
  },
  'dochara-first-names': {
    title: 'Dochara, “Irish First Names”',
    url: 'https://www.dochara.com/the-irish/first-names/irish-first-names/',
    seen: SEEN,
  },
  'dochara-boys-d-i': {
    title: 'Dochara, “Traditional Irish Boys’ Names: D–I”',
    url: 'https://www.dochara.com/the-irish/first-names/traditional-irish-boys-names-d-i/',
    seen: SEEN,
  },
  'yonge-christian-names': {
    title: 'Charlotte M. Yonge, “History of Christian Names” (1884), the Irish names of majesty and of poets',
    url: 'https://bitlit.ru/page/en/charlotte-m-yonge/history-of-christian-names/178',
    seen: SEEN,
  },
  'cimcom-tadhg': {
    title: 'Tadhg Sullivan, on the name Tadhg (cimcom.ca genealogy)',
    url: 'http://www.cimcom.ca/genealogy/Tadhg.htm',
    seen: SEEN,
  },
  'dewiki-padraig': {
    title: 'Wikipedia (German), “Pádraig” (citing Woulfe, Irish Names and Surnames, 1922)',
    url: 'https://de.wiki.li/P%C3%A1draig',
    seen: SEEN,
  },
  'wikipedia-siobhan': {
    title: 'Wikipedia, “Siobhan” (offline copy)',
    url: 'https://kiwix.lema.org/wikipedia_en_all_mini_2024-02/A/Siobhan',
    seen: SEEN,
  },
  'transparent-irish-girls': {
    title: 'Transparent Language Irish blog, “Irish Names for Girls: Pronunciation and Meaning”',
    url: 'https://blogs.transparent.com/irish/irish-names-for-girls-pronunciation-and-meaning-blathnaid-faoiltiarna-fionnuala-sadhbh-saoirse/',
    seen: SEEN,
  },
  'appellation-mountain': {
    title: 'Appellation Mountain, “Fetching Names: Everybody Loves an Irish Girl”',
    url: 'https://appellationmountain.net/fetching-names-everybody-loves-an-irish-girl/',
    seen: SEEN,
  },
  'pregnancy-and-baby-2002': {
    title: 'PregnancyAndBaby.com, “Ireland’s Most Popular Baby Names” (Aoife, the Gaelic version of Eve/Eva)',
    url: 'http://pregnancyandbaby.com/baby-names/articles/937075/luck-o-the-irish',
    seen: SEEN,
  },
  'lavelles-naming': {
    title: 'Lavelle family pages, “Irish Given Name Naming Conventions”',
    url: 'http://lavelles.us/Interesting/name_name_conv.htm',
    seen: SEEN,
  },
  'de-breffny-christian-names': {
    title: 'Jane Lyons, “Christian Names in Ireland”, edited from Brian De Breffny in Breifne',
    url: 'http://freepages.rootsweb.com/~mturner/genealogy/cork/jane_names.htm',
    seen: SEEN,
  },
  'nifty-names-clare': {
    title: 'Nifty Names, “Inspired by Ireland” (Co. Clare cemetery records)',
    url: 'http://niftynames.blogspot.com/2011/07/inspired-by-ireland-some-musings-on.html',
    seen: SEEN,
  },
  'letter-from-ireland': {
    title: 'A Letter from Ireland, “Irish Names for Boys and Girls”',
    url: 'https://www.aletterfromireland.com/irish-names-boys-girls/',
    seen: SEEN,
  },
  'matheson-peculiar-names': {
    title:
      'Robert E. Matheson, “Varieties and Synonymes of Surnames and Christian Names in Ireland” (1890, revised 1901): peculiar names in the Indexes',
    url: 'https://www.libraryireland.com/matheson/varieties/peculiar-names.php',
    seen: SEEN,
  },
  'whats-in-a-name-delia': {
    title: 'What’s in a Name, “Delia” (pet name for Bridget)',
    url: 'https://whatsinaname.net/female-names/Delia.html',
    seen: SEEN,
  },
  'irish-times-1959': {
    title: 'The Irish Times, “January 7th, 1959” (names in the births column)',
    url: 'https://irishtimes.com/opinion/january-7th-1959-1.441006',
    seen: SEEN,
  },
  'the-liberal-2016': {
    title: 'TheLiberal.ie, most popular names for Irish babies 2016 (Siobhan, Sinead, Bartley)',
    url: 'https://theliberal.ie/having-a-baby-this-year-here-is-a-list-of-the-most-popular-names-for-irish-babies-for-2016/',
    seen: SEEN,
  },
  'british-baby-names-nora': {
    title: 'British Baby Names, “Name of the Week: Nora”',
    url: 'https://www.britishbabynames.com/blog/2019/09/name-of-the-week-nora.html',
    seen: SEEN,
  },
  'leitrim-given-names': {
    title: 'Your Leitrim Ancestors, “Given or First Names”',
    url: 'http://yourleitrimancestors.ie/ui34.htm',
    seen: SEEN,
  },
} as const satisfies Record<string, ForenameSource>;

export type ForenameSourceId = keyof typeof FORENAME_SOURCES;
