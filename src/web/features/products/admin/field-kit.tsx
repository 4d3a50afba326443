import { forwardRef } from "react";

/** A labelled checkbox in the look of FormField, for the catalogue forms. */
export const CheckboxField = forwardRef<HTMLInputElement, { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>>(function CheckboxField(
  { id, label, ...input },
  ref,
) {
  return (
    <label htmlFor={id} className="flex min-h-10 items-center gap-2 text-sm font-medium text-ink">
      <input ref={ref} id={id} type="checkbox" className="size-5 accent-brand-700" {...input} />
      {label}
    </label>
  );
});
