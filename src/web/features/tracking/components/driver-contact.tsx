import { MessageCircle, Phone } from "lucide-react";
import type { TrackView } from "#shared/tracking/tracking-api";
import { useTranslation } from "#web/lib/i18n/texts";

const button =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-brand-700 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** WhatsApp's click-to-chat address of an E.164 number. */
const whatsappOf = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

/** The driver as the customer looks for them: first name, the car (model, colour, plate), and one tap to call or to WhatsApp. */
export function DriverContact({ view }: { view: TrackView }) {
  const { t } = useTranslation("tracking");
  const name = view.driver?.name ?? "";
  return (
    <section aria-labelledby="track-driver" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4" data-testid="track-driver">
      <h2 id="track-driver" className="text-sm text-muted">
        {t("driverTitle")}
      </h2>
      {view.driver ? (
        <p className="text-lg font-semibold text-brand-900">
          <bdi>{name}</bdi>
        </p>
      ) : null}
      {view.vehicle ? (
        <p className="mt-1 text-ink" data-testid="track-vehicle">
          {view.vehicle.colour ? t("vehicleLine", { model: view.vehicle.model, colour: view.vehicle.colour }) : view.vehicle.model} · {t("plate")}{" "}
          <span dir="ltr" className="rounded border border-stone-400 bg-white px-1.5 font-mono font-semibold whitespace-nowrap">
            {view.vehicle.plate}
          </span>
        </p>
      ) : null}
      {view.contactPhone ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a href={`tel:${view.contactPhone}`} className={button} aria-label={t("callLabel", { name: name || t("driverTitle") })} data-testid="track-call">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {t("call")}
          </a>
          <a
            href={whatsappOf(view.contactPhone)}
            rel="noopener noreferrer"
            className={button}
            aria-label={t("whatsappLabel", { name: name || t("driverTitle") })}
            data-testid="track-whatsapp"
          >
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            {t("whatsapp")}
          </a>
        </div>
      ) : null}
    </section>
  );
}
