import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBookingAction, type BookingActionName } from "../../api/booking-action";

/**
 * Sends one action's form (already checked by its shared schema in the resolver): the server's
 * field messages land on their fields (paths such as `adjustments.0.label.ar` included), a refusal
 * (409) in a toast and above the button, as `root.server`.
 */
export function useActionSubmit<T extends FieldValues>(bookingId: number, action: BookingActionName, form: UseFormReturn<T>, onDone?: (values: T) => void) {
  const { t } = useTranslation("admin-jobs");
  const mutation = useBookingAction(bookingId);
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ action, body: values });
      notify({ tone: "success", title: t("actions.done") });
      onDone?.(values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const paths = Object.keys(fields);
      for (const path of paths) form.setError(path as Path<T>, { type: "server", message: fields[path] });
      if (paths.length === 0) {
        form.setError("root.server", { type: "server", message: (error as Error).message });
        notify({ tone: "error", title: t("actions.failed"), description: (error as Error).message });
      }
    }
  });
  return { submit, busy: mutation.isPending };
}
