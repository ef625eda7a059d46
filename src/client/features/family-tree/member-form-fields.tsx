import { useId, type ComponentProps, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type Control, type FieldError } from 'react-hook-form';
import { Input } from '#client/components/ui/input.tsx';
import { Field as UiField, type FieldControlProps } from '#client/components/ui/field.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { cn } from '#client/lib/cn.ts';
import { DATE_EXAMPLES, dateReading } from './date-reading.ts';
import type { MemberFormValues } from './member-form-values.ts';

/** The member form's rows, each through the one field primitive: a label, the control, its hint or error. */
export function Field({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  error?: FieldError;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const shown = required ? (
    <>
      {label}
      <span className="text-red-700" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  ) : (
    label
  );
  return (
    <UiField id={id} label={shown} hint={hint} error={error?.message} className="min-w-0">
      {children}
    </UiField>
  );
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & { label: string; hint?: string; error?: FieldError };

export function TextField({ label, hint, error, required, ...input }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(props) => <Input {...props} {...input} aria-required={required || undefined} />}
    </Field>
  );
}

/**
 * A date as the record holds it (docs/decisions/051-dates-as-records-hold-them.md): typed in words,
 * with the examples as the hint until it reads as a date, then how it was read ('Read as: about 1934').
 * Leaving the field checks it, so what cannot be read is said at once.
 */
export function DateField({
  name,
  onBlur,
  onChange,
  ...props
}: InputFieldProps & { name: 'birthDate' | 'deathDate' | 'citizenshipDate' }) {
  const { control, trigger, getFieldState } = useFormContext<MemberFormValues>();
  const typed = useWatch({ control, name });
  return (
    <TextField
      {...props}
      name={name}
      type="text"
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      placeholder="e.g. about 1934"
      hint={dateReading(typed) ?? DATE_EXAMPLES}
      onBlur={(event) => {
        void onBlur?.(event);
        if (typed.trim()) void trigger(name);
      }}
      onChange={(event) => {
        void onChange?.(event);
        // Once refused, the field is checked again as it is corrected.
        if (getFieldState(name).error) void trigger(name);
      }}
    />
  );
}

export type SwitchName =
  | 'isDeceased'
  | 'isIrishBorn'
  | 'isIrishCitizen'
  | 'naturalisedElsewhere'
  | 'inIrishPublicServiceAbroad'
  | 'isAdoptiveParent'
  | 'hasNameChanged'
  | 'includeInApplication';

export function SwitchField({
  name,
  label,
  description,
  control,
  disabled,
}: {
  name: SwitchName;
  label: string;
  description?: string;
  control: Control<MemberFormValues>;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <UiField
          id={id}
          label={label}
          hint={description}
          inline="end"
          className={cn(
            'items-center rounded-lg border p-3 transition-colors',
            field.value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white',
          )}
        >
          {(props) => (
            <Switch
              {...props}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              disabled={disabled}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </UiField>
      )}
    />
  );
}
