import "./tracking-admin-texts";
import { lazy, Suspense, useCallback, useState } from "react";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { Language } from "#shared/i18n/languages";
import type { MapTiles } from "#shared/tracking/map-tiles";
import { useTranslation } from "#web/lib/i18n/texts";
import { useJobTrack } from "../api/staff-maps";
import type { MapState } from "../map/use-leaflet-map";
import { formatAge } from "../track-age";
import { useNow } from "../use-now";

const JobTrackCanvas = lazy(() => import("./job-track-canvas"));

/** The states in which a leg may have fixes: from its start on. */
const TRACKED: readonly JobStatus[] = ["started", "arrived", "on_board", "completed", "no_show"];

/** One leg's track in the booking panel: the polyline, its last position and how long ago it was heard. */
export function JobTrackSection({
  jobId,
  legNumber,
  status,
  tiles,
  language,
}: {
  jobId: number;
  legNumber: number;
  status: JobStatus;
  tiles: MapTiles;
  language: Language;
}) {
  if (!TRACKED.includes(status)) return null;
  return <TrackOf jobId={jobId} legNumber={legNumber} tiles={tiles} language={language} />;
}

function TrackOf({ jobId, legNumber, tiles, language }: { jobId: number; legNumber: number; tiles: MapTiles; language: Language }) {
  const { t } = useTranslation("admin-tracking");
  const track = useJobTrack(jobId);
  const now = useNow(5_000);
  const [mapState, setMapState] = useState<MapState>("loading");
  const onState = useCallback((state: MapState) => setMapState(state), []);
  if (!track.data) return null;
  const { positions, lastPosition, lastHeardAt } = track.data;
  return (
    <details className="mt-2" open data-testid={`job-track-${jobId}`}>
      <summary className="cursor-pointer text-xs font-semibold text-brand-800">
        {t("trackTitle")} · {t("points", { count: positions.length })}
      </summary>
      {positions.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t("trackEmpty")}</p>
      ) : (
        <div className="mt-2 space-y-1">
          {mapState === "failed" ? null : (
            <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-stone-100" />}>
              <JobTrackCanvas tiles={tiles} rtl={language === "ar"} positions={positions} label={t("trackMap", { number: legNumber })} onState={onState} />
            </Suspense>
          )}
          {lastPosition ? (
            <p className="text-xs text-muted" data-testid="job-track-last">
              {t("lastPosition", {
                lat: lastPosition.lat.toFixed(5),
                lng: lastPosition.lng.toFixed(5),
                age: lastHeardAt && now !== null ? formatAge(Math.max(0, now - Date.parse(lastHeardAt)), language) : "",
              })}
            </p>
          ) : null}
        </div>
      )}
    </details>
  );
}
