import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ROADMAP_PRIORITIES, ROADMAP_STATUSES, roadmapItemInputSchema, type RoadmapItemInput } from "#shared/roadmap/roadmap.schema";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCreateRoadmapItem } from "../api/create-roadmap-item";

const select = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5";
const EMPTY: RoadmapItemInput = { title: "", description: "", status: "planned", priority: 2, targetDate: null };

/** A new roadmap item, checked with the server's schema; messages in the page's language. */
export function RoadmapItemForm() {
  const { t } = useTranslation("operations");
  const create = useCreateRoadmapItem();
  const form = useForm<RoadmapItemInput>({ resolver: zodResolver(roadmapItemInputSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const error = (field: keyof RoadmapItemInput) => (errors[field] ? t(`roadmap.errors.${field}`) : undefined);
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset(EMPTY);
    } catch (failure) {
      form.setError("title", { type: "server", message: (failure as Error).message });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 md:grid-cols-2" aria-label={t("roadmap.new")}>
      <FormField id="roadmap-title" label={t("roadmap.title")} error={error("title")} required {...form.register("title")} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="roadmap-status" className="block text-sm font-medium text-ink">
            {t("roadmap.status")}
          </label>
          <select id="roadmap-status" className={select} {...form.register("status")}>
            {ROADMAP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`roadmap.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="roadmap-priority" className="block text-sm font-medium text-ink">
            {t("roadmap.priority")}
          </label>
          <select id="roadmap-priority" className={select} {...form.register("priority", { valueAsNumber: true })}>
            {ROADMAP_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`roadmap.priorities.${priority}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <FormField
            id="roadmap-target"
            label={t("roadmap.target")}
            type="date"
            error={error("targetDate")}
            {...form.register("targetDate", { setValueAs: (value: string) => (value ? value : null) })}
          />
        </div>
      </div>
      <div className="md:col-span-2">
        <FormField
          id="roadmap-description"
          label={t("roadmap.description")}
          multiline
          rows={2}
          error={error("description")}
          {...form.register("description")}
        />
      </div>
      <div>
        <Button type="submit" busy={create.isPending}>
          {t("roadmap.add")}
        </Button>
      </div>
    </form>
  );
}
