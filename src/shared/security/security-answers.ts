/** What the security page's admin routes answer. */
export interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: string;
  active: boolean;
  mfaEnabled: boolean;
  lastSignInAt: string | null;
}
export interface SessionRow {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}
export interface SecurityEventRow {
  id: number;
  kind: string;
  outcome: string;
  reason: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  at: string;
}
export interface AuditRow {
  id: number;
  actorEmail: string | null;
  /** The acting account's name, when it still exists. */
  actorName: string | null;
  /** For entries about an account (entity user or session): that account's name and email. */
  subjectName: string | null;
  subjectEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  at: string;
}
export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** WhatsApp: Meta's message id, delivery ticks, and Meta's error when it refused or failed. */
  providerId: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedCode: number | null;
  failedTitle: string | null;
}
