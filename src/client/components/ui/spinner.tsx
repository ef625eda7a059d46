import { Loader2 } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-16 text-slate-600', className)}>
      <Loader2 className="size-6 animate-spin text-brand-700" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
