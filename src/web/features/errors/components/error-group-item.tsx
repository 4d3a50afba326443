import type { ErrorGroupView } from "#shared/errors/error-groups";
import type { Language } from "#shared/i18n/languages";
import { Badge, Button } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { formatNumber } from "#web/lib/format";
import { formatDateTime } from "#web/lib/format-date-time";
import { useSetResolved } from "../api/set-resolved";

/** One group: what, how often, where and in which browsers; the stack on demand; resolve or reopen. */
export function ErrorGroupItem({ group, language }: { group: ErrorGroupView; language: Language }) {
  const { t } = useTranslation("operations");
  const change = useSetResolved();
  const toggle = async () => {
    try {
      await change.mutateAsync({ id: group.id, resolved: !group.resolved });
      notify({ tone: "success", title: group.resolved ? t("errorLogs.reopened") : t("errorLogs.resolvedNote") });
    } catch (failure) {
      notify({ tone: "error", title: t("errorLogs.changeFailed"), description: (failure as Error).message });
    }
  };
  return (
    <li className="rounded-xl border border-stone-200 p-4" data-testid="error-group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm break-words text-ink" dir="ltr">
            {group.message}
          </p>
          <div className="mt-2 flex flex-wrap gap-2 text-xs">
            <Badge tone={group.source === "server" ? "bad" : "neutral"}>{t(`errorLogs.sources.${group.source}`)}</Badge>
            <Badge tone={group.resolved ? "good" : "warn"}>{group.resolved ? t("errorLogs.resolved") : t("errorLogs.open")}</Badge>
            {group.reopenedCount > 0 ? <Badge tone="bad">{t("errorLogs.recurred", { count: group.reopenedCount })}</Badge> : null}
          </div>
        </div>
        <div className="text-end text-sm">
          <p className="text-2xl font-bold text-brand-900">{formatNumber(group.count, language)}</p>
          <p className="text-muted">{t("errorLogs.times")}</p>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">{t("errorLogs.firstSeen")}: </dt>
          <dd className="inline">{formatDateTime(group.firstSeenAt, language)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t("errorLogs.lastSeen")}: </dt>
          <dd className="inline">{formatDateTime(group.lastSeenAt, language)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t("errorLogs.pages")}: </dt>
          <dd className="inline break-all" dir="ltr">
            {group.urls.join(", ") || "—"}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">{t("errorLogs.browsers")}: </dt>
          <dd className="inline">
            {Object.entries(group.browsers)
              .sort((a, b) => b[1] - a[1])
              .map(([name, count]) => `${name} (${formatNumber(count, language)})`)
              .join(", ") || "—"}
          </dd>
        </div>
        {group.resolved && group.resolvedBy ? (
          <div className="sm:col-span-2">
            <dt className="inline text-muted">{t("errorLogs.resolvedBy")}: </dt>
            <dd className="inline">
              {group.resolvedBy}
              {group.resolvedAt ? `, ${formatDateTime(group.resolvedAt, language)}` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {group.mappedStack ? <StackTrace label={t("errorLogs.stackMapped")} stack={group.mappedStack} testId="mapped-stack" /> : null}
      {group.stack ? <StackTrace label={group.mappedStack ? t("errorLogs.stackRaw") : t("errorLogs.stack")} stack={group.stack} /> : null}
      <div className="mt-3">
        <Button variant={group.resolved ? "secondary" : "primary"} busy={change.isPending} onClick={toggle}>
          {group.resolved ? t("errorLogs.reopen") : t("errorLogs.resolve")}
        </Button>
      </div>
    </li>
  );
}

function StackTrace({ label, stack, testId }: { label: string; stack: string; testId?: string }) {
  return (
    <details className="mt-3" data-testid={testId}>
      <summary className="cursor-pointer text-sm font-medium text-brand-800">{label}</summary>
      <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-stone-100 p-3 text-xs" dir="ltr">
        {stack}
      </pre>
    </details>
  );
}
