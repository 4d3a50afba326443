import type { Language } from "#shared/i18n/languages";
import { ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useRoadmapHistory } from "../api/roadmap-history";

const shown = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));

/** An item's history, newest first: who did what, and which fields changed from what to what. */
export function RoadmapHistory({ id, language }: { id: number; language: Language }) {
  const { t } = useTranslation("operations");
  const history = useRoadmapHistory(id);
  if (history.isPending) return <LoadingRows label={t("roadmap.loadingHistory")} rows={2} />;
  if (history.isError) return <ErrorNote>{history.error.message}</ErrorNote>;
  return (
    <ol className="space-y-2 text-sm" data-testid="roadmap-history">
      {history.data.map((event) => (
        <li key={event.id} className="border-s-2 border-brand-200 ps-3">
          <p className="font-medium">
            {t(`roadmap.events.${event.kind}`)} · <span className="text-muted">{formatDateTime(event.at, language)}</span>
          </p>
          {event.actorEmail ? (
            <p dir="ltr" className="text-start text-xs text-muted">
              {event.actorEmail}
            </p>
          ) : null}
          {event.kind !== "created" && event.kind !== "deleted" ? (
            <ul className="mt-1 text-xs">
              {Object.entries(event.changes)
                .filter(([field]) => field !== "position")
                .map(([field, change]) => (
                  <li key={field}>
                    {t(`roadmap.fields.${field}`)}: {field === "status" ? t(`roadmap.statuses.${shown(change.from)}`) : shown(change.from)} →{" "}
                    {field === "status" ? t(`roadmap.statuses.${shown(change.to)}`) : shown(change.to)}
                  </li>
                ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
