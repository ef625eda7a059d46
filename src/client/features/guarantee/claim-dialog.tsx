import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { ArrowRight, Info, Send } from 'lucide-react';
import { Link } from 'react-router';
import { useId, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '#client/lib/toast.ts';
import { z } from 'zod';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import {
  claimFields,
  EVIDENCE_TYPES,
  MAX_EVIDENCE_BYTES,
  type ClaimableOrder,
  type ClaimRecordResponse,
} from '#shared/claims.ts';
import { TrackerSteps } from '#client/components/claims/tracker-steps.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
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
import { Field, FieldSet } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { orderDate } from '#client/lib/order-format.ts';
import { lengthLimits } from '#client/lib/schema-limits.ts';
import { useCreateClaim } from './api/create-claim.ts';
import { useClaimableOrders } from './api/get-claimable-orders.ts';
import { useClaimRecord } from './api/get-claim-record.ts';

const ACCEPT = Object.keys(EVIDENCE_TYPES).join(',');

const orderKey = (o: ClaimableOrder) => `${o.type}:${o.id}`;

/** 'PDF application pack #abcd1234 — €49.00, paid Nov 22, 2026' */
const claimableOrderLabel = (o: ClaimableOrder) =>
  `${o.label} ${o.reference} — ${formatMoney(o.amount, o.currency)}${o.paidAt ? `, paid ${orderDate(o.paidAt)}` : ''}`;

/** The letter's own problems; the server reads its content and checks again. */
function letterProblem(file: File | null): string | null {
  if (!file || file.size === 0) return 'Attach the refusal letter.';
  if (file.size > MAX_EVIDENCE_BYTES) return 'The refusal letter can be at most 10 MB.';
  // Some systems give no type for a photo; the server decides from the bytes then.
  if (file.type && !(file.type in EVIDENCE_TYPES)) return 'The refusal letter must be a PDF, JPEG, PNG or WebP file.';
  return null;
}

/** The server's fields (claimFields) and the letter, which the server reads and checks again. */
const claimForm = claimFields.extend({
  letter: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = letterProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
type ClaimValues = z.input<typeof claimForm>;
type ClaimOutput = z.output<typeof claimForm>;

function WhatCounts() {
  const terms = CURRENT_GUARANTEE_TERMS;
  return (
    <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      <Info className="mt-0.5 size-4 shrink-0 text-sky-800" aria-hidden="true" />
      <p>
        You can claim when DFA refused your complete application and the refusal still stands after you asked for a
        review within {terms.reviewWindowWeeks} weeks. An application returned as incomplete does not count. Claim
        within {terms.claimWindowDays} days of the date on the letter.{' '}
        <a
          href="/guarantee"
          target="_blank"
          rel="noopener"
          className="font-medium text-sky-950 underline underline-offset-2"
        >
          Read the full guarantee
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

/**
 * What the tracker in 'Your Application' says (decision 053): the claim must match it, so the form
 * shows its steps, and until it shows DFA's refusal after a review, what to record there first.
 */
function WhatTheTrackerSays({ record }: { record: ClaimRecordResponse }) {
  return (
    <section
      aria-label="What your tracker says"
      className={
        record.ready
          ? 'flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3'
          : 'flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3'
      }
    >
      <p className="text-sm text-slate-900">{record.message}</p>
      {record.steps.length > 0 && <TrackerSteps steps={record.steps} headingLevel="h3" />}
      {!record.ready && (
        <Link
          to="/application/posted"
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Record it in Your Application
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}

function ClaimForm({
  orders,
  record,
  onDone,
}: {
  orders: ClaimableOrder[];
  record: ClaimRecordResponse;
  onDone: () => void;
}) {
  const id = useId();
  const create = useCreateClaim();
  const { control, register, handleSubmit, setValue, setError, clearErrors, formState } = useForm<
    ClaimValues,
    unknown,
    ClaimOutput
  >({
    resolver: zodResolver(claimForm),
    // Errors stay as the last submit (or the letter's choice) left them, until the next submit.
    reValidateMode: 'onSubmit',
    // The letter carries the date of the refusal on record; the claimant confirms it against the letter.
    defaultValues: { order: [], decisionDate: record.refusedOn ?? '', note: '', letter: null },
  });
  const errors = formState.errors;
  const anyCovered = orders.some((o) => o.covered);
  const firstCovered = orders.findIndex((o) => o.covered);

  // A refusal from the server was about the form as it was sent; once edited, it no longer applies.
  const edited = () => {
    if (create.isError) create.reset();
  };

  const chooseLetter = (e: ChangeEvent<HTMLInputElement>) => {
    edited();
    const file = e.target.files?.[0] ?? null;
    const problem = file ? letterProblem(file) : null;
    if (problem) {
      setError('letter', { message: problem });
      e.target.value = '';
    } else clearErrors('letter');
    setValue('letter', problem ? null : file);
  };

  const submit = ({ order, decisionDate, note, letter }: ClaimOutput) => {
    if (!letter) return;
    create.mutate(
      { orders: order, decisionDate, note: note ?? '', letter },
      {
        onSuccess: (claim) => {
          toast.success('Your claim has been submitted', {
            description: `Claim ${claim.reference}: we email you when we decide.`,
          });
          onDone();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
      className="flex flex-col gap-5"
      aria-label="Guarantee claim"
    >
      <WhatTheTrackerSays record={record} />

      <FieldSet id={`${id}-order`} legend="Orders this claim covers" error={errors.order?.message}>
        <Controller
          control={control}
          name="order"
          render={({ field }) => (
            <ul className="flex flex-col gap-2">
              {orders.map((o, index) => {
                const key = orderKey(o);
                const chosen = field.value.includes(key);
                return (
                  <li key={key} className="rounded-lg border border-slate-200 p-3">
                    <Field
                      id={`${id}-${key}`}
                      label={claimableOrderLabel(o)}
                      hint={o.reason}
                      inline="start"
                      className="text-sm"
                    >
                      {(a11y) => (
                        <Checkbox
                          {...a11y}
                          // The first order that can be chosen takes focus when none is chosen (the form's first error).
                          ref={index === firstCovered ? field.ref : undefined}
                          className="mt-0.5"
                          checked={chosen}
                          disabled={!o.covered}
                          onCheckedChange={(v) => {
                            if (create.isPending) return;
                            edited();
                            field.onChange(
                              v === true ? [...field.value, key] : field.value.filter((k: string) => k !== key),
                            );
                          }}
                        />
                      )}
                    </Field>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {!anyCovered && (
          <p className="text-sm text-slate-700">None of your orders can be claimed at the moment; each one says why.</p>
        )}
      </FieldSet>

      <Field id={`${id}-date`} label="Date on the refusal letter" error={errors.decisionDate?.message}>
        {(a11y) => (
          <Input
            type="date"
            className="sm:w-52"
            max={format(new Date(), 'yyyy-MM-dd')}
            readOnly={create.isPending}
            {...a11y}
            {...register('decisionDate', { onChange: edited })}
          />
        )}
      </Field>

      <Field id={`${id}-letter`} label="Refusal letter (PDF or photo, up to 10 MB)" error={errors.letter?.message}>
        {(a11y) => (
          <input
            type="file"
            accept={ACCEPT}
            disabled={create.isPending}
            onChange={chooseLetter}
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-3 file:font-semibold file:text-slate-900 hover:file:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-invalid:border-red-600"
            {...a11y}
          />
        )}
      </Field>

      <Field id={`${id}-note`} label="Note" optional error={errors.note?.message}>
        {(a11y) => (
          <Textarea
            className="min-h-20"
            {...lengthLimits(claimFields.shape.note)}
            readOnly={create.isPending}
            {...a11y}
            {...register('note', { onChange: edited })}
          />
        )}
      </Field>

      <WhatCounts />

      {create.isError && (
        <Alert variant="destructive">
          <AlertTitle>Your claim was not sent</AlertTitle>
          <AlertDescription>{errorMessage(create.error, 'Something went wrong. Please try again.')}</AlertDescription>
        </Alert>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!anyCovered} busy={create.isPending} busyLabel="Submitting…">
          <Send aria-hidden="true" />
          Submit claim
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The claim form: which paid orders, the letter's date, the letter itself and an optional note. */
export function ClaimDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const orders = useClaimableOrders(open);
  const record = useClaimRecord(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Claim under the guarantee</DialogTitle>
          <DialogDescription>
            Choose the orders, give the date on the refusal letter and upload it. We email you when we decide.
          </DialogDescription>
        </DialogHeader>
        {orders.isPending || record.isPending ? (
          <Spinner label="Loading your orders" className="py-8" />
        ) : orders.isError || record.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Your orders could not be loaded</AlertTitle>
            <AlertDescription>
              <p>{errorMessage(orders.error ?? record.error, 'Please try again.')}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void Promise.all([orders.refetch(), record.refetch()])}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : orders.data.length === 0 ? (
          <>
            <p className="text-sm text-slate-700">
              You have no paid orders, so there is nothing to claim yet. The guarantee covers the PDF application pack
              and certificate research that you buy from us.
            </p>
            <WhatCounts />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : !record.data.ready ? (
          <>
            <WhatTheTrackerSays record={record.data} />
            <WhatCounts />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <ClaimForm orders={orders.data} record={record.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
