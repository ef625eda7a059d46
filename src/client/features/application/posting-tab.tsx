import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '#client/lib/toast.ts';
import { z } from 'zod';
import {
  postingBody,
  timelineStepBody,
  type ApplicationRecord,
  type TimelineStep,
  type TimelineStepBody,
  type WorkspaceResponse,
} from '#shared/application.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Field, FieldSet } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { announce } from '#client/lib/announce.ts';
import { useFocusOnMount } from '#client/lib/focus.ts';
import { formatLongDate } from '#client/lib/format.ts';
import { useAddTimelineStep } from './api/add-timeline-step.ts';
import { useSavePosting } from './api/save-posting.ts';
import { DeadlineNotice } from './deadline-notice.tsx';
import { stepWord } from './labels.ts';

const today = () => format(new Date(), 'yyyy-MM-dd');
const day = (iso: string) => formatLongDate(iso.slice(0, 10));
/**
 * 'Edit details' and the form's Save and Cancel stand in one place: when one gives way to the
 * other, focus follows (decision 071's data-focus-id).
 */
const POSTING_FOCUS = 'posting-details';

/** After posting: the posting details, the expected decision window, the timeline and its next step. */
export function PostingTab({ workspace }: { workspace: WorkspaceResponse }) {
  const record = workspace.application;
  const [editing, setEditing] = useState(false);
  if (!record || editing) {
    return (
      <section aria-labelledby="posting-heading">
        <h2 id="posting-heading" className="text-lg font-semibold text-slate-900">
          {record ? 'Edit the posting details' : 'Record your posting'}
        </h2>
        {!record && !workspace.gate.ready && (
          <p className="mt-1 text-sm text-amber-900">
            Your list still has open items (see 'Ready to post'). An incomplete application waits until DFA has
            everything, or is sent back.
          </p>
        )}
        <PostingForm record={record} focusFirst={editing} onDone={() => setEditing(false)} />
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="posting-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="posting-heading" className="text-lg font-semibold text-slate-900">
            Posted {day(record.postedOn)}
          </h2>
          <Button size="sm" variant="outline" data-focus-id={POSTING_FOCUS} onClick={() => setEditing(true)}>
            Edit details
          </Button>
        </div>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Signed</dt>
            <dd className="font-medium text-slate-900">{day(record.signedOn)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Tracking number</dt>
            <dd className="font-medium break-all text-slate-900">{record.trackingNumber ?? 'Not recorded'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">DFA reference</dt>
            <dd className="font-medium break-all text-slate-900">{record.dfaReference ?? 'Not recorded'}</dd>
          </div>
        </dl>
        {workspace.expectedDecision && (
          <p className="mt-3 text-sm text-slate-700">
            Expected decision between {day(workspace.expectedDecision.from)} and {day(workspace.expectedDecision.to)}:{' '}
            {workspace.expectedDecision.basis}{' '}
            <a
              href={workspace.expectedDecision.sourceUrl}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline"
            >
              Source<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </section>
      <Timeline record={record} />
      {record.nextSteps.length > 0 && (
        <NextStepForm key={record.timeline.length} workspace={workspace} record={record} />
      )}
    </div>
  );
}

function PostingForm({
  record,
  focusFirst,
  onDone,
}: {
  record: ApplicationRecord | null;
  /** Opened by 'Edit details': its first field takes focus (not when the tab opens on the form). */
  focusFirst: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSavePosting();
  const firstRef = useFocusOnMount<HTMLInputElement>();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof postingBody>,
    unknown,
    z.output<typeof postingBody>
  >({
    resolver: zodResolver(postingBody),
    defaultValues: {
      postedOn: record?.postedOn.slice(0, 10) ?? today(),
      signedOn: record?.signedOn.slice(0, 10) ?? today(),
      trackingNumber: record?.trackingNumber ?? '',
      dfaReference: record?.dfaReference ?? '',
    },
  });
  const errors = formState.errors;
  const submit = (body: z.output<typeof postingBody>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success('Posting recorded');
        onDone();
      },
    });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="mt-4 flex max-w-xl flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-signed`} label="Signed and witnessed on" error={errors.signedOn?.message}>
          {(a11y) => {
            const field = register('signedOn');
            return (
              <Input
                {...a11y}
                type="date"
                max={today()}
                {...field}
                ref={(el) => {
                  field.ref(el);
                  if (focusFirst) firstRef.current = el;
                }}
              />
            );
          }}
        </Field>
        <Field id={`${id}-posted`} label="Posted on" error={errors.postedOn?.message}>
          {(a11y) => <Input {...a11y} type="date" max={today()} {...register('postedOn')} />}
        </Field>
      </div>
      <Field id={`${id}-tracking`} label="Tracking number" optional error={errors.trackingNumber?.message}>
        {(a11y) => <Input {...a11y} {...register('trackingNumber')} />}
      </Field>
      <Field
        id={`${id}-ref`}
        label="DFA reference"
        optional="add it when DFA gives you one"
        error={errors.dfaReference?.message}
      >
        {(a11y) => <Input {...a11y} {...register('dfaReference')} />}
      </Field>
      <SaveRefusal error={save.error} refused="Not saved" fallback={save.failure} />
      <div className="flex gap-2">
        <Button type="submit" busy={save.isPending} data-focus-id={POSTING_FOCUS}>
          Save
        </Button>
        {record && (
          <Button type="button" variant="outline" data-focus-id={POSTING_FOCUS} onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function Timeline({ record }: { record: ApplicationRecord }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
        Timeline
      </h2>
      <ol className="mt-3 flex flex-col gap-0 border-l-2 border-brand-200 pl-5">
        {record.timeline.map((entry) => (
          <li key={entry.id} className="relative pb-4">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-700"
            />
            <p className="font-medium text-slate-900">{stepWord(entry.step)}</p>
            <p className="text-sm text-slate-600">{day(entry.on)}</p>
            {entry.requested && (
              <p className="mt-1 text-sm break-words text-slate-700">DFA asked for: {entry.requested}</p>
            )}
          </li>
        ))}
      </ol>
      {record.deadline && <DeadlineNotice deadline={record.deadline} />}
    </section>
  );
}

/** The form's fields turned into the body the server takes (one document per line), checked by the same schema. */
const nextStepForm = z
  .object({
    step: z.string(),
    on: z.string(),
    requested: z.string(),
    itemKeys: z.array(z.string()),
    extraDocuments: z.string(),
  })
  // The step's own schema in the union below decides which fields it takes.
  .transform(
    ({ step, on, requested, itemKeys, extraDocuments }): z.input<typeof timelineStepBody> =>
      (step === 'further_documents_requested'
        ? {
            step,
            on,
            requested,
            itemKeys,
            extraDocuments: extraDocuments
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          }
        : { step, on }) as z.input<typeof timelineStepBody>,
  )
  .pipe(timelineStepBody);
type NextStepValues = z.input<typeof nextStepForm>;

/** Remounted after each step it adds (keyed by the timeline's length), so it starts from the new next steps. */
function NextStepForm({ workspace, record }: { workspace: WorkspaceResponse; record: ApplicationRecord }) {
  const id = useId();
  const add = useAddTimelineStep();
  const { control, register, handleSubmit, formState } = useForm<NextStepValues, unknown, TimelineStepBody>({
    resolver: zodResolver(nextStepForm),
    defaultValues: { step: record.nextSteps[0], on: today(), requested: '', itemKeys: [], extraDocuments: '' },
  });
  const step = useWatch({ control, name: 'step' }) as TimelineStep;
  const errors = formState.errors;
  const submit = (body: TimelineStepBody) =>
    add.mutate(body, { onSuccess: () => announce(`Added to your timeline: ${stepWord(body.step)}`) });
  return (
    <section aria-labelledby="next-step-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="next-step-heading" className="text-lg font-semibold text-slate-900">
        What happened next?
      </h2>
      <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="mt-3 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-step`} label="Step" error={errors.step?.message}>
            {(a11y) => (
              <NativeSelect {...a11y} {...register('step')}>
                {record.nextSteps.map((s) => (
                  <option key={s} value={s}>
                    {stepWord(s)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id={`${id}-on`} label="Date" error={errors.on?.message}>
            {(a11y) => <Input {...a11y} type="date" max={today()} {...register('on')} />}
          </Field>
        </div>
        {step === 'further_documents_requested' && (
          <>
            <Field id={`${id}-requested`} label="What did DFA ask for?" error={errors.requested?.message}>
              {(a11y) => <Textarea {...a11y} rows={3} {...register('requested')} />}
            </Field>
            <FieldSet id={`${id}-items`} legend="Documents from your list that DFA asked for again">
              <ul className="grid gap-2 sm:grid-cols-2">
                {workspace.items
                  .filter((i) => !i.notApplicable && i.kind !== 'online_form')
                  .map((item) => (
                    <li key={item.key}>
                      <Field id={`${id}-${item.key}`} label={`${item.title} · ${item.personName}`} inline="start">
                        {(a11y) => (
                          <input
                            {...a11y}
                            type="checkbox"
                            value={item.key}
                            className="mt-1 size-4 accent-brand-700"
                            {...register('itemKeys')}
                          />
                        )}
                      </Field>
                    </li>
                  ))}
              </ul>
            </FieldSet>
            <Field
              id={`${id}-extra`}
              label="Other documents DFA asked for"
              optional="one per line"
              error={errors.extraDocuments?.message}
            >
              {(a11y) => <Textarea {...a11y} rows={2} {...register('extraDocuments')} />}
            </Field>
          </>
        )}
        {step === 'refused' && (
          <p className="text-sm text-slate-700">
            Enter the date on DFA's refusal letter: you can ask for a review within 6 weeks of it, if the application
            was complete. The timeline then shows the last day to ask, and with email notifications on we email it to
            you.
          </p>
        )}
        <SaveRefusal error={add.error} refused="Not added" fallback={add.failure} />
        <div>
          {/* The form starts afresh after each step it adds: focus follows to the new form's button. */}
          <Button type="submit" busy={add.isPending} data-focus-id="timeline-add">
            Add to timeline
          </Button>
        </div>
      </form>
    </section>
  );
}
