import { expect } from "@playwright/test";
import type { StaffClient } from "../../../src/server/test-support/staff-client";
import { legFor } from "./operator-leg";

/** A plain form post as the operator's pages send it (no script): answered by a 303 back to the page. */
async function postForm(base: string, path: string, form: Record<string, string>) {
  const answer = await fetch(`${base}${path}`, { method: "POST", headers: { Origin: base }, body: new URLSearchParams(form), redirect: "manual" });
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(303);
}

/**
 * A leg confirmed by its operator (a typed driver and car) with its start link sent, through the
 * operator's own form posts; `step` moves it on as the start page's buttons do (Start first).
 */
export async function confirmedLeg(base: string, staff: StaffClient, dayOffset: number) {
  const leg = await legFor(base, staff, dayOffset);
  await postForm(base, `/operator-confirm/${await leg.assign()}`, {
    intent: "accept",
    driverId: "new",
    driverName: "Salem Al-Harbi",
    driverPhone: "0551234567",
    vehicleId: "new",
    plate: "ABC 4821",
    model: "Hyundai Staria",
  });
  const startToken = await leg.startLink();
  const step = (to: string, note?: string) => postForm(base, `/op/start/${startToken}`, { intent: "step", to, ...(note ? { note } : {}) });
  return { ...leg, startToken, step, start: `/op/start/${startToken}` };
}
