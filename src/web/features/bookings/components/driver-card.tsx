import { Phone } from "lucide-react";
import type { PublicLeg } from "#shared/bookings/api-contract";
import { whatsappLink } from "#web/components/layout/site-footer";
import { useTranslation } from "#web/lib/i18n/texts";
import { secondaryButton } from "./booking-ui";

/**
 * The confirmed driver as the customer sees them: first name, a call and a WhatsApp button
 * (large, side by side from a 360 px phone up), and the car to look for: model, colour, plate.
 */
export function DriverCard({ driver, vehicle }: { driver: NonNullable<PublicLeg["driver"]>; vehicle: PublicLeg["vehicle"] }) {
  const { t } = useTranslation("booking");
  return (
    <div className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3" data-testid="driver-card">
      <p className="text-sm text-muted">{t("info.driverTitle")}</p>
      <p className="text-lg font-semibold text-brand-900">
        <bdi data-testid="driver-name">{driver.name}</bdi>
      </p>
      {vehicle ? (
        <p className="mt-1 text-ink" data-testid="driver-vehicle">
          {vehicle.colour ? t("info.vehicleLine", { model: vehicle.model, colour: vehicle.colour }) : vehicle.model} · {t("info.plate")}{" "}
          <span dir="ltr" className="rounded border border-stone-400 bg-white px-1.5 font-mono font-semibold">
            {vehicle.plate}
          </span>
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={`tel:${driver.phone}`}
          className={`${secondaryButton} gap-2 px-3`}
          data-testid="driver-call"
          aria-label={t("info.callDriverLabel", { name: driver.name })}
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span>{t("info.callDriver")}</span>
        </a>
        <a
          href={whatsappLink(driver.phone)}
          rel="noopener noreferrer"
          className={`${secondaryButton} px-3`}
          data-testid="driver-whatsapp"
          aria-label={t("info.whatsappDriverLabel", { name: driver.name })}
        >
          <span>{t("info.whatsappDriver")}</span>
        </a>
      </div>
      <p className="mt-2 text-sm text-muted" dir="ltr">
        <span className="sr-only">{t("info.driver")}: </span>
        {driver.phone}
      </p>
    </div>
  );
}
