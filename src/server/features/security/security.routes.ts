import type { ApiErrorBody } from "#shared/api/api-error";
import { pageOf } from "#shared/pagination/page";
import { ADMIN_PAGE_SIZE, auditQuerySchema, outboxQuerySchema, signInQuerySchema } from "#shared/security/security-query.schema";
import type { AuditLog } from "#server/platform/audit/audit-log";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { SecurityLog } from "#server/platform/auth/security-log";
import type { SessionStore } from "#server/platform/auth/session-store";
import { parseQuery } from "#server/platform/http/validation";
import type { Outbox } from "#server/platform/outbox/outbox";
import type { SecurityRepository } from "./security.repository";

/** The security page's API (admins only): accounts' MFA, sessions, sign-ins, audit log, outbox. */
export function securityAdminRoutes(deps: {
  repository: SecurityRepository;
  sessions: SessionStore;
  securityLog: SecurityLog;
  audit: AuditLog;
  outbox: Outbox;
}): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/security/accounts", "security.manage", async (c) => c.json({ items: await deps.repository.accounts() })),
    adminRoute("GET", "/api/admin/security/sessions", "security.manage", async (c, staff) => {
      const sessions = await deps.sessions.listActive();
      return c.json({ items: sessions.map((session) => ({ ...session, current: session.id === staff.session.id })) });
    }),
    adminRoute("POST", "/api/admin/security/sessions/:id/revoke", "security.manage", async (c, staff) => {
      const id = idParam(c);
      const session = await deps.sessions.findById(id);
      if (!session) return c.json<ApiErrorBody>({ error: "This session has already ended." }, 404);
      await deps.audit.transaction(async (tx) => {
        await deps.sessions.delete(id, tx);
        await deps.audit.record(tx, staff.actor, { action: "session.revoke", entity: "session", entityId: session.userId });
      });
      return c.json({ ok: true });
    }),
    adminRoute("GET", "/api/admin/security/sign-ins", "security.manage", async (c) => {
      const parsed = parseQuery(c, signInQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { page, ...filter } = parsed.data;
      const result = await deps.securityLog.page(filter, page, ADMIN_PAGE_SIZE);
      return c.json(pageOf(result.items, result.total, page, ADMIN_PAGE_SIZE));
    }),
    adminRoute("GET", "/api/admin/security/audit", "security.manage", async (c) => {
      const parsed = parseQuery(c, auditQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { page, ...filter } = parsed.data;
      const result = await deps.audit.page(filter, page, ADMIN_PAGE_SIZE);
      return c.json(pageOf(result.items, result.total, page, ADMIN_PAGE_SIZE));
    }),
    adminRoute("GET", "/api/admin/security/outbox", "security.manage", async (c) => {
      const parsed = parseQuery(c, outboxQuerySchema);
      if (!parsed.ok) return parsed.response;
      const result = await deps.outbox.page(parsed.data.page, ADMIN_PAGE_SIZE);
      return c.json(pageOf(result.items, result.total, parsed.data.page, ADMIN_PAGE_SIZE));
    }),
  ];
}
