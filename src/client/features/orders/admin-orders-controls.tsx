import { Download } from 'lucide-react';
import { useId } from 'react';
import type { AdminOrderSort } from '#shared/admin-lists.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { adminOrdersSearch, type AdminOrderFilters } from './api/admin-orders.ts';

/** The Orders tab's search, its order, and the spreadsheets (docs/decisions/060-the-admin-queue.md). */
export function AdminOrdersControls({
  search,
  onSearch,
  sort,
  onSort,
  exported,
}: {
  search: string;
  onSearch: (q: string) => void;
  sort: AdminOrderSort;
  onSort: (sort: AdminOrderSort) => void;
  /** What the orders export holds: the list as filtered now. */
  exported: AdminOrderFilters;
}) {
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          className="flex-1"
          value={search}
          onChange={onSearch}
          placeholder="Reference, email or name"
          label="Search orders by reference, email or name"
        />
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
            Order
          </label>
          <NativeSelect id={sortId} value={sort} onChange={(e) => onSort(e.target.value as AdminOrderSort)}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal">
          <a href={`/api/admin/exports/orders.csv${adminOrdersSearch(exported)}`} download>
            <Download aria-hidden="true" />
            Export these orders (CSV)
          </a>
        </Button>
        <Button asChild variant="outline" size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal">
          <a href="/api/admin/exports/refunds.csv" download>
            <Download aria-hidden="true" />
            Export refunds (CSV)
          </a>
        </Button>
      </div>
    </div>
  );
}
