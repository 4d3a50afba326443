import type { Language } from "#shared/i18n/languages";
import type { OperatorActionData, OperatorPageData } from "../operator-page-route";
import { operatorTexts } from "../operator-texts";
import { AvailabilityPanel } from "./availability-panel";
import { ConfirmPanel } from "./confirm-panel";
import { LegDetails } from "./leg-details";
import { StartPanel } from "./start-panel";

/** A wrong, expired, revoked or used link: one page, in both languages (the chosen one first); nothing changed. */
function LinkNotFound({ language }: { language: Language }) {
  const order: Language[] = language === "ar" ? ["ar", "en"] : ["en", "ar"];
  return (
    <main className="op-main" id="main">
      {order.map((lang) => {
        const t = operatorTexts(lang);
        return (
          <section key={lang} lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className="op-bilingual">
            <h1>{t("notFound.title")}</h1>
            <p>{t("notFound.body")}</p>
          </section>
        );
      })}
    </main>
  );
}

/** The operator's page: the leg, and the buttons its link is for. */
export function OperatorPage({ page, sent }: { page: OperatorPageData; sent?: OperatorActionData | null }) {
  if (page.kind === "gone") return <LinkNotFound language={page.language} />;
  const t = operatorTexts(page.language);
  return (
    <>
      <header className="op-top">
        <span className="op-brand">{page.siteName}</span>
        {page.kind === "leg" && (
          <a href={page.switchHref} hrefLang={page.language === "ar" ? "en" : "ar"} lang={page.language === "ar" ? "en" : "ar"}>
            {t("switchTo")}
          </a>
        )}
      </header>
      <main className="op-main" id="main">
        <h1>{t(`title.${page.purpose}`)}</h1>
        {page.kind === "closed" ? (
          <p className="op-note op-done" role="status">
            {t(page.flag === "unavailable" ? "availability.closedUnavailable" : "confirm.declined")}
          </p>
        ) : (
          <>
            {page.done && !sent && (
              <p className="op-note op-done" role="status">
                {t(`done.${page.done}`)}
              </p>
            )}
            {sent && (
              <div className="op-note op-error" role="alert">
                <strong>{t("errors.title")}</strong>
                <br />
                {t(`errors.${sent.error}`)}
              </div>
            )}
            <LegDetails rows={page.rows} reference={page.leg.reference} legIndex={page.leg.legIndex} language={page.language} />
            {page.purpose === "operator_availability" && (
              <AvailabilityPanel leg={page.leg} language={page.language} action={page.action} sent={sent ?? undefined} />
            )}
            {page.purpose === "operator_confirm" && <ConfirmPanel leg={page.leg} language={page.language} action={page.action} sent={sent ?? undefined} />}
            {page.purpose === "operator_start" && <StartPanel leg={page.leg} language={page.language} action={page.action} sent={sent ?? undefined} />}
          </>
        )}
      </main>
    </>
  );
}
