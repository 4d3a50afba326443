import { describe, expect, it } from "vitest";
import type { TrackView } from "#shared/tracking/tracking-api";
import en from "../../../locales/en/tracking.json";
import { fill, scriptJson, type TrackLiveTexts } from "./track-live-config";
import { trackLiveTexts } from "./track-live-texts";
import { etaText, summarize, withFix } from "./track-summary";
import { isTrackPagePath } from "./track-page-path.server";
import "#web/lib/i18n/texts-en";
import "#web/lib/i18n/texts-ar";

const fix = (at: string, lat = 21.5, lng = 39.2) => ({ lat, lng, accuracy: 8, speed: null, heading: null, recordedAt: at });

/** A leg under way to Jeddah airport's Terminal 1, its newest fix received at 08:00:00 by the server. */
const view = (positions: ReturnType<typeof fix>[], status: TrackView["status"] = "started"): TrackView => ({
  jobId: 7,
  reference: "RH-2026-0001",
  legIndex: 0,
  language: "ar",
  status,
  pickupAt: "2026-05-20T08:30:00.000Z",
  pickup: { label: { en: "KAIA T1", ar: "مطار" }, lat: 21.6796, lng: 39.1565 },
  dropOff: { label: { en: "Haram", ar: "الحرم" }, lat: 21.4225, lng: 39.8262 },
  driver: { name: "Salem" },
  vehicle: null,
  contactPhone: null,
  lastPosition: positions.at(-1) ?? null,
  recentPositions: positions,
  timeline: [],
  ended: false,
  now: "2026-05-20T08:00:00.000Z",
});

describe("a fix from the realtime channel", () => {
  const start = view([fix("2026-05-20T08:00:00.000Z")]);

  it("becomes the newest position when newer, and a late or repeated one changes nothing", () => {
    const next = withFix(start, fix("2026-05-20T08:00:05.000Z", 21.6));
    expect(next.lastPosition?.lat).toBe(21.6);
    expect(next.recentPositions).toHaveLength(2);
    expect(withFix(next, fix("2026-05-20T08:00:01.000Z"))).toBe(next);
    expect(withFix(next, fix("2026-05-20T08:00:05.000Z"))).toBe(next);
    expect(withFix({ ...start, ended: true }, fix("2026-05-20T08:00:09.000Z")).lastPosition?.recordedAt).toBe("2026-05-20T08:00:00.000Z");
  });
});

describe("the page's live facts", () => {
  const ar = trackLiveTexts("ar");
  const english = trackLiveTexts("en");
  const moving = view([fix("2026-05-20T07:57:00.000Z", 21.6, 39.19), fix("2026-05-20T08:00:00.000Z", 21.645, 39.17)]);

  it("says how old the newest fix is, and connection lost after a minute, by the server's clock", () => {
    expect(summarize(moving, Date.parse("2026-05-20T08:00:08.000Z"), english, "en")).toMatchObject({ age: "Updated 8 seconds ago", lost: false });
    expect(summarize(moving, Date.parse("2026-05-20T08:00:00.300Z"), english, "en").age).toBe("Updated now");
    const lost = summarize(moving, Date.parse("2026-05-20T08:01:01.000Z"), ar, "ar");
    expect(lost.lost).toBe(true);
    expect(lost.age).toMatch(/^انقطع الاتصال: آخر موقع قبل دقيقة واحدة/);
    expect(summarize(view([]), Date.parse("2026-05-20T08:00:00.000Z"), ar, "ar")).toMatchObject({
      age: "بانتظار أول موقع من السائق…",
      eta: null,
      etaSeconds: null,
    });
  });

  it("estimates to the pickup before boarding and to the drop-off after, with the distance in words", () => {
    const toPickup = summarize(moving, Date.parse(moving.now), english, "en");
    expect(toPickup.etaSeconds).toBeGreaterThan(0);
    expect(toPickup.distance).toMatch(/^\d+(\.\d)? km to your pickup$/);
    expect(toPickup.eta).toMatch(/^about \d+ minutes?$/);
    const toDropoff = summarize({ ...moving, status: "on_board" }, Date.parse(moving.now), ar, "ar");
    expect(toDropoff.distance).toMatch(/ إلى وجهتك$/);
    expect(toDropoff.etaSeconds!).toBeGreaterThan(toPickup.etaSeconds!);
  });

  it("words the estimate in every plural form Arabic has", () => {
    expect(Object.keys(ar.eta).sort()).toEqual(["few", "many", "one", "other", "two", "zero"]);
    expect(Object.keys(english.eta).sort()).toEqual(["one", "other"]);
    expect(etaText(0, ar, "ar")).toBe("يصل الآن");
    expect(etaText(60, ar, "ar")).toBe("دقيقة واحدة تقريبًا");
    expect(etaText(120, ar, "ar")).toBe("دقيقتان تقريبًا");
    expect(etaText(5 * 60, ar, "ar")).toBe("5 دقائق تقريبًا");
    expect(etaText(11 * 60, ar, "ar")).toBe("11 دقيقة تقريبًا");
    expect(etaText(100 * 60, ar, "ar")).toBe("100 دقيقة تقريبًا");
    expect(etaText(61, english, "en")).toBe("about 2 minutes");
    expect(etaText(1_234 * 60, english, "en")).toBe("about 1,234 minutes");
    expect(etaText(30, english, "en")).toBe(en.eta_one.replace("{{count, number}}", "1"));
  });
});

describe("the page's texts and data", () => {
  it("leave the script's values to fill, and every status a customer sees", () => {
    const texts: TrackLiveTexts = trackLiveTexts("en");
    expect(texts.updated).toBe("Updated {{age}}");
    expect(fill(texts.distanceToPickup, { distance: "3 km" })).toBe("3 km to your pickup");
    expect(fill("{{a}} {{b}}", { a: 1 })).toBe("1 {{b}}");
    expect(Object.keys(texts.step)).toEqual(Object.keys(en.step));
    expect(texts.status.on_board).toBe(en.status.on_board);
  });

  it("cannot end its script element early", () => {
    expect(scriptJson({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(scriptJson({ name: "</script>" }))).toEqual({ name: "</script>" });
  });

  it("knows the track page's addresses in both languages", () => {
    expect(isTrackPagePath("/track/abcDEF123")).toBe(true);
    expect(isTrackPagePath("/ar/track/abcDEF123")).toBe(true);
    expect(isTrackPagePath("/track")).toBe(false);
    expect(isTrackPagePath("/booking-info/abc")).toBe(false);
    expect(isTrackPagePath("/track/abc/extra")).toBe(false);
  });
});
