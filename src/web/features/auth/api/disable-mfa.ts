import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { EndedSessionsAnswer } from "#shared/auth/auth-answers";
import type { MfaDisableInput } from "#shared/auth/auth.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/account/mfa/disable (not for admins while MFA is required). */
export const disableMfa = (input: MfaDisableInput) => adminFetch<EndedSessionsAnswer & { disabled: true }>("/api/admin/account/mfa/disable", { body: input });

export const disableMfaMutation = () => mutationOptions({ mutationKey: ["account", "mfa-disable"], mutationFn: disableMfa });
export const useDisableMfa = () => useMutation(disableMfaMutation());
