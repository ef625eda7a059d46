import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** The member form's page: 'Back to Family Tree', the heading (focused once shown) and its subtitle. */
export function FormFrame({
  onCancel,
  title,
  subtitle,
  children,
}: {
  onCancel: () => void;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  // The form may appear after a loading spinner: move focus to its heading, as a page change would.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="border-b border-slate-200 pb-4">
        <Button variant="ghost" className="-ml-3" onClick={onCancel}>
          <ArrowLeft aria-hidden="true" />
          Back to Family Tree
        </Button>
      </div>
      <h1
        ref={heading}
        data-view-heading
        tabIndex={-1}
        className="mt-6 text-3xl font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-slate-700">{subtitle}</p>}
      {children}
    </div>
  );
}
