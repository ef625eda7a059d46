import { ArrowLeft } from 'lucide-react';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { LoadError } from '#client/components/load-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { AutoDeliverCard } from './auto-deliver-card.tsx';
import { DocumentsCard, RouteCard, StartResearchCard } from './document-request-cards.tsx';
import { HowItWorksCard, ServicesCard, TimelineCard } from './research-info.tsx';
import { useDocumentRequest, type DocumentRequestState } from './use-document-request.ts';

type Props = {
  onBack: () => void;
  onCreated: (order: DocumentRequestResponse) => void;
  onOpenTree?: () => void;
};

/** Dashboard view 5: the documents we research for the chosen Irish line, ticked and ordered. */
export function DocumentRequestView({ onBack, onCreated, onOpenTree }: Props) {
  usePageTitle('Document Request');
  const request = useDocumentRequest(onCreated);
  return (
    <div className="@container mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="border-b border-slate-200 pb-4">
        <Button variant="ghost" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Button>
      </div>
      <h1 data-view-heading tabIndex={-1} className="mt-6 text-3xl font-bold text-slate-900 focus:outline-none">
        Document Request
      </h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        We research and order the civil certificates for your Irish line, from Ireland and the UK, and post them to you.
      </p>
      {request.loading ? (
        <Spinner label="Loading your documents" />
      ) : request.failed ? (
        <LoadError
          noun="Documents"
          message="Failed to start document research. Please try again."
          onRetry={request.retry}
          className="mt-6"
        />
      ) : (
        <RequestLayout request={request} onOpenTree={onOpenTree} />
      )}
    </div>
  );
}

/** Columns by the width in rem (a container query): with large text the summary goes below (decision 067). */
function RequestLayout({ request, onOpenTree }: { request: DocumentRequestState; onOpenTree?: () => void }) {
  return (
    <div className="mt-6 grid gap-6 @4xl:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 @4xl:col-span-2">
        {request.irish.length > 1 && <RouteCard request={request} />}
        <DocumentsCard request={request} onOpenTree={onOpenTree} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 @4xl:sticky @4xl:top-24 @4xl:col-start-3 @4xl:row-span-2 @4xl:row-start-1 @4xl:self-start">
        <StartResearchCard request={request} />
        <AutoDeliverCard />
      </div>
      <div className="flex min-w-0 flex-col gap-6 @4xl:col-span-2">
        <ServicesCard />
        <HowItWorksCard />
        <TimelineCard />
      </div>
    </div>
  );
}
