import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FEATURE_FLAGS, featureFlagsSchema, type FeatureFlags } from "#shared/settings/feature-flags";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useSaveFlags } from "../api/save-flags";
import { applyServerErrors } from "./server-errors";

/** On/off per module; every change is audited on the server. */
export function FeatureFlagsForm({ flags }: { flags: FeatureFlags }) {
  const { t } = useTranslation("operations");
  const save = useSaveFlags();
  const form = useForm<FeatureFlags>({ resolver: zodResolver(featureFlagsSchema), defaultValues: flags });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify({ tone: "success", title: t("saved") });
      form.reset(values);
    } catch (failure) {
      applyServerErrors(form.setError, failure);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ul className="grid gap-2 sm:grid-cols-2">
        {FEATURE_FLAGS.map((flag) => (
          <li key={flag}>
            <label className="flex items-start gap-3 rounded-lg border border-stone-200 p-3">
              <input type="checkbox" className="mt-1 size-4" {...form.register(flag)} />
              <span>
                <span className="block font-medium">{t(`flags.${flag}.name`)}</span>
                <span className="block text-sm text-muted">{t(`flags.${flag}.about`)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <ErrorNote>{form.formState.errors.root?.message}</ErrorNote>
      <Button type="submit" busy={save.isPending}>
        {t("flags.save")}
      </Button>
    </form>
  );
}
