import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { isLanguage } from "#shared/i18n/languages";
import { isTemplatePurpose, TEMPLATE_CHANNELS, type TemplateChannel } from "#shared/messaging/template-purposes";
import { templatePreviewSchema, templateRestoreSchema, templateSaveSchema, templateTestSchema } from "#shared/messaging/template.schema";
import {
  TEMPLATE_NOT_FOUND,
  TEMPLATE_STALE,
  TEMPLATE_SUBJECT_REQUIRED,
  TEMPLATE_SYNC_FAILED,
  TEMPLATE_SYNC_OFF,
  TEMPLATE_TEST_LIMIT,
  templateText,
  unknownVariablesText,
} from "#shared/messaging/template-texts";
import { TEMPLATE_TEST_PHONE } from "#shared/messaging/template.schema";
import type { RateLimiter } from "#server/platform/rate-limit/rate-limit";
import type { MetaTemplateSync } from "./meta-template-sync.service";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffWording } from "#server/platform/http/staff-wording";
import type { MessageTemplatesService, TemplateChange, TemplateRefusal } from "./message-templates.service";

/** DESIGN Roles: templates are written by admin and operations, read by every staff member. */
export const TEMPLATES_WRITE = "operations.write";
export const TEMPLATES_READ = "dashboard.read";

const BASE = "/api/admin/message-templates";
const { say, parse } = staffWording(templateText);
const isChannel = (value: unknown): value is TemplateChannel => typeof value === "string" && (TEMPLATE_CHANNELS as readonly string[]).includes(value);

/**
 * The template a query names (`?channel=email&purpose=booking.confirmed.customer&language=ar`), or
 * null (then 404). A query, not path parameters: every admin path parameter is an id (admin-route-table).
 */
function keyOf(c: Context) {
  const { channel, purpose, language } = c.req.query();
  if (!isChannel(channel) || !isTemplatePurpose(purpose)) return null;
  if (language !== undefined && !isLanguage(language)) return null;
  return { channel, purpose, language: language ?? "en" } as const;
}
const notFound = (c: Context) => c.json<ApiErrorBody>({ error: say(c)(TEMPLATE_NOT_FOUND) }, 404);

function refusal(c: Context, result: TemplateRefusal): Response {
  if (result.kind === "not-found") return notFound(c);
  if (result.kind === "stale") return c.json({ error: say(c)(TEMPLATE_STALE), current: result.template }, 409);
  if (result.kind === "subject-required")
    return c.json<ApiErrorBody>({ error: say(c)(TEMPLATE_SUBJECT_REQUIRED), fieldErrors: { subject: say(c)(TEMPLATE_SUBJECT_REQUIRED) } }, 400);
  const error = say(c)(unknownVariablesText(result.unknown, result.allowed));
  return c.json({ error, unknown: result.unknown, allowed: result.allowed, fieldErrors: { body: error } }, 400);
}
const answer = (c: Context, result: TemplateChange) => (result.kind === "done" ? c.json(result.template) : refusal(c, result));

/** "Send a test to me": per staff member, so a stuck button cannot flood an inbox or Meta's quota. */
export const TEMPLATE_TESTS_PER_HOUR = 20;

/** /admin/email-templates and /admin/whatsapp-templates: list, get, save, restore default, preview, send a test to me, Meta sync. */
export function messageTemplatesRoutes(deps: { templates: MessageTemplatesService; sync: MetaTemplateSync; limiter: RateLimiter }): AdminRoute[] {
  const one = `${BASE}/template`;
  return [
    // The list of a channel, or one purpose of it (?purpose=…) with both languages side by side.
    adminRoute("GET", BASE, TEMPLATES_READ, async (c) => {
      const channel = c.req.query("channel") ?? "email";
      const purpose = c.req.query("purpose");
      if (!isChannel(channel) || (purpose !== undefined && !isTemplatePurpose(purpose))) return notFound(c);
      const list = await deps.templates.list(channel);
      if (purpose === undefined) return c.json(list);
      const found = list.filter((entry) => entry.purpose === purpose);
      return found.length ? c.json(found) : notFound(c);
    }),
    adminRoute("PATCH", one, TEMPLATES_WRITE, async (c, staff) => {
      const key = keyOf(c);
      if (!key) return notFound(c);
      const body = await parse(c, templateSaveSchema);
      if (!body.ok) return body.response;
      return answer(c, await deps.templates.save(staff.actor, key, body.data));
    }),
    adminRoute("POST", `${BASE}/restore`, TEMPLATES_WRITE, async (c, staff) => {
      const key = keyOf(c);
      if (!key) return notFound(c);
      const body = await parse(c, templateRestoreSchema);
      if (!body.ok) return body.response;
      return answer(c, await deps.templates.restoreDefault(staff.actor, key, body.data.version));
    }),
    adminRoute("POST", `${BASE}/preview`, TEMPLATES_READ, async (c) => {
      const key = keyOf(c);
      if (!key) return notFound(c);
      const body = await parse(c, templatePreviewSchema);
      if (!body.ok) return body.response;
      return c.json(deps.templates.preview(key, body.data));
    }),
    adminRoute("POST", `${BASE}/test`, TEMPLATES_WRITE, async (c, staff) => {
      const key = keyOf(c);
      if (!key) return notFound(c);
      const body = await parse(c, templateTestSchema);
      if (!body.ok) return body.response;
      if (key.channel === "whatsapp" && !body.data.phone)
        return c.json<ApiErrorBody>({ error: say(c)(TEMPLATE_TEST_PHONE), fieldErrors: { phone: say(c)(TEMPLATE_TEST_PHONE) } }, 400);
      // Counted after the input is checked, before the work: junk does not use up the hour.
      const limit = await deps.limiter.hit(`template-test:${staff.actor.id}`, { limit: TEMPLATE_TESTS_PER_HOUR, windowMs: 60 * 60_000 });
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return c.json<ApiErrorBody>({ error: say(c)(TEMPLATE_TEST_LIMIT) }, 429);
      }
      const result = await deps.templates.sendTest(staff.actor, { ...key, language: body.data.language }, body.data);
      if ("kind" in result)
        return result.kind === "phone-required"
          ? c.json<ApiErrorBody>({ error: say(c)(TEMPLATE_TEST_PHONE), fieldErrors: { phone: say(c)(TEMPLATE_TEST_PHONE) } }, 400)
          : refusal(c, result);
      return c.json(result, 202);
    }),
    // Meta's approval statuses now (the schedule does the same every 15 minutes), audited.
    adminRoute("POST", `${BASE}/sync`, TEMPLATES_WRITE, async (c, staff) => {
      const outcome = await deps.sync.sync(staff.actor);
      if (outcome.kind === "done") return c.json(outcome.result);
      return c.json<ApiErrorBody>({ error: say(c)(outcome.kind === "off" ? TEMPLATE_SYNC_OFF : TEMPLATE_SYNC_FAILED) }, 409);
    }),
  ];
}
