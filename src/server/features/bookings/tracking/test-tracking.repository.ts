import { desc, like } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxMessages } from "#server/db/schema/outbox";
import type { StaffClient } from "#server/test-support/staff-client";
import { insertTestBooking } from "../admin/test-bookings.repository";
import { insertTestOperator, jobOf, tokenSentTo } from "../dispatch/test-dispatch.repository";

/** For API tests: the track token in the newest message to this customer, null when none was sent. */
export async function trackTokenSentTo(db: Database, recipient: string): Promise<string | null> {
  const sent = await db
    .select({ recipient: outboxMessages.recipient, body: outboxMessages.body })
    .from(outboxMessages)
    .where(like(outboxMessages.body, "%/track/%"))
    .orderBy(desc(outboxMessages.id));
  return sent.find((row) => row.recipient === recipient)?.body.match(/\/track\/([A-Za-z0-9_-]{43})/)?.[1] ?? null;
}

/**
 * For API tests: a confirmed leg of a new booking with its operator's start link, moved by staff
 * to `started` (unless told not to) through the real routes, so the job-move primitive's
 * follower issues the track link as in production.
 */
export async function legUnderWay(db: Database, ops: StaffClient, options: { start?: boolean } = {}) {
  const booking = await insertTestBooking(db, { status: "confirmed", hoursFromNow: [1] });
  const job = await jobOf(db, booking.id);
  const operator = await insertTestOperator(db, { classIds: [job.vehicleClassId], language: "en" });
  const step = async (path: string, body: unknown) => {
    const answer = await ops.request("POST", `/api/admin/jobs/${job.id}/${path}`, body);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  await step("assign", { operatorId: operator.id, operatorPriceHalalas: 10_000 });
  await step("transition", { to: "confirmed" });
  await step("start-link", {});
  const startToken = await tokenSentTo(db, operator.phone, "op/start");
  if (options.start !== false) await step("transition", { to: "started" });
  return { booking, job, operator, startToken, step };
}
