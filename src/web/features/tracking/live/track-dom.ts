import type { Language } from "#shared/i18n/languages";
import type { TrackView } from "#shared/tracking/tracking-api";
import { makkahTime } from "../track-time";
import type { TrackLiveTexts } from "./track-live-config";
import { SUMMARY_LOOK, TIMELINE_LOOK } from "./track-look";
import type { TrackSummary } from "./track-summary";

/*
 * The script's updates of the server-rendered /track page: the same elements, classes and test
 * hooks as components/track-live.tsx, changed in place (text set as text: nothing is parsed as HTML).
 */

type Attributes = Record<string, string | undefined>;

export function element(tag: string, attributes: Attributes, ...children: (Node | string)[]): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

const setText = (target: Element | null, text: string) => {
  if (target && target.textContent !== text) target.textContent = text;
};

/** The estimate, distance and age box. */
export function renderSummary(box: HTMLElement, summary: TrackSummary): void {
  box.className = SUMMARY_LOOK.box(summary.lost);
  box.dataset.etaSeconds = summary.etaSeconds === null ? "" : String(summary.etaSeconds);
  box.dataset.distanceM = summary.distanceMeters === null ? "" : String(summary.distanceMeters);
  const eta = box.querySelector<HTMLElement>('[data-testid="track-eta"]');
  const distance = box.querySelector<HTMLElement>('[data-testid="track-distance"]');
  const age = box.querySelector<HTMLElement>('[data-testid="track-age"]');
  if (eta) {
    eta.hidden = summary.eta === null;
    setText(eta, summary.eta ?? "");
  }
  if (distance) {
    distance.hidden = summary.distance === null;
    distance.className = SUMMARY_LOOK.distance(summary.lost);
    setText(distance, summary.distance ?? "");
  }
  if (age) {
    age.className = SUMMARY_LOOK.age(summary.lost);
    if (summary.lost) age.dataset.lost = "true";
    else delete age.dataset.lost;
    setText(age, summary.age);
  }
}

/** The leg's steps, oldest first, in Makkah time (nothing while there are none). */
export function timelineSection(view: TrackView, texts: TrackLiveTexts, language: Language): HTMLElement | null {
  if (view.timeline.length === 0) return null;
  const items = view.timeline.map((step) =>
    element(
      "li",
      { class: TIMELINE_LOOK.item },
      element("span", { class: TIMELINE_LOOK.dot, "aria-hidden": "true" }),
      element("p", { class: TIMELINE_LOOK.step }, texts.step[step.status] ?? step.status),
      element("p", { class: TIMELINE_LOOK.time }, makkahTime(step.at, language)),
    ),
  );
  return element(
    "section",
    { "aria-labelledby": "track-timeline", class: TIMELINE_LOOK.section },
    element("h2", { id: "track-timeline", class: TIMELINE_LOOK.heading }, texts.timeline),
    element("ol", { class: TIMELINE_LOOK.list, "data-testid": "track-timeline" }, ...items),
  );
}

/** The status line and the steps, when they changed. */
export function renderProgress(page: HTMLElement, view: TrackView, texts: TrackLiveTexts, language: Language): void {
  const status = page.querySelector<HTMLElement>("[data-track-status]");
  if (status && status.dataset.trackStatus !== view.status) {
    status.dataset.trackStatus = view.status;
    setText(status, texts.status[view.status] ?? "");
  }
  const slot = page.querySelector<HTMLElement>("[data-track-timeline]");
  const steps = JSON.stringify(view.timeline);
  if (slot && slot.dataset.steps !== steps) {
    slot.dataset.steps = steps;
    const section = timelineSection(view, texts, language);
    slot.replaceChildren(...(section ? [section] : []));
  }
}

/** After the leg: the trip by name, its steps, no position (as the server renders an ended link). */
export function renderEnded(page: HTMLElement, view: TrackView, texts: TrackLiveTexts, language: Language): void {
  const section = timelineSection(view, texts, language);
  page.dataset.testid = "track-ended";
  page.replaceChildren(
    element(
      "header",
      { class: "space-y-2" },
      element("h1", { class: "text-2xl font-bold text-brand-900 sm:text-3xl" }, texts.endedTitle),
      element("p", { class: "text-muted" }, element("span", { dir: "ltr", class: "font-semibold text-brand-800" }, view.reference)),
      element("p", { class: "text-ink" }, texts.endedText),
    ),
    ...(section ? [section] : []),
  );
  document.title = document.title.replace(texts.title, texts.endedTitle);
}

/** The list view's line for the vehicle (the newest fix's coordinates). */
export function setListVehicle(list: HTMLElement, text: string): void {
  const line = list.querySelector('[data-testid="track-list-vehicle"]');
  if (line && line.textContent !== text) line.replaceChildren(element("bdi", { dir: "ltr" }, text));
}
