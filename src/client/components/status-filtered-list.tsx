import { useId, type ReactNode } from 'react';
import { QueryList } from './query-list.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { NativeSelect } from './ui/native-select.tsx';

type Props<V extends string, T> = {
  /** What the list holds, capitalised: the card's title, the list's name, and the noun of its messages. */
  noun: string;
  description: string;
  /** The chosen status; 'all' lists everything. */
  status: V | 'all';
  /** The statuses to choose from, 'all' among them, each with the label the select shows. */
  options: ReadonlyArray<{ value: V | 'all'; label: string }>;
  onStatusChange: (status: V | 'all') => void;
  /** More controls beside the status (a search, a sort, exports). */
  controls?: ReactNode;
  /** With it, the count of what is listed is announced as it changes ('3 orders'), for screen readers too. */
  countLabel?: (count: number) => string;
  /** Said when nothing is listed, instead of 'No orders with status …'. */
  empty?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown };
  items: readonly T[] | undefined;
  children: (item: T) => ReactNode;
};

/**
 * An admin list in a card, filtered by status: the title with the count, the labelled 'Status'
 * select, and the list's loading, error, empty ('No claims with status Declined.') and filled states.
 */
export function StatusFilteredList<V extends string, T>({
  noun,
  description,
  status,
  options,
  onStatusChange,
  controls,
  countLabel,
  empty,
  query,
  items,
  children,
}: Props<V, T>) {
  const selectId = useId();
  const chosen = options.find((o) => o.value === status);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <CardTitle>
              {noun}
              {items ? ` (${items.length})` : ''}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          <div className="flex w-full flex-col gap-1.5 sm:w-56">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
              Status
            </label>
            <NativeSelect id={selectId} value={status} onChange={(e) => onStatusChange(e.target.value as V | 'all')}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {controls}
        {countLabel && (
          <p className="text-sm text-slate-700" aria-live="polite" aria-atomic="true" data-testid="result-count">
            {items && !query.isPending ? countLabel(items.length) : ''}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <QueryList
          query={query}
          items={items}
          noun={noun}
          empty={
            empty ?? `No ${noun.toLowerCase()}${status === 'all' || !chosen ? '' : ` with status ${chosen.label}`}.`
          }
        >
          {(list) => (
            <ul className="flex flex-col gap-3" aria-label={noun}>
              {list.map(children)}
            </ul>
          )}
        </QueryList>
      </CardContent>
    </Card>
  );
}
