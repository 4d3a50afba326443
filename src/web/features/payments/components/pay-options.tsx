import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import type { PaymentOption } from "#shared/payments/payment-plan";
import { formatSar } from "#shared/products/money";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { useStartPayment } from "../api/customer-payments";
import { primaryButton, secondaryButton } from "./customer-ui";

/** What the provider's hosted page takes; brand names stay as the brands write them. */
const METHODS = ["mada", "visa", "mastercard", "applepay", "stcpay"] as const;

/**
 * One button per payment the server offers now (the deposit and the whole price, or the
 * balance): pressing one asks our server to create the payment (its amount, never ours) and the
 * provider's invoice, then the whole page goes to the provider's own payment page. No card field
 * is ever on our pages; the customer comes back to the booking page, where the server has asked
 * the provider what happened.
 */
export function PayOptions({ token, language, options }: { token: string; language: Language; options: PaymentOption[] }) {
  const { t } = useTranslation("payments");
  const start = useStartPayment();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (option: PaymentOption) => {
    setProblem(null);
    start.mutate(
      { token, language, kind: option.kind, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (checkout) => {
          setLeaving(true);
          window.location.assign(checkout.checkoutUrl);
        },
        onError: (error) => setProblem(error instanceof ApiError && error.status === 0 ? t("pay.offline") : error.message || t("pay.failed")),
      },
    );
  };
  const busy = start.isPending || leaving;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3">
        {options.map((option, index) => (
          <button
            key={option.kind}
            type="button"
            className={`${index === 0 ? primaryButton : secondaryButton} flex-col gap-0.5`}
            disabled={busy}
            onClick={() => choose(option)}
            data-pay={option.kind}
          >
            <span>{t("pay.securely", { amount: formatSar(option.amountHalalas, language) })}</span>
            <span className="text-sm font-normal opacity-90">{t(`pay.kind.${option.kind}`)}</span>
          </button>
        ))}
      </div>
      <p className="text-sm text-ink" data-pay-methods>
        {t("pay.methods")}{" "}
        {METHODS.map((method, index) => (
          <span key={method}>
            <bdi className="font-semibold">{t(`pay.method.${method}`)}</bdi>
            {index < METHODS.length - 1 ? t("pay.separator") : ""}
          </span>
        ))}
      </p>
      <p className="text-sm text-muted">{t("pay.secure")}</p>
      {busy ? (
        <p role="status" className="text-sm text-muted">
          {t("pay.starting")}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
