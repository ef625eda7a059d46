import { Download, Search } from 'lucide-react';
import { useId } from 'react';
import type { AdminOrderSort } from '#shared/admin-lists.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
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
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Reference, email or name"
            aria-label="Search orders by reference, email or name"
            className="pl-9"
            maxLength={100}
          />
        </div>
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
        <Button asChild variant="outline" size="sm">
          <a href={`/api/admin/exports/orders.csv${adminOrdersSearch(exported)}`} download>
            <Download aria-hidden="true" />
            Export these orders (CSV)
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href="/api/admin/exports/refunds.csv" download>
            <Download aria-hidden="true" />
            Export refunds (CSV)
          </a>
        </Button>
      </div>
    </div>
  );
}
