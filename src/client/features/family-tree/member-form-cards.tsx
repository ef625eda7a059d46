import { CITIZENSHIP_BASES } from '#domain/tree/family-member.ts';
import { CITIZENSHIP_BASIS_LABELS } from '#domain/eligibility/wording.ts';
import { Lock, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { DateField, Field, SwitchField, TextField } from './member-form-fields.tsx';
import type { MemberFormValues, MemberPlacement } from './member-form-values.ts';
import { MarriagesSection } from './marriages-section.tsx';
import { NameChangesSection } from './name-changes-section.tsx';
import { TreeLockToggle } from './tree-lock-toggle.tsx';
import type { MemberFormState } from './use-member-form.ts';

type CardProps = { m: MemberFormState };

/** Shown while the tree is locked: what can still be changed, and the switch that unlocks it. */
export function LockedBanner({ editing, lockedBy }: { editing: boolean; lockedBy: string | null | undefined }) {
  return (
    <Alert variant="warning" role="status" className="mt-6" data-testid="tree-locked-banner">
      <Lock aria-hidden="true" />
      <AlertTitle>Your family tree is locked</AlertTitle>
      <AlertDescription>
        <p>
          {editing
            ? 'You can still add what is missing: a date, death details, notes or a marriage. Everything else stays as it is while the tree is locked.'
            : 'Nothing can be added, changed or deleted while the tree is locked.'}{' '}
          {lockedBy !== 'order' &&
            'To make other changes, switch off \u2018Lock tree\u2019 here, in the family tree header or on your dashboard.'}
        </p>
        <TreeLockToggle className="mt-2" />
      </AlertDescription>
    </Alert>
  );
}

export function PersonalDetailsCard({ m }: CardProps) {
  const { register, formState } = m.form;
  const errors = formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Personal details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          error={errors.firstName}
          disabled={m.lockedOut('firstName')}
          {...register('firstName')}
          autoComplete="off"
        />
        <TextField
          label="Last name"
          required
          error={errors.lastName}
          disabled={m.lockedOut('lastName')}
          {...register('lastName')}
          autoComplete="off"
        />
        <Field label="Gender" error={errors.gender}>
          {(props) => (
            <NativeSelect {...props} disabled={m.lockedOut('gender')} {...register('gender')}>
              <option value="" disabled>
                Choose…
              </option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="other">Other</option>
            </NativeSelect>
          )}
        </Field>
        <DateField
          label="Birth date"
          error={errors.birthDate}
          disabled={m.lockedOut('birthDate')}
          {...register('birthDate')}
        />
        <TextField
          label="Birth place"
          hint="Town or county, e.g. Co. Mayo"
          error={errors.birthPlace}
          disabled={m.lockedOut('birthPlace')}
          {...register('birthPlace', { onChange: m.presetBornInIreland })}
        />
        <TextField
          label="Birth country"
          error={errors.birthCountry}
          disabled={m.lockedOut('birthCountry')}
          {...register('birthCountry', { onChange: m.presetBornInIreland })}
        />
      </CardContent>
    </Card>
  );
}

/** The switches about the person: only those that matter for where they sit in the tree. */
function AboutSwitches({ m }: CardProps) {
  const { show, watched, lockedOut } = m;
  const control = m.form.control;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {show.deceased && (
        <SwitchField name="isDeceased" label="Deceased" control={control} disabled={lockedOut('isDeceased')} />
      )}
      {show.irishBorn && (
        <SwitchField
          name="isIrishBorn"
          label="Born in Ireland"
          description="Anywhere on the island, Northern Ireland included"
          control={control}
          disabled={lockedOut('isIrishBorn')}
        />
      )}
      {show.irishCitizen && (
        <SwitchField
          name="isIrishCitizen"
          label="Irish citizen"
          control={control}
          disabled={lockedOut('isIrishCitizen')}
        />
      )}
      {show.naturalisedElsewhere && (watched.isIrishBorn || watched.isIrishCitizen) && (
        <SwitchField
          name="naturalisedElsewhere"
          label="Took another citizenship"
          description="For example became a US citizen: this does not end Irish citizenship"
          control={control}
          disabled={lockedOut('naturalisedElsewhere')}
        />
      )}
      {show.publicServiceAbroad && (
        <SwitchField
          name="inIrishPublicServiceAbroad"
          label="Irish public service abroad"
          description="Was serving abroad for the Irish State (e.g. a diplomat) when their child in your line was born"
          control={control}
          disabled={lockedOut('inIrishPublicServiceAbroad')}
        />
      )}
      {show.adoptiveParent && (
        <SwitchField
          name="isAdoptiveParent"
          label="Adoptive parent"
          description="Adopted you, rather than being your birth parent"
          control={control}
          disabled={lockedOut('isAdoptiveParent')}
        />
      )}
      {show.nameChanged && (
        <SwitchField
          name="hasNameChanged"
          label="Name changed"
          description="By marriage, divorce, deed poll or adoption, or known by an Irish or English form"
          control={control}
          disabled={lockedOut('hasNameChanged')}
        />
      )}
    </div>
  );
}

