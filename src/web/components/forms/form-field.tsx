import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "#web/lib/i18n/texts";

type Props = {
  id: string;
  label: string;
  /** Text or nodes: a hint or message may carry an isolated number (components/ui/isolate.tsx). */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

/** A labelled input or textarea whose error is announced and tied to it with aria-describedby. */
export const FormField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Props>(function FormField(
  { id, label, error, hint, required, multiline, rows, ...input },
  ref,
) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const className = `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${error ? "border-red-600" : "border-stone-400"}`;
  // What every variant (textarea, password, plain input) carries: its id, the ref and its state for assistive tech.
  const control = { ref, id, "aria-invalid": error ? true : undefined, "aria-required": required, "aria-describedby": describedBy };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...control} rows={rows} className={className} {...input} />
      ) : input.type === "password" ? (
        <div className="relative">
          <input {...control} className={`${className} pe-20`} {...input} type={revealed ? "text" : "password"} />
          {/* ASVS 6.2: people may check what they typed before sending it. */}
          <button
            type="button"
            aria-controls={id}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute inset-y-1 end-1 rounded-md px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t(revealed ? "form.hidePassword" : "form.showPassword")}
          </button>
        </div>
      ) : (
        <input {...control} className={className} {...input} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
