import leafletScript from "leaflet/dist/leaflet.js?url";
import leafletStylesheet from "leaflet/dist/leaflet.css?url";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import type { MapTiles } from "#shared/tracking/map-tiles";
import type { TrackView } from "#shared/tracking/tracking-api";
import { useTranslation } from "#web/lib/i18n/texts";
import shellScript from "../live/plain-shell.client.ts?worker&url";
import trackScript from "../live/track-page.client.ts?worker&url";
import { scriptJson, TRACK_CONFIG_ID, type TrackLiveConfig } from "../live/track-live-config";
import { trackLiveTexts } from "../live/track-live-texts";
import { SUMMARY_LOOK } from "../live/track-look";
import { coordinatesOf, pointText, summarize } from "../live/track-summary";
import { makkahTime } from "../track-time";
import { DriverContact } from "./driver-contact";
import { TrackTimeline } from "./track-timeline";

/** The header's few behaviours on a /track page with nothing live (ended, or the friendly 404). */
export const PlainShellScript = () => <script src={shellScript} defer />;

interface Props {
  token: string;
  language: Language;
  view: TrackView;
  tiles: MapTiles;
}

// Without JavaScript there is no map to wait for: the list shows the same facts instead.
const NO_SCRIPT_STYLE = "[data-track-mapbox]{display:none!important}[data-track-list]{display:block!important}";

/**
 * The customer's /track page as the server renders it (never hydrated): everything that does not
 * need live updates is here at render time. While the leg is under way the page also loads its
 * one script (live/track-page.client.ts), which draws the map and keeps the facts live.
 */
export function TrackLive({ token, language, view, tiles }: Props) {
  const { t } = useTranslation("tracking");
  if (view.ended) {
    return (
      <div className="space-y-5" data-track-page data-testid="track-ended">
        <header className="space-y-2">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("endedTitle")}</h1>
          <p className="text-muted">
            <span dir="ltr" className="font-semibold text-brand-800">
              {view.reference}
            </span>
          </p>
          <p className="text-ink">{t("endedText")}</p>
        </header>
        <TrackTimeline steps={view.timeline} language={language} />
        <PlainShellScript />
      </div>
    );
  }
  const texts = trackLiveTexts(language);
  const summary = summarize(view, Date.parse(view.now), texts, language);
  const last = view.lastPosition;
  const config: TrackLiveConfig = { token, language, tiles, leaflet: { script: leafletScript, stylesheet: leafletStylesheet }, texts, view };
  const place = (label: string, point: { lat: number; lng: number } | null) => (
    <>
      {label} · {point ? <bdi dir="ltr">{pointText(point, texts)}</bdi> : t("noCoordinates")}
    </>
  );
  return (
    <div className="space-y-5" data-track-page>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("title")}</h1>
        <p className="text-muted">
          <span dir="ltr" className="font-semibold text-brand-800">
            {view.reference}
          </span>{" "}
          · {t("tripNumber", { number: view.legIndex + 1 })}
        </p>
        <p className="text-lg font-semibold text-brand-900" data-track-status={view.status}>
          {t(`status.${view.status}`)}
        </p>
      </header>

      <section aria-label={t("map")} className="space-y-3">
        <div
          role="status"
          aria-live="polite"
          data-testid="track-summary"
          data-eta-seconds={summary.etaSeconds ?? ""}
          data-distance-m={summary.distanceMeters ?? ""}
          className={SUMMARY_LOOK.box(summary.lost)}
        >
          <p className={SUMMARY_LOOK.eta} data-testid="track-eta" hidden={summary.eta === null}>
            {summary.eta}
          </p>
          <p className={SUMMARY_LOOK.distance(summary.lost)} data-testid="track-distance" hidden={summary.distance === null}>
            {summary.distance}
          </p>
          <p className={SUMMARY_LOOK.age(summary.lost)} data-testid="track-age" data-lost={summary.lost || undefined}>
            {summary.age}
          </p>
        </div>

        <div data-testid="track-map" data-track-mapbox data-vehicle-lat={last?.lat ?? ""} data-vehicle-lng={last?.lng ?? ""}>
          <div
            role="region"
            aria-label={t("map")}
            data-map-state="loading"
            className="isolate h-[min(60vh,26rem)] w-full animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-stone-100"
          />
        </div>

        {/* Shown without JavaScript, or by the script when the tiles cannot load. */}
        <div className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="track-list" data-track-list style={{ display: "none" }}>
          <p className="text-sm text-muted">{t("mapUnavailable")}</p>
          <dl className="mt-2 grid gap-2">
            <div>
              <dt className="text-sm text-muted">{t("vehicleAt")}</dt>
              <dd data-testid="track-list-vehicle">{last ? <bdi dir="ltr">{pointText(last, texts)}</bdi> : t("waitingFirst")}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t("pickup")}</dt>
              <dd>{place(pickText(view.pickup.label, language), coordinatesOf(view.pickup))}</dd>
            </div>
            {view.dropOff ? (
              <div>
                <dt className="text-sm text-muted">{t("dropoff")}</dt>
                <dd>{place(pickText(view.dropOff.label, language), coordinatesOf(view.dropOff))}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </section>

      {view.driver || view.vehicle ? <DriverContact view={view} /> : null}

      <dl className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-ink">
        <div>
          <dt className="text-sm text-muted">{t("pickupAt")}</dt>
          <dd className="font-semibold">{makkahTime(view.pickupAt, language, true)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("pickup")}</dt>
          <dd>{pickText(view.pickup.label, language)}</dd>
        </div>
        {view.dropOff ? (
          <div>
            <dt className="text-sm text-muted">{t("dropoff")}</dt>
            <dd>{pickText(view.dropOff.label, language)}</dd>
          </div>
        ) : null}
      </dl>

      <div data-track-timeline data-steps={JSON.stringify(view.timeline)}>
        <TrackTimeline steps={view.timeline} language={language} />
      </div>

      <script type="application/json" id={TRACK_CONFIG_ID} dangerouslySetInnerHTML={{ __html: scriptJson(config) }} />
      <script src={trackScript} defer />
    </div>
  );
}
