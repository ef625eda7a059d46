import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { MARRIAGE_END_KINDS, MARRIAGE_END_LABELS, type MarriageEndKind } from '#domain/documents/marriage-end.ts';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useFamilyMembers } from './api/get-family-members.ts';
import { DATE_EXAMPLES, dateReading } from './date-reading.ts';
import type { MemberFormValues } from './member-form-values.ts';

/** A row that holds a marriage: one under Marriages, or a married name under Names. */
export type MarriageBase = `marriages.${number}` | `nameChanges.${number}`;
type TextName = 'changeDate' | 'changePlace' | 'changeCountry' | 'spouseFirstName' | 'spouseLastName' | EndName;
type EndName = 'endDate' | 'endPlace' | 'endCountry';

export const MARRIAGE_FIELDS: { name: TextName; label: string }[] = [
  { name: 'changeDate', label: 'Date of marriage' },
  { name: 'changePlace', label: 'Place of marriage' },
  { name: 'changeCountry', label: 'Country of marriage' },
];
const SPOUSE_NAME_FIELDS: { name: TextName; label: string }[] = [
  { name: 'spouseFirstName', label: 'Spouse first name' },
  { name: 'spouseLastName', label: 'Spouse last name' },
];
/** What the court's decree gives; a marriage that ended with a death has its date on the member who died. */
const END_FIELDS: Record<Exclude<MarriageEndKind, 'death'>, { name: EndName; label: string }[]> = {
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
function DateHint({ path }: { path: FieldPath<MemberFormValues> }) {
  const typed = useWatch<MemberFormValues>({ name: path });
  return <>{dateReading(typeof typed === 'string' ? typed : '') ?? DATE_EXAMPLES}</>;
}

/** One text field of a marriage, labelled, with its error and, for a date, how it was read. */
export function MarriageTextField({
  base,
  idBase,
  name,
  label,
  disabled,
}: {
  base: MarriageBase;
  idBase: string;
  name: TextName;
  label: string;
  disabled: boolean;
}) {
  const { register, formState, getFieldState, getValues, trigger } = useFormContext<MemberFormValues>();
  const id = `${idBase}-${name}`;
  const path: `${MarriageBase}.${TextName}` = `${base}.${name}`;
  const isDate = DATE_NAMES.includes(name);
  const error = getFieldState(path, formState).error;
  return (
    <Field id={id} label={label} error={error?.message} hint={isDate ? <DateHint path={path} /> : undefined} optional>
      {(wiring) => (
        <Input
          {...wiring}
          type="text"
          placeholder={isDate ? 'e.g. June 1959' : undefined}
          spellCheck={isDate ? false : undefined}
          autoComplete="off"
          disabled={disabled}
          {...register(path, {
            onBlur: isDate
              ? () => {
                  if (getValues(path).trim()) void trigger(path);
                }
              : undefined,
            onChange: isDate
              ? () => {
                  if (getFieldState(path).error) void trigger(path);
                }
              : undefined,
          })}
        />
      )}
    </Field>
  );
}

/**
 * The spouse: chosen from the tree's members (the member being edited left out), or 'Not in the
 * tree' with first and last name. Choosing a member gives the marriage their names as the tree has
 * them; a stored marriage keeps the names it holds until another spouse is chosen
 * (docs/decisions/058-marriages-and-names-as-records.md).
 */
export function SpouseFields({
  base,
  idBase,
  disabled,
  memberId,
}: {
  base: MarriageBase;
  idBase: string;
  disabled: boolean;
  memberId: string | null;
}) {
  const { register, setValue } = useFormContext<MemberFormValues>();
  const chosenId = useWatch<MemberFormValues>({ name: `${base}.spouseFamilyMemberId` });
  const members = useFamilyMembers();
  const spouses = (members.data ?? [])
    .filter((m) => m.id !== memberId)
    .map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() || 'Unnamed member' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <Field id={`${idBase}-spouse`} label="Spouse">
        {(wiring) => (
          <NativeSelect
            {...wiring}
            disabled={disabled}
            {...register(`${base}.spouseFamilyMemberId`, {
              setValueAs: (v: string | null | undefined) => v || null,
              onChange: (event: { target: { value: string } }) => {
                const chosen = members.data?.find((m) => m.id === event.target.value);
                setValue(`${base}.spouseFirstName`, chosen?.firstName ?? '');
                setValue(`${base}.spouseLastName`, chosen?.lastName ?? '');
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
      {!chosenId &&
        SPOUSE_NAME_FIELDS.map((f) => (
          <MarriageTextField key={f.name} base={base} idBase={idBase} disabled={disabled} {...f} />
        ))}
    </>
  );
}

/** How the marriage ended, for both partners; a divorce or annulment with the decree's date, court and country. */
export function MarriageEndFields({
  base,
  idBase,
  disabled,
}: {
  base: MarriageBase;
  idBase: string;
  disabled: boolean;
}) {
  const { register } = useFormContext<MemberFormValues>();
  const endKind = useWatch<MemberFormValues>({ name: `${base}.endKind` }) as '' | MarriageEndKind | undefined;
  return (
    <>
      <Field id={`${idBase}-endKind`} label="How it ended" optional>
        {(wiring) => (
          <NativeSelect {...wiring} disabled={disabled} {...register(`${base}.endKind`)}>
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
        ? END_FIELDS[endKind].map((f) => (
            <MarriageTextField key={f.name} base={base} idBase={idBase} disabled={disabled} {...f} />
          ))
        : null}
    </>
  );
}
