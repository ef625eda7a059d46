import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A styled native <select>: keyboard and screen-reader behaviour of the platform, the phone's own picker. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          'h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white py-0 pr-9 pl-3 text-base text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
