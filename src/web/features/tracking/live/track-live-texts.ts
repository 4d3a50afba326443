import type { Language } from "#shared/i18n/languages";
import { getFixedT, registeredTexts } from "#web/lib/i18n/texts";
import type { TrackLiveTexts } from "./track-live-config";

/**
 * The texts the /track page's script writes, in the page's language, taken from the `tracking`
 * namespace on the server ("{{age}}", "{{distance}}", "{{count}}"… left for the script to fill).
 * The estimate comes once per plural category the language has (Arabic: zero, one, two, few,
 * many, other), so the script picks the form with Intl.PluralRules as the site's runtime does.
 */
export function trackLiveTexts(language: Language): TrackLiveTexts {
  const t = getFixedT(language, "tracking");
  const raw = (registeredTexts(language).tracking ?? {}) as Record<string, unknown>;
  const eta: Record<string, string> = {};
  for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
    const text = raw[`eta_${category}`] ?? raw.eta_other;
    if (typeof text === "string") eta[category] = text.replace(/\{\{count(?:, number)?\}\}/g, "{{count}}");
  }
  // Only the statuses a customer can see (the file names them).
  const byStatus = (prefix: string) => Object.fromEntries(Object.keys((raw[prefix] ?? {}) as object).map((status) => [status, t(`${prefix}.${status}`)]));
  return {
    title: t("title"),
    endedTitle: t("endedTitle"),
    endedText: t("endedText"),
    status: byStatus("status"),
    step: byStatus("step"),
    eta,
    arriving: t("arriving"),
    distanceToPickup: t("distanceToPickup", { distance: "{{distance}}" }),
    distanceToDropoff: t("distanceToDropoff", { distance: "{{distance}}" }),
    waitingFirst: t("waitingFirst"),
    updated: t("updated", { age: "{{age}}" }),
    lost: t("lost", { age: "{{age}}" }),
    timeline: t("timeline"),
    coordinates: t("coordinates", { lat: "{{lat}}", lng: "{{lng}}" }),
  };
}
