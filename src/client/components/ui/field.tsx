import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** What a field's control needs to be named and described: spread it onto the input, select, textarea or switch. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The control's wiring: invalid and described by the error when there is one, otherwise by the hint. */
export function fieldControlProps(id: string, error?: string, hint?: ReactNode): FieldControlProps {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

function FieldHint({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A labelled form row with its hint and error, wired for screen readers. The one field primitive:
 * every form renders its inputs, selects, textareas, switches and tick boxes through it.
 *
 * - `children` is the control, or a function that receives the control's id and aria wiring
 *   (`aria-invalid`, `aria-describedby` pointing at the error, else at the hint).
 * - `optional` adds '(optional)' after the label; a string says something else in the brackets.
 * - `labelHidden` keeps the label for screen readers only.
 * - `inline` puts a switch or tick box beside its label and hint: at the 'end' (a settings row) or the 'start'.
 */
export function Field(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean | string;
  labelHidden?: boolean;
  inline?: 'start' | 'end';
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const { id, hint, error } = props;
  const control =
    typeof props.children === 'function' ? props.children(fieldControlProps(id, error, hint)) : props.children;
  const label = (
    <label
      htmlFor={id}
      className={cn(
        props.labelHidden ? 'sr-only' : 'text-sm font-medium text-slate-800',
        props.inline && 'cursor-pointer',
      )}
    >
      {props.label}
      {props.optional && (
        <span className="font-normal text-slate-500">
          {' '}
          ({typeof props.optional === 'string' ? props.optional : 'optional'})
        </span>
      )}
    </label>
  );
  if (props.inline) {
    return (
      <div className={cn('flex items-start gap-3', props.inline === 'end' && 'justify-between gap-4', props.className)}>
        {props.inline === 'start' && control}
        <div className="flex min-w-0 flex-col gap-0.5">
          {label}
          <FieldHint id={id} hint={hint} error={error} />
        </div>
        {props.inline === 'end' && control}
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col gap-1.5', props.className)}>
      {label}
      {control}
      <FieldHint id={id} hint={hint} error={error} />
    </div>
  );
}

/** A group of fields or tick boxes under one legend, with the group's own error. */
export function FieldSet(props: {
  id: string;
  legend: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={cn('flex flex-col gap-2', props.className)}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">{props.legend}</legend>
      {props.children}
      <FieldHint id={props.id} error={props.error} />
    </fieldset>
  );
}
