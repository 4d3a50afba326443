import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { estimateArrival, type LatLng } from "#shared/tracking/estimate";
import type { MapTiles } from "#shared/tracking/map-tiles";
import type { TrackPlace, TrackView } from "#shared/tracking/tracking-api";
import { useTranslation } from "#web/lib/i18n/texts";
import { withQueryProvider } from "#web/lib/query-provider";
import { RealtimeProvider } from "#web/lib/realtime/realtime-provider";
import { TrackLinkGone } from "../api/track-view";
import { useLiveTrack } from "../api/use-live-track";
import type { MapState } from "../map/use-leaflet-map";
import { fixAgeMs, formatAge, formatDistance, isConnectionLost } from "../track-age";
import { useNow } from "../use-now";
import { DriverContact } from "./driver-contact";
import { TrackLinkNotFound } from "./track-link-not-found";
import { makkahTime, TrackTimeline } from "./track-timeline";

// Leaflet and the map's own code arrive only once the page runs (never in the server's HTML).
const TrackMap = lazy(() => import("./track-map"));

const coordinatesOf = (place: TrackPlace | null): LatLng | null =>
  place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;

interface Props {
  token: string;
  language: Language;
  initial: TrackView;
  tiles: MapTiles;
}

/** The leg under way: where the vehicle is, how far and how long to the pickup (then the drop-off), the driver, the steps so far. */
function UnderWay({ view, language, tiles }: { view: TrackView; language: Language; tiles: MapTiles }) {
  const { t } = useTranslation("tracking");
  const clientNow = useNow();
  const [mapState, setMapState] = useState<MapState>("loading");
  const onMapState = useCallback((state: MapState) => setMapState(state), []);
  // The server's clock against this phone's, measured when the view arrived (a phone set minutes wrong still says "8 s ago").
  const offset = useMemo(() => Date.parse(view.now) - Date.now(), [view.now]);
  const pickup = coordinatesOf(view.pickup);
  const dropoff = coordinatesOf(view.dropOff);
  const onBoard = view.status === "on_board";
  const target = onBoard ? dropoff : pickup;
  const estimate = estimateArrival({
    fixes: view.recentPositions.map((p) => ({ lat: p.lat, lng: p.lng, at: Date.parse(p.recordedAt) })),
    pickup,
    dropoff,
    onBoard,
  });
  const last = view.lastPosition;
  const age = last
    ? clientNow === null
      ? fixAgeMs(last.receivedAt ?? last.recordedAt, Date.parse(view.now), 0)
      : fixAgeMs(last.receivedAt ?? last.recordedAt, clientNow, offset)
    : null;
  const lost = age !== null && isConnectionLost(age);
  const vehicle = useMemo(() => (last ? { lat: last.lat, lng: last.lng, heading: last.heading, stale: false } : null), [last]);
  const shownVehicle = useMemo(() => (vehicle ? { ...vehicle, stale: lost } : null), [vehicle, lost]);
  const minutes = estimate ? Math.ceil(estimate.seconds / 60) : 0;

  return (
    <div className="space-y-5">
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
          data-eta-seconds={estimate?.seconds ?? ""}
          data-distance-m={estimate ? Math.round(estimate.roadMeters) : ""}
          className={`rounded-2xl p-4 ${lost ? "border border-amber-300 bg-amber-50" : "bg-brand-900 text-white"}`}
        >
          {estimate ? (
            <p className="text-2xl font-bold" data-testid="track-eta">
              {estimate.seconds === 0 ? t("arriving") : t("eta", { count: minutes })}
            </p>
          ) : null}
          {estimate && estimate.seconds > 0 ? (
            <p className={lost ? "text-ink" : "text-brand-100"} data-testid="track-distance">
              {t(estimate.target === "pickup" ? "distanceToPickup" : "distanceToDropoff", { distance: formatDistance(estimate.roadMeters, language) })}
            </p>
          ) : null}
          <p className={`mt-1 text-sm ${lost ? "font-semibold text-amber-900" : "text-brand-100"}`} data-testid="track-age" data-lost={lost || undefined}>
            {age === null ? t("waitingFirst") : lost ? t("lost", { age: formatAge(age, language) }) : t("updated", { age: formatAge(age, language) })}
          </p>
        </div>

        {mapState === "failed" ? (
          <PlainList view={view} language={language} />
        ) : (
          <Suspense fallback={<div className="h-[min(60vh,26rem)] w-full animate-pulse rounded-2xl bg-stone-100" />}>
            <div data-vehicle-lat={vehicle?.lat ?? ""} data-vehicle-lng={vehicle?.lng ?? ""} data-testid="track-map">
              <TrackMap
                tiles={tiles}
                rtl={language === "ar"}
                vehicle={shownVehicle}
                pickup={pickup}
                dropoff={dropoff}
                target={target}
                label={t("map")}
                onState={onMapState}
              />
            </div>
          </Suspense>
        )}
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

      <TrackTimeline steps={view.timeline} language={language} />
    </div>
  );
}

/** When the tiles cannot load (a blocked or very slow connection): the same facts as a list. */
function PlainList({ view, language }: { view: TrackView; language: Language }) {
  const { t } = useTranslation("tracking");
  const point = (place: LatLng | null) =>
    place ? <bdi dir="ltr">{t("coordinates", { lat: place.lat.toFixed(5), lng: place.lng.toFixed(5) })}</bdi> : t("noCoordinates");
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="track-list">
      <p className="text-sm text-muted">{t("mapUnavailable")}</p>
      <dl className="mt-2 grid gap-2">
        <div>
          <dt className="text-sm text-muted">{t("vehicleAt")}</dt>
          <dd data-testid="track-list-vehicle">{view.lastPosition ? point(view.lastPosition) : t("waitingFirst")}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("pickup")}</dt>
          <dd>
            {pickText(view.pickup.label, language)} · {point(coordinatesOf(view.pickup))}
          </dd>
        </div>
        {view.dropOff ? (
          <div>
            <dt className="text-sm text-muted">{t("dropoff")}</dt>
            <dd>
              {pickText(view.dropOff.label, language)} · {point(coordinatesOf(view.dropOff))}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** After the leg (or the link's two hours after it): the trip by name, its steps, no position. */
function Ended({ view, language }: { view: TrackView; language: Language }) {
  const { t } = useTranslation("tracking");
  return (
    <div className="space-y-5" data-testid="track-ended">
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
    </div>
  );
}

function TrackPage({ token, language, initial, tiles }: Props) {
  const query = useLiveTrack(token, language, initial);
  if (query.error instanceof TrackLinkGone) return <TrackLinkNotFound language={language} />;
  const view = query.data ?? initial;
  return view.ended ? <Ended view={view} language={language} /> : <UnderWay view={view} language={language} tiles={tiles} />;
}

function LiveTrackPage(props: Props) {
  return (
    <RealtimeProvider>
      <TrackPage {...props} />
    </RealtimeProvider>
  );
}

export default withQueryProvider(LiveTrackPage);
