import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { ResetCompleteInput } from "#shared/auth/auth.schema";
import { authFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/auth/password-reset/complete: a new password from an emailed link. */
export const completePasswordReset = (input: ResetCompleteInput) => authFetch<{ reset: true }>("/api/admin/auth/password-reset/complete", { body: input });

export const completePasswordResetMutation = () => mutationOptions({ mutationKey: ["auth", "reset-complete"], mutationFn: completePasswordReset });
export const useCompletePasswordReset = () => useMutation(completePasswordResetMutation());
