import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import type { Language } from "#shared/i18n/languages";
import type { OperatorActionData } from "../operator-page-route";
import { operatorTexts } from "../operator-texts";

const CONFIRMED_OR_LATER = ["confirmed", "started", "arrived", "on_board", "completed"];

/** One of the operator's own (a radio each) or another, typed in the boxes under the last radio. */
function Pick({
  legend,
  name,
  options,
  other,
  chosen,
  children,
}: {
  legend: string;
  name: string;
  options: { id: number; text: React.ReactNode }[];
  other: string;
  chosen?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="op-choice">
          <input type="radio" name={name} value={option.id} defaultChecked={chosen === String(option.id)} />
          <span>{option.text}</span>
        </label>
      ))}
      {options.length > 0 && (
        <label className="op-choice">
          <input type="radio" name={name} value="new" defaultChecked={chosen === "new"} />
          <span>{other}</span>
        </label>
      )}
      {children}
    </fieldset>
  );
}

/**
 * Accept (with the driver and the car) or Decline, each behind its own large button and
 * confirmation. Once confirmed, the page shows what was confirmed.
 */
export function ConfirmPanel({ leg, language, action, sent }: { leg: OperatorLegView; language: Language; action: string; sent?: OperatorActionData }) {
  const t = operatorTexts(language);
  if (CONFIRMED_OR_LATER.includes(leg.status)) return <p className="op-note op-done">{t("confirm.confirmed")}</p>;
  if (leg.status !== "assigned") return <p className="op-muted">{t("start.status", { status: t(`status.${leg.status}`) })}</p>;
  const values = sent?.values ?? {};
  const drivers = leg.fleet?.drivers ?? [];
  const vehicles = leg.fleet?.vehicles ?? [];
  return (
    <section>
      <details open={values.intent === "accept"}>
        <summary className="op-btn">{t("confirm.accept")}</summary>
        <form method="post" action={action} className="op-confirm">
          <input type="hidden" name="intent" value="accept" />
          <Pick
            legend={t("confirm.driver")}
            name="driverId"
            other={t("confirm.typeDriver")}
            chosen={values.driverId}
            options={drivers.map((driver) => ({
              id: driver.id,
              text: (
                <>
                  {driver.name} <span className="op-ltr op-muted">{driver.phone}</span>
                </>
              ),
            }))}
          >
            <label htmlFor="driverName">{t("confirm.driverName")}</label>
            <input id="driverName" name="driverName" type="text" autoComplete="off" maxLength={80} defaultValue={values.driverName} />
            <label htmlFor="driverPhone">{t("confirm.driverPhone")}</label>
            <input id="driverPhone" name="driverPhone" type="tel" dir="ltr" autoComplete="off" maxLength={20} defaultValue={values.driverPhone} />
          </Pick>
          <Pick
            legend={t("confirm.vehicle")}
            name="vehicleId"
            other={t("confirm.typeVehicle")}
            chosen={values.vehicleId}
            options={vehicles.map((vehicle) => ({
              id: vehicle.id,
              text: (
                <>
                  {vehicle.model} <span className="op-ltr op-muted">{vehicle.plate}</span>
                </>
              ),
            }))}
          >
            <label htmlFor="plate">{t("confirm.plate")}</label>
            <input id="plate" name="plate" type="text" dir="ltr" autoComplete="off" maxLength={20} defaultValue={values.plate} />
            <label htmlFor="model">{t("confirm.model")}</label>
            <input id="model" name="model" type="text" autoComplete="off" maxLength={60} defaultValue={values.model} />
          </Pick>
          <button type="submit" className="op-btn">
            {t("confirm.acceptNow")}
          </button>
        </form>
      </details>
      <details open={values.intent === "decline"}>
        <summary className="op-btn op-btn-no">{t("confirm.decline")}</summary>
        <form method="post" action={action} className="op-confirm op-confirm-no">
          <input type="hidden" name="intent" value="decline" />
          <label htmlFor="decline-note">{t("confirm.declineNote")}</label>
          <textarea id="decline-note" name="note" maxLength={500} defaultValue={values.intent === "decline" ? values.note : undefined} />
          <p>
            <button type="submit" className="op-btn op-btn-no">
              {t("confirm.declineNow")}
            </button>
          </p>
        </form>
      </details>
    </section>
  );
}
