import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { whatsappLink } from "#web/components/layout/site-footer";
import { useTranslation } from "#web/lib/i18n/texts";

const LINK = "inline-flex min-h-8 items-center rounded-md font-medium text-brand-800 underline underline-offset-2 hover:bg-brand-50";

/** The customer's phone and email as links staff can use at once: call, WhatsApp (when the number takes it), mail. */
export function CustomerContact({ customer, reference }: { customer: AdminBookingDetail["customer"]; reference: string }) {
  const { t } = useTranslation("admin-jobs");
  return (
    <div className="grid gap-0.5" data-testid="customer-contact">
      <p className="flex flex-wrap items-center gap-x-2">
        <a href={`tel:${customer.phone}`} className={LINK} aria-label={`${t("detail.call")} ${customer.phone}`}>
          <span dir="ltr">{customer.phone}</span>
        </a>
        {customer.whatsapp ? (
          <a href={whatsappLink(customer.phone, reference)} className={LINK} rel="noopener noreferrer" target="_blank">
            {t("detail.whatsapp")}
          </a>
        ) : null}
      </p>
      {customer.email ? (
        <p>
          <a
            href={`mailto:${customer.email}?subject=${encodeURIComponent(reference)}`}
            className={`${LINK} break-all`}
            aria-label={`${t("detail.email")} ${customer.email}`}
          >
            <span dir="ltr">{customer.email}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
