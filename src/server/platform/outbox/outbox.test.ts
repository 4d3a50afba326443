import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { outboxMessages } from "#server/db/schema/outbox";
import { createTestDatabase } from "#server/db/test-database";
import { createOutbox } from "./outbox";

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

async function queuedAt(recipient: string, microsecondTime: string) {
  const outbox = createOutbox(handle.db);
  await outbox.enqueueEmail(handle.db, { recipient, template: "password_reset", subject: "Reset", body: "x" });
  await handle.db.execute(sql`update outbox_messages set next_attempt_at = ${microsecondTime}::timestamptz where recipient = ${recipient}`);
  return outbox;
}

describe("outbox claim", () => {
  it("counts a message due within the claim's own millisecond as due, and one a millisecond later as not", async () => {
    const outbox = await queuedAt("same-ms@rihla.test", "2026-01-01T00:00:00.123456Z");
    expect(await outbox.claimDue(10, new Date("2026-01-01T00:00:00.122Z"))).toEqual([]);
    const claimed = await outbox.claimDue(10, new Date("2026-01-01T00:00:00.123Z"));
    expect(claimed.map((message) => message.recipient)).toEqual(["same-ms@rihla.test"]);
    const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "same-ms@rihla.test"));
    expect(row).toMatchObject({ status: "sending", attempts: 1 });
  });
});
