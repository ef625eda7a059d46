import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { DATE_EXAMPLES, dateReading } from './date-reading.ts';
import { emptyMarriageRow, type MarriageRow, type MemberFormValues } from './member-form-values.ts';

const FIELDS: { name: keyof MarriageRow; label: string; type?: 'date' }[] = [
  { name: 'changeDate', label: 'Date of marriage', type: 'date' },
  { name: 'changePlace', label: 'Place of marriage' },
  { name: 'changeCountry', label: 'Country of marriage' },
  { name: 'spouseFirstName', label: 'Spouse first name' },
  { name: 'spouseLastName', label: 'Spouse last name' },
];

/** How the marriage date was read, or what a date field accepts (docs/decisions/051-dates-as-records-hold-them.md). */
function MarriageDateHint({ index }: { index: number }) {
  const typed = useWatch<MemberFormValues, `marriages.${number}.changeDate`>({ name: `marriages.${index}.changeDate` });
  return <>{dateReading(typed) ?? DATE_EXAMPLES}</>;
}

/**
 * Marriages that changed no surname (issue 18 item 6): the pack names the civil marriage
 * certificate to order and fills the online form's marriage answers from them. A marriage that
 * changed a surname is recorded in the name-change table instead.
 */
export function MarriagesSection({
  disabled,
  storedRowsLocked = 0,
}: {
  disabled: boolean;
  /** In a locked tree, the marriages already stored stay as they are; new ones can be added (decision 026). */
  storedRowsLocked?: number;
}) {
  const { control, register, formState, getFieldState, getValues, trigger } = useFormContext<MemberFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'marriages' });
  return (
    <section aria-labelledby="marriages-heading" className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h3 id="marriages-heading" className="font-semibold text-slate-900">
        Marriages
      </h3>
      <p className="text-sm text-slate-600">
        Where and when they married, and to whom, even if no surname changed: the civil marriage certificate is part of
        the application. A marriage that changed a surname goes under &lsquo;Name changed&rsquo;.
      </p>
      <ol className="mt-3 grid gap-3">
        {fields.map((row, index) => {
          const errors = formState.errors.marriages?.[index];
          const rowDisabled = disabled || index < storedRowsLocked;
          return (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-slate-800">Marriage {index + 1}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(index)}
                  disabled={rowDisabled}
                  aria-label={`Remove marriage ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {FIELDS.map(({ name, label, type }) => {
                  const id = `marriage-${index}-${name}`;
                  const error = errors?.[name]?.message;
                  const isDate = type === 'date';
                  return (
                    <Field
                      key={name}
                      id={id}
                      label={label}
                      error={error}
                      hint={isDate ? <MarriageDateHint index={index} /> : undefined}
                      optional
                    >
                      {(control) => (
                        <Input
                          {...control}
                          type="text"
                          placeholder={isDate ? 'e.g. June 1959' : undefined}
                          spellCheck={isDate ? false : undefined}
                          autoComplete="off"
                          disabled={rowDisabled}
                          {...register(`marriages.${index}.${name}`, {
                            onBlur: isDate
                              ? () => {
                                  if (getValues(`marriages.${index}.changeDate`).trim()) {
                                    void trigger(`marriages.${index}.changeDate`);
                                  }
                                }
                              : undefined,
                            onChange: isDate
                              ? () => {
                                  if (getFieldState(`marriages.${index}.changeDate`).error) {
                                    void trigger(`marriages.${index}.changeDate`);
                                  }
                                }
                              : undefined,
                          })}
                        />
                      )}
                    </Field>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => append(emptyMarriageRow(), { shouldFocus: true })}
        disabled={disabled}
      >
        <Plus aria-hidden="true" />
        Add marriage
      </Button>
    </section>
  );
}
