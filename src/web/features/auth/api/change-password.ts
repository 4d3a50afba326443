import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { EndedSessionsAnswer } from "#shared/auth/auth-answers";
import type { PasswordChangeInput } from "#shared/auth/auth.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/account/password */
export const changePassword = (input: PasswordChangeInput) =>
  adminFetch<EndedSessionsAnswer & { changed: true }>("/api/admin/account/password", { body: input });

export const changePasswordMutation = () => mutationOptions({ mutationKey: ["account", "password"], mutationFn: changePassword });
export const useChangePassword = () => useMutation(changePasswordMutation());
