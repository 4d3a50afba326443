import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { SignInAnswer } from "#shared/auth/auth-answers";
import type { SignInInput } from "#shared/auth/auth.schema";
import { authFetch } from "#web/lib/staff-session/admin-api";
import { collectFingerprint } from "#web/lib/staff-session/fingerprint";

/** POST /api/admin/auth/sign-in, with this browser's fingerprint (spec §3). */
export const signIn = (input: Omit<SignInInput, "fingerprint">) =>
  authFetch<SignInAnswer>("/api/admin/auth/sign-in", { body: { ...input, fingerprint: collectFingerprint() } });

export const signInMutation = () => mutationOptions({ mutationKey: ["auth", "sign-in"], mutationFn: signIn });
export const useSignIn = () => useMutation(signInMutation());
