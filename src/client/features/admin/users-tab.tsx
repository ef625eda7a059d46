import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminUser } from '#shared/admin.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { QueryList } from '#client/components/query-list.tsx';
import { cn } from '#client/lib/cn.ts';
import { useDebounced } from '#client/lib/use-debounced.ts';
import { useAdminUsers } from './api/get-users.ts';
import { FamilyTreePanel } from './family-tree-panel.tsx';
import { displayName, formatCount, formatDay } from './format.ts';

export const USERS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

function UserCard({ user, selected, onSelect }: { user: AdminUser; selected: boolean; onSelect: () => void }) {
  const { familyMembers, pdfOrders, documentRequests } = user.activityCounts;
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        data-testid="user-card"
        data-user-id={user.id}
        className={cn(
          'flex w-full flex-col gap-2 rounded-lg border bg-white p-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          selected ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0">
            <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">{displayName(user)}</span>
            <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">{user.email}</span>
          </span>
          {user.isAdmin && <Badge className="shrink-0">Admin</Badge>}
        </span>
        <span className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="flex gap-3">
            <span>
              Family <span className="font-semibold text-slate-900 tabular-nums">{familyMembers}</span>
            </span>
            <span>
              PDFs <span className="font-semibold text-slate-900 tabular-nums">{pdfOrders}</span>
            </span>
            <span>
              Docs <span className="font-semibold text-slate-900 tabular-nums">{documentRequests}</span>
            </span>
          </span>
          <span>Joined {formatDay(user.createdAt)}</span>
        </span>
      </button>
    </li>
  );
}

function Pagination({
  page,
  pages,
  onPage,
  busy,
}: {
  page: number;
  pages: number;
  onPage: (p: number) => void;
  busy: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Users pages" className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} busy={busy}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm whitespace-nowrap text-slate-700" aria-live="polite">
        Page {formatCount(page)} of {formatCount(pages)}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages} busy={busy}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** Spec 'Users tab': searchable, paged user cards; the selected user's family tree beside them. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const settledSearch = useDebounced(search, SEARCH_DELAY_MS);
  const users = useAdminUsers({ search: settledSearch, page, pageSize: USERS_PAGE_SIZE });
  const panelRef = useRef<HTMLDivElement>(null);

  // A new search starts at its first page (adjusted while rendering, not in an effect).
  const [pagedSearch, setPagedSearch] = useState(settledSearch);
  if (pagedSearch !== settledSearch) {
    setPagedSearch(settledSearch);
    setPage(1);
  }

  const select = (id: string) => {
    setSelected(id);
    // On a phone the panel is below the list: bring it into view.
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  };

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <Card>
        <CardHeader className="gap-3">
          <CardTitle>All Users ({formatCount(total)})</CardTitle>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder="Search by name or email"
            label="Search users by name or email"
            results={
              users.data && !users.isPlaceholderData && !users.isFetching
                ? `${formatCount(total)} ${total === 1 ? 'user' : 'users'}${settledSearch ? ` ${total === 1 ? 'matches' : 'match'} "${settledSearch}"` : ''}`
                : undefined
            }
          />
        </CardHeader>
        <CardContent>
          <QueryList
            query={users}
            items={users.data?.users}
            noun="Users"
            empty={settledSearch ? `No users match "${settledSearch}"` : 'No users yet'}
          >
            {(items) => (
              <>
                <ul
                  className={cn(
                    'flex max-h-[600px] flex-col gap-2 overflow-y-auto p-0.5',
                    users.isPlaceholderData && 'opacity-60',
                  )}
                  aria-label="Users"
                  aria-busy={users.isFetching}
                >
                  {items.map((u) => (
                    <UserCard key={u.id} user={u} selected={u.id === selected} onSelect={() => select(u.id)} />
                  ))}
                </ul>
                <Pagination page={page} pages={pages} onPage={setPage} busy={users.isPlaceholderData} />
              </>
            )}
          </QueryList>
        </CardContent>
      </Card>
      <div ref={panelRef} className="scroll-mt-20 lg:sticky lg:top-20">
        <FamilyTreePanel userId={selected} />
      </div>
    </div>
  );
}
