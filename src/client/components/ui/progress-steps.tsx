import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A numbered step indicator. `current` is the index of the step reached; earlier steps show as
 * done. Vertical on phones, horizontal from the sm breakpoint.
 */
export function ProgressSteps({
  steps,
  current,
  className,
  ...props
}: { steps: readonly string[]; current: number } & Omit<ComponentProps<'ol'>, 'children'>) {
  return (
    <ol data-slot="progress-steps" className={cn('flex flex-col gap-3 sm:flex-row sm:gap-0', className)} {...props}>
      {steps.map((label, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={label}
            data-state={done ? 'complete' : active ? 'current' : 'upcoming'}
            aria-current={active ? 'step' : undefined}
            className="relative flex items-center gap-3 sm:flex-1 sm:flex-col sm:items-center sm:gap-1.5 sm:text-center"
          >
            {i > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute hidden h-0.5 sm:top-3.5 sm:right-1/2 sm:block sm:w-full',
                  i <= current ? 'bg-brand-700' : 'bg-slate-200',
                )}
              />
            )}
            <span
              className={cn(
                'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                done && 'border-brand-700 bg-brand-700 text-white',
                active && 'border-brand-700 bg-white text-brand-800',
                !done && !active && 'border-slate-300 bg-white text-slate-500',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : i + 1}
            </span>
            <span
              className={cn(
                'text-sm leading-tight sm:text-xs',
                active ? 'font-semibold text-slate-900' : done ? 'text-slate-800' : 'text-slate-600',
              )}
            >
              {label}
              <span className="sr-only">{done ? ' (done)' : active ? ' (current step)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