export function AboutCard({
  m,
  placement,
  initial,
  memberId,
}: CardProps & { placement: MemberPlacement; initial: MemberFormValues; memberId: string | null }) {
  const { register, formState } = m.form;
  const errors = formState.errors;
  const { show, watched, lockedOut } = m;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>About {placement.relationship === 'self' ? 'you' : 'them'}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <AboutSwitches m={m} />
        {show.deceased && watched.isDeceased && (
          <div className="grid gap-4 sm:grid-cols-3">
            <DateField
              label="Death date"
              error={errors.deathDate}
              disabled={lockedOut('deathDate')}
              {...register('deathDate')}
            />
            <TextField
              label="Death place"
              error={errors.deathPlace}
              disabled={lockedOut('deathPlace')}
              {...register('deathPlace')}
            />
            <TextField
              label="Death country"
              error={errors.deathCountry}
              disabled={lockedOut('deathCountry')}
              {...register('deathCountry')}
            />
          </div>
        )}
        {show.irishCitizen && watched.isIrishCitizen && !(show.irishBorn && watched.isIrishBorn) && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="How they became an Irish citizen" error={errors.citizenshipBasis}>
              {(props) => (
                <NativeSelect {...props} disabled={lockedOut('citizenshipBasis')} {...register('citizenshipBasis')}>
                  <option value="">Choose…</option>
                  {CITIZENSHIP_BASES.map((basis) => (
                    <option key={basis} value={basis}>
                      {CITIZENSHIP_BASIS_LABELS[basis]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <DateField
              label="Citizenship date (if naturalized)"
              error={errors.citizenshipDate}
              disabled={lockedOut('citizenshipDate')}
              {...register('citizenshipDate')}
            />
          </div>
        )}
        {placement.relationship !== 'sibling' && (
          <MarriagesSection
            disabled={m.disabled}
            storedRowsLocked={m.addingOnly ? initial.marriages.length : 0}
            memberId={memberId}
          />
        )}
        {watched.hasNameChanged && <NameChangesSection disabled={m.disabled || m.locked} memberId={memberId} />}
      </CardContent>
    </Card>
  );
}

export function NotesCard({ m, placement }: CardProps & { placement: MemberPlacement }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Notes and application</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field label="Notes" error={m.form.formState.errors.notes}>
          {(props) => <Textarea {...props} {...m.form.register('notes')} rows={3} />}
        </Field>
        {m.show.includeToggle ? (
          <SwitchField
            name="includeInApplication"
            label="Include in application"
            description="Add this person's documents to your application pack"
            control={m.form.control}
            disabled={m.lockedOut('includeInApplication')}
          />
        ) : placement.relationship === 'great_grandparent' ? (
          <p className="rounded-lg border border-slate-200 p-3 text-sm text-slate-600">
            Great-grandparents are not part of your own application: we use them to tell who in your family can
            register.
          </p>
        ) : (
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
            <span>
              <span className="block text-sm font-medium text-slate-900">Include in application</span>
              <span className="text-sm text-slate-600">
                Parents and grandparents are always part of the application.
              </span>
            </span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              Required
            </span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Delete (a stored member only), Cancel and the save button. While a write runs they stay focusable
 * (busy or aria-disabled, not disabled: decision 071), and a failed write gives focus back to the
 * button that started it when the form's disabled fields dropped it.
 */
export function FormActions({ m, onCancel }: CardProps & { onCancel: () => void }) {
  const saveRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const lastPhase = useRef(m.phase);
  useEffect(() => {
    const ended = lastPhase.current;
    lastPhase.current = m.phase;
    if (m.phase !== 'idle' || ended === 'idle' || !m.submitError) return;
    const active = document.activeElement;
    if (!active || active === document.body) (ended === 'deleting' ? deleteRef : saveRef).current?.focus();
  }, [m.phase, m.submitError]);
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {m.editing ? (
        <Button
          ref={deleteRef}
          type="button"
          variant="outline"
          className="border-red-300 text-red-800 hover:bg-red-50"
          onClick={() => void m.onDelete()}
          disabled={m.locked || m.phase === 'saving'}
          busy={m.phase === 'deleting'}
        >
          {m.phase !== 'deleting' && <Trash2 aria-hidden="true" />}
          {m.phase === 'deleting' ? 'Deleting...' : 'Delete'}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (!m.busy) onCancel();
          }}
          aria-disabled={m.busy || undefined}
        >
          Cancel
        </Button>
        <Button ref={saveRef} type="submit" disabled={m.locked && !m.editing} busy={m.phase === 'saving'}>
          {m.locked && !m.editing && <Lock aria-hidden="true" />}
          {m.saveLabel}
        </Button>
      </div>
    </div>
  );
}
