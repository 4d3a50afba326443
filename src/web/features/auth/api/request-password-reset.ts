import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { ResetRequestInput } from "#shared/auth/auth.schema";
import { authFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/auth/password-reset/request: the same answer whether the address has an account or not. */
export const requestPasswordReset = (input: ResetRequestInput) => authFetch<{ message: string }>("/api/admin/auth/password-reset/request", { body: input });

export const requestPasswordResetMutation = () => mutationOptions({ mutationKey: ["auth", "reset-request"], mutationFn: requestPasswordReset });
export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutation());
