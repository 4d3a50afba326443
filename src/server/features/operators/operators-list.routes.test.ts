import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, jobs } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";
import { operators } from "#server/db/schema/operators";
import { removeDemoContent } from "#server/db/seed/remove-demo";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import { bookLeg } from "./test-support/book-leg";
import type { OperatorDetail, OperatorsPage } from "#shared/operators/operators-answers";
import type { DashboardAnswer } from "#shared/dashboard/dashboard-answer";
import { dayFromToday, operatorPayload } from "./test-support/operator-payloads";
import { makkahMonthStart } from "./operators.service";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

const db = () => server.database.db;
async function create(overrides = {}) {
  const res = await admin.request("POST", "/api/admin/operators", operatorPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}
const list = async (query: string) => {
  const res = await admin.request("GET", `/api/admin/operators?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as OperatorsPage;
};
const names = async (query: string) => (await list(query)).items.map((row) => row.name);

describe("admin operators: list", () => {
  let alpha: number;
  beforeAll(async () => {
    alpha = await create({
      name: "Zz Alpha Fleet",
      phone: "+966 50 700 0001",
      serviceAreas: ["taif"],
      classes: [{ vehicleClass: "coaster", defaultPriceHalalas: 90_000 }],
      vehicles: [{ plate: "qqq 4242", model: "Toyota Coaster", vehicleClass: "coaster", seats: 30, colour: "" }],
      drivers: [
        { name: "Zubair Qasim", phone: "0557000002" },
        { name: "Omar", phone: "0557000003" },
      ],
      documents: [
        { kind: "insurance", number: "", expiresOn: dayFromToday(-1) },
        { kind: "licence", number: "", expiresOn: dayFromToday(300) },
      ],
    });
    await create({
      name: "Zz Beta Cars",
      phone: "+966 50 700 0004",
      serviceAreas: ["taif"],
      documents: [{ kind: "licence", number: "", expiresOn: dayFromToday(30) }],
    });
    await create({
      name: "Zz Gamma Drivers",
      phone: "+966 50 700 0005",
      serviceAreas: ["taif", "madinah"],
      documents: [{ kind: "licence", number: "", expiresOn: dayFromToday(31) }],
    });
  });

  it("gives each row its counts, classes, earliest expiry and document warning", async () => {
    const page = await list("q=Zz");
    expect(page.items.map((row) => [row.name, row.documentWarning])).toEqual([
      ["Zz Alpha Fleet", "expired"],
      ["Zz Beta Cars", "expiring"],
      ["Zz Gamma Drivers", null],
    ]);
    expect(page.items[0]).toMatchObject({
      id: alpha,
      vehicleCount: 1,
      driverCount: 2,
      classes: ["coaster"],
      firstExpiry: dayFromToday(-1),
      status: "active",
      phone: "+966507000001",
    });
    expect(page.vehicleClasses.map((c) => c.slug)).toEqual(expect.arrayContaining(["sedan", "coaster"]));
  });

  it("searches by name, phone (as typed), plate and driver name", async () => {
    expect(await names("q=alpha")).toEqual(["Zz Alpha Fleet"]);
    expect(await names(`q=${encodeURIComponent("050 700 0004")}`)).toEqual(["Zz Beta Cars"]);
    expect(await names("q=7000005")).toEqual(["Zz Gamma Drivers"]);
    expect(await names("q=QQQ%204242")).toEqual(["Zz Alpha Fleet"]);
    expect(await names("q=zubair")).toEqual(["Zz Alpha Fleet"]);
    expect(await names("q=%25")).not.toContain("Zz Alpha Fleet");
  });

  it("filters by status, vehicle class, city and document state", async () => {
    expect(await names("q=Zz&vehicleClass=coaster")).toEqual(["Zz Alpha Fleet"]);
    expect(await names("q=Zz&city=madinah")).toEqual(["Zz Gamma Drivers"]);
    expect(await names("city=taif&documents=expired")).toEqual(["Zz Alpha Fleet"]);
    expect(await names("city=taif&documents=expiring")).toEqual(["Zz Beta Cars"]);
    expect(await names("city=taif&documents=due")).toEqual(["Zz Alpha Fleet", "Zz Beta Cars"]);
    const beta = (await list("q=Beta")).items[0]!;
    await admin.request("POST", `/api/admin/operators/${beta.id}/status`, { status: "suspended", note: "", version: 1 });
    expect(await names("q=Zz&status=suspended")).toEqual(["Zz Beta Cars"]);
    expect(await names("q=Zz&status=active")).toEqual(["Zz Alpha Fleet", "Zz Gamma Drivers"]);
    expect(await names("q=Zz&status=&city=&documents=&vehicleClass=")).toHaveLength(3);
  });

  it("refuses a bad filter with 400 and pages by 20", async () => {
    for (const query of ["status=gone", "city=riyadh", "documents=soon", "vehicleClass=Bad!", `q=${"x".repeat(101)}`, "q=%00"]) {
      expect([query, (await admin.request("GET", `/api/admin/operators?${query}`)).status]).toEqual([query, 400]);
    }
    for (let i = 0; i < 21; i++) await create({ name: `Pager ${String(i).padStart(2, "0")}`, phone: `+9665080000${String(i).padStart(2, "0")}` });
    const first = await list("q=Pager");
    expect([first.items.length, first.total, first.totalPages, first.page, first.items[0]!.name]).toEqual([20, 21, 2, 1, "Pager 00"]);
    const second = await list("q=Pager&page=2");
    expect(second.items.map((row) => row.name)).toEqual(["Pager 20"]);
    expect((await list("q=Pager&page=junk")).page).toBe(1);
  });
});

describe("admin operators: stats from their legs and answers", () => {
  it("computes upcoming legs, answer rate, average answer time, jobs done, last answers and what is owed", async () => {
    const id = await create({ name: "Stats Co" });
    const legs = [];
    for (let i = 0; i < 4; i++) {
      const booked = await bookLeg(server.url);
      const [booking] = await db().select().from(bookings).where(eq(bookings.reference, booked.reference));
      const [job] = await db().select().from(jobs).where(eq(jobs.bookingId, booking!.id));
      legs.push({ ...job!, reference: booked.reference });
    }
    const now = Date.now();
    const monthStart = makkahMonthStart(new Date()).getTime();
    const set = (jobId: number, values: Partial<typeof jobs.$inferInsert>) => db().update(jobs).set(values).where(eq(jobs.id, jobId));
    // Two completed legs: one this Makkah month (an hour after it began), one long before.
    await set(legs[0]!.id, {
      operatorId: id,
      status: "completed",
      operatorPriceHalalas: 12_000,
      pickupAt: new Date(Math.min(monthStart + 3_600_000, now - 60_000)),
    });
    await set(legs[1]!.id, { operatorId: id, status: "completed", operatorPriceHalalas: 8_000, pickupAt: new Date(monthStart - 40 * 86_400_000) });
    // One upcoming and confirmed, one upcoming but cancelled (not upcoming).
    await set(legs[2]!.id, { operatorId: id, status: "confirmed", operatorPriceHalalas: 5_000 });
    await set(legs[3]!.id, { operatorId: id, status: "cancelled", operatorPriceHalalas: 5_000 });
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await db()
      .insert(availabilityRequests)
      .values([
        { jobId: legs[0]!.id, operatorId: id, askedAt: at(100), answeredAt: at(90), answer: "available" },
        { jobId: legs[1]!.id, operatorId: id, askedAt: at(80), answeredAt: at(50), answer: "unavailable", note: "Busy that day" },
        { jobId: legs[2]!.id, operatorId: id, askedAt: at(20) },
      ]);

    const body = (await admin.request("GET", `/api/admin/operators/${id}`)).body as unknown as OperatorDetail;
    expect(body.stats.upcoming.map((leg) => [leg.jobId, leg.reference, leg.status])).toEqual([[legs[2]!.id, legs[2]!.reference, "confirmed"]]);
    expect(body.stats).toMatchObject({ asked: 3, answered: 2, jobsDone: 2, owedHalalas: 20_000, owedThisMonthHalalas: 12_000 });
    expect(body.stats.answerRate).toBeCloseTo(2 / 3);
    expect(body.stats.averageAnswerSeconds).toBe(20 * 60);
    expect(body.stats.lastAnswers.map((row) => [row.reference, row.answer, row.note])).toEqual([
      [legs[2]!.reference, null, null],
      [legs[1]!.reference, "unavailable", "Busy that day"],
      [legs[0]!.reference, "available", null],
    ]);
    expect(body.hasJobs).toBe(true);
  });

  it("shows an operator never asked with empty figures, not zeros that look like a bad record", async () => {
    const id = await create({ name: "Never Asked" });
    const body = (await admin.request("GET", `/api/admin/operators/${id}`)).body as unknown as OperatorDetail;
    expect(body.stats).toEqual({
      upcoming: [],
      asked: 0,
      answered: 0,
      answerRate: null,
      averageAnswerSeconds: null,
      jobsDone: 0,
      lastAnswers: [],
      owedHalalas: 0,
      owedThisMonthHalalas: 0,
    });
  });

  it("counts on the dashboard the operators with a document expired or expiring within 30 days", async () => {
    const before = ((await admin.request("GET", "/api/admin/dashboard")).body as unknown as DashboardAnswer).counts.operatorDocumentsDue!;
    await create({ name: "Due Soon", documents: [{ kind: "licence", number: "", expiresOn: dayFromToday(5) }] });
    await create({ name: "Due Later", documents: [{ kind: "licence", number: "", expiresOn: dayFromToday(45) }] });
    const after = ((await admin.request("GET", "/api/admin/dashboard")).body as unknown as DashboardAnswer).counts.operatorDocumentsDue;
    expect(after).toBe(before + 1);
  });
});

describe("npm run demo:remove with the demo operators", () => {
  it("removes the demo operators but keeps one that a real leg was given to (its history stays)", async () => {
    const [bakkah] = await db().select().from(operators).where(eq(operators.name, "Bakkah Star Transport"));
    expect(bakkah?.demo).toBe(true);
    const booked = await bookLeg(server.url);
    const [booking] = await db().select().from(bookings).where(eq(bookings.reference, booked.reference));
    await db().update(jobs).set({ operatorId: bakkah!.id, status: "assigned" }).where(eq(jobs.bookingId, booking!.id));
    const removal = await removeDemoContent(db());
    expect([removal.removed.operators, removal.kept.operators]).toEqual([3, 1]);
    expect((await db().select({ name: operators.name }).from(operators).where(eq(operators.demo, true))).map((r) => r.name)).toEqual(["Bakkah Star Transport"]);
    expect(await names("q=Red%20Sea")).toEqual([]);
  });
});
