import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { MARRIAGE_END_KINDS, MARRIAGE_END_LABELS, type MarriageEndKind } from '#domain/documents/marriage-end.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useFamilyMembers } from './api/get-family-members.ts';
import { DATE_EXAMPLES, dateReading } from './date-reading.ts';
import { emptyMarriageRow, type MarriageRow, type MemberFormValues } from './member-form-values.ts';

type TextField = 'changeDate' | 'changePlace' | 'changeCountry' | 'spouseFirstName' | 'spouseLastName';
type EndField = 'endDate' | 'endPlace' | 'endCountry';

const MARRIAGE_FIELDS: { name: TextField; label: string }[] = [
  { name: 'changeDate', label: 'Date of marriage' },
  { name: 'changePlace', label: 'Place of marriage' },
  { name: 'changeCountry', label: 'Country of marriage' },
];
const SPOUSE_NAME_FIELDS: { name: TextField; label: string }[] = [
  { name: 'spouseFirstName', label: 'Spouse first name' },
  { name: 'spouseLastName', label: 'Spouse last name' },
];
/** What the court's decree gives; a marriage that ended with a death has its date on the member who died. */
const END_FIELDS: Record<Exclude<MarriageEndKind, 'death'>, { name: EndField; label: string }[]> = {
  divorce: [
    { name: 'endDate', label: 'Date of divorce' },
    { name: 'endPlace', label: 'Place of divorce (the court)' },
    { name: 'endCountry', label: 'Country of divorce' },
  ],
  annulment: [
    { name: 'endDate', label: 'Date of annulment' },
    { name: 'endPlace', label: 'Place of annulment' },
    { name: 'endCountry', label: 'Country of annulment' },
  ],
};
const DATE_NAMES: readonly string[] = ['changeDate', 'endDate'];

/** How a date field was read, or what a date field accepts (docs/decisions/051-dates-as-records-hold-them.md). */
function DateHint({ index, name }: { index: number; name: 'changeDate' | 'endDate' }) {
  const typed = useWatch<MemberFormValues, `marriages.${number}.${typeof name}`>({
    name: `marriages.${index}.${name}`,
  });
  return <>{dateReading(typed) ?? DATE_EXAMPLES}</>;
}

/**
 * Marriages that changed no surname (issue 18 item 6): the pack names the civil marriage
 * certificate to order and fills the online form's marriage answers from them. A marriage that
 * changed a surname is recorded under 'Names' instead. The spouse is chosen from the tree, or
 * named when not in it; how the marriage ended is the marriage's own, for both partners, and a
 * marriage removed here goes for both (docs/decisions/058-marriages-and-names-as-records.md).
 */
export function MarriagesSection({
  disabled,
  storedRowsLocked = 0,
  memberId = null,
}: {
  disabled: boolean;
  /** In a locked tree, the marriages already stored stay as they are; new ones can be added (decision 026). */
  storedRowsLocked?: number;
  /** The member whose form this is: not offered as their own spouse. */
  memberId?: string | null;
}) {
  const { control, register, formState, getFieldState, getValues, setValue, trigger } =
    useFormContext<MemberFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'marriages' });
  const rows = useWatch({ control, name: 'marriages' });
  const members = useFamilyMembers();
  const spouses = (members.data ?? [])
    .filter((m) => m.id !== memberId)
    .map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() || 'Unnamed member' }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const textInput = (index: number, name: TextField | EndField, label: string, rowDisabled: boolean) => {
    const id = `marriage-${index}-${name}`;
    const path = `marriages.${index}.${name}` as const satisfies FieldPath<MemberFormValues>;
    const isDate = DATE_NAMES.includes(name);
    const revalidate = () => {
      if (getFieldState(path).error) void trigger(path);
    };
    return (
      <Field
        key={name}
        id={id}
        label={label}
        error={formState.errors.marriages?.[index]?.[name]?.message}
        hint={isDate ? <DateHint index={index} name={name as 'changeDate' | 'endDate'} /> : undefined}
        optional
      >
        {(wiring) => (
          <Input
            {...wiring}
            type="text"
            placeholder={isDate ? 'e.g. June 1959' : undefined}
            spellCheck={isDate ? false : undefined}
            autoComplete="off"
            disabled={rowDisabled}
            {...register(path, {
              onBlur: isDate
                ? () => {
                    if (String(getValues(path)).trim()) void trigger(path);
                  }
                : undefined,
              onChange: isDate ? revalidate : undefined,
            })}
          />
        )}
      </Field>
    );
  };

  return (
    <section aria-labelledby="marriages-heading" className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h3 id="marriages-heading" className="font-semibold text-slate-900">
        Marriages
      </h3>
      <p className="text-sm text-slate-600">
        Where and when they married, and to whom, even if no surname changed: the civil marriage certificate is part of
        the application. A marriage that changed a surname goes under &lsquo;Names&rsquo;.
      </p>
      <ol className="mt-3 grid gap-3">
        {fields.map((field, index) => {
          const row: Partial<MarriageRow> = rows?.[index] ?? {};
          const rowDisabled = disabled || index < storedRowsLocked;
          const inTree = Boolean(row.spouseFamilyMemberId);
          const endKind = row.endKind || null;
          const spouseName = spouses.find((s) => s.id === row.spouseFamilyMemberId)?.name;
          return (
            <li key={field.id} className="rounded-lg border border-slate-200 bg-white p-3">
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
              {row.recordedOnSpouse && (
                <p className="mt-1 text-xs text-slate-600">
                  Recorded on {spouseName ?? 'the spouse'}&rsquo;s form too: a change here, or removing it, is for both
                  of them.
                </p>
              )}
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                <Field id={`marriage-${index}-spouse`} label="Spouse">
                  {(wiring) => (
                    <NativeSelect
                      {...wiring}
                      disabled={rowDisabled}
                      {...register(`marriages.${index}.spouseFamilyMemberId`, {
                        setValueAs: (v: string | null | undefined) => v || null,
                        onChange: (event: { target: { value: string } }) => {
                          // Another spouse: the marriage names them as the tree does (the names of
                          // someone not in the tree are typed).
                          const chosen = members.data?.find((m) => m.id === event.target.value);
                          setValue(`marriages.${index}.spouseFirstName`, chosen?.firstName ?? '');
                          setValue(`marriages.${index}.spouseLastName`, chosen?.lastName ?? '');
                        },
                      })}
                    >
                      <option value="">Not in the tree</option>
                      {spouses.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                {!inTree && SPOUSE_NAME_FIELDS.map((f) => textInput(index, f.name, f.label, rowDisabled))}
                {MARRIAGE_FIELDS.map((f) => textInput(index, f.name, f.label, rowDisabled))}
              </div>
              <div className="mt-3 grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2 lg:grid-cols-3">
                <Field id={`marriage-${index}-endKind`} label="How it ended" optional>
                  {(wiring) => (
                    <NativeSelect {...wiring} disabled={rowDisabled} {...register(`marriages.${index}.endKind`)}>
                      <option value="">It has not ended</option>
                      {MARRIAGE_END_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {MARRIAGE_END_LABELS[kind]}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                {endKind && endKind !== 'death'
                  ? END_FIELDS[endKind].map((f) => textInput(index, f.name, f.label, rowDisabled))
                  : null}
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
