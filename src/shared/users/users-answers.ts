import type { Role } from "../auth/roles";

/** GET /api/admin/users: staff accounts and open invitations. */
export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  banned: boolean;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}
export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}
export interface StaffOverviewAnswer {
  staff: StaffRow[];
  invitations: InvitationRow[];
}
