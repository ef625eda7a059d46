import { useId } from 'react';
import { NativeSelect } from './ui/native-select.tsx';

type Props<V extends string> = {
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
};

/** The labelled 'Status' select above an admin list. */
export function StatusFilter<V extends string>({ value, options, onChange }: Props<V>) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-56">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Status
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
