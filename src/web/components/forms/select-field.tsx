import { forwardRef, type SelectHTMLAttributes } from "react";

/** A labelled select in the look of FormField, with its error tied to it (admin forms of every feature). */
export const SelectField = forwardRef<HTMLSelectElement, { id: string; label: string; error?: string } & SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectField({ id, label, error, children, ...select }, ref) {
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 ${error ? "border-red-600" : "border-stone-400"}`}
          {...select}
        >
          {children}
        </select>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
