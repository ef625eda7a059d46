import { Plus } from 'lucide-react';
import { recordYearLabel } from '#domain/dates/record-date.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { cn } from '#client/lib/cn.ts';
import { ShamrockIcon } from './shamrock-icon.tsx';
import { fullName, relationWord } from './tree-layout.ts';

const BOX =
  'relative flex min-h-24 w-full flex-col items-center justify-center gap-0.5 rounded-xl border px-2 py-3 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * A box waiting on a tree write or a lock is `aria-disabled`, not `disabled`: it keeps focus, and a
 * screen reader still finds it, saying it is unavailable (decision 071).
 */
const waitable = (disabled: boolean, action: () => void) => ({
  'aria-disabled': disabled || undefined,
  onClick: () => {
    if (!disabled) action();
  },
});

const COMPACT = 'min-h-14 rounded-lg px-1 py-1.5 text-xs';

/** The year as sure as the record: '1936', 'c. 1934' (docs/decisions/051-dates-as-records-hold-them.md). */
const yearOf = (date: string | null) => recordYearLabel(date);

function lifeLine(member: FamilyMemberResponse): string | null {
  const born = yearOf(member.birthDate);
  const died = member.isDeceased ? yearOf(member.deathDate) : null;
  const years = born && died ? `${born}–${died}` : born ? `b. ${born}` : died ? `d. ${died}` : null;
  const place = member.birthPlace?.trim() || member.birthCountry?.trim() || null;
  return [years, place].filter(Boolean).join(' · ') || null;
}

/** A filled box: opens the member form to edit. */
export function MemberBox({
  member,
  highlighted,
  irishLine = false,
  disabled,
  onOpen,
  compact = false,
}: {
  member: FamilyMemberResponse;
  highlighted: boolean;
  /** Badged 'Irish Line': the parent the applicant's line runs through. */
  irishLine?: boolean;
  disabled: boolean;
  onOpen: () => void;
  /** The smaller box of a great-grandparent. */
  compact?: boolean;
}) {
  const details = lifeLine(member);
  return (
    <button
      type="button"
      {...waitable(disabled, onOpen)}
      data-testid="tree-member"
      data-relationship={member.relationship}
      data-irish-born={member.isIrishBorn || undefined}
      data-highlighted={highlighted || undefined}
      className={cn(
        BOX,
        compact && COMPACT,
        member.isIrishBorn
          ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700 hover:bg-brand-100'
          : highlighted
            ? 'border-brand-600 bg-brand-50 hover:bg-brand-100'
            : 'border-slate-300 bg-white hover:border-slate-400 hover:bg-slate-50',
      )}
    >
      <span className="sr-only">Edit </span>
      <span
        className={cn(
          'flex max-w-full items-center justify-center gap-1 font-semibold tracking-wide text-slate-600 uppercase',
          compact ? 'flex-wrap text-[0.625rem] leading-tight' : 'text-xs',
        )}
      >
        {relationWord(member)}
        {member.isIrishBorn && (
          <ShamrockIcon
            role="img"
            aria-label="Born in Ireland"
            className={cn('shrink-0 text-brand-700', compact ? 'size-4' : 'size-5')}
          />
        )}
      </span>
      <span className={cn('max-w-full font-semibold break-words text-slate-900', compact && 'text-sm')}>
        {fullName(member)}
      </span>
      {details && !compact && <span className="max-w-full text-xs break-words text-slate-600">{details}</span>}
      {irishLine && (
        <span className="mt-1 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">Irish Line</span>
      )}
    </button>
  );
}

/** An empty '+' slot. */
export function EmptySlot({
  label,
  caption,
  disabled,
  onAdd,
  compact = false,
}: {
  /** Visible text and accessible name, e.g. "Add grandparent (father's side)". */
  label: string;
  /** The smaller slot of a great-grandparent: shows 'Add', with the label for screen readers. */
  compact?: boolean;
  /** A smaller line above the label, e.g. 'You'. */
  caption?: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  return (
    <button
      type="button"
      {...waitable(disabled, onAdd)}
      data-testid="tree-empty-slot"
      aria-label={compact ? label : undefined}
      className={cn(
        BOX,
        compact && COMPACT,
        'border-2 border-dashed border-slate-300 bg-white/70 text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-900',
      )}
    >
      {caption && <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{caption}</span>}
      <Plus className={compact ? 'size-4' : 'size-5'} aria-hidden="true" />
      <span className={compact ? 'text-xs font-medium' : 'text-sm font-medium'}>{compact ? 'Add' : label}</span>
    </button>
  );
}
