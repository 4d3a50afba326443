import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { PING_QUEUE_STORAGE_KEY, SHARING_STATUSES } from "#shared/tracking/tracking-constants";
import { operatorTexts, sharingPluralTexts } from "../operator-texts";
import sharingScript from "../sharing/location-sharing.client.ts?worker&url";
import { DeniedPictures, KeepPictures } from "./keep-pictures";

const ENDED: readonly string[] = ["completed", "cancelled", "no_show"];
const STATES = ["starting", "on", "searching", "denied", "unavailable", "stopped"] as const;
/** The short words of the badge that stays on screen while the page runs (denied and unavailable share one). */
const BADGES = {
  starting: "badgeStarting",
  searching: "badgeSearching",
  on: "badgeOn",
  queued: "badgeQueued",
  denied: "badgeOff",
  unavailable: "badgeOff",
} as const;

/**
 * The start page's location sharing (issue 23). Server-rendered like the rest of the page: what
 * sharing does, and how to keep it working on Android (pictures and words). While the leg is under
 * way the page also loads its one small script (sharing/location-sharing.client.ts), which reads
 * the endpoint and its texts from this panel's data attributes; without JavaScript the panel says so.
 */
export function LocationSharingPanel({ leg, language, token }: { leg: OperatorLegView; language: Language; token: string }) {
  const t = operatorTexts(language);
  const underWay = (SHARING_STATUSES as readonly string[]).includes(leg.status);
  if (ENDED.includes(leg.status)) {
    return (
      <section id="location-sharing" className="op-card op-sharing" data-state="stopped">
        <h2>{t("sharing.title")}</h2>
        <p>{t("sharing.ended")}</p>
      </section>
    );
  }
  const texts: Record<string, string> = {};
  for (const state of STATES) texts[`data-text-${state}`] = t(`sharing.${state}`);
  for (const [category, text] of Object.entries(sharingPluralTexts(language, "queued"))) texts[`data-text-queued-${category}`] = text;
  for (const [state, key] of Object.entries(BADGES)) texts[`data-badge-${state}`] = t(`sharing.${key}`);
  return (
    <>
      <section
        id="location-sharing"
        className="op-card op-sharing"
        data-state={underWay ? "starting" : "before"}
        {...(underWay
          ? {
              "data-endpoint": `/api/op/positions/${token}?lang=${language}`,
              "data-queue-key": `${PING_QUEUE_STORAGE_KEY}:${token.slice(0, 12)}`,
              // The server's clock when it made the page (plain HTML, never hydrated): the script stamps fixes by it, not by a phone set wrong.
              "data-server-now": String(Date.now()),
              "data-locale": LANGUAGE_LOCALE[language],
              ...texts,
            }
          : {})}
      >
        <h2>{t("sharing.title")}</h2>
        <p className="op-sharing-state" data-state-text role="status" aria-live="polite">
          {/* Under way the script says what is happening at once; without it the <noscript> below speaks. */}
          {underWay ? "" : t("sharing.before")}
        </p>
        {underWay && (
          <>
            <noscript>
              <p className="op-note op-error">{t("sharing.noScript")}</p>
            </noscript>
            <div data-denied-help hidden className="op-note op-error">
              <DeniedPictures />
              {t("sharing.deniedHelp")}
            </div>
            <p>
              <button type="button" className="op-btn op-btn-blue" data-share-button hidden>
                {t("sharing.retry")}
              </button>
            </p>
          </>
        )}
        <h3>{t("sharing.keepTitle")}</h3>
        <p>{t("sharing.keepIntro")}</p>
        <KeepPictures language={language} />
        <p className="op-muted">{t("sharing.keepBack")}</p>
      </section>
      {underWay && (
        <>
          {/* Whether the position is going out, in sight wherever the driver scrolls (the script shows it; a tap leads to the panel). */}
          <a href="#location-sharing" className="op-live" data-live-badge data-state="starting" hidden>
            {t("sharing.badgeStarting")}
          </a>
          <script src={sharingScript} defer />
        </>
      )}
    </>
  );
}
