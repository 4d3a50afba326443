import { useController } from "react-hook-form";
import { formatNumber } from "#web/lib/format";
import type { Language } from "#shared/i18n/languages";
import type { BookingFormValues } from "../form/booking-form-values";
import { errorAt, FieldError } from "./field-error";
import { focusRing } from "./booking-ui";

type CountName = "adults" | "children" | "infants" | "bags" | `legs.${number}.extras.${string}`;

const stepButton = `inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-stone-400 bg-white text-2xl font-semibold text-brand-800 hover:bg-stone-100 disabled:opacity-40 ${focusRing}`;

/** A number picked with − and + (48 px targets), announced as a spin button. */
export function CounterField({
  name,
  label,
  hint,
  min,
  max,
  language,
  labels,
}: {
  name: CountName;
  label: string;
  hint?: string;
  min: number;
  max: number;
  language: Language;
  labels: { less: string; more: string };
}) {
  const { field, formState } = useController<BookingFormValues>({ name: name as never });
  const value = Number(field.value) || 0;
  const id = `count-${name.replace(/\./g, "-")}`;
  const error = errorAt(formState.errors, name);
  const set = (next: number) => field.onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <p id={`${id}-label`} className="font-medium text-ink">
          {label}
        </p>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="flex items-center gap-3">
        <button type="button" className={stepButton} onClick={() => set(value - 1)} disabled={value <= min} aria-label={`${labels.less}: ${label}`}>
          −
        </button>
        <span
          id={id}
          role="spinbutton"
          tabIndex={0}
          aria-labelledby={`${id}-label`}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onKeyDown={(event) => {
            if (event.key === "ArrowUp" || event.key === "ArrowRight") set(value + 1);
            else if (event.key === "ArrowDown" || event.key === "ArrowLeft") set(value - 1);
            else return;
            event.preventDefault();
          }}
          className={`min-w-8 rounded text-center text-xl font-semibold tabular-nums ${focusRing}`}
        >
          {formatNumber(value, language)}
        </span>
        <button type="button" className={stepButton} onClick={() => set(value + 1)} disabled={value >= max} aria-label={`${labels.more}: ${label}`}>
          +
        </button>
      </div>
    </div>
  );
}
