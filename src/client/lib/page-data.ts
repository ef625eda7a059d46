import { PAGE_DATA_ELEMENT_ID, type PageData } from '#shared/page-data.ts';

/** The data the server put in the page (src/server/plugins/page-data.ts); none when absent or unreadable. */
export function readPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
