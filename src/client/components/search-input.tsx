import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { announce } from '#client/lib/announce.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * A search box with its magnifier; `label` names it for screen readers (it says what is searched and by what).
 * `results` ('3 users match "walsh"', undefined while the search runs) is announced politely each time it
 * changes after the user typed (decision 071), so a screen reader hears what the search found.
 */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  className,
  results,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
  results?: string;
}) {
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current && results) announce(results);
  }, [results]);
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
        maxLength={100}
      />
    </div>
  );
}
