import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { customers, jobs } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { workflowRules } from "#server/db/schema/workflow";
import { createAuditLog } from "#server/platform/audit/audit-log";
import { createLogger } from "#server/platform/logger/logger";
import { createMessaging } from "#server/platform/messaging/messaging";
import { createScheduler } from "#server/platform/scheduler/scheduler";
import { inProcessTaskLock } from "#server/platform/scheduler/task-lock.repository";
import { createSettingsRepository } from "#server/platform/settings/settings.repository";
import { createSiteSettingsCache } from "#server/platform/settings/site-settings-cache";
import { startTestServer } from "#server/test-support/test-server";
import type { TestServer } from "#server/test-support/staff-client";
import { insertTestBooking } from "../admin/test-bookings.repository";
import { createTokenLinksRepository } from "../token-links.repository";
import { createTokenLinks } from "../token-links.service";
import { createDispatchServices } from "./dispatch-services";
import { createTestDispatch } from "./test-dispatch-harness";
import { jobOf } from "./test-dispatch.repository";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());
const db = () => server.database.db;

const setRule = (seedKey: string, values: Partial<typeof workflowRules.$inferInsert>) =>
  db().update(workflowRules).set(values).where(eq(workflowRules.seedKey, seedKey));
const sentTo = async (phone: string, template: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.template, template)));
async function confirmedLeg(hours: number, name = "Reminded Pilgrim") {
  const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [hours], name });
  const job = await jobOf(db(), booking.id);
  const [customer] = await db().select().from(customers).where(like(customers.name, name));
  return { booking, job, phone: customer!.phone };
}

describe("the time trigger: N hours before pickup", () => {
  beforeEach(async () => {
    await setRule("hoursBeforePickup.customer", { enabled: true, hoursBefore: 24 });
  });

  it("sends the reminder once per leg: not twice on a second run, nor after a restart, nor for a leg outside the hours", async () => {
    const due = await confirmedLeg(5, "Pilgrim Due");
    const later = await confirmedLeg(30, "Pilgrim Later");
    await createTestDispatch(db()).reminders.run();
    const [message, ...more] = await sentTo(due.phone, "pickup.reminder");
    expect(more).toEqual([]);
    expect(message!.channel).toBe("whatsapp");
    expect(message!.body).toMatch(/^Rihla: a reminder of your trip RH-\d{4}-\d{6} leg 1 on /);
    expect(await sentTo(later.phone, "pickup.reminder")).toEqual([]);
    expect(await createTestDispatch(db()).reminders.run()).toBe(0);
    // A restart: new services over the same database.
    expect(await createTestDispatch(db()).reminders.run()).toBe(0);
    expect(await sentTo(due.phone, "pickup.reminder")).toHaveLength(1);
  });

  it("sends once per leg with two scheduler instances (two processes) running the task at the same moment", async () => {
    const leg = await confirmedLeg(3, "Pilgrim Twice");
    const instances = [0, 1].map(() => {
      const scheduler = createScheduler({ lock: inProcessTaskLock, logger: createLogger("silent") });
      const reminders = createTestDispatch(db()).reminders;
      scheduler.add({ name: "workflow.hours-before-pickup", pattern: "0 0 1 1 *", run: () => reminders.run() });
      return scheduler;
    });
    const outcomes = await Promise.all(instances.map((scheduler) => scheduler.runNow("workflow.hours-before-pickup")));
    expect(outcomes).toEqual(["ran", "ran"]);
    // And the task's own runs overlapping, without any lock.
    const reminders = [createTestDispatch(db()).reminders, createTestDispatch(db()).reminders];
    expect((await Promise.all(reminders.map((r) => r.run()))).reduce((a, b) => a + b, 0)).toBe(0);
    expect(await sentTo(leg.phone, "pickup.reminder")).toHaveLength(1);
    await Promise.all(instances.map((scheduler) => scheduler.stop()));
  });

  it("sends nothing while the rule is off, and the edited hours decide which legs are due", async () => {
    const leg = await confirmedLeg(10, "Pilgrim Off");
    await setRule("hoursBeforePickup.customer", { enabled: false });
    await createTestDispatch(db()).reminders.run();
    expect(await sentTo(leg.phone, "pickup.reminder")).toEqual([]);
    await setRule("hoursBeforePickup.customer", { enabled: true, hoursBefore: 8 });
    await createTestDispatch(db()).reminders.run();
    expect(await sentTo(leg.phone, "pickup.reminder")).toEqual([]);
    await setRule("hoursBeforePickup.customer", { hoursBefore: 12 });
    await createTestDispatch(db()).reminders.run();
    expect(await sentTo(leg.phone, "pickup.reminder")).toHaveLength(1);
  });
});

describe("leg events to the customer", () => {
  function dispatchWith(trackingLinkFor?: (jobId: number) => Promise<string | null>) {
    const settings = createSettingsRepository(db());
    return createDispatchServices(
      {
        db: db(),
        audit: createAuditLog(db()),
        settings,
        siteSettings: createSiteSettingsCache(settings),
        siteUrl: "http://rihla.test",
        messaging: createMessaging(db()),
      },
      { tokenLinks: createTokenLinks(createTokenLinksRepository(db())), completeBooking: async () => null, trackingLinkFor },
    );
  }
  async function startLeg(name: string, trackingLinkFor?: (jobId: number) => Promise<string | null>) {
    const leg = await confirmedLeg(1, name);
    await db()
      .update(jobs)
      .set({
        status: "confirmed",
        driver: { name: "Khalid", phone: "+966501112233" },
        vehicle: { plate: "1234 ABC", model: "Hyundai Staria", colour: "white" },
      })
      .where(eq(jobs.id, leg.job.id));
    const moved = await dispatchWith(trackingLinkFor).moves.move({
      jobId: leg.job.id,
      source: "operator",
      decide: async () => ({ steps: [{ to: "started", actor: "operator" }] }),
    });
    expect(moved.ok).toBe(true);
    return sentTo(leg.phone, "job.started");
  }

  it("tells the customer the driver is on the way when the rule is on, with the tracking link when there is one", async () => {
    await setRule("job.started.customer", { enabled: false });
    expect(await startLeg("Pilgrim Rule Off")).toEqual([]);
    await setRule("job.started.customer", { enabled: true });
    const [withLink] = await startLeg("Pilgrim Tracked", async (jobId) => `http://rihla.test/track/t${jobId}`);
    expect(withLink!.body).toMatch(
      /^Rihla: your driver Khalid is on the way to .+ \(Hyundai Staria, white, 1234 ABC\)\. Follow the vehicle live: http:\/\/rihla\.test\/track\/t\d+$/,
    );
    const [withoutLink] = await startLeg("Pilgrim Untracked");
    expect(withoutLink!.body).toMatch(/^Rihla: your driver Khalid is on the way to .+ \(Hyundai Staria, white, 1234 ABC\)\.$/);
  });
});
