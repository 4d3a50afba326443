import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRoadmapArabic } from "#shared/roadmap/roadmap-texts";
import { roadmapItemUpdateSchema } from "#shared/roadmap/roadmap.schema";
import { messagesOf } from "#shared/validation/messages-of";
import { eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { RoadmapEvent, RoadmapItem } from "#shared/roadmap/roadmap.schema";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false" });
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

const item = { title: "Arabic invoices", description: "PDF invoices in Arabic.\nWith VAT.", status: "planned", priority: 2, targetDate: "2026-12-31" };
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.request("POST", "/api/admin/roadmap", { ...item, ...overrides });
  expect(res.status).toBe(201);
  return res.body as unknown as RoadmapItem;
};
const list = async () => (await admin.request("GET", "/api/admin/roadmap")).body as unknown as RoadmapItem[];
const auditActions = async () => (await server.database.db.select().from(auditLog)).map((row) => row.action).filter((a) => a.startsWith("roadmap."));

describe("roadmap items", () => {
  it("creates items at the bottom of their column, with version 1 and a history", async () => {
    const first = await create();
    const second = await create({ title: "Driver app" });
    expect(first).toMatchObject({ ...item, position: 0, version: 1 });
    expect(second.position).toBe(1);
    const history = (await admin.request("GET", `/api/admin/roadmap/${first.id}/events`)).body as unknown as RoadmapEvent[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: "created", actorEmail: "admin@rihla.local", changes: { title: { from: null, to: "Arabic invoices" } } });
  });

  it("moves an item to another column at a place, shifting the others, audited, and refuses a stale version", async () => {
    const a = await create({ title: "Column A", status: "in_progress" });
    const b = await create({ title: "Column B", status: "in_progress" });
    const moving = await create({ title: "Mover" });
    const moved = await admin.request("POST", `/api/admin/roadmap/${moving.id}/move`, { status: "in_progress", position: 0, version: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: "in_progress", position: 0, version: 2 });
    const column = (await list()).filter((i) => i.status === "in_progress").map((i) => i.title);
    expect(column).toEqual(["Mover", "Column A", "Column B"]);
    expect([a.position, b.position]).toEqual([0, 1]);

    const stale = await admin.request("POST", `/api/admin/roadmap/${moving.id}/move`, { status: "done", position: 0, version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.body.current as RoadmapItem).status).toBe("in_progress");

    const history = (await admin.request("GET", `/api/admin/roadmap/${moving.id}/events`)).body as unknown as RoadmapEvent[];
    expect(history[0]).toMatchObject({ kind: "moved", changes: { status: { from: "planned", to: "in_progress" } } });
    expect(await auditActions()).toContain("roadmap.moved");
  });

  it("edits with a version check and deletes; history of the deleted item stays", async () => {
    const it1 = await create({ title: "To edit" });
    const edited = await admin.request("PATCH", `/api/admin/roadmap/${it1.id}`, { ...item, title: "Edited", priority: 1, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Edited", priority: 1, version: 2 });
    expect((await admin.request("PATCH", `/api/admin/roadmap/${it1.id}`, { ...item, version: 1 })).status).toBe(409);
    expect((await admin.request("DELETE", `/api/admin/roadmap/${it1.id}`)).status).toBe(204);
    expect((await admin.request("DELETE", `/api/admin/roadmap/${it1.id}`)).status).toBe(404);
    expect((await list()).some((i) => i.id === it1.id)).toBe(false);
    const history = (await admin.request("GET", `/api/admin/roadmap/${it1.id}/events`)).body as unknown as RoadmapEvent[];
    expect(history.map((e) => e.kind)).toEqual(["deleted", "edited", "created"]);
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, "roadmap.edited"));
    expect(entry?.before).toMatchObject({ title: "To edit", priority: 2 });
    expect(entry?.after).toMatchObject({ title: "Edited", priority: 1 });
  });

  it("refuses bad input with 400 naming each field, unknown ids with 404", async () => {
    const bad = await admin.request("POST", "/api/admin/roadmap", { title: "x", description: "ok", status: "someday", priority: 9, targetDate: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(["priority", "status", "targetDate", "title"]);
    expect((await admin.request("POST", "/api/admin/roadmap", { ...item, title: "Bad\u0000title" })).status).toBe(400);
    expect((await admin.request("POST", "/api/admin/roadmap/999999/move", { status: "done", position: 0, version: 1 })).status).toBe(404);
    expect((await admin.request("GET", "/api/admin/roadmap/abc/events")).status).toBe(404);
  });

  it("answers an Arabic back office's refusals in Arabic: fields, a stale version and a missing item", async () => {
    const ar = { headers: { "Accept-Language": "ar" } };
    const bad = await admin.request("POST", "/api/admin/roadmap", { ...item, priority: 9, targetDate: "2026-02-30" }, ar);
    expect(bad.body).toMatchObject({
      error: "بعض الحقول غير صحيحة.",
      fieldErrors: { priority: "اختر أولوية من 1 إلى 4.", targetDate: "استخدم تاريخًا صحيحًا." },
    });
    const it1 = await create({ title: "Two editors" });
    await admin.request("PATCH", `/api/admin/roadmap/${it1.id}`, { ...item, version: 1 });
    const stale = await admin.request("PATCH", `/api/admin/roadmap/${it1.id}`, { ...item, version: 1 }, ar);
    expect([stale.status, stale.body.error]).toEqual([409, "غيّر شخص آخر هذا العنصر في الأثناء. هذه حالته الآن؛ أعد تعديلك."]);
    const gone = await admin.request("DELETE", "/api/admin/roadmap/999999", undefined, ar);
    expect([gone.status, gone.body.error]).toEqual([404, "عنصر خارطة الطريق هذا غير موجود (ربما حُذف)."]);
    expect((await admin.request("DELETE", "/api/admin/roadmap/999999", undefined, { headers: { "Accept-Language": "en" } })).body.error).toBe(
      "This roadmap item does not exist (it may have been deleted).",
    );
  });

  it("has the Arabic of every sentence the roadmap schemas give", () => {
    const messages = messagesOf(roadmapItemUpdateSchema, [
      { title: "", description: "\u0000", status: "x", priority: 0, targetDate: "tomorrow" },
      { title: "x".repeat(121), description: "x".repeat(2_001), status: 1, priority: "x", targetDate: "2026-02-30", version: "x" },
      {},
    ]);
    expect(messages.length).toBeGreaterThan(5);
    expect([...new Set(messages)].filter((message) => !hasRoadmapArabic(message))).toEqual([]);
  });

  it("is for administrators only: a content editor gets 403", async () => {
    const account = await createStaffAccount(server, "content");
    const editor = new StaffClient(server);
    await editor.signIn(account.email, account.password);
    expect((await editor.request("GET", "/api/admin/roadmap")).status).toBe(403);
    expect((await editor.request("POST", "/api/admin/roadmap", item)).status).toBe(403);
  });
});
