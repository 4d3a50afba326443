import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ROADMAP_PRIORITIES, ROADMAP_STATUSES, roadmapItemInputSchema, type RoadmapItem, type RoadmapItemInput } from "#shared/roadmap/roadmap.schema";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCreateRoadmapItem } from "../api/create-roadmap-item";
import { useUpdateRoadmapItem } from "../api/update-roadmap-item";

const select = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5";
const EMPTY: RoadmapItemInput = { title: "", description: "", status: "planned", priority: 2, targetDate: null };

/**
 * A new roadmap item, or an edit of `item` (sent with its version: someone else's save in between
 * is a 409 shown here, nothing overwritten). Checked with the server's schema; messages in the
 * page's language.
 */
export function RoadmapItemForm({ item, onDone }: { item?: RoadmapItem; onDone?: () => void } = {}) {
  const { t } = useTranslation("operations");
  const create = useCreateRoadmapItem();
  const update = useUpdateRoadmapItem();
  const initial: RoadmapItemInput = item
    ? { title: item.title, description: item.description, status: item.status, priority: item.priority, targetDate: item.targetDate }
    : EMPTY;
  const form = useForm<RoadmapItemInput>({ resolver: zodResolver(roadmapItemInputSchema), defaultValues: initial });
  const { errors } = form.formState;
  const error = (field: keyof RoadmapItemInput) =>
    errors[field]?.type === "server" ? errors[field]?.message : errors[field] ? t(`roadmap.errors.${field}`) : undefined;
  const id = (name: string) => (item ? `roadmap-${item.id}-${name}` : `roadmap-${name}`);
  const submit = form.handleSubmit(async (values) => {
    try {
      if (item) await update.mutateAsync({ id: item.id, version: item.version, input: values });
      else await create.mutateAsync(values);
      form.reset(item ? values : EMPTY);
      onDone?.();
    } catch (failure) {
      form.setError("title", { type: "server", message: (failure as Error).message });
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 md:grid-cols-2"
      aria-label={item ? t("roadmap.editTitle", { title: item.title }) : t("roadmap.new")}
    >
      <FormField id={id("title")} label={t("roadmap.title")} error={error("title")} required {...form.register("title")} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={id("status")} className="block text-sm font-medium text-ink">
            {t("roadmap.status")}
          </label>
          <select id={id("status")} className={select} {...form.register("status")}>
            {ROADMAP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`roadmap.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id("priority")} className="block text-sm font-medium text-ink">
            {t("roadmap.priority")}
          </label>
          <select id={id("priority")} className={select} {...form.register("priority", { valueAsNumber: true })}>
            {ROADMAP_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`roadmap.priorities.${priority}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <FormField
            id={id("target")}
            label={t("roadmap.target")}
            type="date"
            error={error("targetDate")}
            {...form.register("targetDate", { setValueAs: (value: string) => (value ? value : null) })}
          />
        </div>
      </div>
      <div className="md:col-span-2">
        <FormField id={id("description")} label={t("roadmap.description")} multiline rows={2} error={error("description")} {...form.register("description")} />
      </div>
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="submit" busy={create.isPending || update.isPending}>
          {item ? t("roadmap.save") : t("roadmap.add")}
        </Button>
        {item ? (
          <Button variant="secondary" onClick={onDone}>
            {t("roadmap.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
