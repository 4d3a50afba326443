import { useMemo, useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { ROADMAP_PRIORITIES, ROADMAP_STATUSES, type RoadmapItem, type RoadmapStatus } from "#shared/roadmap/roadmap.schema";
import { EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useDeleteRoadmapItem } from "../api/delete-roadmap-item";
import { useMoveRoadmapItem } from "../api/move-roadmap-item";
import { useRoadmapItems } from "../api/roadmap-items";
import { RoadmapCard } from "./roadmap-card";

const control = "min-h-10 rounded-lg border border-stone-300 bg-white px-3";

/** Three columns (planned, in progress, done), filters, and an announcement of each move for screen readers. */
export function RoadmapBoard({ language }: { language: Language }) {
  const { t } = useTranslation("operations");
  const items = useRoadmapItems();
  const move = useMoveRoadmapItem();
  const remove = useDeleteRoadmapItem();
  const [search, setSearch] = useState("");
  const [priority, setPriority] = useState("");
  const [announcement, setAnnouncement] = useState("");

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (items.data ?? []).filter(
      (item) => (!needle || `${item.title} ${item.description}`.toLowerCase().includes(needle)) && (!priority || String(item.priority) === priority),
    );
  }, [items.data, search, priority]);

  if (items.isPending) return <LoadingRows label={t("roadmap.loading")} rows={4} />;
  if (items.isError) return <ErrorNote>{items.error.message}</ErrorNote>;

  const onMove = (item: RoadmapItem, status: RoadmapStatus, position: number) => {
    move.mutate(
      { id: item.id, status, position, version: item.version },
      {
        onSuccess: () => setAnnouncement(t("roadmap.moved", { title: item.title, column: t(`roadmap.statuses.${status}`), place: position + 1 })),
        onError: (error) => setAnnouncement(error.message),
      },
    );
  };
  const onDrop = (status: RoadmapStatus, id: string) => {
    const item = items.data.find((candidate) => String(candidate.id) === id);
    if (!item) return;
    const count = items.data.filter((candidate) => candidate.status === status && candidate.id !== item.id).length;
    onMove(item, status, count);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3" role="search">
        <label className="flex flex-col text-sm font-medium">
          {t("roadmap.search")}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={control} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          {t("roadmap.priority")}
          <select value={priority} onChange={(event) => setPriority(event.target.value)} className={control}>
            <option value="">{t("roadmap.allPriorities")}</option>
            {ROADMAP_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {t(`roadmap.priorities.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id="roadmap-keys" className="text-xs text-muted">
        {t("roadmap.keys")}
      </p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="roadmap-announcement">
        {announcement}
      </p>
      {move.isError ? <ErrorNote>{move.error.message}</ErrorNote> : null}
      <div className="grid gap-4 md:grid-cols-3">
        {ROADMAP_STATUSES.map((status) => {
          const column = visible.filter((item) => item.status === status).sort((a, b) => a.position - b.position);
          return (
            <section
              key={status}
              aria-labelledby={`roadmap-${status}`}
              data-testid={`roadmap-column-${status}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                onDrop(status, event.dataTransfer.getData("text/plain"));
              }}
              className="min-h-32 rounded-2xl bg-stone-100 p-3"
            >
              <h2 id={`roadmap-${status}`} className="mb-3 font-semibold text-brand-900">
                {t(`roadmap.statuses.${status}`)} <span className="text-sm font-normal text-muted">({column.length})</span>
              </h2>
              {column.length === 0 ? (
                <EmptyState>{t("roadmap.emptyColumn")}</EmptyState>
              ) : (
                <ol className="space-y-3">
                  {column.map((item, index) => (
                    <li key={item.id}>
                      <RoadmapCard item={item} index={index} language={language} onMove={onMove} onDelete={(target) => remove.mutateAsync(target.id)} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
