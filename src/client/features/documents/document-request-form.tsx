import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.ts';
import { certificateOffice } from '#domain/documents/certificate-office.ts';
import {
  documentTypeLabel,
  MANUAL_BOXES,
  NOT_RESEARCHED,
  researchScope,
  type ManualBox,
  type Recommendation,
} from '#domain/orders/research.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import { COUNTRIES } from '#shared/countries.ts';
import { manualRequestForm, type DocumentRequestResponse } from '#shared/orders.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { todayIso } from '#client/lib/today.ts';
import { documentRequestPath } from '#client/lib/paths.ts';
import { useCreateLineageRequest } from './api/create-lineage-request.ts';
import { useCreateManualRequest } from './api/create-manual-request.ts';
import { personName, routeOptionLabel, useFamilyMemberOptions } from './api/get-family-member-options.ts';
import { useLineageRecommendations } from './api/get-lineage-recommendations.ts';
import { ROUTE_NOT_SAVED, useSaveLineagePreference } from './api/save-lineage-preference.ts';
import { RESEARCH_FEE_COVERS, usePricing } from '#client/lib/pricing.ts';
import { Field } from '#client/components/ui/field.tsx';
import { CertificateOfficeDetails } from './certificate-office-details.tsx';

const SELECT_MEMBER = 'Please select a family member for document research.';

/** A refused request, above its Proceed: it stays in the dialog until the next try (decision 071). */
function CreateRefused({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>Not created</AlertTitle>
      <AlertDescription>{errorMessage(error, 'Failed to create document request')}</AlertDescription>
    </Alert>
  );
}

/** Count × the server's unit price, in the configured currency (docs/decisions/042-prices-and-discounts-decided-on-the-server.md). */
function TotalLine({ count }: { count: number }) {
  const { data: pricing } = usePricing();
  const unit = pricing?.document_research.amount ?? 0;
  const currency = pricing?.currency ?? 'eur';
  return (
    <div className="flex flex-wrap items-center justify-between gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm">
      <span className="text-slate-700">
        {count} {count === 1 ? 'document' : 'documents'} × {pricing ? formatMoney(unit, currency) : '…'}
      </span>
      <span className="text-base font-semibold text-slate-900" data-testid="request-form-total">
        Total: {formatMoney(count * unit, currency)}
      </span>
      <p className="basis-full text-xs text-slate-600" data-testid="research-fee-covers">
        {RESEARCH_FEE_COVERS}
      </p>
    </div>
  );
}

