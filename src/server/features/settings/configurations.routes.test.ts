import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { settings } from "#server/db/schema/settings";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import type { StaffClient } from "#server/test-support/staff-client";
import { signedInAdmin, type TestServer } from "#server/test-support/staff-client";
import type { ConfigurationsAnswer } from "#shared/settings/configurations-answers";
import { DEFAULT_SITE_SETTINGS } from "#shared/settings/site-settings.schema";
import { recordedHttpServer, recordedSmtpServer } from "#server/test-support/recorded-servers";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

const read = async () => (await admin.request("GET", "/api/admin/configurations")).body as unknown as ConfigurationsAnswer;
const integration = async (name: string) => (await read()).integrations.find((i) => i.name === name)!;
const auditRows = (action: string) => server.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
const SMTP_PASSWORD = "s3cret-Passw0rd-never-shown";

describe("company profile", () => {
  it("saves the profile, audits before and after, and answers the new values", async () => {
    const current = (await read()).companyProfile;
    const next = { ...current, whatsapp: "+966512345678", social: { instagram: "https://instagram.com/rihla" } };
    expect((await admin.request("PATCH", "/api/admin/configurations/company-profile", next)).status).toBe(200);
    expect((await read()).companyProfile).toEqual(next);
    const [entry] = await auditRows("configurations.company_profile_update");
    expect(entry?.before).toMatchObject({ whatsapp: current.whatsapp });
    expect(entry?.after).toMatchObject({ whatsapp: "+966512345678" });
    const [row] = await server.database.db.select().from(settings).where(eq(settings.key, "company_profile"));
    expect(row?.demo).toBe(false);
  });

  it("saves a logo address, refuses one that is neither a site path nor https, and an empty one means the built-in mark", async () => {
    const profile = (await read()).companyProfile;
    const bad = await admin.request("PATCH", "/api/admin/configurations/company-profile", { ...profile, logo: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect((await read()).companyProfile.logo ?? "").toBe("");
    const saved = await admin.request("PATCH", "/api/admin/configurations/company-profile", { ...profile, logo: "/media/logo-w480.webp" });
    expect(saved.status).toBe(200);
    expect((await read()).companyProfile.logo).toBe("/media/logo-w480.webp");
    await admin.request("PATCH", "/api/admin/configurations/company-profile", { ...profile, logo: "" });
    expect((await read()).companyProfile.logo).toBe("");
  });

  it("refuses a bad number with 400 and changes nothing", async () => {
    const before = (await read()).companyProfile;
    const res = await admin.request("PATCH", "/api/admin/configurations/company-profile", { ...before, whatsapp: "0500" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("whatsapp");
    expect((await read()).companyProfile).toEqual(before);
  });
});

describe("site settings", () => {
  // A quote for a pickup 8 hours ahead: inside a 12-hour lead time, outside the default 6.
  const quoteEightHoursAhead = () =>
    fetch(`${server.url}/api/quotes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        productSlug: "jeddah-airport-to-makkah",
        legs: [
          {
            from: { type: "place", placeId: "jed-terminal-1" },
            to: { type: "place", placeId: "makkah-ajyad" },
            pickupAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
            flightNumber: "SV 1234",
          },
        ],
        adults: 2,
        children: 0,
        infants: 0,
        bags: 2,
      }),
    });

  it("starts from the defaults (6 h lead time, 24 h cut-off), which quotes follow", async () => {
    expect((await read()).site).toEqual(DEFAULT_SITE_SETTINGS);
    expect((await quoteEightHoursAhead()).status).toBe(200);
  });

  it("saves additions and policy; quotes follow the new lead time at once", async () => {
    const site = { ...DEFAULT_SITE_SETTINGS, extraCurrencies: ["PKR", "IDR"], bookingLeadTimeHours: 12, cancellationCutoffHours: 48 };
    expect((await admin.request("PATCH", "/api/admin/configurations/site", site)).status).toBe(200);
    expect((await read()).site).toEqual(site);
    const refused = await quoteEightHoursAhead();
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([400, "The pickup must be at least 12 hours from now."]);
  });

  it("keeps the maps' tile address and credit (OpenStreetMap by default), refusing one without {z}/{x}/{y} or not https", async () => {
    expect((await read()).site.mapTiles).toEqual({ url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" });
    const current = (await read()).site;
    for (const url of ["http://tiles.example/{z}/{x}/{y}.png", "https://tiles.example/{z}/{x}.png", "https://tiles.example/ {z}/{x}/{y}"]) {
      const res = await admin.request("PATCH", "/api/admin/configurations/site", { ...current, mapTiles: { url, attribution: "x" } });
      expect([url, res.status]).toEqual([url, 400]);
    }
    const mapTiles = { url: "https://{s}.tiles.example/{z}/{x}/{y}@2x.png?key=abc", attribution: "© Example Maps" };
    expect((await admin.request("PATCH", "/api/admin/configurations/site", { ...current, mapTiles })).status).toBe(200);
    expect((await read()).site.mapTiles).toEqual(mapTiles);
    await admin.request("PATCH", "/api/admin/configurations/site", current);
  });

  it("refuses a spec currency added twice, a bad code and a negative lead time", async () => {
    const res = await admin.request("PATCH", "/api/admin/configurations/site", {
      ...DEFAULT_SITE_SETTINGS,
      extraCurrencies: ["USD", "pkr"],
      bookingLeadTimeHours: -1,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors as object).sort()).toEqual(["bookingLeadTimeHours", "extraCurrencies.0", "extraCurrencies.1"]);
  });
});

describe("the booking confirmation's promise and the payment sentence", () => {
  it("saves and audits them, refuses out-of-range hours and an empty sentence in the staff member's language", async () => {
    const before = (await read()).site;
    expect([before.confirmWithinHours, before.paymentMethod.en]).toEqual([4, "Pay the driver in cash or by bank transfer."]);
    const bad = { ...before, confirmWithinHours: 0, paymentMethod: { en: "", ar: "ادفع للسائق نقدًا" } };
    const arabic = await admin.request("PATCH", "/api/admin/configurations/site", bad, { headers: { "Accept-Language": "ar" } });
    expect([arabic.status, arabic.body.fieldErrors]).toEqual([
      400,
      { confirmWithinHours: "استخدم ساعة واحدة أو أكثر.", "paymentMethod.en": "اكتب جملة الدفع بالإنجليزية." },
    ]);
    const tooMany = await admin.request(
      "PATCH",
      "/api/admin/configurations/site",
      { ...before, confirmWithinHours: 73 },
      { headers: { "Accept-Language": "en" } },
    );
    expect(tooMany.body.fieldErrors).toEqual({ confirmWithinHours: "At most 72 hours (3 days)." });
    expect((await read()).site).toEqual(before);

    const paymentMethod = { en: "Pay the driver in cash, or by bank transfer before the trip.", ar: "ادفع للسائق نقدًا، أو بتحويل بنكي قبل الرحلة." };
    try {
      expect((await admin.request("PATCH", "/api/admin/configurations/site", { ...before, confirmWithinHours: 8, paymentMethod })).status).toBe(200);
      const [entry] = await auditRows("configurations.site_update").then((rows) => rows.slice(-1));
      expect([entry?.before, entry?.after]).toMatchObject([{ confirmWithinHours: 4 }, { confirmWithinHours: 8, paymentMethod }]);
    } finally {
      await admin.request("PATCH", "/api/admin/configurations/site", before);
    }
  });
});

describe("refusals in the back office's language", () => {
  it("answers an Arabic back office in Arabic, field by field, and an English one in English", async () => {
    const site = (await read()).site;
    const bad = { ...site, languagesShown: [], bookingLeadTimeHours: 999, extraCurrencies: ["PKR", "PKR"] };
    const arabic = await admin.request("PATCH", "/api/admin/configurations/site", bad, { headers: { "Accept-Language": "ar" } });
    expect(arabic.status).toBe(400);
    expect(arabic.body.error).toBe("بعض الحقول غير صحيحة.");
    expect(arabic.body.fieldErrors).toMatchObject({ languagesShown: "اختر لغة واحدة على الأقل.", bookingLeadTimeHours: "336 ساعة (14 يومًا) على الأكثر." });
    const english = await admin.request("PATCH", "/api/admin/configurations/site", bad, { headers: { "Accept-Language": "en" } });
    expect(english.body.fieldErrors).toMatchObject({ languagesShown: "Choose at least one language.", bookingLeadTimeHours: "At most 336 hours (14 days)." });
    const integration = await admin.request(
      "PATCH",
      "/api/admin/configurations/integrations",
      { name: "whatsapp", values: { phoneNumberId: "abc" } },
      { headers: { "Accept-Language": "ar-SA" } },
    );
    expect([integration.status, integration.body.fieldErrors]).toEqual([400, { "values.phoneNumberId": "أرقام فقط" }]);
    expect((await read()).site).toEqual(site);
  });
});

describe("languages shown", () => {
  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { Accept: "text/html", ...headers }, redirect: "manual" });
  const sitemapPaths = async () =>
    [...(await (await fetch(`${server.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

  it("refuses no language, an unknown one, and a bare string, changing nothing", async () => {
    const before = (await read()).site;
    const junk = [[], ["fr"], "ar", ["en", 1], null, { en: true }, ["\u0000"], ["en", "ar", "en"], Array.from({ length: 10_000 }, () => "en")];
    for (const languagesShown of junk) {
      const res = await admin.request("PATCH", "/api/admin/configurations/site", { ...before, languagesShown });
      expect([res.status, Object.keys(res.body.fieldErrors ?? {})[0]?.split(".")[0]]).toEqual([400, "languagesShown"]);
    }
    expect((await read()).site).toEqual(before);
  });

  it("sends a hidden language's pages and feed to the other, lists only the shown one, and audits the change", async () => {
    const before = (await read()).site;
    expect(before.languagesShown).toEqual(["en", "ar"]);
    try {
      // Each once, in the site's order, whatever order the form sent.
      expect((await admin.request("PATCH", "/api/admin/configurations/site", { ...before, languagesShown: ["ar", "ar"] })).status).toBe(200);
      expect((await read()).site.languagesShown).toEqual(["ar"]);
      const [entry] = await auditRows("configurations.site_update").then((rows) => rows.slice(-1));
      expect([entry?.before, entry?.after]).toMatchObject([{ languagesShown: ["en", "ar"] }, { languagesShown: ["ar"] }]);

      const english = await page("/guides?tag=umrah", { Cookie: "lang=en" });
      expect([english.status, english.headers.get("location"), english.headers.get("cache-control")]).toEqual([
        302,
        "/ar/guides?tag=umrah",
        "private, no-store",
      ]);
      expect((await page("/", { "User-Agent": "Googlebot/2.1" })).headers.get("location")).toBe("/ar");
      expect((await page("/ar/guides")).status, "a shown language's page is not redirected").not.toBe(302);
      const feed = await fetch(`${server.url}/blog/feed.xml`, { redirect: "manual" });
      expect([feed.status, feed.headers.get("location")]).toEqual([302, "/ar/blog/feed.xml"]);
      expect((await fetch(`${server.url}/ar/blog/feed.xml`)).status).toBe(200);
      const paths = await sitemapPaths();
      expect(paths).toContain("/ar/services");
      expect(paths.filter((path) => !path.startsWith("/ar"))).toEqual([]);
      expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("hreflang");

      await admin.request("PATCH", "/api/admin/configurations/site", { ...before, languagesShown: ["en"] });
      expect((await page("/ar/contact?x=1")).headers.get("location")).toBe("/contact?x=1");
      // Never to another host: "/ar//evil.example" is not sent to "//evil.example".
      expect((await page("/ar//evil.example/x")).headers.get("location")).toBe("/evil.example/x");
      // An Arabic-first browser's first visit is not sent to Arabic pages that are hidden.
      expect((await page("/contact", { "Accept-Language": "ar-SA,ar;q=0.9" })).status).not.toBe(302);
    } finally {
      await admin.request("PATCH", "/api/admin/configurations/site", before);
    }
    expect((await page("/contact", { "Accept-Language": "ar-SA,ar;q=0.9", "User-Agent": "Mozilla/5.0 Chrome/140" })).headers.get("location")).toBe(
      "/ar/contact",
    );
    expect(await sitemapPaths()).toEqual(expect.arrayContaining(["/services", "/ar/services"]));
  });
});

describe("integrations", () => {
  it("seals secrets at rest, never returns them, shows first 4 and last 4, and masks them in the audit log", async () => {
    const url = `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:2525`;
    const res = await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "smtp", values: { url, from: "Rihla <hello@rihla.test>" } });
    expect(res.status).toBe(200);
    const answer = await admin.request("GET", "/api/admin/configurations");
    expect(JSON.stringify(answer.body)).not.toContain(SMTP_PASSWORD);
    const smtp = await integration("smtp");
    expect(smtp.fields.url).toEqual({ shown: `smtp${"•".repeat(12)}2525`, set: true, secret: true });
    expect(smtp.fields.from).toEqual({ shown: "Rihla <hello@rihla.test>", set: true, secret: false });
    const [row] = await server.database.db.select().from(settings).where(eq(settings.key, "integrations"));
    expect(JSON.stringify(row?.value)).not.toContain(SMTP_PASSWORD);
    const audits = await server.database.db.select().from(auditLog).where(like(auditLog.action, "configurations.integration%"));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(SMTP_PASSWORD);
  });

  it("keeps a secret when the form leaves it out, and clears it with null", async () => {
    await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "smtp", values: { from: "Other <o@rihla.test>" } });
    expect((await integration("smtp")).fields.url?.set).toBe(true);
    await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "smtp", values: { url: null } });
    expect((await integration("smtp")).fields.url).toEqual({ shown: "", set: false, secret: true });
  });

  it("applies a saved error-reporting address at once: the pages' policy lets the browser reach it, and clearing it takes it away", async () => {
    const connectSources = async () => {
      const res = await fetch(`${server.url}/api/ready`);
      return /connect-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    };
    expect(await connectSources()).not.toContain("errors.example.test");
    const saved = await admin.request("PATCH", "/api/admin/configurations/integrations", {
      name: "errorReporting",
      values: { dsn: "https://abc123@errors.example.test/42" },
    });
    expect(saved.status).toBe(200);
    expect(await connectSources()).toContain("https://errors.example.test");
    await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "errorReporting", values: { dsn: null } });
    expect(await connectSources()).not.toContain("errors.example.test");
  });

  it("refuses unknown fields and bad values with 400", async () => {
    const unknown = await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "smtp", values: { host: "x" } });
    expect(unknown.status).toBe(400);
    const bad = await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "smtp", values: { url: "http://x" } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty(["values.url"]);
    const noSuch = await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "fax", values: {} });
    expect(noSuch.status).toBe(400);
  });

  it("tests SMTP against a recorded server: accepted, refused sign-in, nobody listening", async () => {
    const accepting = await recordedSmtpServer("accept");
    const refusing = await recordedSmtpServer("refuse-auth");
    try {
      const test = async (port: number) => {
        await admin.request("PATCH", "/api/admin/configurations/integrations", {
          name: "smtp",
          values: { url: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}` },
        });
        return (await admin.request("POST", "/api/admin/configurations/integrations/test", { name: "smtp" })).body;
      };
      expect(await test(accepting.port)).toMatchObject({ ok: true, message: expect.stringContaining("accepted the connection and the sign-in") });
      const refused = await test(refusing.port);
      expect(refused).toMatchObject({ ok: false, message: expect.stringContaining("Authentication credentials invalid") });
      expect(JSON.stringify(refused)).not.toContain(SMTP_PASSWORD);
      await accepting.close();
      expect(await test(accepting.port)).toMatchObject({ ok: false, message: expect.stringContaining("ECONNREFUSED") });
      expect((await integration("smtp")).lastTest).toMatchObject({ ok: false });
    } finally {
      await refusing.close();
    }
  });

  it("tests WhatsApp Cloud API against a recorded answer, sending the token only to it", async () => {
    const graph = await recordedHttpServer((req, res) => {
      const authorised = req.headers.authorization === "Bearer EAAG-test-token-1234";
      res.writeHead(authorised ? 200 : 401, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          authorised ? { display_phone_number: "+966 50 000 0000", verified_name: "Rihla", id: "1065" } : { error: { message: "Invalid OAuth access token." } },
        ),
      );
    });
    try {
      const save = (accessToken: string) =>
        admin.request("PATCH", "/api/admin/configurations/integrations", {
          name: "whatsapp",
          values: { apiUrl: graph.url, phoneNumberId: "1065", accessToken },
        });
      await save("EAAG-test-token-1234");
      const ok = await admin.request("POST", "/api/admin/configurations/integrations/test", { name: "whatsapp" });
      expect(ok.body).toMatchObject({ ok: true, message: "WhatsApp Cloud API answered for +966 50 000 0000 (Rihla)." });
      expect(graph.requests[0]?.url).toBe("/1065?fields=display_phone_number,verified_name");
      await save("EAAG-wrong-token-9999");
      const refused = await admin.request("POST", "/api/admin/configurations/integrations/test", { name: "whatsapp" });
      expect(refused.body).toMatchObject({ ok: false, message: "WhatsApp Cloud API refused (HTTP 401): Invalid OAuth access token." });
    } finally {
      await graph.close();
    }
  });

  it("tests object storage with a signed HeadBucket against a local S3-compatible stand-in", async () => {
    const s3 = await recordedHttpServer((req, res) => {
      const signed =
        /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/me-south-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/.test(
          req.headers.authorization ?? "",
        );
      res.writeHead(!signed ? 403 : req.url === "/rihla-files" ? 200 : 404);
      res.end();
    });
    try {
      const save = (bucket: string) =>
        admin.request("PATCH", "/api/admin/configurations/integrations", {
          name: "objectStorage",
          values: { endpoint: s3.url, region: "me-south-1", bucket, accessKeyId: "AKIATEST", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" },
        });
      await save("rihla-files");
      expect((await admin.request("POST", "/api/admin/configurations/integrations/test", { name: "objectStorage" })).body).toMatchObject({ ok: true });
      expect(s3.requests[0]).toMatchObject({ method: "HEAD", url: "/rihla-files" });
      await save("missing-bucket");
      expect((await admin.request("POST", "/api/admin/configurations/integrations/test", { name: "objectStorage" })).body).toMatchObject({
        ok: false,
        message: "The storage answered, but there is no bucket named missing-bucket.",
      });
      expect((await integration("objectStorage")).fields.secretAccessKey?.shown).toBe(`wJal${"•".repeat(12)}EKEY`);
    } finally {
      await s3.close();
    }
  });

  it("reports the built-in captcha as working without reaching anything", async () => {
    const res = await admin.request("POST", "/api/admin/configurations/integrations/test", { name: "captcha" });
    expect(res.body).toMatchObject({ ok: true, message: expect.stringContaining("ALTCHA") });
  });
});

describe("feature flags", () => {
  it("are all on by default, saved together and audited", async () => {
    const flags = (await read()).flags;
    expect(Object.values(flags).every(Boolean)).toBe(true);
    const next = { ...flags, liveTracking: false };
    expect((await admin.request("PATCH", "/api/admin/configurations/flags", next)).status).toBe(200);
    expect((await read()).flags).toEqual(next);
    const [entry] = await auditRows("configurations.flags_update");
    expect(entry).toMatchObject({ before: flags, after: next });
    expect((await admin.request("PATCH", "/api/admin/configurations/flags", { ...next, teleport: true })).status).toBe(400);
  });
});

describe("with the environment setting integrations", () => {
  it("shows them as set by the environment, masked, and refuses to store over them", async () => {
    const envServer = await startTestServer({
      SMTP_URL: `smtp://env-user:${SMTP_PASSWORD}@mail.example.test:587`,
      SENTRY_DSN: "https://abc123@errors.example.test/42",
    });
    try {
      const client = (await signedInAdmin(envServer)).client;
      const answer = await client.request("GET", "/api/admin/configurations");
      expect(JSON.stringify(answer.body)).not.toContain(SMTP_PASSWORD);
      const views = (answer.body as unknown as ConfigurationsAnswer).integrations;
      expect(views.find((i) => i.name === "smtp")).toMatchObject({
        fromEnvironment: true,
        configured: true,
        fields: { url: { set: true, shown: `smtp${"•".repeat(12)}:587` } },
      });
      expect(views.find((i) => i.name === "errorReporting")).toMatchObject({
        fromEnvironment: true,
        fields: { dsn: { shown: "https://abc123@errors.example.test/42" } },
      });
      expect(views.find((i) => i.name === "whatsapp")?.fromEnvironment).toBe(false);
      const refused = await client.request("PATCH", "/api/admin/configurations/integrations", { name: "smtp", values: { from: "x <x@x.test>" } });
      expect([refused.status, refused.body.code]).toEqual([409, "set_by_environment"]);
    } finally {
      await envServer.stop();
    }
  });
});
