import { useState } from "react";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import type { OperatorFormValues } from "#shared/operators/operator.schema";
import { useTranslation } from "#web/lib/i18n/texts";
import { halalasOf } from "./halalas-of";

type ClassRow = OperatorFormValues["classes"][number];
type RowErrors = { vehicleClass?: { message?: string }; defaultPriceHalalas?: { message?: string } } | undefined;

function PriceInput({
  id,
  label,
  initial,
  error,
  onChange,
}: {
  id: string;
  label: string;
  initial: number | null;
  error?: string;
  onChange: (halalas: number | null) => void;
}) {
  const [text, setText] = useState(initial === null ? "" : String(initial / 100));
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <input
          id={id}
          inputMode="decimal"
          dir="ltr"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onChange(halalasOf(event.target.value));
          }}
          className={`min-h-10 w-28 rounded-lg border bg-white px-2 py-1.5 text-end ${error ? "border-red-600" : "border-stone-400"}`}
        />
        <span className="text-sm text-muted">SAR</span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The classes served, each with the default price the company pays per leg (typed in riyals, stored in halalas). */
export function ClassesField({
  value,
  onChange,
  vehicleClasses,
  language,
  error,
  rowErrors,
}: {
  value: ClassRow[];
  onChange: (next: ClassRow[]) => void;
  vehicleClasses: { slug: string; name: LocalizedText }[];
  language: Language;
  error?: string;
  rowErrors?: RowErrors[];
}) {
  const { t } = useTranslation("admin-operators");
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "operator-classes-error" : "operator-classes-hint"}>
      <legend className="text-sm font-medium text-ink">{t("fields.classes")}</legend>
      <p id="operator-classes-hint" className="text-xs text-muted">
        {t("fields.classesHint")}
      </p>
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {vehicleClasses.map((vehicleClass) => {
          const index = value.findIndex((row) => row.vehicleClass === vehicleClass.slug);
          const name = vehicleClass.name[language] || vehicleClass.name.en;
          return (
            <li key={vehicleClass.slug} className="flex min-h-12 flex-wrap items-center justify-between gap-2 px-3 py-2">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={index >= 0}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, { vehicleClass: vehicleClass.slug, defaultPriceHalalas: null }]
                        : value.filter((row) => row.vehicleClass !== vehicleClass.slug),
                    )
                  }
                />
                {name}
              </label>
              {index >= 0 ? (
                <PriceInput
                  id={`operator-price-${vehicleClass.slug}`}
                  label={t("fields.defaultPrice", { name })}
                  initial={value[index]!.defaultPriceHalalas ?? null}
                  error={rowErrors?.[index]?.defaultPriceHalalas?.message ?? rowErrors?.[index]?.vehicleClass?.message}
                  onChange={(halalas) => onChange(value.map((row, i) => (i === index ? { ...row, defaultPriceHalalas: halalas } : row)))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="operator-classes-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
