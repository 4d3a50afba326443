import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ApiErrorBody } from "#shared/api/api-error";
import { invitationAcceptSchema, inviteSchema, roleChangeSchema } from "#shared/auth/auth.schema";
import { accountText } from "#shared/auth/account-texts";
import { STAFF_NOT_FOUND, usersText } from "#shared/users/users-texts";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { EMAILED_LINK_USES } from "#server/platform/auth/emailed-link-uses";
import { lockedAnswer, lockoutAfter } from "#server/platform/auth/lockout";
import { sameOrigin } from "#server/platform/auth/request-origin";
import { createAnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import type { RateLimiter } from "#server/platform/rate-limit/rate-limit";
import { clientIp } from "#server/platform/http/client-ip";
import { staffWording } from "#server/platform/http/staff-wording";
import { parseQuery } from "#server/platform/http/validation";
import type { UserChange, UsersService } from "./users.service";

const { say: inStaffLanguage, parse } = staffWording(usersText);

function answer(c: Context, result: UserChange, okStatus: 200 | 201 = 200) {
  if (result.kind === "not-found") return c.json<ApiErrorBody>({ error: inStaffLanguage(c)(STAFF_NOT_FOUND) }, 404);
  if (result.kind === "conflict") return c.json<ApiErrorBody>({ error: inStaffLanguage(c)(result.message) }, 409);
  return c.json({ ok: true }, okStatus);
}

/** The users page's API: every route needs users.manage. */
export function usersAdminRoutes(deps: { users: UsersService }): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/users", "users.manage", async (c) => c.json(await deps.users.overview())),
    adminRoute("POST", "/api/admin/users/invitations", "users.manage", async (c, staff) => {
      const parsed = await parse(c, inviteSchema);
      if (!parsed.ok) return parsed.response;
      return answer(c, await deps.users.invite(staff.actor, parsed.data), 201);
    }),
    adminRoute("DELETE", "/api/admin/users/invitations/:id", "users.manage", async (c, staff) =>
      answer(c, await deps.users.revokeInvitation(staff.actor, idParam(c))),
    ),
    adminRoute("PATCH", "/api/admin/users/:id/role", "users.manage", async (c, staff) => {
      const parsed = await parse(c, roleChangeSchema);
      if (!parsed.ok) return parsed.response;
      return answer(c, await deps.users.changeRole(staff.actor, idParam(c), parsed.data.role));
    }),
    adminRoute("POST", "/api/admin/users/:id/deactivate", "users.manage", async (c, staff) =>
      answer(c, await deps.users.setActive(staff.actor, idParam(c), false)),
    ),
    adminRoute("POST", "/api/admin/users/:id/reactivate", "users.manage", async (c, staff) =>
      answer(c, await deps.users.setActive(staff.actor, idParam(c), true)),
    ),
    adminRoute("POST", "/api/admin/users/:id/reset-mfa", "users.manage", async (c, staff) => answer(c, await deps.users.resetMfa(staff.actor, idParam(c)))),
  ];
}

// The invitation's link is opened before an account exists: the auth table words its refusals.
const invitationWording = staffWording(accountText);
const invitationQuery = z.object({ token: z.string().regex(/^[a-f0-9]{64}$/, "This link is not valid.") });

/** Reached from the emailed link, before the person has an account. */
export function invitationRoutes(deps: { users: UsersService; limiter: RateLimiter; siteUrl: string; trustProxy: boolean }): Hono {
  const admit = createAnonymousWriteGate(deps.limiter, deps.trustProxy);
  const say = invitationWording.say;
  const closed = (c: Context, kind: "invalid" | "expired") =>
    c.json<ApiErrorBody>(
      kind === "expired"
        ? { error: say(c)("This invitation has expired. Ask an administrator for a new one."), code: "expired_link" }
        : { error: say(c)("This invitation is not valid or was already used."), code: "invalid_link" },
      400,
    );
  return new Hono()
    .get("/api/admin/invitation", async (c) => {
      c.header("Cache-Control", "no-store");
      const parsed = parseQuery(c, invitationQuery, say(c));
      if (!parsed.ok) return parsed.response;
      const result = await deps.users.invitationFor(parsed.data.token);
      return result.kind === "open" ? c.json({ email: result.email, role: result.role }) : closed(c, result.kind);
    })
    .post("/api/admin/invitation/accept", async (c) => {
      c.header("Cache-Control", "no-store");
      if (!sameOrigin(c, deps.siteUrl)) return c.json<ApiErrorBody>({ error: say(c)("This request did not come from this site."), code: "bad_origin" }, 403);
      const admission = await admit(c, "invitation-accept", EMAILED_LINK_USES);
      if (!admission.admitted) return lockedAnswer(c, lockoutAfter(admission.retryAfterSeconds), say(c));
      const parsed = await invitationWording.parse(c, invitationAcceptSchema);
      if (!parsed.ok) return parsed.response;
      const result = await deps.users.acceptInvitation(parsed.data, clientIp(c, deps.trustProxy));
      if (result.kind === "weak") {
        const message = say(c)(result.message);
        return c.json<ApiErrorBody>({ error: message, fieldErrors: { newPassword: message } }, 400);
      }
      if (result.kind !== "accepted") return closed(c, result.kind);
      return c.json({ email: result.email }, 201);
    });
}
