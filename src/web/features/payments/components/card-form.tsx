import { useId, useState, type FormEvent } from "react";
import type { Language } from "#shared/i18n/languages";
import type { CheckoutStart } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import { attachProvider, createProviderPayment, ProviderRefusal, type CardEntry } from "../api/provider-payment";
import { inputClass, labelClass, primaryButton, secondaryButton } from "./customer-ui";

const EMPTY: CardEntry = { name: "", number: "", month: "", year: "", cvc: "" };
const FIELDS = [
  ["name", "cc-name", "text", undefined],
  ["number", "cc-number", "text", "numeric"],
  ["month", "cc-exp-month", "text", "numeric"],
  ["year", "cc-exp-year", "text", "numeric"],
  ["cvc", "cc-csc", "password", "numeric"],
] as const;

/**
 * The provider's card form for one payment our server has created: the card goes from here to
 * the provider's payments API only (the fields have no name and no form action: nothing can post
 * them to our server, and nothing keeps them), our server is told the provider's id, and the
 * browser goes to the provider's transaction_url (the bank's 3-D Secure step), which brings the
 * customer back to our return address, where the server asks the provider what happened.
 */
export function CardForm({ checkout, token, language, onCancel }: { checkout: CheckoutStart; token: string; language: Language; onCancel: () => void }) {
  const { t } = useTranslation("payments");
  const id = useId();
  const [card, setCard] = useState<CardEntry>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [bad, setBad] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = FIELDS.filter(([field]) => card[field].trim() === "").map(([field]) => field);
    if (missing.length) {
      setBad(missing);
      return setProblem(t("card.required"));
    }
    setBusy(true);
    setProblem(null);
    setBad([]);
    try {
      const payment = await createProviderPayment(checkout, card);
      setCard(EMPTY);
      await attachProvider(token, language, checkout.paymentId, payment.id);
      const next = payment.source?.transaction_url;
      // Without a bank step (already settled), the return address asks the provider at once.
      window.location.assign(next || `${checkout.callbackUrl}${checkout.callbackUrl.includes("?") ? "&" : "?"}id=${encodeURIComponent(payment.id)}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ProviderRefusal) {
        setBad(error.fields.map((field) => field.replace(/^source\./, "")));
        setProblem(error.message || error.fields.length ? t("card.refused") : t("card.unreachable"));
      } else setProblem((error as Error).message || t("pay.failed"));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-xl border border-brand-100 bg-white p-4"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        {t("card.title")}
      </h3>
      <p className="text-sm text-muted">{t("pay.secure")}</p>
      <div className="grid grid-cols-3 gap-3">
        {FIELDS.map(([field, autoComplete, type, inputMode]) => (
          <div key={field} className={field === "name" || field === "number" ? "col-span-3" : ""}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {t(`card.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              type={type}
              dir="ltr"
              autoComplete={autoComplete}
              inputMode={inputMode}
              maxLength={field === "number" ? 23 : field === "name" ? 80 : field === "cvc" ? 4 : 2}
              className={`${inputClass} ${bad.includes(field) ? "border-red-600" : ""}`}
              aria-invalid={bad.includes(field) || undefined}
              value={card[field]}
              onChange={(event) => setCard((current) => ({ ...current, [field]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy} data-pay-submit>
        {busy ? t("card.paying") : t("card.pay", { amount: formatSar(checkout.amountHalalas, language) })}
      </button>
      <button type="button" className={`${secondaryButton} w-full`} disabled={busy} onClick={onCancel}>
        {t("card.cancel")}
      </button>
    </form>
  );
}
