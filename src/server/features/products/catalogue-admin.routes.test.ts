import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { productPrices } from "#server/db/schema/product-prices";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { products } from "#server/db/schema/products";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-server";
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

/** The total the public quote API asks now for the demo's airport transfer in a sedan. */
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
  expect(res.status, JSON.stringify(body)).toBe(200);
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

  it("stores a price entered in riyals as halalas, per hour only with a minimum", async () => {
    const { products: list, vehicleClasses } = await catalogue();
    const productId = list[0]!.id;
    const vehicleClassId = vehicleClasses[0]!.id;
    const noMinimum = await admin.request("POST", `/api/admin/products/${productId}/prices`, {
      vehicleClassId,
      unit: "hour",
      amountRiyals: 150,
      minimumHours: null,
    });
    expect(noMinimum.status).toBe(400);
    expect(noMinimum.body.fieldErrors).toEqual({ minimumHours: "A price per hour needs a minimum number of hours." });
    const decimals = await admin.request("POST", `/api/admin/products/${productId}/prices`, {
      vehicleClassId,
      unit: "trip",
      amountRiyals: 1.234,
      minimumHours: null,
    });
    expect(decimals.body.fieldErrors).toEqual({ amountRiyals: "Use at most two decimals." });
    const saved = await admin.request("POST", `/api/admin/products/${productId}/prices`, {
      vehicleClassId,
      unit: "hour",
      amountRiyals: 149.5,
      minimumHours: 3,
    });
    expect(saved.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), eq(productPrices.vehicleClassId, vehicleClassId)));
    expect(row).toMatchObject({ unit: "hour", amountHalalas: 14_950, minimumHours: 3, demo: false });
    expect(await auditOf("product_price.save", `${productId}:${vehicleClassId}`)).toHaveLength(1);
    expect((await admin.request("POST", `/api/admin/products/${productId}/prices/delete`, { vehicleClassId })).status).toBe(200);
    expect((await admin.request("POST", `/api/admin/products/${productId}/prices/delete`, { vehicleClassId })).status).toBe(404);
  });

  it("charges a price saved by staff on the very next quote (pricing's in-memory catalogue is dropped)", async () => {
    const { products: list, vehicleClasses } = await catalogue();
    const productId = list.find((p) => p.slug === "jeddah-airport-to-makkah")!.id;
    const vehicleClassId = vehicleClasses.find((v) => v.slug === "sedan")!.id;
    const price = (amountRiyals: number) => ({ vehicleClassId, unit: "trip", amountRiyals, minimumHours: null });
    expect((await admin.request("POST", `/api/admin/products/${productId}/prices`, price(310))).status).toBe(200);
    expect(await quotedSedanTotal()).toBe(31_000);
    expect((await admin.request("POST", `/api/admin/products/${productId}/prices`, price(280))).status).toBe(200);
    expect(await quotedSedanTotal()).toBe(28_000);
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
