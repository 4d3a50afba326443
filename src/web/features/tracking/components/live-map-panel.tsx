import "./tracking-admin-texts";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import type { Language } from "#shared/i18n/languages";
import type { MapTiles } from "#shared/tracking/map-tiles";
import type { LiveLeg } from "#shared/tracking/tracking-api";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLiveMap } from "../api/staff-maps";
import { useStaffPositions } from "../api/use-staff-positions";
import type { MapState } from "../map/use-leaflet-map";
import { formatAge, isConnectionLost } from "../track-age";
import { useNow } from "../use-now";

const LiveMapCanvas = lazy(() => import("./live-map-canvas"));

/**
 * The job tracker's live map (issue 23): every started, arrived or on-board leg with its vehicle
 * where it was last heard, its reference and state; a marker or a row opens the booking. Under the
 * map the same legs as a list (what a screen reader and a failed tile server get), each with how
 * long ago it was last heard from.
 */
export function LiveMapPanel({
  tiles,
  language,
  hrefOf,
  onOpen,
}: {
  tiles: MapTiles;
  language: Language;
  hrefOf: (bookingId: number) => string;
  onOpen: (bookingId: number) => void;
}) {
  const { t } = useTranslation("admin-tracking");
  useStaffPositions();
  const live = useLiveMap();
  const now = useNow(5_000);
  const [mapState, setMapState] = useState<MapState>("loading");
  const onState = useCallback((state: MapState) => setMapState(state), []);
  const legs = useMemo(() => live.data?.legs ?? [], [live.data]);
  const ageOf = (leg: LiveLeg) => (leg.lastHeardAt && now !== null ? Math.max(0, now - Date.parse(leg.lastHeardAt)) : null);
  const stale = useMemo(
    () => new Set(legs.filter((leg) => leg.lastHeardAt && now !== null && isConnectionLost(now - Date.parse(leg.lastHeardAt))).map((leg) => leg.jobId)),
    [legs, now],
  );
  const titleOf = useCallback((leg: LiveLeg) => t("open", { reference: leg.reference }), [t]);
  const open = useCallback((leg: LiveLeg) => onOpen(leg.bookingId), [onOpen]);
  if (!live.data || legs.length === 0) return null;

  return (
    <section aria-labelledby="live-map-title" className="mb-4 rounded-xl border border-stone-200 bg-white p-3" data-testid="live-map">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="live-map-title" className="font-semibold text-brand-900">
          {t("liveTitle")}
        </h2>
        <p className="text-sm text-muted">{t("liveCount", { count: legs.length })}</p>
      </div>
      {mapState === "failed" ? (
        <p className="mb-2 text-sm text-muted">{t("mapUnavailable")}</p>
      ) : (
        <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-stone-100 sm:h-96" />}>
          <LiveMapCanvas
            tiles={tiles}
            rtl={language === "ar"}
            legs={legs}
            staleJobIds={stale}
            label={t("map")}
            titleOf={titleOf}
            onOpen={open}
            onState={onState}
          />
        </Suspense>
      )}
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {legs.map((leg) => {
          const age = ageOf(leg);
          return (
            <li key={leg.jobId}>
              <a
                href={hrefOf(leg.bookingId)}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(leg.bookingId);
                }}
                data-live-leg={leg.reference}
                className="flex min-h-10 flex-wrap items-center gap-x-2 rounded-lg px-2 py-1 text-sm hover:bg-stone-100"
              >
                <span dir="ltr" className="font-semibold text-brand-900">
                  {t("legLine", { reference: leg.reference, number: leg.legIndex + 1 })}
                </span>
                <span className="text-ink">{t(`status.${leg.status}`, { defaultValue: leg.status })}</span>
                <span className={`text-xs ${stale.has(leg.jobId) ? "font-semibold text-amber-800" : "text-muted"}`} data-heard>
                  {age === null
                    ? t("neverHeard")
                    : stale.has(leg.jobId)
                      ? `${t("lost")} · ${formatAge(age, language)}`
                      : t("heard", { age: formatAge(age, language) })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
