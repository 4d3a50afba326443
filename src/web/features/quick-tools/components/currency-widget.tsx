import { useId, useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import { ArrowUpDown } from "lucide-react";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { DEFAULT_AMOUNT, DEFAULT_FROM, DEFAULT_TO } from "#shared/quick-tools/currencies";
import type { QuickToolsOptions } from "#shared/quick-tools/quick-tools-options";
import { convertAmount, formatConverted, formatRate } from "#shared/quick-tools/format";
import { formatDate } from "#web/lib/format";
import { withQueryProvider } from "#web/lib/query-provider";
import { useRates } from "../api/rates";
import { LabelledSelect } from "./labelled-select";
import { IconTooltip } from "#web/components/ui/icon-tooltip";

function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** 100 USD → SAR to start; a non-number gives no conversion, a rate failure clears the rate. */
function CurrencyWidget({ language, options }: { language: Language; options: QuickToolsOptions }) {
  const { t } = useTranslation("quick-tools");
  const amountId = useId();
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [from, setFrom] = useState<string>(DEFAULT_FROM);
  const [to, setTo] = useState<string>(DEFAULT_TO);
  const { data, isError } = useRates(from);
  const rate = data && !isError ? (data.rates[to] ?? null) : null;
  const converted = convertAmount(amount, rate);
  const locale = LANGUAGE_LOCALE[language];
  // The spec's eight have our own names; an administrator's additions get the browser's.
  const currencyLabel = (c: string) => `${c} — ${t(`currencies.${c}`, { defaultValue: currencyName(c, locale) })}`;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={amountId} className="text-sm font-medium text-muted">
          {t("currency.amount")}
        </label>
        <input
          id={amountId}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className="rounded-lg border border-stone-300 px-2 py-1.5 text-start focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </div>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <LabelledSelect name="from" label={t("currency.from")} value={from} options={options.currencies} onChange={setFrom} optionLabel={currencyLabel} />
        </div>
        <IconTooltip label={t("currency.swap")}>
          <button
            type="button"
            aria-label={t("currency.swap")}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
            className="mb-0.5 rounded-full border border-stone-300 p-2 text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <ArrowUpDown aria-hidden="true" className="h-4 w-4 rotate-90" />
          </button>
        </IconTooltip>
        <div className="min-w-0 flex-1">
          <LabelledSelect name="to" label={t("currency.to")} value={to} options={options.currencies} onChange={setTo} optionLabel={currencyLabel} />
        </div>
      </div>
      <div aria-live="polite" className="min-h-[4.5rem] rounded-lg bg-brand-50 px-3 py-2">
        <p className="text-sm text-muted">{t("currency.result")}</p>
        <p className="text-2xl font-bold text-brand-900" data-testid="converted">
          {converted === null ? (
            "—"
          ) : (
            <span dir="ltr">
              {formatConverted(converted, locale)} {to}
            </span>
          )}
        </p>
        {rate !== null && (
          <p className="text-sm" data-testid="rate" dir="ltr">
            {t("currency.rate", { from, to, rate: formatRate(rate, locale) })}
          </p>
        )}
        {rate !== null && data && (
          <p className="text-xs text-muted">{t(data.source === "live" ? "currency.liveOn" : "currency.storedOn", { date: formatDate(data.date, language) })}</p>
        )}
      </div>
    </div>
  );
}

export default withQueryProvider(CurrencyWidget);
