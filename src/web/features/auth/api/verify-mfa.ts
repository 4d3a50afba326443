import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { MfaVerifyAnswer } from "#shared/auth/auth-answers";
import { authFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/auth/mfa: the code step of a sign-in. */
export const verifyMfa = (code: string) => authFetch<MfaVerifyAnswer>("/api/admin/auth/mfa", { body: { code } });

export const verifyMfaMutation = () => mutationOptions({ mutationKey: ["auth", "mfa"], mutationFn: verifyMfa });
export const useVerifyMfa = () => useMutation(verifyMfaMutation());
