import { AlertTriangle, ArrowLeft, CheckCircle2, CircleAlert, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { recordYearLabel } from '#domain/dates/record-date.ts';
import { RELATIONSHIP_LABELS } from '#domain/eligibility/wording.ts';
import { noRegisterReason, PACK_NOT_NEEDED } from '#domain/eligibility/no-register-reason.ts';
import { assessReadiness, type Issue } from '#domain/readiness/readiness.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEligibility } from '#client/lib/queries/eligibility.ts';
import { useFamilyMembers } from '#client/lib/queries/family-members.ts';
import { hasPaidPdf, usePdfOrders } from '#client/lib/queries/pdf-orders.ts';
import { usePricing } from '#client/lib/pricing.ts';
import { downloadApplicationPack } from './api/generate-pdf.ts';

const INCLUDED = [
  'Your route to citizenship in plain words, from your own family tree',
  'Your family line as a diagram',
  'A checklist per person of the certificates the register needs, marked have or need',
  'Where to order each certificate for the country of the event, with typical cost and time',
  'Name-change evidence for every recorded surname change',
  'The application step by step, from the online form to the passport',
  'An answer sheet for the online form, which cannot be saved part-way',
  'A before-you-post checklist against the reasons applications come back',
];

function IssueList({
  issues,
  tone,
  onFix,
}: {
  issues: Issue[];
  tone: 'blocking' | 'warning';
  onFix: (memberId: string | null) => void;
}) {
  const Icon = tone === 'blocking' ? CircleAlert : AlertTriangle;
  return (
    <ul className="flex flex-col gap-2">
      {issues.map((issue) => (
        <li key={`${issue.code}-${issue.memberId}`} className="flex items-start justify-between gap-3 text-sm">
          <span className="flex min-w-0 gap-2 break-words">
            <Icon
              className={
                tone === 'blocking' ? 'mt-0.5 size-4 shrink-0 text-red-700' : 'mt-0.5 size-4 shrink-0 text-amber-700'
              }
              aria-hidden="true"
            />
            {issue.message}
          </span>
          <Button variant="link" size="sm" className="h-auto shrink-0 p-0" onClick={() => onFix(issue.memberId)}>
            {issue.memberId ? 'Fix' : 'Open tree'}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Dashboard view 4 (spec 'Template Guide view'): readiness, family overview, what's included, purchase. */
export function TemplateGuideView(props: {
  onBack: () => void;
  onBuy: () => void;
  onOpenMember: (memberId: string) => void;
  onOpenTree: () => void;
}) {
  const members = useFamilyMembers();
  const eligibility = useEligibility();
  const orders = usePdfOrders();
  const { data: pricing } = usePricing();
  const [generating, setGenerating] = useState(false);
  // Why the last download failed, beside Download PDF until the next try (decision 071).
  const [failure, setFailure] = useState<unknown>(null);

  if (members.isPending || eligibility.isPending || orders.isPending) return <Spinner label="Loading your guide" />;
  const tree = (members.data ?? []).map(({ type: _t, createdAt: _c, ...m }) => m);
  // The API sends the engine's assessment as JSON; its shape is the domain type's.
  const readiness = eligibility.data ? assessReadiness(tree, eligibility.data) : null;
  const purchased = hasPaidPdf(orders.data);
  // Not sold to someone the tree shows the register is not for; the server refuses it too (decision 084).
  const notNeeded = !purchased && eligibility.data ? noRegisterReason(eligibility.data) : null;
  const fix = (memberId: string | null) => (memberId ? props.onOpenMember(memberId) : props.onOpenTree());

  const generate = async () => {
    if (tree.length === 0) {
      toast.error('No Family Members', {
        description: 'Please add family members to your family tree before generating a PDF guide.',
      });
      return;
    }
    setGenerating(true);
    setFailure(null);
    try {
      await downloadApplicationPack();
      toast.success('PDF Generated Successfully', { description: 'Your application pack has been downloaded.' });
    } catch (err) {
      setFailure(err);
      toast.error('PDF Generation Failed', {
        description: errorMessage(err, 'There was an error generating your PDF. Please try again.'),
      });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <Button variant="ghost" className="-ml-3" onClick={props.onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Button>
      <h1 data-view-heading tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900 focus:outline-none">
        Your Application Pack
      </h1>
      <p className="mt-1 text-slate-700">
        A personalised PDF guide to your Foreign Births Register application, built from your family tree.
      </p>

      {/* minmax(0, …) and min-w-0: a long place name wraps instead of widening the page past the screen. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle level={2} className="flex items-center gap-2">
                {readiness?.ready ? (
                  <CheckCircle2 className="size-5 text-brand-700" aria-hidden="true" />
                ) : (
                  <CircleAlert className="size-5 text-red-700" aria-hidden="true" />
                )}
                {notNeeded
                  ? 'You do not need this pack'
                  : readiness?.ready
                    ? 'Your tree is ready for the pack'
                    : 'Before we can build your pack'}
              </CardTitle>
              <CardDescription>{eligibility.data?.summary}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {/* For someone the register is not for, the summary above is the whole answer (decision 084). */}
              {!notNeeded && readiness && readiness.blocking.length > 0 && (
                <section aria-label="Required before generating">
                  <h3 className="mb-2 text-sm font-semibold text-slate-900">Required</h3>
                  <IssueList issues={readiness.blocking} tone="blocking" onFix={fix} />
                </section>
              )}
              {!notNeeded && readiness && readiness.warnings.length > 0 && (
                <section aria-label="Recommended">
                  <h3 className="mb-2 text-sm font-semibold text-slate-900">
                    Recommended (the pack marks these as still missing)
                  </h3>
                  <IssueList issues={readiness.warnings} tone="warning" onFix={fix} />
                </section>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle level={2}>Family overview</CardTitle>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              {tree.length === 0 ? (
                <p className="text-sm text-slate-700">No family members yet.</p>
              ) : (
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-slate-200 text-slate-600">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Name
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Relationship
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Born
                      </th>
                      <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                        Place of birth
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {tree.map((m) => {
                      const place = [m.birthPlace, m.birthCountry].filter(Boolean).join(', ') || '—';
                      return (
                        <tr key={m.id}>
                          <td className="py-2 pr-3 font-medium [overflow-wrap:anywhere] text-slate-900">
                            {m.firstName} {m.lastName}
                            {m.isIrishBorn && <Badge className="ml-2 whitespace-nowrap">Irish Born</Badge>}
                            {/* On a phone the place goes under the name: four columns leave it a sliver. */}
                            <span className="mt-0.5 block font-normal text-slate-600 sm:hidden">{place}</span>
                          </td>
                          <td className="py-2 pr-3 whitespace-nowrap">{RELATIONSHIP_LABELS[m.relationship]}</td>
                          <td className="py-2 pr-3">{recordYearLabel(m.birthDate) ?? '—'}</td>
                          <td className="hidden py-2 [overflow-wrap:anywhere] sm:table-cell">{place}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle level={2}>What's included</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-2 text-sm text-slate-800">
                {INCLUDED.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>

        <Card className="h-fit lg:sticky lg:top-24">
          <CardHeader>
            <FileText className="size-8 text-brand-700" aria-hidden="true" />
            <CardTitle level={2} className="text-xl">
              {purchased ? 'Purchase Complete' : 'Personalized PDF Guide'}
            </CardTitle>
            <CardDescription>
              {purchased
                ? 'Download your pack whenever your tree changes; it is rebuilt from your latest tree.'
                : 'A4, about 10 pages, yours to keep.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {!purchased && !notNeeded && pricing && (
              <p className="flex items-baseline gap-2">
                <span className="text-3xl font-bold text-slate-900">{pricing.pdf_guide.display}</span>
                {pricing.pdf_guide.hasDiscount && (
                  <span className="text-slate-500 line-through">{pricing.pdf_guide.baseDisplay}</span>
                )}
              </p>
            )}
            {purchased ? (
              <Button size="lg" disabled={!readiness?.ready} busy={generating} onClick={() => void generate()}>
                <Download aria-hidden="true" />
                Download PDF
              </Button>
            ) : notNeeded ? (
              <p className="text-sm text-slate-700" data-testid="pack-not-needed">
                {PACK_NOT_NEEDED[notNeeded]}
              </p>
            ) : (
              <Button size="lg" onClick={props.onBuy}>
                Buy the PDF Guide
              </Button>
            )}
            {!readiness?.ready && !notNeeded && (
              <p className="text-xs text-slate-600">Complete the required facts above to generate your pack.</p>
            )}
            <SaveRefusal
              error={failure}
              refused="Not downloaded"
              fallback="There was an error generating your PDF. Please try again."
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
