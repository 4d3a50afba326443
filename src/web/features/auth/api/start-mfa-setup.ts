import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { MfaSetupStartAnswer } from "#shared/auth/auth-answers";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** POST /api/admin/account/mfa/setup: a new TOTP secret and its QR code (a write: each call makes a new secret). */
export const startMfaSetup = () => adminFetch<MfaSetupStartAnswer>("/api/admin/account/mfa/setup", { method: "POST" });

export const startMfaSetupMutation = () => mutationOptions({ mutationKey: ["account", "mfa-setup"], mutationFn: startMfaSetup });
export const useStartMfaSetup = () => useMutation(startMfaSetupMutation());
