import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
