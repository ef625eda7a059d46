import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { Spinner } from './ui/spinner.tsx';

type Props<T> = {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch?: () => unknown };
  items: readonly T[] | undefined;
  /** What the list holds, capitalised as in 'Error Loading Claims': 'Claims'. */
  noun: string;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
};

/** A fetched list's four states: loading, 'Error Loading …' (with the server's message), empty, and the list. */
export function QueryList<T>({ query, items, noun, empty, children }: Props<T>) {
  if (query.isPending) return <Spinner label={`Loading ${noun.toLowerCase()}`} />;
  if (query.isError || !items) {
    const { refetch } = query;
    return <LoadError noun={noun} error={query.error} onRetry={refetch && (() => void refetch())} />;
  }
  if (items.length === 0) return <p className="py-8 text-center text-slate-700">{empty}</p>;
  return children(items);
}
