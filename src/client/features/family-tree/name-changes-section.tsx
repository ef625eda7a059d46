import { Expand, Plus, Trash2 } from 'lucide-react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { cn } from '#client/lib/cn.ts';
import { DATE_EXAMPLES, dateReading } from './date-reading.ts';
import { MarriageEndFields, SpouseFields } from './marriage-fields.tsx';
import {
  ADDABLE_CHANGE_TYPES,
  CHANGE_TYPE_LABELS,
  emptyNameChangeRow,
  hasSpouse,
  isChangeOfName,
  type MemberFormValues,
} from './member-form-values.ts';

type Size = 'compact' | 'large';

/** Wide enough for the Expand dialog to hold the table's 72rem, with the dialog's margin and padding. */
const WIDE_QUERY = '(min-width: 1248px)';

/** True on screens wide enough for the eight-column table. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
  );
}

/**
 * The member's names (docs/decisions/058-marriages-and-names-as-records.md): a fixed birth name row,
 * then each later name with what explains it (a marriage, divorce, deed poll or adoption) and the
 * other forms of the name (Irish form, English form, also known as). 'Expand' opens the same rows,
 * bound to the same fields, in a dialog.
 */
export function NameChangesSection({ disabled, memberId = null }: { disabled: boolean; memberId?: string | null }) {
  const { control } = useFormContext<MemberFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'nameChanges' });
  const [expanded, setExpanded] = useState(false);
  const addChange = () => append(emptyNameChangeRow('marriage'), { shouldFocus: false });

  return (
    <section
      aria-labelledby="name-changes-heading"
      className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id="name-changes-heading" className="min-w-0 flex-1 font-semibold text-slate-900">
          Names
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => setExpanded(true)}>
          <Expand aria-hidden="true" />
          Expand
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        The name at birth, each later name (marriage, divorce, deed poll, adoption) and any other form of the name
        (Irish or English form, also known as), as the records print them. Leave given names empty where they stay the
        same. Rows without a name are not saved.
      </p>

      <NameChangeRows rows={fields} onRemove={remove} disabled={disabled} memberId={memberId} size="compact" />
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={addChange} disabled={disabled}>
        <Plus aria-hidden="true" />
        Add name
      </Button>

      <Dialog open={expanded} onOpenChange={setExpanded}>
        <DialogContent className="max-w-[min(80rem,calc(100%-2rem))]">
          <DialogHeader>
            <DialogTitle>Names</DialogTitle>
            <DialogDescription>
              The name at birth, then each later or other name in order. Rows without a name are not saved.
            </DialogDescription>
          </DialogHeader>
          <NameChangeRows rows={fields} onRemove={remove} disabled={disabled} memberId={memberId} size="large" />
          <DialogFooter className="sm:justify-between">
            <Button type="button" variant="outline" onClick={addChange} disabled={disabled}>
              <Plus aria-hidden="true" />
              Add name
            </Button>
            <DialogClose asChild>
              <Button type="button">Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

type RowsProps = {
  rows: { id: string }[];
  onRemove: (index: number) => void;
  disabled: boolean;
  memberId: string | null;
  size: Size;
};

/**
 * The table in the Expand dialog on a wide screen; elsewhere, in the form itself (about 40rem even on
 * a desktop) and on phones, one block per row whose fields wrap, so no value is cut off.
 */
function NameChangeRows(props: RowsProps) {
  const wide = useWideScreen();
  return wide && props.size === 'large' ? <NameChangeTable {...props} /> : <NameChangeList {...props} />;
}

/** Kind, date and remove have fixed widths; the four text columns share the rest. */
const COLUMNS: { label: string; width: string | null }[] = [
  { label: 'Kind', width: 'w-44' },
  { label: 'Given names', width: null },
  { label: 'Surname', width: null },
  { label: 'Date', width: 'w-44' },
  { label: 'Place', width: null },
  { label: 'Country', width: null },
];

function NameChangeTable({ rows, onRemove, disabled, memberId, size }: RowsProps) {
  const th = 'px-2 py-2 text-left align-bottom text-xs font-semibold tracking-wide text-slate-700 uppercase';
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" className={cn(th, column.width)}>
                {column.label}
              </th>
            ))}
            <th scope="col" className={cn(th, 'w-16')}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <RowView
              key={row.id}
              index={index}
              onRemove={onRemove}
              disabled={disabled}
              memberId={memberId}
              size={size}
              layout="table"
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NameChangeList({ rows, onRemove, disabled, memberId, size }: RowsProps) {
  return (
    <ol className={cn('mt-3 grid gap-3', size === 'large' && 'mt-0')}>
      {rows.map((row, index) => (
        <RowView
          key={row.id}
          index={index}
          onRemove={onRemove}
          disabled={disabled}
          memberId={memberId}
          size={size}
          layout="list"
        />
      ))}
    </ol>
  );
}

type RowProps = {
  index: number;
  onRemove: (index: number) => void;
  disabled: boolean;
  memberId: string | null;
  size: Size;
  layout: 'table' | 'list';
};

