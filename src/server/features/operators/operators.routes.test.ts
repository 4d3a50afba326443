import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { jobs, bookings } from "#server/db/schema/bookings";
import { operators } from "#server/db/schema/operators";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { bookLeg } from "./test-support/book-leg";
import type { OperatorDetail } from "#shared/operators/operators-answers";
import { dayFromToday, operatorPayload } from "./test-support/operator-payloads";

let server: TestServer;
let admin: StaffClient;
let operations: StaffClient;
beforeAll(async () => {
  server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
  admin = (await signedInAdmin(server)).client;
  operations = new StaffClient(server);
  const ops = await createStaffAccount(server, "operations");
  await operations.signIn(ops.email, ops.password);
});
afterAll(async () => server.stop());

const db = () => server.database.db;
const auditOf = (action: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));
const operatorCount = async () => Number((await db().select({ n: count() }).from(operators))[0]!.n);
const detail = async (id: number) => (await operations.request("GET", `/api/admin/operators/${id}`)).body as unknown as OperatorDetail;
async function create(overrides = {}) {
  const res = await operations.request("POST", "/api/admin/operators", operatorPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; version: number };
}

describe("admin operators: the route table", () => {
  it("declares each operators route with its permission, so the route-table walk (admin-permissions.test.ts) checks every role", () => {
    const ours = server.adminRoutes
      .filter((route) => route.path.startsWith("/api/admin/operators"))
      .map((route) => `${route.method} ${route.path} ${route.requirement}`);
    expect(ours.sort()).toEqual(
      [
        "GET /api/admin/operators dashboard.read",
        "GET /api/admin/operators/:id dashboard.read",
        "POST /api/admin/operators operations.write",
        "PATCH /api/admin/operators/:id operations.write",
        "POST /api/admin/operators/:id/status operations.write",
        "DELETE /api/admin/operators/:id operations.write",
      ].sort(),
    );
  });

  it("lets a viewer read but not write (403, nothing changed)", async () => {
    const viewer = new StaffClient(server);
    const account = await createStaffAccount(server, "viewer");
    await viewer.signIn(account.email, account.password);
    expect((await viewer.request("GET", "/api/admin/operators")).status).toBe(200);
    const before = await operatorCount();
    expect((await viewer.request("POST", "/api/admin/operators", operatorPayload())).status).toBe(403);
    expect(await operatorCount()).toBe(before);
  });
});

