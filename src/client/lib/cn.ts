import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** tailwind-merge builds its class map on its first call; this makes that call, so it can run in a task of its own. */
export const prepareClassMerging = () => void twMerge('');
