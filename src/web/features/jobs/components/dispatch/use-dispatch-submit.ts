import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { useDispatchMove, type DispatchMove } from "../../api/dispatch-queries";

/**
 * Sends one dispatch form (checked by its shared schema in the resolver). Field messages land on
 * their fields, a refusal above the button and in a toast; `onRefusal` may take a coded refusal
 * itself (the assign form's "dispatch.overlap") and answer true to keep it off the form.
 */
export function useDispatchSubmit<T extends FieldValues>(
  jobId: number,
  form: UseFormReturn<T>,
  toMove: (values: T) => DispatchMove,
  options: { onDone?: () => void; onRefusal?: (error: StaffApiError, values: T) => boolean } = {},
) {
  const { t } = useTranslation("admin-dispatch");
  const mutation = useDispatchMove(jobId);
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(toMove(values));
      notify({ tone: "success", title: t("done") });
      options.onDone?.();
    } catch (error) {
      if (error instanceof StaffApiError && options.onRefusal?.(error, values)) return;
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const paths = Object.keys(fields);
      for (const path of paths) form.setError(path as Path<T>, { type: "server", message: fields[path] });
      if (paths.length === 0) {
        form.setError("root.server", { type: "server", message: (error as Error).message });
        notify({ tone: "error", title: t("failed"), description: (error as Error).message });
      }
    }
  });
  return { submit, busy: mutation.isPending };
}
