import type { ReactNode } from 'react';

/** A labelled form row with its hint and error, wired for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-medium text-slate-800">
        {props.label}
        {props.optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {props.children}
      {props.hint && !props.error && (
        <p id={`${props.id}-hint`} className="text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
