import { format, parseISO } from 'date-fns';

/** 'MMMM d, yyyy', e.g. September 14, 2026. */
export const formatLongDate = (iso: string) => format(parseISO(iso), 'MMMM d, yyyy');
