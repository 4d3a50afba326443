import { createHash, createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import type { IntegrationName } from "#shared/settings/integrations.schema";
import type { IntegrationValues } from "#server/platform/settings/integration-values";

export interface ProbeOutcome {
  ok: boolean;
  message: string;
}

/** Long enough for a slow SMTP greeting, short enough that the admin page does not seem hung. */
export const PROBE_TIMEOUT_MS = 6_000;

const missing = (what: string): ProbeOutcome => ({ ok: false, message: `Not configured: ${what} is missing.` });
const unreachable = (error: unknown): ProbeOutcome => ({
  ok: false,
  message: `Could not reach the service: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
});

async function probeSmtp(values: IntegrationValues): Promise<ProbeOutcome> {
  if (!values.url) return missing("the SMTP address");
  const url = new URL(values.url);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: PROBE_TIMEOUT_MS,
    greetingTimeout: PROBE_TIMEOUT_MS,
    socketTimeout: PROBE_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    return {
      ok: true,
      message: `The SMTP server at ${url.hostname}:${url.port || (secure ? 465 : 587)} accepted the connection${url.username ? " and the sign-in" : ""}.`,
    };
  } catch (error) {
    return { ok: false, message: `The SMTP server refused or did not answer: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    transport.close();
  }
}

async function probeWhatsapp(values: IntegrationValues): Promise<ProbeOutcome> {
  if (!values.phoneNumberId) return missing("the phone number id");
  if (!values.accessToken) return missing("the access token");
  const base = (values.apiUrl || "https://graph.facebook.com/v21.0").replace(/\/$/, "");
  try {
    const res = await fetch(`${base}/${values.phoneNumberId}?fields=display_phone_number,verified_name`, {
      headers: { Authorization: `Bearer ${values.accessToken}` },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { display_phone_number?: string; verified_name?: string; error?: { message?: string } };
    if (res.ok)
      return {
        ok: true,
        message: `WhatsApp Cloud API answered for ${body.display_phone_number ?? values.phoneNumberId}${body.verified_name ? ` (${body.verified_name})` : ""}.`,
      };
    return { ok: false, message: `WhatsApp Cloud API refused (HTTP ${res.status}): ${body.error?.message ?? "no reason given"}` };
  } catch (error) {
    return unreachable(error);
  }
}

async function probeCaptcha(values: IntegrationValues): Promise<ProbeOutcome> {
  if ((values.provider || "altcha") === "altcha") return { ok: true, message: "The built-in ALTCHA captcha runs on this server: nothing outside to reach." };
  if (!values.secret) return missing("the hCaptcha secret");
  try {
    const res = await fetch("https://api.hcaptcha.com/siteverify", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: values.secret, response: "connection-test", sitekey: values.siteKey ?? "" }),
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { "error-codes"?: string[] };
    const codes = body["error-codes"] ?? [];
    if (codes.some((code) => code.includes("secret"))) return { ok: false, message: `hCaptcha refused the secret (${codes.join(", ")}).` };
    return { ok: true, message: "hCaptcha answered and accepted the secret (the test token itself is expectedly invalid)." };
  } catch (error) {
    return unreachable(error);
  }
}

async function probeErrorReporting(values: IntegrationValues): Promise<ProbeOutcome> {
  if (!values.dsn) return missing("the error-reporting address");
  const dsn = new URL(values.dsn);
  const project = dsn.pathname.replace(/^\/+/, "");
  try {
    const res = await fetch(`${dsn.origin}/api/${project}/envelope/?sentry_key=${encodeURIComponent(dsn.username)}&sentry_version=7`, {
      method: "POST",
      body: "{}\n",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (res.status === 401 || res.status === 403) return { ok: false, message: `The error-reporting service refused the key (HTTP ${res.status}).` };
    return { ok: res.status < 500, message: `The error-reporting service at ${dsn.host} answered (HTTP ${res.status}).` };
  } catch (error) {
    return unreachable(error);
  }
}

/** AWS Signature Version 4 for one bodiless request: enough for HeadBucket on any S3-compatible store. */
export function signS3Request(input: { method: string; url: URL; region: string; accessKeyId: string; secretAccessKey: string; now: Date }) {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = createHash("sha256").update("").digest("hex");
  const headers: Record<string, string> = { host: input.url.host, "x-amz-content-sha256": payloadHash, "x-amz-date": amzDate };
  const signedHeaders = Object.keys(headers).sort().join(";");
  const canonical = [
    input.method,
    input.url.pathname,
    input.url.searchParams.toString(),
    ...Object.keys(headers)
      .sort()
      .map((key) => `${key}:${headers[key]}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, createHash("sha256").update(canonical).digest("hex")].join("\n");
  const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
  return {
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
    Authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

async function probeObjectStorage(values: IntegrationValues): Promise<ProbeOutcome> {
  for (const field of ["endpoint", "bucket", "accessKeyId", "secretAccessKey"] as const) if (!values[field]) return missing(field);
  const url = new URL(`${values.endpoint!.replace(/\/$/, "")}/${values.bucket}`);
  const headers = signS3Request({
    method: "HEAD",
    url,
    region: values.region || "us-east-1",
    accessKeyId: values.accessKeyId!,
    secretAccessKey: values.secretAccessKey!,
    now: new Date(),
  });
  try {
    const res = await fetch(url, { method: "HEAD", headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (res.ok) return { ok: true, message: `The bucket ${values.bucket} exists and these keys may use it.` };
    if (res.status === 404) return { ok: false, message: `The storage answered, but there is no bucket named ${values.bucket}.` };
    if (res.status === 403 || res.status === 401) return { ok: false, message: `The storage refused these keys for ${values.bucket} (HTTP ${res.status}).` };
    return { ok: false, message: `The storage answered HTTP ${res.status}.` };
  } catch (error) {
    return unreachable(error);
  }
}

/** Moyasar: the secret key lists one payment (GET /payments); 401 means the key is wrong. */
async function probePayments(values: IntegrationValues): Promise<ProbeOutcome> {
  if (!values.secretKey) return missing("the secret key");
  if (!values.publishableKey) return missing("the publishable key");
  const base = (values.apiUrl || "https://api.moyasar.com/v1").replace(/\/+$/, "");
  try {
    const res = await fetch(`${base}/payments?page=1`, {
      headers: { Authorization: `Basic ${Buffer.from(`${values.secretKey}:`).toString("base64")}`, Accept: "application/json" },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => {});
    if (res.ok)
      return {
        ok: true,
        message: `Moyasar accepted the secret key (${values.secretKey.startsWith("sk_live_") ? "live" : "test"} mode).${values.webhookSecret ? "" : " Set the webhook secret too, or payment webhooks are refused."}`,
      };
    if (res.status === 401) return { ok: false, message: "Moyasar refused the secret key (HTTP 401)." };
    return { ok: false, message: `Moyasar answered HTTP ${res.status}.` };
  } catch (error) {
    return unreachable(error);
  }
}

const PROBES: Record<IntegrationName, (values: IntegrationValues) => Promise<ProbeOutcome>> = {
  smtp: probeSmtp,
  whatsapp: probeWhatsapp,
  captcha: probeCaptcha,
  errorReporting: probeErrorReporting,
  objectStorage: probeObjectStorage,
  payments: probePayments,
};

/** Tries one integration with the given values; never throws for a refusal or a network failure. */
export const probeIntegration = (name: IntegrationName, values: IntegrationValues): Promise<ProbeOutcome> => PROBES[name](values);
