import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { MfaConfirmAnswer } from "#shared/auth/auth-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/account/mfa/confirm: the first code turns MFA on and returns the backup codes. */
export const confirmMfaSetup = (code: string) => adminFetch<MfaConfirmAnswer>("/api/admin/account/mfa/confirm", { body: { code } });

export const confirmMfaSetupMutation = () => mutationOptions({ mutationKey: ["account", "mfa-confirm"], mutationFn: confirmMfaSetup });
export const useConfirmMfaSetup = () => useMutation(confirmMfaSetupMutation());
