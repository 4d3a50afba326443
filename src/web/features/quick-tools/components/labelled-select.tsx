import { useId } from "react";

/** A native select with its visible label: keyboard and screen readers get it for free. */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel,
  name,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  optionLabel: (value: T) => string;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
