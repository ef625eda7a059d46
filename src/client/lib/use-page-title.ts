import { useEffect } from 'react';

export const SITE_NAME = 'Irish Citizenship Assist';

/** Keeps the tab title right after client-side navigation (the server sets it on first load). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  }, [title]);
}
