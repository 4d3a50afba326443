import { lazy, Suspense, useState } from "react";
import type { Language } from "#shared/i18n/languages";
import type { PaymentOption } from "#shared/payments/payment-plan";
import type { CheckoutStart } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { useStartPayment } from "../api/customer-payments";
import { primaryButton, secondaryButton } from "./customer-ui";

// The card form comes only when the customer chooses to pay.
const CardForm = lazy(() => import("./card-form").then((module) => ({ default: module.CardForm })));

/**
 * One button per payment the server offers now (the deposit and the whole price, or the
 * balance): pressing one asks our server to create the payment (its amount, never ours), then
 * shows the provider's card form for it.
 */
export function PayOptions({ token, language, options }: { token: string; language: Language; options: PaymentOption[] }) {
  const { t } = useTranslation("payments");
  const start = useStartPayment();
  const [checkout, setCheckout] = useState<CheckoutStart | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (checkout)
    return (
      <Suspense fallback={<p aria-busy="true">{t("pay.starting")}</p>}>
        <CardForm checkout={checkout} token={token} language={language} onCancel={() => setCheckout(null)} />
      </Suspense>
    );
  const choose = (option: PaymentOption) => {
    setProblem(null);
    start.mutate(
      { token, language, kind: option.kind, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: setCheckout,
        onError: (error) => setProblem(error instanceof ApiError && error.status === 0 ? t("pay.offline") : error.message || t("pay.failed")),
      },
    );
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3">
        {options.map((option, index) => (
          <button
            key={option.kind}
            type="button"
            className={index === 0 ? primaryButton : secondaryButton}
            disabled={start.isPending}
            onClick={() => choose(option)}
            data-pay={option.kind}
          >
            {t(`pay.${option.kind}`, { amount: formatSar(option.amountHalalas, language) })}
          </button>
        ))}
      </div>
      {start.isPending ? (
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