/** Smart Selection: the documents for the line of one Irish-born grandparent in the user's tree. */
function SmartSelection({
  onCreated,
  onManual,
}: {
  onCreated: (order: DocumentRequestResponse) => void;
  onManual: () => void;
}) {
  const selectId = useId();
  const options = useFamilyMemberOptions();
  const savePreference = useSaveLineagePreference();
  const create = useCreateLineageRequest();
  const irish = options.data?.irishGrandparents ?? [];
  const saved = options.data?.currentSelection?.selectedGrandparentId;
  const fallback = irish.length === 1 ? irish[0].id : saved && irish.some((g) => g.id === saved) ? saved : '';
  const [picked, setPicked] = useState<string | null>(null);
  const memberId = picked ?? fallback;
  const recommendations = useLineageRecommendations(memberId || null, Boolean(memberId));
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [memberError, setMemberError] = useState(false);
  const rows = (recommendations.data?.recommendedDocumentTypes ?? []).filter((r) => r.available);
  const key = (r: Recommendation) => `${r.subjectId}:${r.type}`;
  const chosen = rows.filter((r) => ticked.has(key(r)));

  if (options.isPending) return <Spinner label="Loading your family tree" />;
  if (irish.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <p className="font-medium text-slate-900">No Irish-born grandparent in your family tree yet</p>
        <p className="mt-1 text-sm text-slate-600">
          Smart Selection uses your family tree. Add your Irish-born grandparent on your dashboard, or enter the details
          yourself.
        </p>
        <Button variant="outline" className="mt-4" onClick={onManual}>
          Use Manual Entry
        </Button>
      </div>
    );
  }

  const choose = (id: string) => {
    setPicked(id);
    setTicked(new Set());
    setMemberError(false);
    if (id) savePreference.mutate(id);
  };

  const submit = () => {
    if (!memberId) {
      setMemberError(true);
      toast.error('Error', { description: SELECT_MEMBER });
      return;
    }
    if (chosen.length === 0) {
      toast.error('No documents selected', { description: 'Please select at least one document to order' });
      return;
    }
    create.mutate(
      {
        selectedFamilyMemberId: memberId,
        documentsNeeded: chosen.map((r) => ({ familyMemberId: r.subjectId, documentType: r.type })),
      },
      {
        onSuccess: (order) => {
          toast.success('Smart Request Created');
          onCreated(order);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {irish.length > 1 ? (
        <>
          <Field id={selectId} label="Family member for research" error={memberError ? SELECT_MEMBER : undefined}>
            <NativeSelect
              id={selectId}
              value={memberId}
              aria-invalid={memberError || undefined}
              aria-describedby={memberError ? `${selectId}-error` : undefined}
              onChange={(e) => choose(e.target.value)}
            >
              <option value="">Select a family member</option>
              {irish.map((g) => (
                <option key={g.id} value={g.id}>
                  {routeOptionLabel(g, options.data?.parents ?? [])}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <SaveRefusal error={savePreference.error} refused="Update Failed" fallback={ROUTE_NOT_SAVED} />
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Researching the line of <strong className="text-slate-900">{personName(irish[0])}</strong>, your Irish-born
          grandparent.
        </p>
      )}

      {memberId && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Documents to research</legend>
          {recommendations.isPending ? (
            <Spinner label="Loading documents" className="py-6" />
          ) : rows.length === 0 ? (
            <p className="text-sm text-slate-600">
              Your tree does not have enough details for us to research these certificates yet. Add dates and places of
              birth on your dashboard.
            </p>
          ) : (
            rows.map((r) => {
              const id = `smart-${key(r).replace(/[^a-z0-9]/gi, '-')}`;
              return (
                <div key={key(r)} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                  <Checkbox
                    id={id}
                    checked={ticked.has(key(r))}
                    onCheckedChange={(v) =>
                      setTicked((prev) => {
                        const next = new Set(prev);
                        if (v === true) next.add(key(r));
                        else next.delete(key(r));
                        return next;
                      })
                    }
                    className="mt-0.5"
                  />
                  <label htmlFor={id} className="flex-1 cursor-pointer text-sm">
                    <span className="block font-medium text-slate-900">
                      {documentTypeLabel(r.type)} - {r.subject}
                    </span>
                    <span className="block text-slate-600">{r.reason}</span>
                  </label>
                </div>
              );
            })
          )}
        </fieldset>
      )}

      <TotalLine count={chosen.length} />
      <CreateRefused error={create.error} />
      <Button size="lg" disabled={chosen.length === 0 || !memberId} busy={create.isPending} onClick={submit}>
        Proceed
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  );
}

type ManualValues = {
  requesterName: string;
  requesterEmail: string;
  subjectName: string;
  subjectBirthYear: string;
  subjectBirthLocation: string;
  subjectBirthCountry: string;
  subjectDeathYear: string;
  documentsNeeded: Record<ManualBox, boolean>;
  additionalInfo: string;
};

/** The nations whose civil records we research, first; every other country after them. */
const RESEARCHED_COUNTRIES = ['Ireland', 'Northern Ireland', 'England', 'Wales', 'Scotland'];
const OTHER_COUNTRIES = COUNTRIES.filter((c) => c.name !== 'Ireland' && c.name !== 'United Kingdom');

/** One box per kind the manual form offers (MANUAL_BOXES), labelled from the registry. */
const DOCUMENT_BOXES = MANUAL_BOXES.map(({ flag, kind }) => {
  const label = documentTypeLabel(kind);
  return { name: flag, label: label.charAt(0) + label.slice(1).toLowerCase() };
});

/** Manual Entry: the person and the certificates typed in, validated by the server's schema. */
function ManualEntry({ onCreated }: { onCreated: (order: DocumentRequestResponse) => void }) {
  const { user } = useAuth();
  const create = useCreateManualRequest();
  const { register, handleSubmit, control, formState } = useForm<ManualValues>({
    // The shared schema turns '' into null and year text into numbers; the values sent are its output.
    resolver: zodResolver(manualRequestForm) as never,
    defaultValues: {
      requesterName: user?.name ?? '',
      requesterEmail: user?.email ?? '',
      subjectName: '',
      subjectBirthYear: '',
      subjectBirthLocation: '',
      subjectBirthCountry: '',
      subjectDeathYear: '',
      documentsNeeded: Object.fromEntries(MANUAL_BOXES.map((b) => [b.flag, false])),
      additionalInfo: '',
    },
  });
  const errors = formState.errors;
  const docs = useWatch({ control, name: 'documentsNeeded' });
  const count = Object.values(docs).filter(Boolean).length;
  const [country, place] = useWatch({ control, name: ['subjectBirthCountry', 'subjectBirthLocation'] });
  // Refused as soon as it is chosen, as Smart Selection does, with the office to order from instead.
  const birthplace = { country, place, kind: 'birth' as const };
  const outOfScope = country !== '' && researchScope(birthplace) === 'not-researched';

  const a11y = (name: keyof ManualValues) => ({
    id: `manual-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `manual-${name}-error` : undefined,
  });

  const submit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (order) => {
        toast.success('Request Created');
        onCreated(order);
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <Field id="manual-requesterName" label="Your name" error={errors.requesterName?.message}>
        <Input autoComplete="name" required {...a11y('requesterName')} {...register('requesterName')} />
      </Field>
      <Field id="manual-requesterEmail" label="Your email" error={errors.requesterEmail?.message}>
        <Input type="email" autoComplete="email" required {...a11y('requesterEmail')} {...register('requesterEmail')} />
      </Field>
      <div className="sm:col-span-2">
        <Field
          id="manual-subjectName"
          label="Full name of the person on the certificate"
          error={errors.subjectName?.message}
        >
          <Input required {...a11y('subjectName')} {...register('subjectName')} />
        </Field>
      </div>
      <Field id="manual-subjectBirthYear" label="Birth year" optional error={errors.subjectBirthYear?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={1800}
          step={1}
          {...a11y('subjectBirthYear')}
          {...register('subjectBirthYear')}
        />
      </Field>
      <Field id="manual-subjectDeathYear" label="Death year" optional error={errors.subjectDeathYear?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={1800}
          step={1}
          {...a11y('subjectDeathYear')}
          {...register('subjectDeathYear')}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field
          id="manual-subjectBirthLocation"
          label="Birth location"
          optional
          error={errors.subjectBirthLocation?.message}
        >
          <Input
            placeholder="e.g. Castlebar, Co. Mayo"
            {...a11y('subjectBirthLocation')}
            {...register('subjectBirthLocation')}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          id="manual-subjectBirthCountry"
          label="Country of birth"
          hint="We research civil records from Ireland and the UK."
          error={errors.subjectBirthCountry?.message ?? (outOfScope ? NOT_RESEARCHED : undefined)}
        >
          {(wiring) => (
            <NativeSelect required {...wiring} {...register('subjectBirthCountry')}>
              <option value="">Select a country</option>
              <optgroup label="Records we research">
                {RESEARCHED_COUNTRIES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </optgroup>
              <optgroup label="Other countries">
                {OTHER_COUNTRIES.map((c) => (
                  <option key={c.code}>{c.name}</option>
                ))}
              </optgroup>
            </NativeSelect>
          )}
        </Field>
        {outOfScope && <CertificateOfficeDetails office={certificateOffice(birthplace, todayIso())} open />}
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Documents needed</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {DOCUMENT_BOXES.map((box) => (
            <Controller
              key={box.name}
              control={control}
              name={`documentsNeeded.${box.name}`}
              render={({ field }) => (
                <div className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
                  <Checkbox
                    id={`manual-doc-${box.name}`}
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                    onBlur={field.onBlur}
                  />
                  <label htmlFor={`manual-doc-${box.name}`} className="flex-1 cursor-pointer text-sm text-slate-900">
                    {box.label}
                  </label>
                </div>
              )}
            />
          ))}
        </div>
        {errors.documentsNeeded?.root?.message || errors.documentsNeeded?.message ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.documentsNeeded?.root?.message ?? errors.documentsNeeded?.message}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-2">
        <Field
          id="manual-additionalInfo"
          label="Anything else we should know?"
          optional
          error={errors.additionalInfo?.message}
        >
          <Textarea maxLength={2000} {...a11y('additionalInfo')} {...register('additionalInfo')} />
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <TotalLine count={count} />
        <CreateRefused error={create.error} />
        <Button type="submit" size="lg" disabled={count === 0 || outOfScope} busy={create.isPending}>
          Proceed
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec 'Document request form (landing)': closable; Smart Selection (from the family tree) or
 * Manual Entry. A created request continues to its confirmation and payment (/order-documents/:id).
 */
export function DocumentRequestForm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'smart' | 'manual'>('smart');
  const continueOnDashboard = (order: DocumentRequestResponse) => {
    onOpenChange(false);
    void navigate(documentRequestPath(order.id));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request Documents</DialogTitle>
          <DialogDescription>
            Tell us whose certificates you need. We research Irish and UK civil records and post the certificates to
            you.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={mode} onValueChange={(v) => setMode(v as 'smart' | 'manual')}>
          <TabsList aria-label="How to choose the documents">
            <TabsTrigger value="smart">Smart Selection</TabsTrigger>
            <TabsTrigger value="manual">Manual Entry</TabsTrigger>
          </TabsList>
          <TabsContent value="smart" className="mt-5">
            <SmartSelection onCreated={continueOnDashboard} onManual={() => setMode('manual')} />
          </TabsContent>
          <TabsContent value="manual" className="mt-5">
            <ManualEntry onCreated={continueOnDashboard} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
