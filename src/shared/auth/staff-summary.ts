import type { Permission } from "./roles";

/** The signed-in staff member as the admin screens see them. */
export interface StaffSummary {
  id: string;
  email: string;
  name: string;
  role: string;
  permissions: readonly Permission[];
  mfaEnabled: boolean;
  /** An admin without MFA while MFA is required: every admin page sends them to /admin/mfa-setup. */
  mfaSetupRequired: boolean;
}

/** Given to page loaders: who holds this request's session cookie (a full session only). */
export interface StaffPageAccess {
  whoIs(request: Request): Promise<StaffSummary | null>;
  /** True when the cookie belongs to a sign-in waiting for its TOTP code. */
  awaitingMfa(request: Request): Promise<boolean>;
}
