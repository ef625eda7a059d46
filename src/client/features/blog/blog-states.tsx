import { AlertTriangle, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';

export function BlogMessage({
  title,
  children,
  error = false,
}: {
  title: string;
  children: ReactNode;
  error?: boolean;
}) {
  const Icon = error ? AlertTriangle : Newspaper;
  return (
    <div role={error ? 'alert' : undefined} className="mx-auto max-w-lg py-16 text-center">
      <Icon className={error ? 'mx-auto size-10 text-red-600' : 'mx-auto size-10 text-slate-400'} aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}
