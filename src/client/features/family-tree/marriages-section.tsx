import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
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
import { focusElement } from '#client/lib/focus.ts';
import { useFamilyMembers } from './api/get-family-members.ts';
import { useAllNameChanges } from './api/get-name-changes.ts';
import { MARRIAGE_FIELDS, MarriageEndFields, MarriageTextField, SpouseFields } from './marriage-fields.tsx';
import { emptyMarriageRow, type MarriageRow, type MemberFormValues } from './member-form-values.ts';

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
  const { control } = useFormContext<MemberFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'marriages' });
  const rows = useWatch({ control, name: 'marriages' });
  const members = useFamilyMembers();
  // A marriage the spouse's married name rests on is removed only after saying what the name loses.
  const [asking, setAsking] = useState<number | null>(null);
  const nameOf = (row: Partial<MarriageRow> | undefined) => {
    const spouse = members.data?.find((m) => m.id === row?.spouseFamilyMemberId);
    return (spouse && `${spouse.firstName} ${spouse.lastName}`.trim()) || 'the spouse';
  };
  const askedRow = asking === null ? undefined : rows?.[asking];
  /** 'Remove marriage 1 to Mary Walsh': whose marriage, as each row has a Remove button (issue 35). */
  const removeName = (index: number, row: Partial<MarriageRow>) => {
    const spouse =
      nameOf(row) !== 'the spouse' ? nameOf(row) : `${row.spouseFirstName ?? ''} ${row.spouseLastName ?? ''}`.trim();
    return `Remove marriage ${index + 1}${spouse ? ` to ${spouse}` : ''}`;
  };
  const sectionRef = useRef<HTMLElement>(null);
  /** The pressed button goes with its row: focus moves to the Remove now in its place (or the last one), else 'Add marriage'. */
  const removeRow = (index: number) => {
    remove(index);
    requestAnimationFrame(() => {
      const section = sectionRef.current;
      const buttons = [...(section?.querySelectorAll<HTMLElement>('[data-remove-marriage]:not([disabled])') ?? [])];
      focusElement(
        buttons[Math.min(index, buttons.length - 1)],
        section?.querySelector<HTMLElement>('[data-add-marriage]'),
      );
    });
  };
  const records = useAllNameChanges();
  /** The surname the spouse took at this marriage: it stays, without its marriage, when the marriage goes. */
  const spouseMarriedName = (row: Partial<MarriageRow> | undefined) =>
    (row?.marriageId &&
      records.data
        ?.find(
          (r) =>
            r.marriageId === row.marriageId &&
            r.familyMemberId !== memberId &&
            r.changeType === 'marriage' &&
            r.surnameAfterChange?.trim(),
        )
        ?.surnameAfterChange?.trim()) ||
    null;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="marriages-heading"
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
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
          const spouseName = nameOf(row);
          const base = `marriages.${index}` as const;
          const idBase = `marriage-${index}`;
          return (
            <li key={field.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-slate-800">Marriage {index + 1}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => (spouseMarriedName(row) ? setAsking(index) : removeRow(index))}
                  disabled={rowDisabled}
                  data-remove-marriage
                  aria-label={removeName(index, row)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {row.recordedOnSpouse && (
                <p className="mt-1 text-xs text-slate-600">
                  Recorded on {spouseName}&rsquo;s form too: a change here, or removing it, is for both of them.
                </p>
              )}
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                <SpouseFields base={base} idBase={idBase} disabled={rowDisabled} memberId={memberId} />
                {MARRIAGE_FIELDS.map((f) => (
                  <MarriageTextField key={f.name} base={base} idBase={idBase} disabled={rowDisabled} {...f} />
                ))}
              </div>
              <div className="mt-3 grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2 lg:grid-cols-3">
                <MarriageEndFields base={base} idBase={idBase} disabled={rowDisabled} />
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
        data-add-marriage
      >
        <Plus aria-hidden="true" />
        Add marriage
      </Button>
      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove this marriage for both of them?</DialogTitle>
            <DialogDescription>
              {nameOf(askedRow)}&rsquo;s married name, {spouseMarriedName(askedRow)}, comes from this marriage. The name
              stays under &lsquo;Names&rsquo; on their form, but loses its marriage: the spouse, date and place. Their
              checklist will then say that no marriage is recorded for that name, until it is recorded again.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep the marriage
              </Button>
            </DialogClose>
            <Button
              type="button"
              onClick={() => {
                if (asking !== null) removeRow(asking);
                setAsking(null);
              }}
            >
              Remove the marriage
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
