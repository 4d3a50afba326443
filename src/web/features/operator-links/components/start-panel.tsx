import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import type { OperatorTripStep } from "#shared/dispatch/dispatch-constants";
import type { Language } from "#shared/i18n/languages";
import type { OperatorActionData } from "../operator-page-route";
import { operatorTexts } from "../operator-texts";
import { LocationSharingPanel } from "./location-sharing-panel";

/** The link's token, from the page's own address (the forms' action: /op/start/{token}?lang=…). */
const tokenOf = (action: string) => action.split("?")[0]!.split("/").at(-1) ?? "";

/** The job's terminal states (job-lifecycle.ts), as the page needs them. */
const ENDED: readonly string[] = ["completed", "cancelled", "no_show"];

/** The customer: name, a call button, a WhatsApp button, flight and notes. */
function Customer({ leg, language }: { leg: OperatorLegView; language: Language }) {
  const t = operatorTexts(language);
  const customer = leg.customer;
  if (!customer) return null;
  const digits = customer.phone.replace(/\D/g, "");
  return (
    <section className="op-card">
      <h2>{t("start.customer")}</h2>
      <p>
        <strong>{customer.name}</strong> <span className="op-ltr op-muted">{customer.phone}</span>
      </p>
      <div className="op-contact">
        <a className="op-btn op-btn-blue" href={`tel:${customer.phone}`}>
          {t("start.call")}
        </a>
        {customer.whatsapp && (
          <a className="op-btn" href={`https://wa.me/${digits}`} rel="noreferrer">
            {t("start.whatsapp")}
          </a>
        )}
      </div>
      {leg.flightNumber && (
        <p>
          {t("leg.flight")}: <span className="op-ltr">{leg.flightNumber}</span>
        </p>
      )}
      {customer.notes && (
        <p>
          {t("start.notes")}: {customer.notes}
        </p>
      )}
    </section>
  );
}

/**
 * The trip's steps the job transition table allows the operator now (from the server), each a
 * large button opening its confirmation; each press is one job event.
 */
export function StartPanel({ leg, language, action, sent }: { leg: OperatorLegView; language: Language; action: string; sent?: OperatorActionData }) {
  const t = operatorTexts(language);
  // The server lists them in the table's order (Start … Completed, No-show last). Type-only
  // imports here: every import of this module is listed in each page's route manifest.
  const steps = leg.nextSteps as OperatorTripStep[];
  return (
    <>
      <Customer leg={leg} language={language} />
      <p className="op-note op-card">{t("start.status", { status: t(`status.${leg.status}`) })}</p>
      <LocationSharingPanel leg={leg} language={language} token={tokenOf(action)} />
      {ENDED.includes(leg.status) && <p className="op-note op-done">{t("start.finished")}</p>}
      {steps.map((step) => {
        const no = step === "no_show";
        const reopened = sent?.values.intent === "step" && sent.values.to === step;
        return (
          <details key={step} open={reopened}>
            <summary className={`op-btn${no ? " op-btn-quiet" : ""}`}>{t(`step.${step}`)}</summary>
            <form method="post" action={action} className={`op-confirm${no ? " op-confirm-no" : ""}`}>
              <input type="hidden" name="intent" value="step" />
              <input type="hidden" name="to" value={step} />
              <label htmlFor={`note-${step}`}>{t(no ? "start.noteNoShow" : "start.note")}</label>
              <textarea id={`note-${step}`} name="note" maxLength={500} required={no} defaultValue={reopened ? sent.values.note : undefined} />
              <p>
                <button type="submit" className={`op-btn${no ? " op-btn-no" : ""}`}>
                  {t("start.yes", { step: t(`step.${step}`) })}
                </button>
              </p>
            </form>
          </details>
        );
      })}
    </>
  );
}