/** One event: its controls, laid out as a table row or as a stacked block. */
function RowView({ index, onRemove, disabled, memberId, size, layout }: RowProps) {
  const { control, formState, trigger } = useFormContext<MemberFormValues>();
  const changeType = useWatch({ control, name: `nameChanges.${index}.changeType` });
  // Empty given names are the member's own: the field shows them greyed.
  const firstName = useWatch({ control, name: 'firstName' });
  const rowErrors = formState.errors.nameChanges?.[index];
  const isBirth = index === 0 || changeType === 'birth';
  const what = isBirth ? 'Birth' : `Name ${index}`;
  const height = size === 'large' ? 'h-11' : 'h-9';
  const idBase = `name-change-${size}-${layout}-${index}`;

  const textInput = (
    name: 'givenNames' | 'name' | 'changeDate' | 'changePlace' | 'changeCountry',
    label: string,
    type: 'text' | 'date' = 'text',
  ) => {
    const error = rowErrors?.[name]?.message;
    const errorId = `${idBase}-${name}-error`;
    const readId = `${idBase}-${name}-read`;
    const isDate = type === 'date';
    return (
      <Controller
        control={control}
        name={`nameChanges.${index}.${name}`}
        render={({ field }) => {
          // A date is typed as the record holds it; how it was read shows under it (docs/decisions/051-dates-as-records-hold-them.md).
          const reading = isDate && !error ? dateReading(field.value) : null;
          const describedBy = error ? errorId : isDate ? readId : undefined;
          return (
            <>
              <Input
                {...field}
                type="text"
                aria-label={`${what}: ${label}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                placeholder={
                  isDate ? 'e.g. June 1959' : name === 'givenNames' ? firstName.trim() || undefined : undefined
                }
                spellCheck={isDate ? false : undefined}
                disabled={disabled}
                onBlur={() => {
                  field.onBlur();
                  if (isDate && field.value.trim()) void trigger(`nameChanges.${index}.changeDate`);
                }}
                onChange={(event) => {
                  field.onChange(event);
                  if (isDate && error) void trigger(`nameChanges.${index}.changeDate`);
                }}
                className={cn('min-w-0', height)}
              />
              {isDate && !error && (
                <p className={cn('mt-1 text-xs text-slate-600', !reading && 'sr-only')} id={readId}>
                  {reading ?? DATE_EXAMPLES}
                </p>
              )}
              {error && (
                <p className="mt-1 text-xs text-red-700" id={errorId}>
                  {error}
                </p>
              )}
            </>
          );
        }}
      />
    );
  };

  const typeControl = isBirth ? (
    <span className="block py-2 font-medium text-slate-900">{CHANGE_TYPE_LABELS.birth}</span>
  ) : (
    <Controller
      control={control}
      name={`nameChanges.${index}.changeType`}
      render={({ field }) => (
        <NativeSelect {...field} aria-label={`${what}: kind of name`} disabled={disabled} className={height}>
          {ADDABLE_CHANGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {CHANGE_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );

  const removeButton = !isBirth && (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={size === 'large' ? 'size-11' : 'size-9'}
      onClick={() => onRemove(index)}
      disabled={disabled}
      aria-label={`Remove ${what.toLowerCase()}`}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );

  const spouse = !isBirth && hasSpouse(changeType);
  const change = !isBirth && isChangeOfName(changeType);
  // The marriage a married name (or a name after a divorce) comes from: the one marriage both
  // partners' forms show, edited here as under Marriages (docs/decisions/058-marriages-and-names-as-records.md).
  const marriageBase = `nameChanges.${index}` as const;
  const marriage = spouse && (
    <div
      role="group"
      aria-label={`${what}: ${changeType === 'divorce' ? 'the marriage that ended' : 'the marriage'}`}
      className="mt-3 grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2"
    >
      <SpouseFields base={marriageBase} idBase={idBase} disabled={disabled} memberId={memberId} />
      {changeType === 'marriage' && <MarriageEndFields base={marriageBase} idBase={idBase} disabled={disabled} />}
    </div>
  );
  const name = textInput('name', isBirth ? 'surname at birth' : change ? 'surname after the change' : 'surname');
  const given = textInput('givenNames', isBirth ? 'given names at birth' : 'given names');

  if (layout === 'list') {
    return (
      <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="name-change-row">
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">{typeControl}</div>
          {removeButton}
        </div>
        <div className="mt-2 grid gap-3">
          <div className="grid grid-cols-2 gap-3">
            <Stacked label="Given names">{given}</Stacked>
            <Stacked label={isBirth ? 'Surname at birth' : change ? 'Surname after the change' : 'Surname'}>
              {name}
            </Stacked>
          </div>
          {change && (
            <>
              <Stacked label="Date">{textInput('changeDate', 'date', 'date')}</Stacked>
              <div className="grid grid-cols-2 gap-3">
                <Stacked label="Place">{textInput('changePlace', 'place')}</Stacked>
                <Stacked label="Country">{textInput('changeCountry', 'country')}</Stacked>
              </div>
            </>
          )}
        </div>
        {marriage}
      </li>
    );
  }

  const cell = cn('px-2 align-top', size === 'large' ? 'py-3' : 'py-2');
  const none = (
    <span className="block py-2 text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not applicable</span>
    </span>
  );
  const row = (
    <tr className="border-t border-slate-200" data-testid="name-change-row">
      <td className={cell}>{typeControl}</td>
      <td className={cell}>{given}</td>
      <td className={cell}>{name}</td>
      <td className={cell}>{change ? textInput('changeDate', 'date', 'date') : none}</td>
      <td className={cell}>{change ? textInput('changePlace', 'place') : none}</td>
      <td className={cell}>{change ? textInput('changeCountry', 'country') : none}</td>
      <td className={cell}>{removeButton}</td>
    </tr>
  );
  return spouse ? (
    <>
      {row}
      <tr data-testid="name-change-marriage">
        <td className={cn(cell, 'pt-0')} colSpan={COLUMNS.length + 1}>
          {marriage}
        </td>
      </tr>
    </>
  ) : (
    row
  );
}

/** A visible caption over a control whose accessible name (aria-label) already contains it. */
function Stacked({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <span aria-hidden="true" className="text-xs font-medium text-slate-700">
        {label}
      </span>
      {children}
    </div>
  );
}
