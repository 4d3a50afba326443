import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import type { Language } from "#shared/i18n/languages";
import type { OperatorActionData } from "../operator-page-route";
import { operatorTexts } from "../operator-texts";

/**
 * Available / Not available: each a large button that opens its confirmation (a <details>, so no
 * script is needed) with an optional note and the button that sends it. The answer can change
 * until the office assigns the job.
 */
export function AvailabilityPanel({ leg, language, action, sent }: { leg: OperatorLegView; language: Language; action: string; sent?: OperatorActionData }) {
  const t = operatorTexts(language);
  const answer = leg.answer;
  const note = sent?.values.intent === "answer" ? sent.values.note : undefined;
  return (
    <section>
      {answer?.value && (
        <p className="op-card">
          {t("availability.current", { answer: t(`availability.${answer.value}`) })}
          {answer.note && <span className="op-muted"> — {answer.note}</span>}
        </p>
      )}
      {answer?.canChange === false ? (
        <p className="op-muted">{t("availability.closed")}</p>
      ) : (
        <>
          {(["available", "unavailable"] as const).map((value) => (
            <details key={value} open={sent?.values.answer === value}>
              <summary className={`op-btn${value === "unavailable" ? " op-btn-no" : ""}`}>{t(`availability.${value}`)}</summary>
              <form method="post" action={action} className={`op-confirm${value === "unavailable" ? " op-confirm-no" : ""}`}>
                <input type="hidden" name="intent" value="answer" />
                <input type="hidden" name="answer" value={value} />
                <label htmlFor={`note-${value}`}>{t("availability.note")}</label>
                <textarea id={`note-${value}`} name="note" maxLength={500} defaultValue={sent?.values.answer === value ? note : (answer?.note ?? undefined)} />
                <p>
                  <button type="submit" className={`op-btn${value === "unavailable" ? " op-btn-no" : ""}`}>
                    {t(value === "available" ? "availability.confirmAvailable" : "availability.confirmUnavailable")}
                  </button>
                </p>
              </form>
            </details>
          ))}
          <p className="op-muted">{t("availability.change")}</p>
        </>
      )}
    </section>
  );
}
