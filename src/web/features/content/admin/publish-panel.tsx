import { useState } from "react";
import type { AdminArticle } from "#shared/content/article-admin-answers";
import type { SaveAction } from "#shared/content/article-admin.schema";
import { dateToRiyadhLocal, riyadhLocalToDate } from "#shared/content/riyadh-time";
import type { Language } from "#shared/i18n/languages";
import { Button, Card } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";

/** Status, reading time, and the three ways to save: draft, publish now, schedule (Riyadh time). */
export function PublishPanel({
  article,
  language,
  canWrite,
  busy,
  readingMinutes,
  scheduleError,
  onAction,
}: {
  article: AdminArticle | null;
  language: Language;
  canWrite: boolean;
  busy: boolean;
  readingMinutes: number;
  scheduleError?: string;
  onAction: (action: SaveAction, scheduledAt?: string | null) => void;
}) {
  const { t } = useTranslation("admin-articles");
  const status = article?.status ?? "draft";
  const [when, setWhen] = useState(() => (article?.scheduledAt ? dateToRiyadhLocal(new Date(article.scheduledAt)) : ""));
  const [whenError, setWhenError] = useState<string | null>(null);
  const schedule = () => {
    const date = riyadhLocalToDate(when);
    if (!date || date.getTime() <= Date.now()) return setWhenError(t("errors.scheduledAt"));
    setWhenError(null);
    onAction("schedule", date.toISOString());
  };
  return (
    <Card title={t("editor.publishing")} id="publishing">
      <p className="text-sm">
        {t("editor.statusNow", { status: t(`status.${status}`) })}
        {status === "scheduled" && article?.scheduledAt ? ` · ${formatDateTime(article.scheduledAt, language)}` : ""}
      </p>
      <p className="mt-1 text-xs text-muted">{t("editor.readingTime", { count: article?.readingMinutes ?? readingMinutes })}</p>
      {canWrite ? (
        <div className="mt-4 grid gap-2">
          <Button busy={busy} onClick={() => onAction("publish")}>
            {t(status === "published" ? "actions.update" : "actions.publish")}
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => onAction("draft")}>
            {t(status === "published" ? "actions.unpublish" : "actions.saveDraft")}
          </Button>
          <div className="mt-2 border-t border-stone-200 pt-3">
            <label htmlFor="article-schedule" className="block text-sm font-medium text-ink">
              {t("editor.scheduleAt")}
            </label>
            <p id="article-schedule-hint" className="text-xs text-muted">
              {t("editor.scheduleHint")}
            </p>
            <input
              id="article-schedule"
              type="datetime-local"
              dir="ltr"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              aria-invalid={whenError || scheduleError ? true : undefined}
              aria-describedby={`article-schedule-hint${whenError || scheduleError ? " article-schedule-error" : ""}`}
              className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
            />
            {whenError || scheduleError ? (
              <p id="article-schedule-error" className="mt-1 text-sm font-medium text-red-700">
                {whenError ?? scheduleError}
              </p>
            ) : null}
            <Button variant="secondary" className="mt-2 w-full" busy={busy} disabled={!when} onClick={schedule}>
              {t("actions.schedule")}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
