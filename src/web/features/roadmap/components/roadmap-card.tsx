import { useState, type KeyboardEvent } from "react";
import type { Language } from "#shared/i18n/languages";
import { ROADMAP_STATUSES, type RoadmapItem, type RoadmapStatus } from "#shared/roadmap/roadmap.schema";
import { Badge, Button } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { formatDate } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";
import { RoadmapHistory } from "./roadmap-history";
import { RoadmapItemForm } from "./roadmap-item-form";

const PRIORITY_TONE = { 1: "bad", 2: "warn", 3: "neutral", 4: "neutral" } as const;

/**
 * One item. Keyboard: with the card focused, ←/→ move it to the previous or next column (mirrored
 * in Arabic, as the columns are) and ↑/↓ within its column; "Move to…" does the same from a list.
 * Mouse and touch: drag it onto a column.
 */
export function RoadmapCard({
  item,
  index,
  language,
  onMove,
  onDelete,
}: {
  item: RoadmapItem;
  index: number;
  language: Language;
  onMove: (item: RoadmapItem, status: RoadmapStatus, position: number) => void;
  onDelete: (item: RoadmapItem) => Promise<unknown>;
}) {
  const { t } = useTranslation("operations");
  const [showHistory, setShowHistory] = useState(false);
  const [editing, setEditing] = useState(false);
  const column = ROADMAP_STATUSES.indexOf(item.status);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const forward = language === "ar" ? "ArrowLeft" : "ArrowRight";
    const back = language === "ar" ? "ArrowRight" : "ArrowLeft";
    const next = event.key === forward ? ROADMAP_STATUSES[column + 1] : event.key === back ? ROADMAP_STATUSES[column - 1] : undefined;
    if (next) onMove(item, next, 0);
    else if (event.key === "ArrowUp" && index > 0) onMove(item, item.status, index - 1);
    else if (event.key === "ArrowDown") onMove(item, item.status, index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <article
      tabIndex={0}
      draggable
      onDragStart={(event) => event.dataTransfer.setData("text/plain", String(item.id))}
      onKeyDown={onKeyDown}
      aria-label={item.title}
      aria-describedby="roadmap-keys"
      data-testid="roadmap-card"
      data-item-id={item.id}
      className="cursor-grab rounded-xl border border-stone-200 bg-white p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-brand-900">{item.title}</h3>
        <Badge tone={PRIORITY_TONE[item.priority as 1 | 2 | 3 | 4] ?? "neutral"}>{t(`roadmap.priorities.${item.priority}`)}</Badge>
      </div>
      {item.description ? <p className="mt-1 text-sm whitespace-pre-line text-muted">{item.description}</p> : null}
      {item.targetDate ? <p className="mt-1 text-xs text-muted">{t("roadmap.targetOn", { date: formatDate(item.targetDate, language) })}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`move-${item.id}`}>
          {t("roadmap.moveTo")}
        </label>
        <select
          id={`move-${item.id}`}
          value=""
          onChange={(event) => event.target.value && onMove(item, event.target.value as RoadmapStatus, 0)}
          className="min-h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
        >
          <option value="">{t("roadmap.moveTo")}</option>
          {ROADMAP_STATUSES.filter((status) => status !== item.status).map((status) => (
            <option key={status} value={status}>
              {t(`roadmap.statuses.${status}`)}
            </option>
          ))}
        </select>
        <Button variant="ghost" className="min-h-9 px-2 py-1" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {t("roadmap.edit")}
        </Button>
        <Button variant="ghost" className="min-h-9 px-2 py-1" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
          {t("roadmap.history")}
        </Button>
        <ConfirmButton
          label={t("roadmap.delete")}
          title={t("roadmap.deleteTitle", { title: item.title })}
          description={t("roadmap.deleteText")}
          confirmLabel={t("roadmap.delete")}
          variant="danger"
          onConfirm={() => onDelete(item)}
        />
      </div>
      {editing ? (
        <div className="mt-3 border-t border-stone-200 pt-3">
          <RoadmapItemForm item={item} onDone={() => setEditing(false)} />
        </div>
      ) : null}
      {showHistory ? (
        <div className="mt-3">
          <RoadmapHistory id={item.id} language={language} />
        </div>
      ) : null}
    </article>
  );
}
