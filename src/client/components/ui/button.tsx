import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '#client/lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress aria-busy:opacity-80 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-800 text-white shadow-sm hover:bg-brand-900',
        accent: 'bg-accent-500 text-slate-950 shadow-sm hover:bg-accent-600',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
        link: 'text-brand-800 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/**
 * `busy` (decision 071): while its action runs the button stays focusable and keeps focus, says so
 * (aria-disabled, aria-busy, a spinner, `busyLabel` if given) and ignores clicks, including the form
 * submission a click or Enter would start. Use it instead of `disabled={mutation.isPending}`, which
 * drops focus to the page body.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  busy = false,
  busyLabel,
  onClick,
  children,
  ...props
}: ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean; busy?: boolean; busyLabel?: string }) {
  const classes = cn(buttonVariants({ variant, size, className }));
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      data-slot="button"
      className={classes}
      {...props}
      {...(busy ? { 'aria-disabled': true, 'aria-busy': true } : {})}
      onClick={handleClick}
    >
      {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
