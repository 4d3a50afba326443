import { useState } from "react";

/**
 * An amount typed in riyals and kept as halalas (the schema's unit). Empty or not a number gives
 * NaN, which the schema refuses; riyals with fils ("149.5") round to whole halalas.
 */
export function RiyalsField({
  id,
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  value: number;
  onChange: (halalas: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [text, setText] = useState(Number.isFinite(value) ? String(value / 100) : "");
  // A new default (another operator picked) replaces what is shown when it differs from the text.
  const shown = Number.isFinite(value) && Math.round(Number(text) * 100) !== value ? String(value / 100) : text;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        dir="ltr"
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink ${error ? "border-red-600" : "border-stone-400"}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={shown}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.trim() === "" ? Number.NaN : Math.round(Number(event.target.value) * 100));
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
