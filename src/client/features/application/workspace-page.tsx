import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ApplicationItem, WorkspaceResponse } from '#shared/application.ts';
import { HydrateApart } from '#client/components/render-later.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { progressPercent, progressText, SUMMARY_STEP_WORDS } from '#client/lib/application-progress.ts';
import { applicationTabPath, TREE_PATH } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useWorkspace } from './api/get-workspace.ts';
import { GateTab } from './gate-tab.tsx';
import { ItemCard } from './item-card.tsx';
import { OnlineFormTab } from './online-form-tab.tsx';

// The posting tab's forms validate with the schemas of #shared/application.ts (zod): loaded with the tab.
const PostingTab = lazy(async () => ({ default: (await import('./posting-tab.tsx')).PostingTab }));

const TABS = { documents: 'Documents', form: 'Online form', ready: 'Ready to post', posted: 'After posting' } as const;
type Tab = keyof typeof TABS;
const isTab = (v: string | null): v is Tab => v !== null && v in TABS;

/** 'Your Application' (issue 21): every item the application needs, the gate before posting, and what follows. */
export function WorkspacePage() {
  usePageTitle('Your Application');
  const { data, isPending, isError, refetch } = useWorkspace();
  // Each tab has its address, /application/:tab (src/client/lib/paths.ts); /application shows the tab where the
  // application stands. The old `?tab=` addresses (bookmarks, older emails) move to the tab's own.
  const navigate = useNavigate();
  const requested = useParams().tab ?? null;
  const legacy = useSearchParams()[0].get('tab');
  const tab: Tab = isTab(requested) ? requested : data?.application ? 'posted' : 'documents';
  if (!requested && isTab(legacy)) return <Navigate to={applicationTabPath(legacy)} replace />;
  if (requested && !isTab(requested)) return <Navigate to="/application" replace />;
  const open = (value: string) => {
    if (isTab(value) && value !== tab) void navigate(applicationTabPath(value));
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3 print:hidden">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <h1
        data-view-heading
        tabIndex={-1}
        className="mt-2 text-3xl font-bold text-slate-900 focus:outline-none print:hidden"
      >
        Your Application
      </h1>
      {isPending ? (
        <Spinner label="Loading your application" className="py-16" />
      ) : isError ? (
        <Alert variant="destructive" className="mt-6">
          <AlertTitle>Your application could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data.available ? (
        <Unavailable message={data.message} />
      ) : (
        <>
          <Progress
            value={progressPercent(data.summary)}
            aria-label={progressText(data.summary)}
            className="mt-4 print:hidden"
          />
          <p className="mt-2 text-sm text-slate-700 print:hidden">
            <span className="font-semibold text-slate-900">{progressText(data.summary)}</span>
            {' · '}
            {SUMMARY_STEP_WORDS[data.summary.currentStep]}
          </p>
          <Tabs value={tab} onValueChange={open} className="mt-6">
            <TabsList aria-label="Your application" className="grid grid-cols-2 sm:flex print:hidden">
              {Object.entries(TABS).map(([value, label]) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                  {value === 'ready' && data.gate.ready && <span className="sr-only"> (ready)</span>}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="documents">
              <DocumentsTab workspace={data} />
            </TabsContent>
            <TabsContent value="form">
              <OnlineFormTab />
            </TabsContent>
            <TabsContent value="ready">
              <GateTab workspace={data} onOpenDocuments={() => open('documents')} />
            </TabsContent>
            <TabsContent value="posted">
              <Suspense fallback={<Spinner label="Loading" />}>
                <PostingTab workspace={data} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}

function Unavailable({ message }: { message: string | null }) {
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-700">
        {message ?? 'Add yourself, your parents and your grandparents to your family tree to see what to gather.'}
      </p>
      <Button asChild className="mt-4">
        <Link to={TREE_PATH}>Go to your family tree</Link>
      </Button>
    </div>
  );
}

/** The items, person by person, in the order of the chain; items DFA asked for that no rule lists come last. */
function DocumentsTab({ workspace }: { workspace: WorkspaceResponse }) {
  const groups: { id: string; heading: string; items: ApplicationItem[] }[] = workspace.people.map((p) => ({
    id: p.memberId,
    heading: p.heading,
    items: workspace.items.filter((i) => i.memberId === p.memberId),
  }));
  const other = workspace.items.filter((i) => !workspace.people.some((p) => p.memberId === i.memberId));
  if (other.length > 0) groups.push({ id: 'dfa', heading: 'Asked for by DFA', items: other });
  return (
    <div className="flex flex-col gap-8">
      {/* How much of the storage quota the user's scans take ('12 MB of 100 MB used'). */}
      <p className="text-sm text-slate-600">Scans: {workspace.scanStorage.label}</p>
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section key={g.id} aria-labelledby={`group-${g.id}`}>
            <h2 id={`group-${g.id}`} className="text-lg font-semibold text-slate-900">
              {g.heading}
            </h2>
            <p className="text-sm text-slate-600">
              {progressText({
                itemsReady: g.items.filter((i) => i.status === 'checked' || i.notApplicable).length,
                itemsTotal: g.items.length,
              })}
            </p>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {/* Each card hydrated in a task of its own: the list as one task blocked the page (issue 32). */}
              {g.items.map((item) => (
                <HydrateApart key={item.key}>
                  <ItemCard item={item} />
                </HydrateApart>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
