import { useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";

/**
 * A signed amount typed as riyals and kept as halalas (the schema's unit): a sign chosen from a
 * list (phone keypads often have no minus key) and a plain number. Empty or not a number gives
 * NaN, which the schema answers with "Enter the amount.".
 */
export function SignedRiyalsField({
  id,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  value: number;
  onChange: (halalas: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t } = useTranslation("admin-jobs");
  const [sign, setSign] = useState<"+" | "-">(value < 0 ? "-" : "+");
  const [text, setText] = useState(Number.isFinite(value) && value !== 0 ? String(Math.abs(value) / 100) : "");
  const emit = (nextSign: "+" | "-", nextText: string) =>
    onChange(nextText.trim() === "" ? Number.NaN : (nextSign === "-" ? -1 : 1) * Number(nextText.trim()) * 100);
  const control = `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink ${error ? "border-red-600" : "border-stone-400"}`;
  return (
    <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-end gap-2">
      <div>
        <label htmlFor={`${id}-sign`} className="block text-sm font-medium text-ink">
          {t("actions.quoteSign")}
        </label>
        <select
          id={`${id}-sign`}
          className={control}
          value={sign}
          onChange={(event) => {
            const next = event.target.value === "-" ? "-" : "+";
            setSign(next);
            emit(next, text);
          }}
        >
          <option value="+">{t("actions.quoteAdd")}</option>
          <option value="-">{t("actions.quoteTakeOff")}</option>
        </select>
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {t("actions.quoteAmount")}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          dir="ltr"
          className={control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          onBlur={onBlur}
          onChange={(event) => {
            setText(event.target.value);
            emit(sign, event.target.value);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
