import { useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { whatsappSendRefusalText } from "#shared/messaging/whatsapp-window";
import { Badge, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { Pager } from "#web/components/admin/pager";
import { formatDateTime } from "#web/lib/format-date-time";
import { describeDevice } from "#web/lib/describe-device";
import { useAudit, type AuditFilter } from "../api/audit";
import { useOutbox } from "../api/outbox";
import { useSignIns, type SignInFilter } from "../api/sign-ins";
import { AuditEntry } from "./audit-entry";
import { OutboxAttempts } from "./outbox-attempts";

const OUTCOME_TONE: Record<string, "good" | "bad" | "warn" | "neutral"> = { success: "good", failure: "bad", refused: "warn", ended: "warn" };
const inputClass = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2";

export function SignInHistory({ language }: { language: Language }) {
  const { t } = useTranslation("admin");
  const [filter, setFilter] = useState<SignInFilter>({ page: 1 });
  const history = useSignIns(filter);
  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium">
          {t("security.outcome")}
          <select className={inputClass} value={filter.outcome ?? ""} onChange={(e) => setFilter({ ...filter, page: 1, outcome: e.target.value || undefined })}>
            <option value="">{t("common.all")}</option>
            {["success", "failure", "refused", "ended"].map((o) => (
              <option key={o} value={o}>
                {t(`security.outcomes.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("users.email")}
          <input
            type="search"
            className={inputClass}
            value={filter.email ?? ""}
            onChange={(e) => setFilter({ ...filter, page: 1, email: e.target.value || undefined })}
          />
        </label>
      </div>
      {history.isPending ? (
        <LoadingRows label={t("common.loading")} />
      ) : history.isError ? (
        <ErrorNote>{t("errors.loadFailed")}</ErrorNote>
      ) : history.data.items.length === 0 ? (
        <EmptyState>{t("security.noEvents")}</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="sign-in-history">
          {history.data.items.map((event) => (
            <li key={event.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5 text-sm">
              <div>
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone={OUTCOME_TONE[event.outcome] ?? "neutral"}>{t(`security.outcomes.${event.outcome}`)}</Badge>
                  <span className="font-medium">{t(`security.kinds.${event.kind}`)}</span>
                  <span dir="ltr" className="text-muted">
                    {event.email ?? "—"}
                  </span>
                </p>
                {event.reason ? <p className="mt-0.5 text-muted">{event.reason}</p> : null}
              </div>
              {/* Gaps, not "·" separators: those reordered into "· ·" in RTL. */}
              <p className="flex flex-wrap gap-x-3 text-muted">
                <span>{formatDateTime(event.at, language)}</span>
                <bdi dir="ltr">{event.ip ?? "—"}</bdi>
                <span>{describeDevice(event.userAgent)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {history.data ? (
        <Pager page={filter.page} totalPages={history.data.totalPages} onPage={(page) => setFilter({ ...filter, page })} label={t("security.signIns")} />
      ) : null}
    </div>
  );
}

export function AuditTrail({ language }: { language: Language }) {
  const { t } = useTranslation("admin");
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const audit = useAudit(filter);
  const field = (key: "actor" | "action" | "entity", label: string) => (
    <label className="text-sm font-medium">
      {label}
      <input
        type="search"
        className={inputClass}
        value={filter[key] ?? ""}
        onChange={(e) => setFilter({ ...filter, page: 1, [key]: e.target.value || undefined })}
      />
    </label>
  );
  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        {field("actor", t("security.actor"))}
        {field("action", t("security.action"))}
        {field("entity", t("security.entity"))}
      </div>
      {audit.isPending ? (
        <LoadingRows label={t("common.loading")} />
      ) : audit.isError ? (
        <ErrorNote>{t("errors.loadFailed")}</ErrorNote>
      ) : audit.data.items.length === 0 ? (
        <EmptyState>{t("security.noAudit")}</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="audit-log">
          {audit.data.items.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} language={language} />
          ))}
        </ul>
      )}
      {audit.data ? (
        <Pager page={filter.page} totalPages={audit.data.totalPages} onPage={(page) => setFilter({ ...filter, page })} label={t("security.audit")} />
      ) : null}
    </div>
  );
}

export function OutboxEmails({ language }: { language: Language }) {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  return (
    <div>
      {outbox.isPending ? (
        <LoadingRows label={t("common.loading")} />
      ) : outbox.isError ? (
        <ErrorNote>{t("errors.loadFailed")}</ErrorNote>
      ) : outbox.data.items.length === 0 ? (
        <EmptyState>{t("security.noEmails")}</EmptyState>
      ) : (
        <>
          {outbox.data.items.some((message) => message.status === "queued") ? (
            <div role="note" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="outbox-queued-help">
              <p className="font-semibold">{t("security.outboxHelp.queuedTitle")}</p>
              <p className="mt-0.5">{t("security.outboxHelp.queuedNote")}</p>
            </div>
          ) : null}
          <ul className="divide-y divide-stone-200" data-testid="outbox">
            {outbox.data.items.map((message) => (
              <li key={message.id} className="py-2.5 text-sm">
                <details>
                  <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
                    <span>
                      <Badge
                        tone={
                          message.status === "sent" || message.status === "delivered" || message.status === "read"
                            ? "good"
                            : message.status === "failed"
                              ? "bad"
                              : "neutral"
                        }
                      >
                        {t(`security.emailStatus.${message.status}`, { defaultValue: message.status })}
                      </Badge>{" "}
                      <span className="font-medium">{message.subject ?? message.template}</span> <span aria-hidden="true">{language === "ar" ? "←" : "→"}</span>{" "}
                      <bdi dir="ltr">{message.recipient}</bdi>
                    </span>
                    <span className="text-muted">{formatDateTime(message.createdAt, language)}</span>
                  </summary>
                  <pre className="mt-2 overflow-x-auto rounded bg-stone-100 p-3 text-xs whitespace-pre-wrap" data-testid="outbox-body">
                    {message.body}
                  </pre>
                  {message.providerId ? (
                    <p className="mt-1 text-muted">
                      <bdi dir="ltr">{t("security.outboxProvider", { id: message.providerId })}</bdi>
                    </p>
                  ) : null}
                  {message.failedCode !== null && message.failedCode !== undefined ? (
                    <p className="mt-1 text-red-800">{t("security.outboxProviderError", { code: message.failedCode, title: message.failedTitle ?? "" })}</p>
                  ) : null}
                  {message.lastError ? <p className="mt-1 text-red-800">{whatsappSendRefusalText(message.lastError, language) ?? message.lastError}</p> : null}
                  <OutboxAttempts message={message} />
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
      {outbox.data ? <Pager page={page} totalPages={outbox.data.totalPages} onPage={setPage} label={t("security.outbox")} /> : null}
    </div>
  );
}
