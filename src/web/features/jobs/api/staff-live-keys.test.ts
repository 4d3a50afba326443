import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { staffKeysFor } from "./staff-live-keys";

/** Marks stale what the keys match in a real query cache, and answers which queries were hit. */
function staleAfter(event: Parameters<typeof staffKeysFor>[0]) {
  const client = new QueryClient();
  const seeded = [
    ["job-tracker", "jobs", { from: "2026-11-27" }],
    ["job-tracker", "bookings", { limit: 50 }],
    ["job-tracker", "booking", 7],
    ["job-tracker", "booking", 8],
    ["job-tracker", "dispatch", 70],
    ["job-tracker", "dispatch", 71],
    ["job-tracker", "candidates", 71],
    ["job-tracker", "dispatch-alerts"],
    ["job-tracker", "options"],
    ["dashboard"],
  ];
  for (const key of seeded) client.setQueryData(key, 1);
  for (const queryKey of staffKeysFor(event, ["dashboard"])) void client.invalidateQueries({ queryKey, refetchType: "none" });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

describe("the staff tracker's live keys", () => {
  it("a job.changed marks its leg, its booking, the lists, counts, alerts, pickers and dashboard stale, not other legs or bookings", () => {
    expect(staleAfter({ type: "job.changed", jobId: 70, bookingId: 7, version: 3 })).toEqual(
      [
        '["dashboard"]',
        '["job-tracker","booking",7]',
        '["job-tracker","bookings",{"limit":50}]',
        '["job-tracker","candidates",71]',
        '["job-tracker","dispatch",70]',
        '["job-tracker","dispatch-alerts"]',
        '["job-tracker","jobs",{"from":"2026-11-27"}]',
      ].sort(),
    );
  });

  it("a booking.changed marks every open leg panel stale (its legs may have moved) but not other bookings", () => {
    const stale = staleAfter({ type: "booking.changed", bookingId: 8, version: 2 });
    expect(stale).toContain('["job-tracker","dispatch",70]');
    expect(stale).toContain('["job-tracker","dispatch",71]');
    expect(stale).toContain('["job-tracker","booking",8]');
    expect(stale).not.toContain('["job-tracker","booking",7]');
    expect(stale).not.toContain('["job-tracker","options"]');
  });

  it("another kind of event (a WhatsApp message) marks nothing of the tracker stale", () => {
    expect(staleAfter({ type: "whatsapp.message", conversationId: 3 })).toEqual([]);
  });
});
