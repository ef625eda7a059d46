import { AlertTriangle, ArrowLeft, FileSearch, Loader2, Sparkles, Truck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { documentTypeLabel, type Recommendation } from '#domain/orders/research.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { RESEARCH_FEE_COVERS, usePricing } from '#client/lib/pricing.ts';
import { useCreateLineageRequest } from './api/create-lineage-request.ts';
import { routeOptionLabel, useFamilyMemberOptions } from './api/get-family-member-options.ts';
import { useLineageRecommendations } from './api/get-lineage-recommendations.ts';
import { isSelected, useResearchSelections } from './api/get-research-selections.ts';
import { useSaveLineagePreference } from './api/save-lineage-preference.ts';
import { useSaveResearchSelection } from './api/save-research-selection.ts';
import { CertificateOfficeDetails } from './certificate-office-details.tsx';
import { researchCost } from './research-cost.ts';
import { HowItWorksCard, ServicesCard, TimelineCard } from './research-info.tsx';

const rowKey = (r: Pick<Recommendation, 'subjectId' | 'type'>) => `${r.subjectId}:${r.type}`;

function PriorityBadge({ priority }: { priority: Recommendation['priority'] }) {
  return priority === 'critical' ? (
    <Badge variant="danger">Required</Badge>
  ) : (
    <Badge variant="neutral">Recommended</Badge>
  );
}

/** The 'Auto Deliver & Order' option: not available yet, it only explains itself (spec 'Dashboard' view 5). */
function AutoDeliverCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Truck className="size-5 text-slate-500" aria-hidden="true" />
          Auto Deliver &amp; Order
        </CardTitle>
        <CardDescription>
          We research, order and post every certificate your application needs, with no choices to make.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5">
          <Switch id="auto-deliver" disabled checked={false} aria-describedby="auto-deliver-status" />
          <label htmlFor="auto-deliver" className="flex-1 text-sm font-medium text-slate-500">
            Auto Deliver &amp; Order
          </label>
          <Badge id="auto-deliver-status" variant="accent">
            Coming Soon
          </Badge>
        </div>
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          About Auto Deliver &amp; Order
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Coming Soon</DialogTitle>
            <DialogDescription>
              Auto Deliver &amp; Order is on its way: we will order every certificate your application needs and post
              them to you in one go. Until then, tick the documents you need and press Start Research.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Got it</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

type Props = {
  onBack: () => void;
  onCreated: (order: DocumentRequestResponse) => void;
  onOpenTree?: () => void;
};

/** Dashboard view 5: the documents we research for the chosen Irish line, ticked and ordered. */
export function DocumentRequestView({ onBack, onCreated, onOpenTree }: Props) {
  usePageTitle('Document Request');
  const { user } = useAuth();
  const routeSelectId = useId();
  const options = useFamilyMemberOptions();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const recommendations = useLineageRecommendations(chosenId, options.isSuccess);
  const selections = useResearchSelections();
  const { data: pricing } = usePricing();
  const savePreference = useSaveLineagePreference();
  const saveSelection = useSaveResearchSelection();
  const createRequest = useCreateLineageRequest();
  const [additionalInfo, setAdditionalInfo] = useState('');

  const irish = options.data?.irishGrandparents ?? [];
  const rows = recommendations.data?.recommendedDocumentTypes ?? [];
  const grandparentId = recommendations.data?.selectedFamilyMemberId ?? null;
  const ticked = rows.filter((r) => r.available && isSelected(selections.data, r.subjectId, r.type));
  const unitPrice = pricing?.document_research.amount ?? rows[0]?.estimatedCost ?? 0;
  const currency = pricing?.currency ?? 'eur';
  const total = ticked.length * unitPrice;

  // A route picked with the mouse or a phone's picker is saved at once; one reached with the arrow keys
  // is a draft until Enter or leaving the field confirms it (decision 067).
  const [routeDraft, setRouteDraft] = useState<string | null>(null);
  const keyboardPick = useRef(false);
  const chooseRoute = (id: string) => {
    setRouteDraft(null);
    if (!id || id === grandparentId || savePreference.isPending) return;
    savePreference.mutate(id, { onSuccess: () => setChosenId(id) });
  };

  const toggle = (row: Recommendation, checked: boolean) => {
    if (!user || !row.available) return;
    saveSelection.mutate({ userId: user.id, familyMemberId: row.subjectId, documentType: row.type, checked });
  };

  const startResearch = () => {
    if (ticked.length === 0 || !grandparentId) {
      toast.error('No documents selected', { description: 'Please select at least one document to order' });
      return;
    }
    createRequest.mutate(
      {
        selectedFamilyMemberId: grandparentId,
        documentsNeeded: ticked.map((r) => ({ familyMemberId: r.subjectId, documentType: r.type })),
        additionalInfo,
      },
      {
        onSuccess: (order) => {
          toast.success('Smart Request Created', {
            description: `${order.documentsRequestedCount} ${order.documentsRequestedCount === 1 ? 'document' : 'documents'} for the line of ${order.subjectName ?? 'your Irish grandparent'}.`,
          });
          onCreated(order);
        },
        onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to create document request') }),
      },
    );
  };

  const loading = options.isPending || (options.isSuccess && recommendations.isPending);
  const failed = options.isError || recommendations.isError;

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

      {loading ? (
        <Spinner label="Loading your documents" />
      ) : failed ? (
        <Alert variant="destructive" className="mt-6">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>
            <p>Failed to start document research. Please try again.</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void Promise.all([options.refetch(), recommendations.refetch()])}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        // Columns by the width in rem (a container query): with large text the summary goes below (decision 067).
        <div className="mt-6 grid gap-6 @4xl:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 @4xl:col-span-2">
            {irish.length > 1 && (
              <Card>
                <CardHeader>
                  <CardTitle level={2}>
                    <label htmlFor={routeSelectId}>Your citizenship route</label>
                  </CardTitle>
                  <CardDescription>
                    You have more than one Irish-born grandparent. Choose the one you claim through; we list the
                    documents for that line.
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap items-center gap-3">
                  <NativeSelect
                    id={routeSelectId}
                    value={routeDraft ?? grandparentId ?? ''}
                    aria-busy={savePreference.isPending}
                    onPointerDown={() => (keyboardPick.current = false)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        if (routeDraft) chooseRoute(routeDraft);
                      } else if (e.key !== 'Tab') keyboardPick.current = true;
                    }}
                    onBlur={() => routeDraft && chooseRoute(routeDraft)}
                    onChange={(e) =>
                      keyboardPick.current ? setRouteDraft(e.target.value) : chooseRoute(e.target.value)
                    }
                  >
                    {!grandparentId && <option value="">Choose a grandparent</option>}
                    {irish.map((g) => (
                      <option key={g.id} value={g.id}>
                        {routeOptionLabel(g, options.data?.parents ?? [])}
                      </option>
                    ))}
                  </NativeSelect>
                  {savePreference.isPending && (
                    <Loader2 className="size-5 shrink-0 animate-spin text-brand-700" aria-label="Saving" />
                  )}
                  {routeDraft && routeDraft !== grandparentId && (
                    <span className="text-sm text-slate-600">Not saved yet: press Enter</span>
                  )}
                </CardContent>
              </Card>
            )}

            <Card>
              <CardHeader>
                <CardTitle level={2}>Documents we'll research</CardTitle>
                <CardDescription>
                  {recommendations.data?.lineageRoute
                    ? `Your line: ${recommendations.data.lineageRoute}. Tick the certificates you want us to order.`
                    : 'Tick the certificates you want us to order.'}
                </CardDescription>
              </CardHeader>
              <CardContent className="px-0 pb-2 sm:px-6 sm:pb-6">
                {rows.length === 0 ? (
                  <div className="mx-6 rounded-lg border border-dashed border-slate-300 p-6 text-center sm:mx-0">
                    <p className="font-medium text-slate-900">No Irish-born grandparent in your family tree yet</p>
                    <p className="mt-1 text-sm text-slate-600">
                      Add the grandparent born in Ireland, linked to your parent, and we will list the certificates for
                      that line.
                    </p>
                    {onOpenTree && (
                      <Button className="mt-4" onClick={onOpenTree}>
                        Open Family Tree
                      </Button>
                    )}
                  </div>
                ) : (
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead scope="col" className="w-12 pl-6 sm:pl-3">
                          <span className="sr-only">Order</span>
                        </TableHead>
                        <TableHead scope="col">Document</TableHead>
                        <TableHead scope="col" className="hidden md:table-cell">
                          Why we need it
                        </TableHead>
                        <TableHead scope="col" className="hidden sm:table-cell">
                          Priority
                        </TableHead>
                        <TableHead scope="col" className="pr-6 text-right sm:pr-3">
                          Est. cost
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {rows.map((row) => {
                        const id = `doc-${rowKey(row).replace(/[^a-z0-9]/gi, '-')}`;
                        const checked = row.available && isSelected(selections.data, row.subjectId, row.type);
                        return (
                          <TableRow
                            key={rowKey(row)}
                            data-state={checked ? 'selected' : undefined}
                            data-testid="research-row"
                            className={cn(!row.available && 'bg-slate-50')}
                          >
                            <TableCell className="pl-6 align-top sm:pl-3">
                              <Checkbox
                                id={id}
                                checked={checked}
                                disabled={!row.available || !selections.isSuccess}
                                aria-describedby={`${id}-reason`}
                                onCheckedChange={(v) => toggle(row, v === true)}
                              />
                            </TableCell>
                            <TableCell className="align-top">
                              <label
                                htmlFor={id}
                                className={cn('block', row.available ? 'cursor-pointer' : 'text-slate-500')}
                              >
                                <span className="block font-semibold text-slate-900 sm:whitespace-nowrap">
                                  {documentTypeLabel(row.type)}
                                </span>
                                <span className="block text-slate-700">{row.subject}</span>
                              </label>
                              <span className="mt-1 block sm:hidden">
                                <PriorityBadge priority={row.priority} />
                              </span>
                              <p id={`${id}-reason`} className="mt-1 text-xs text-slate-600 md:hidden">
                                {row.reason}
                              </p>
                              {!row.available && row.unavailableReason && (
                                <p className="mt-1 text-xs text-amber-800 italic">{row.unavailableReason}</p>
                              )}
                              {row.office && <CertificateOfficeDetails office={row.office} open={!row.available} />}
                            </TableCell>
                            <TableCell className="hidden align-top text-slate-700 md:table-cell">
                              {row.reason}
                            </TableCell>
                            <TableCell className="hidden align-top sm:table-cell">
                              <PriorityBadge priority={row.priority} />
                            </TableCell>
                            <TableCell className="pr-6 text-right align-top whitespace-nowrap tabular-nums sm:pr-3">
                              {/* A row we cannot order has no cost of ours: the office named on it sets its own fee. */}
                              <span className={cn(!row.available && 'text-xs text-slate-600')}>
                                {researchCost(row, currency)}
                              </span>
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                )}
              </CardContent>
            </Card>
          </div>

          <div className="flex min-w-0 flex-col gap-6 @4xl:sticky @4xl:top-24 @4xl:col-start-3 @4xl:row-span-2 @4xl:row-start-1 @4xl:self-start">
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
                  <dd className="text-right">{pricing ? formatMoney(unitPrice, currency) : '…'}</dd>
                  <dt className="mt-2 border-t border-slate-200 pt-2 font-semibold">Total</dt>
                  <dd
                    className="mt-2 border-t border-slate-200 pt-2 text-right font-semibold"
                    data-testid="research-total"
                  >
                    {formatMoney(total, currency)}
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
                    value={additionalInfo}
                    onChange={(e) => setAdditionalInfo(e.target.value)}
                    placeholder="Other spellings of names, parish, registration district…"
                  />
                </div>
                <Button size="lg" disabled={ticked.length === 0 || createRequest.isPending} onClick={startResearch}>
                  {createRequest.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Sparkles aria-hidden="true" />
                  )}
                  Start Research
                </Button>
                {ticked.length === 0 && rows.length > 0 && (
                  <p className="text-xs text-slate-600">Tick at least one document to start.</p>
                )}
              </CardContent>
            </Card>
            <AutoDeliverCard />
          </div>

          <div className="flex min-w-0 flex-col gap-6 @4xl:col-span-2">
            <ServicesCard />
            <HowItWorksCard />
            <TimelineCard />
          </div>
        </div>
      )}
    </div>
  );
}
