import { FileSearch, Loader2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { RESEARCH_FEE_COVERS } from '#client/lib/pricing.ts';
import { routeOptionLabel } from './api/get-family-member-options.ts';
import { ROUTE_NOT_SAVED } from './api/save-lineage-preference.ts';
import { SELECTION_NOT_SAVED } from './api/save-research-selection.ts';
import { ResearchTable } from './research-table.tsx';
import type { DocumentRequestState } from './use-document-request.ts';

type CardProps = { request: DocumentRequestState };

/** With more than one Irish-born grandparent: which line the user claims through (decision 067). */
export function RouteCard({ request }: CardProps) {
  const selectId = useId();
  const { route } = request;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>
          <label htmlFor={selectId}>Your citizenship route</label>
        </CardTitle>
        <CardDescription>
          You have more than one Irish-born grandparent. Choose the one you claim through; we list the documents for
          that line.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <NativeSelect
          id={selectId}
          value={route.value}
          aria-busy={route.saving}
          onPointerDown={route.onPointerDown}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
            route.onKey(e.key);
          }}
          onBlur={route.onBlur}
          onChange={(e) => route.onChange(e.target.value)}
        >
          {!request.grandparentId && <option value="">Choose a grandparent</option>}
          {request.irish.map((g) => (
            <option key={g.id} value={g.id}>
              {routeOptionLabel(g, request.parents)}
            </option>
          ))}
        </NativeSelect>
        {route.saving && <Loader2 className="size-5 shrink-0 animate-spin text-brand-700" aria-label="Saving" />}
        {route.draft && <span className="text-sm text-slate-600">Not saved yet: press Enter</span>}
        <SaveRefusal error={route.error} refused="Update Failed" fallback={ROUTE_NOT_SAVED} className="basis-full" />
      </CardContent>
    </Card>
  );
}

/** The certificates for the line, or what to do when the tree has no Irish-born grandparent yet. */
export function DocumentsCard({ request, onOpenTree }: CardProps & { onOpenTree?: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Documents we'll research</CardTitle>
        <CardDescription>
          {request.lineageRoute
            ? `Your line: ${request.lineageRoute}. Tick the certificates you want us to order.`
            : 'Tick the certificates you want us to order.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2 sm:px-6 sm:pb-6">
        {request.rows.length === 0 ? (
          <div className="mx-6 rounded-lg border border-dashed border-slate-300 p-6 text-center sm:mx-0">
            <p className="font-medium text-slate-900">No Irish-born grandparent in your family tree yet</p>
            <p className="mt-1 text-sm text-slate-600">
              Add the grandparent born in Ireland, linked to your parent, and we will list the certificates for that
              line.
            </p>
            {onOpenTree && (
              <Button className="mt-4" onClick={onOpenTree}>
                Open Family Tree
              </Button>
            )}
          </div>
        ) : (
          <>
            <ResearchTable request={request} />
            <SaveRefusal
              error={request.selectionRefused}
              refused="Save Failed"
              fallback={SELECTION_NOT_SAVED}
              className="mx-6 mt-3 w-auto sm:mx-0"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The summary beside the list: how many, the fee, the total, a note for us and Start Research. */
export function StartResearchCard({ request }: CardProps) {
  const { ticked, currency } = request;
  return (
    <Card className="border-brand-200">
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <FileSearch className="size-5 text-brand-700" aria-hidden="true" />
          Start Research
        </CardTitle>
        <CardDescription>We start within 1-2 business days of your payment.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
          <dt className="text-slate-600">Documents selected</dt>
          <dd className="text-right font-medium" data-testid="selected-count">
            {ticked.length}
          </dd>
          <dt className="text-slate-600">Our fee per certificate</dt>
          <dd className="text-right">{request.priceKnown ? formatMoney(request.unitPrice, currency) : '…'}</dd>
          <dt className="mt-2 border-t border-slate-200 pt-2 font-semibold">Total</dt>
          <dd className="mt-2 border-t border-slate-200 pt-2 text-right font-semibold" data-testid="research-total">
            {formatMoney(request.total, currency)}
          </dd>
        </dl>
        <p className="text-xs text-slate-600" data-testid="research-fee-covers">
          {RESEARCH_FEE_COVERS}
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="research-info" className="text-sm font-medium text-slate-800">
            Anything we should know? <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <Textarea
            id="research-info"
            maxLength={2000}
            value={request.additionalInfo}
            onChange={(e) => request.setAdditionalInfo(e.target.value)}
            placeholder="Other spellings of names, parish, registration district…"
          />
        </div>
        <Button size="lg" disabled={ticked.length === 0} busy={request.creating} onClick={request.startResearch}>
          {!request.creating && <Sparkles aria-hidden="true" />}
          Start Research
        </Button>
        {ticked.length === 0 && request.rows.length > 0 && (
          <p className="text-xs text-slate-600">Tick at least one document to start.</p>
        )}
        <SaveRefusal error={request.createError} refused="Not started" fallback="Failed to create document request" />
      </CardContent>
    </Card>
  );
}
