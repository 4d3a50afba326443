import type { ReactNode } from "react";
import { get, useFormState } from "react-hook-form";

export const inputClass = (invalid: boolean) =>
  `block min-h-10 w-full rounded-lg border bg-white px-3 py-2 text-sm ${invalid ? "border-red-600" : "border-stone-300"} focus-visible:outline-2 focus-visible:outline-brand-700`;

export const errorOf = (errors: unknown, name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;

/** The message react-hook-form holds for a field ("legs.0.date"), if any; inside the form's FormProvider. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name: name as never });
  return errorOf(errors, name);
}

/**
 * A labelled control with its message; the control gets `id`, and `aria-describedby` points at
 * the message while there is one.
 */
export function StaffField({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Props for the control inside StaffField. */
export const describedBy = (id: string, error?: string, hint?: string) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
