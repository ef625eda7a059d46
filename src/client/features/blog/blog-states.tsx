import { AlertTriangle, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';

/** `pageTitle`: the message is the whole page (a missing post), so its title is the page's h1. */
export function BlogMessage({
  title,
  children,
  error = false,
  pageTitle = false,
}: {
  title: string;
  children: ReactNode;
  error?: boolean;
  pageTitle?: boolean;
}) {
  const Icon = error ? AlertTriangle : Newspaper;
  const Heading = pageTitle ? 'h1' : 'h2';
  return (
    <div role={error ? 'alert' : undefined} className="mx-auto max-w-lg py-16 text-center">
      <Icon className={error ? 'mx-auto size-10 text-red-600' : 'mx-auto size-10 text-slate-400'} aria-hidden="true" />
      <Heading className="mt-4 text-xl font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}
