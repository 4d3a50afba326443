import { LANGUAGE_DIRECTION } from "#shared/i18n/languages";
import type { TrackView } from "#shared/tracking/tracking-api";
import { wirePlainShell } from "./plain-shell";
import { renderEnded, renderProgress, renderSummary, setListVehicle } from "./track-dom";
import { TRACK_CONFIG_ID, type TrackLiveConfig } from "./track-live-config";
import { followTrack } from "./track-feed";
import { startTrackMap, type TrackMap } from "./track-map-view";
import { coordinatesOf, pointText, summarize, withFix } from "./track-summary";

/*
 * The customer's /track/{token} page in the browser (issue 23): the server rendered every fact as
 * it stood; this one script — no React, no site bundle — keeps them live. It reads its config from
 * the page (#track-config), loads Leaflet as its own file and draws the map (the plain list when
 * tiles cannot load), follows the leg over the realtime channel, and every second says how old the
 * newest fix is by the server's clock ("connection lost" after a minute). When the leg ends the
 * page turns into the ended page; when the link stops working it reloads into the friendly one.
 */

const page = document.querySelector<HTMLElement>("[data-track-page]");
const configElement = document.getElementById(TRACK_CONFIG_ID);
wirePlainShell();
if (page && configElement) start(page, JSON.parse(configElement.textContent ?? "{}") as TrackLiveConfig);

function start(page: HTMLElement, config: TrackLiveConfig) {
  const { texts, language } = config;
  const summaryBox = page.querySelector<HTMLElement>('[data-testid="track-summary"]');
  const mapBox = page.querySelector<HTMLElement>("[data-track-mapbox]");
  const list = page.querySelector<HTMLElement>("[data-track-list]");
  let view: TrackView = config.view;
  // The server's clock against this phone's, measured when the view arrived (a phone set minutes wrong still says "8 s ago").
  let offset = Date.parse(view.now) - Date.now();
  let map: TrackMap | null = null;

  const render = () => {
    const summary = summarize(view, Date.now() + offset, texts, language);
    if (summaryBox) renderSummary(summaryBox, summary);
    const last = view.lastPosition;
    if (mapBox && last) {
      mapBox.dataset.vehicleLat = String(last.lat);
      mapBox.dataset.vehicleLng = String(last.lng);
    }
    if (list && last) setListVehicle(list, pointText(last, texts));
    const target = coordinatesOf(view.status === "on_board" ? view.dropOff : view.pickup);
    map?.show(last ? { lat: last.lat, lng: last.lng, heading: last.heading, stale: summary.lost } : null, target);
  };

  const ticker = setInterval(render, 1_000);
  const stop = followTrack(config.token, language, {
    fix(fix, jobId) {
      if (jobId !== view.jobId) return;
      view = withFix(view, fix);
      render();
    },
    view(next) {
      view = next;
      offset = Date.parse(next.now) - Date.now();
      if (!next.ended) {
        renderProgress(page, view, texts, language);
        return render();
      }
      clearInterval(ticker);
      stop();
      map?.remove();
      renderEnded(page, view, texts, language);
    },
    gone: () => window.location.reload(),
  });

  const mapElement = mapBox?.querySelector<HTMLElement>("[data-map-state]");
  if (!mapBox || !mapElement) return;
  void startTrackMap(mapElement, {
    tiles: config.tiles,
    leaflet: config.leaflet,
    rtl: LANGUAGE_DIRECTION[language] === "rtl",
    pickup: coordinatesOf(view.pickup),
    dropoff: coordinatesOf(view.dropOff),
    onFailed() {
      map?.remove();
      map = null;
      mapBox.hidden = true;
      if (list) list.style.display = "";
    },
  }).then((started) => {
    if (!started || mapBox.hidden || view.ended) return started?.remove();
    map = started;
    render();
  });
}
