import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#server/db/test-database";
import { users } from "#server/db/schema/users";
import { createAuditLog } from "./audit-log";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: "u-sara", name: "Sara Al-Qahtani", email: "sara@rihla.test", role: "admin" },
    { id: "u-ahmed", name: "Ahmed Hassan", email: "ahmed@rihla.test", role: "viewer" },
  ]);
});
afterAll(() => database.close());

describe("audit log pages", () => {
  it("carry the names of the acting account and of the account an entry is about", async () => {
    const audit = createAuditLog(database.db);
    const sara = { id: "u-sara", email: "sara@rihla.test", ip: "127.0.0.1" };
    await audit.transaction(async (tx) => {
      await audit.record(tx, sara, { action: "mfa.enable", entity: "user", entityId: "u-ahmed", before: { mfa: false }, after: { mfa: true } });
      // An entry about something that is not an account: its id is never matched against accounts.
      await audit.record(tx, sara, { action: "user.invite", entity: "invitation", entityId: "u-ahmed", after: { role: "viewer" } });
      await audit.record(tx, { id: "u-gone", email: "gone@rihla.test", ip: "127.0.0.1" }, { action: "password.change", entity: "user", entityId: "u-gone" });
    });
    const { items } = await audit.page({}, 1, 10);
    const byAction = Object.fromEntries(items.map((item) => [item.action, item]));
    expect(byAction["mfa.enable"]).toMatchObject({ actorName: "Sara Al-Qahtani", subjectName: "Ahmed Hassan", subjectEmail: "ahmed@rihla.test" });
    expect(byAction["user.invite"]).toMatchObject({ actorName: "Sara Al-Qahtani", subjectName: null, subjectEmail: null });
    expect(byAction["password.change"]).toMatchObject({ actorName: null, actorEmail: "gone@rihla.test", subjectName: null });
    expect(await audit.page({ actor: "sara" }, 1, 10).then((page) => page.total)).toBe(2);
  });
});