describe("admin operators: writes", () => {
  it("creates an operator with its classes, vehicles, drivers and documents, normalised, with an audit row", async () => {
    const { id, version } = await create();
    expect(version).toBe(1);
    const body = await detail(id);
    expect(body).toMatchObject({
      name: "Al Noor Transport",
      phone: "+966501234567",
      email: "desk@alnoor.example",
      language: "ar",
      status: "active",
      serviceAreas: ["makkah", "jeddah"],
      classes: [
        { vehicleClass: "sedan", defaultPriceHalalas: 15_000 },
        { vehicleClass: "van", defaultPriceHalalas: null },
      ],
      vehicles: [{ plate: "ABC 1234", model: "Toyota Camry 2024", vehicleClass: "sedan", seats: 4, colour: "White" }],
      drivers: [{ name: "Yusuf Khan", phone: "+966551112222" }],
      documents: [{ kind: "insurance", number: "INS-1", state: "valid" }],
      documentWarning: null,
      hasJobs: false,
    });
    const [audit] = await auditOf("operator.create", id);
    expect(audit?.after).toMatchObject({ name: "Al Noor Transport", vehicles: [{ plate: "ABC 1234" }] });
  });

  it("replaces the whole operator on edit, bumps the version, audits before/after, and refuses a stale version with 409", async () => {
    const { id } = await create({ name: "Edit Me Co" });
    const edited = operatorPayload({
      name: "Edited Co",
      classes: [{ vehicleClass: "suv", defaultPriceHalalas: 30_000 }],
      vehicles: [{ plate: "xyz-9", model: "GMC Yukon", vehicleClass: "suv", seats: 7, colour: "" }],
      drivers: [],
      documents: [{ kind: "licence", number: "", expiresOn: dayFromToday(10) }],
    });
    const saved = await operations.request("PATCH", `/api/admin/operators/${id}`, { operator: edited, version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id, version: 2 });
    const after = await detail(id);
    expect(after).toMatchObject({
      name: "Edited Co",
      version: 2,
      classes: [{ vehicleClass: "suv" }],
      vehicles: [{ plate: "XYZ-9", seats: 7 }],
      drivers: [],
      documentWarning: "expiring",
    });
    const [audit] = await auditOf("operator.update", id);
    expect(audit?.before).toMatchObject({ name: "Edit Me Co", drivers: [{ name: "Yusuf Khan" }] });
    expect(audit?.after).toMatchObject({ name: "Edited Co", drivers: [] });

    const stale = await operations.request(
      "PATCH",
      `/api/admin/operators/${id}`,
      { operator: operatorPayload({ name: "Lost edit" }), version: 1 },
      { headers: { "Accept-Language": "ar" } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("غيّر شخص آخر هذا المشغّل في هذه الأثناء. أعد تحميله وأجرِ تغييرك مرة أخرى.");
    expect((await detail(id)).name).toBe("Edited Co");
    expect(await auditOf("operator.update", id)).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous edits made from the same version win; the other is 409", async () => {
    const { id } = await create({ name: "Race Co" });
    const results = await Promise.all(
      ["First", "Second"].map((name) => operations.request("PATCH", `/api/admin/operators/${id}`, { operator: operatorPayload({ name }), version: 1 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await detail(id)).version).toBe(2);
    expect(await auditOf("operator.update", id)).toHaveLength(1);
    expect(winner.body).toEqual({ id, version: 2 });
  });

  it("suspends and reactivates with a note (audited), and a stale status change is 409", async () => {
    const { id } = await create({ name: "Suspend Me" });
    const suspended = await operations.request("POST", `/api/admin/operators/${id}/status`, { status: "suspended", note: "Insurance lapsed", version: 1 });
    expect(suspended.body).toEqual({ id, version: 2 });
    expect((await detail(id)).status).toBe("suspended");
    expect((await auditOf("operator.suspend", id))[0]?.after).toEqual({ status: "suspended", note: "Insurance lapsed" });
    expect((await operations.request("POST", `/api/admin/operators/${id}/status`, { status: "active", note: "", version: 1 })).status).toBe(409);
    expect((await operations.request("POST", `/api/admin/operators/${id}/status`, { status: "active", note: "", version: 2 })).status).toBe(200);
    expect((await detail(id)).status).toBe("active");
    expect(await auditOf("operator.reactivate", id)).toHaveLength(1);
  });

  it("deletes an operator without jobs (audited) and refuses one with a job: 409, a clear sentence, nothing changed", async () => {
    const { id: free } = await create({ name: "Delete Me" });
    expect((await admin.request("DELETE", `/api/admin/operators/${free}`)).status).toBe(200);
    expect((await operations.request("GET", `/api/admin/operators/${free}`)).status).toBe(404);
    expect((await auditOf("operator.delete", free))[0]?.before).toMatchObject({ name: "Delete Me" });

    const { id: busy } = await create({ name: "Has A Job" });
    const booked = await bookLeg(server.url);
    const [booking] = await db().select().from(bookings).where(eq(bookings.reference, booked.reference));
    await db().update(jobs).set({ operatorId: busy, status: "assigned" }).where(eq(jobs.bookingId, booking!.id));
    const refused = await operations.request("DELETE", `/api/admin/operators/${busy}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This operator has jobs, so it cannot be deleted. Suspend it instead.");
    expect((await detail(busy)).hasJobs).toBe(true);
    expect(await auditOf("operator.delete", busy)).toEqual([]);
  });

  it("answers 404 for an id that names no operator, before any query", async () => {
    for (const path of ["/api/admin/operators/999999", "/api/admin/operators/abc", "/api/admin/operators/0", "/api/admin/operators/%00"]) {
      expect([path, (await operations.request("GET", path)).status]).toEqual([path, 404]);
    }
    expect((await operations.request("PATCH", "/api/admin/operators/999999", { operator: operatorPayload(), version: 1 })).status).toBe(404);
    expect((await operations.request("DELETE", "/api/admin/operators/999999")).status).toBe(404);
  });
});

/** One junk value per field: each gets 400, its field's error (in Arabic for an Arabic back office), and nothing is written. */
const JUNK: [field: string, overrides: Record<string, unknown>, errorKey: string][] = [
  ["name empty", { name: "   " }, "name"],
  ["name too long", { name: "x".repeat(121) }, "name"],
  ["name NUL", { name: "Bad\u0000Co" }, "name"],
  ["name number", { name: 42 }, "name"],
  ["kind", { kind: "airline" }, "kind"],
  ["phone letters", { phone: "call me" }, "phone"],
  ["phone short", { phone: "+9665" }, "phone"],
  ["phone missing", { phone: undefined }, "phone"],
  ["whatsapp", { whatsapp: "yes" }, "whatsapp"],
  ["email", { email: "not-an-email" }, "email"],
  ["language", { language: "fr" }, "language"],
  ["spoken language code", { spokenLanguages: ["english"] }, "spokenLanguages.0"],
  ["spoken twice", { spokenLanguages: ["ar", "ar"] }, "spokenLanguages"],
  ["service area unknown", { serviceAreas: ["riyadh"] }, "serviceAreas.0"],
  ["no service area", { serviceAreas: [] }, "serviceAreas"],
  ["no class", { classes: [] }, "classes"],
  ["class slug junk", { classes: [{ vehicleClass: "Sedan!", defaultPriceHalalas: 1 }] }, "classes.0.vehicleClass"],
  ["class unknown", { classes: [{ vehicleClass: "hovercraft", defaultPriceHalalas: 1 }], vehicles: [] }, "classes.0.vehicleClass"],
  ["price negative", { classes: [{ vehicleClass: "sedan", defaultPriceHalalas: -1 }] }, "classes.0.defaultPriceHalalas"],
  ["price too large", { classes: [{ vehicleClass: "sedan", defaultPriceHalalas: 10_000_001 }] }, "classes.0.defaultPriceHalalas"],
  ["price fraction", { classes: [{ vehicleClass: "sedan", defaultPriceHalalas: 1.5 }] }, "classes.0.defaultPriceHalalas"],
  ["plate empty", { vehicles: [{ plate: "", model: "Camry", vehicleClass: "sedan", seats: 4, colour: "" }] }, "vehicles.0.plate"],
  ["plate symbols", { vehicles: [{ plate: "AB<script>", model: "Camry", vehicleClass: "sedan", seats: 4, colour: "" }] }, "vehicles.0.plate"],
  ["model missing", { vehicles: [{ plate: "AB 1", model: "", vehicleClass: "sedan", seats: 4, colour: "" }] }, "vehicles.0.model"],
  ["seats zero", { vehicles: [{ plate: "AB 1", model: "Camry", vehicleClass: "sedan", seats: 0, colour: "" }] }, "vehicles.0.seats"],
  ["seats 61", { vehicles: [{ plate: "AB 1", model: "Camry", vehicleClass: "sedan", seats: 61, colour: "" }] }, "vehicles.0.seats"],
  ["colour too long", { vehicles: [{ plate: "AB 1", model: "Camry", vehicleClass: "sedan", seats: 4, colour: "x".repeat(31) }] }, "vehicles.0.colour"],
  ["vehicle class not served", { vehicles: [{ plate: "AB 1", model: "Coaster", vehicleClass: "coaster", seats: 20, colour: "" }] }, "vehicles.0.vehicleClass"],
  [
    "plate twice",
    {
      vehicles: [
        { plate: "AB 1", model: "Camry", vehicleClass: "sedan", seats: 4, colour: "" },
        { plate: "ab 1", model: "Camry", vehicleClass: "sedan", seats: 4, colour: "" },
      ],
    },
    "vehicles.1.plate",
  ],
  ["driver name", { drivers: [{ name: "", phone: "0551112222" }] }, "drivers.0.name"],
  ["driver phone", { drivers: [{ name: "Ali", phone: "12" }] }, "drivers.0.phone"],
  ["document kind", { documents: [{ kind: "passport", number: "", expiresOn: "2030-01-01" }] }, "documents.0.kind"],
  ["document date", { documents: [{ kind: "licence", number: "", expiresOn: "2030-02-30" }] }, "documents.0.expiresOn"],
  ["document date shape", { documents: [{ kind: "licence", number: "", expiresOn: "next year" }] }, "documents.0.expiresOn"],
  ["document number", { documents: [{ kind: "licence", number: "x".repeat(41), expiresOn: "2030-01-01" }] }, "documents.0.number"],
  ["notes", { notes: "x".repeat(2001) }, "notes"],
  ["vehicles not a list", { vehicles: "many" }, "vehicles"],
];

describe("admin operators: junk input", () => {
  it.each(JUNK)("refuses %s with 400 and its field's error in Arabic, writing nothing", async (_label, overrides, errorKey) => {
    const before = await operatorCount();
    const res = await operations.request("POST", "/api/admin/operators", { ...operatorPayload(), ...overrides }, { headers: { "Accept-Language": "ar" } });
    expect(res.status).toBe(400);
    const fieldErrors = res.body.fieldErrors as Record<string, string>;
    expect(Object.keys(fieldErrors)).toContain(errorKey);
    expect(fieldErrors[errorKey]).toMatch(/[\u0600-\u06FF]/);
    expect(await operatorCount()).toBe(before);
  });

  it("refuses junk on an edit and a status change the same way, changing nothing", async () => {
    const { id } = await create({ name: "Junk Target" });
    const res = await operations.request("PATCH", `/api/admin/operators/${id}`, { operator: { ...operatorPayload(), seats: 1, name: "" }, version: 1 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors as object)).toEqual(["operator.name"]);
    for (const body of [
      { status: "gone", note: "", version: 1 },
      { status: "suspended", note: "x".repeat(501), version: 1 },
      { status: "suspended", note: "" },
      "text",
    ]) {
      expect((await operations.request("POST", `/api/admin/operators/${id}/status`, body)).status).toBe(400);
    }
    expect(await detail(id)).toMatchObject({ name: "Junk Target", status: "active", version: 1 });
  });
});
