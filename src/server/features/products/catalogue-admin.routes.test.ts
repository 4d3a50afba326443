import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { productPrices } from "#server/db/schema/product-prices";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { products } from "#server/db/schema/products";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { QuoteResponse } from "#shared/bookings/api-contract";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";

let server: TestServer;
let admin: StaffClient;
let operations: StaffClient;
let viewer: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
  operations = new StaffClient(server);
  const ops = await createStaffAccount(server, "operations");
  await operations.signIn(ops.email, ops.password);
  viewer = new StaffClient(server);
  const view = await createStaffAccount(server, "viewer");
  await viewer.signIn(view.email, view.password);
});
afterAll(async () => server.stop());

/** The total the public quote API asks now for the demo's airport transfer in a sedan; minus the status when refused. */
async function quotedSedanTotal(): Promise<number> {
  const res = await fetch(`${server.url}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      productSlug: "jeddah-airport-to-makkah",
      vehicleClassSlug: "sedan",
      legs: [
        {
          from: { type: "place", placeId: "jed-terminal-1" },
          to: { type: "place", placeId: "makkah-ajyad" },
          // A week ahead at 10:00 in Riyadh, written as the booking form sends it.
          pickupAt: `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T10:00+03:00`,
          flightNumber: "SV 1234",
        },
      ],
      adults: 2,
      children: 0,
      infants: 0,
      bags: 2,
    }),
  });
  const body = (await res.json()) as QuoteResponse;
  if (res.status !== 200) return -res.status;
  return body.options[0]!.breakdown.totalHalalas;
}

const product = (slug: string) => ({
  slug,
  kind: "airport_transfer",
  name: { en: "Night transfer", ar: "نقل ليلي" },
  summary: { en: "Late arrivals", ar: "" },
  description: { en: "Body", ar: "" },
  image: "/images/services/airport.webp",
  active: true,
  sortOrder: 5,
});
const catalogue = async (client = viewer) => (await client.request("GET", "/api/admin/products")).body as unknown as AdminCatalogue;
const auditOf = async (action: string, entityId: string) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe("admin products", () => {
  it("lets every role read the whole catalogue, inactive rows and unpriced extras included", async () => {
    const body = await catalogue();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.vehicleClasses.length).toBeGreaterThan(0);
    expect(body.extras.map((extra) => extra.kind)).toEqual(["child_seat", "meet_greet_sign", "extra_stop", "extra_waiting_hour"]);
  });

  it("creates, edits and deletes a product, audited with before and after", async () => {
    const created = await operations.request("POST", "/api/admin/products", product("night-transfer"));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const edited = await operations.request("PATCH", `/api/admin/products/${id}`, { ...product("night-transfer"), active: false });
    expect(edited.status).toBe(200);
    expect((await server.database.db.select().from(products).where(eq(products.id, id)))[0]).toMatchObject({ active: false, sortOrder: 5 });
    const [update] = await auditOf("product.update", String(id));
    expect(update).toMatchObject({ before: expect.objectContaining({ active: true }), after: expect.objectContaining({ active: false }) });
    expect((await operations.request("DELETE", `/api/admin/products/${id}`)).status).toBe(200);
    expect(await server.database.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect(await auditOf("product.delete", String(id))).toHaveLength(1);
    expect((await operations.request("DELETE", `/api/admin/products/${id}`)).status).toBe(404);
  });

  it("refuses bad input with per-field messages and changes nothing", async () => {
    const before = await catalogue();
    const bad = await admin.request("POST", "/api/admin/products", { ...product("Bad Slug!"), name: { en: "", ar: "x\u0000" }, kind: "rocket", sortOrder: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      slug: "Not a valid address.",
      kind: "Choose a kind.",
      "name.en": "Enter the name in English.",
      "name.ar": "This text contains characters that are not allowed.",
      sortOrder: "Use 0 or more.",
    });
    const duplicate = await admin.request("POST", "/api/admin/products", product(before.products[0]!.slug));
    expect(duplicate.status).toBe(409);
    expect((await catalogue()).products).toHaveLength(before.products.length);
    expect((await admin.request("PATCH", "/api/admin/products/abc", product("x"))).status).toBe(404);
    expect((await admin.request("PATCH", "/api/admin/products/999999", product("nowhere"))).status).toBe(404);
  });

  it("answers refusals in the back office's language (the lang cookie)", async () => {
    const before = await catalogue();
    admin.cookies.set("lang", "ar");
    try {
      const bad = await admin.request("POST", "/api/admin/products", { ...product("Bad Slug!"), name: { en: "", ar: "" }, kind: "rocket" });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        error: "بعض الحقول غير صحيحة.",
        fieldErrors: { slug: "عنوان غير صالح.", kind: "اختر النوع.", "name.en": "أدخل الاسم بالإنجليزية." },
      });
      const duplicate = await admin.request("POST", "/api/admin/products", product(before.products[0]!.slug));
      expect([duplicate.status, duplicate.body.error]).toEqual([409, "منتج آخر يستخدم هذا العنوان (slug) بالفعل."]);
      expect((await admin.request("PATCH", "/api/admin/products/abc", product("x"))).body.error).toBe("هذا العنصر لم يعد موجودًا.");
    } finally {
      admin.cookies.delete("lang");
    }
    expect((await catalogue()).products).toHaveLength(before.products.length);
  });

  it("saves a product's routes and route prices from the grid (riyals in, halalas stored, per hour for hourly hire), audited", async () => {
    const { products: list, vehicleClasses, routes } = await catalogue();
    const hourly = list.find((p) => p.slug === "hourly-driver")!;
    const sedan = vehicleClasses.find((v) => v.slug === "sedan")!.id;
    const van = vehicleClasses.find((v) => v.slug === "van")!.id;
    expect(routes.filter((r) => r.productId === hourly.id).map((r) => [r.fromZone, r.toZone])).toEqual([
      ["makkah", null],
      ["madinah", null],
      ["jeddah", null],
    ]);
    const url = `/api/admin/products/${hourly.id}/routes`;
    const grid = (overrides: Record<string, unknown> = {}) => ({
      stops: [],
      routes: [
        { id: null, fromZone: "taif", toZone: null, bothWays: true, prices: [{ vehicleClassId: sedan, amountRiyals: 149.5, minimumHours: 8 }], ...overrides },
        { id: null, fromZone: "makkah", toZone: null, bothWays: true, prices: [{ vehicleClassId: van, amountRiyals: 170, minimumHours: 3 }] },
      ],
    });
    const decimals = await admin.request("POST", url, grid({ prices: [{ vehicleClassId: sedan, amountRiyals: 1.234, minimumHours: 3 }] }));
    expect([decimals.status, decimals.body.fieldErrors]).toEqual([400, { "routes.0.prices.0.amountRiyals": "Use at most two decimals." }]);
    const empty = await admin.request("POST", url, grid({ prices: [] }));
    expect(empty.body.fieldErrors).toEqual({ "routes.0.prices": "Give this route at least one price." });
    const transferShaped = await admin.request("POST", url, grid({ toZone: "makkah" }));
    expect([transferShaped.status, transferShaped.body.error]).toEqual([409, "A tour or an hourly hire has a start place only."]);
    const stops = await admin.request("POST", url, { ...grid(), stops: [{ en: "Al-Hada", ar: "الهدا" }] });
    expect([stops.status, stops.body.error]).toEqual([409, "Stops are for ziyarat tours only."]);

    expect((await admin.request("POST", url, grid())).status).toBe(200);
    const after = await catalogue();
    const saved = after.routes.filter((r) => r.productId === hourly.id);
    expect(saved.map((r) => r.fromZone)).toEqual(["taif", "makkah"]);
    const prices = await server.database.db.select().from(productPrices).where(eq(productPrices.productId, hourly.id));
    expect(prices.map((p) => [p.routeId, p.vehicleClassId, p.unit, p.amountHalalas, p.minimumHours, p.demo])).toEqual(
      expect.arrayContaining([
        [saved[0]!.id, sedan, "hour", 14_950, 8, false],
        [saved[1]!.id, van, "hour", 17_000, 3, false],
      ]),
    );
    expect(prices).toHaveLength(2);
    expect(await auditOf("product_routes.save", String(hourly.id))).toHaveLength(1);
    // Only writers write; a route id of another product is not this product's.
    expect((await viewer.request("POST", url, grid())).status).toBe(403);
    const foreign = after.routes.find((r) => r.productId !== hourly.id)!.id;
    expect((await admin.request("POST", url, grid({ id: foreign }))).status).toBe(409);
  });

  it("charges a route price saved by staff on the very next quote (pricing's in-memory catalogue is dropped), and stops serving a removed route", async () => {
    const { products: list, vehicleClasses, routes } = await catalogue();
    const productId = list.find((p) => p.slug === "jeddah-airport-to-makkah")!.id;
    const { productId: _own, ...route } = routes.find((r) => r.productId === productId)!;
    const sedan = vehicleClasses.find((v) => v.slug === "sedan")!.id;
    const save = (amountRiyals: number, extra: unknown[] = []) =>
      admin.request("POST", `/api/admin/products/${productId}/routes`, {
        stops: [],
        routes: [{ ...route, prices: [{ vehicleClassId: sedan, amountRiyals, minimumHours: null }] }, ...extra],
      });
    expect((await save(310)).status).toBe(200);
    expect(await quotedSedanTotal()).toBe(31_000);
    expect((await save(280)).status).toBe(200);
    expect(await quotedSedanTotal()).toBe(28_000);
    const saved = await admin.request("POST", `/api/admin/products/${productId}/routes`, {
      stops: [],
      routes: [
        { id: null, fromZone: "jeddah-airport", toZone: "jeddah", bothWays: true, prices: [{ vehicleClassId: sedan, amountRiyals: 150, minimumHours: null }] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await quotedSedanTotal()).toBe(-422);
  });

  it("saves seasons with a checked date range and multiplier, for one product or all", async () => {
    const season = { name: { en: "Ramadan", ar: "رمضان" }, startDate: "2027-02-08", endDate: "2027-03-09", multiplier: 1.25, productId: null };
    const backwards = await admin.request("POST", "/api/admin/seasons", { ...season, endDate: "2027-01-01", multiplier: 9 });
    expect(backwards.body.fieldErrors).toEqual({ endDate: "The end date must be on or after the start date.", multiplier: "At most ×5." });
    expect((await admin.request("POST", "/api/admin/seasons", { ...season, startDate: "2027-02-30" })).body.fieldErrors).toEqual({
      startDate: "This date does not exist.",
    });
    const created = await admin.request("POST", "/api/admin/seasons", season);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await server.database.db.select().from(seasons).where(eq(seasons.id, id)))[0]).toMatchObject({ multiplierBasisPoints: 12_500, productId: null });
    expect((await admin.request("PATCH", `/api/admin/seasons/${id}`, { ...season, productId: 99_999 })).status).toBe(404);
    expect((await admin.request("DELETE", `/api/admin/seasons/${id}`)).status).toBe(200);
    expect(await auditOf("season.delete", String(id))).toHaveLength(1);
  });

  it("prices an extra (riyals in, halalas stored) and refuses an unknown one", async () => {
    const saved = await admin.request("PATCH", "/api/admin/extras/child_seat", {
      name: { en: "Child seat", ar: "مقعد طفل" },
      amountRiyals: 35,
      active: true,
      sortOrder: 1,
    });
    expect(saved.status).toBe(200);
    expect((await server.database.db.select().from(extras).where(eq(extras.kind, "child_seat")))[0]).toMatchObject({ priceHalalas: 3_500, active: true });
    expect((await catalogue()).extras[0]).toMatchObject({ kind: "child_seat", priceHalalas: 3_500, stored: true });
    expect((await admin.request("PATCH", "/api/admin/extras/jetpack", { name: { en: "x", ar: "" }, amountRiyals: 1, active: true, sortOrder: 0 })).status).toBe(
      404,
    );
  });

  it("refuses a vehicle class with impossible numbers, and lets only writers write", async () => {
    const vehicleClass = {
      slug: "stretch",
      name: { en: "Stretch", ar: "" },
      description: { en: "", ar: "" },
      image: "",
      passengers: 0,
      bags: 2,
      features: [{ en: "Wi-Fi", ar: "واي فاي" }],
      active: true,
      sortOrder: 0,
    };
    expect((await admin.request("POST", "/api/admin/vehicle-classes", vehicleClass)).body.fieldErrors).toEqual({ passengers: "At least 1 passenger." });
    expect((await viewer.request("POST", "/api/admin/vehicle-classes", { ...vehicleClass, passengers: 4 })).status).toBe(403);
    const created = await operations.request("POST", "/api/admin/vehicle-classes", { ...vehicleClass, passengers: 4 });
    expect(created.status).toBe(201);
    expect((await operations.request("DELETE", `/api/admin/vehicle-classes/${created.body.id as number}`)).status).toBe(200);
  });
});
