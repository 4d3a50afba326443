/** The dashboard's counts, one per module tile; a tile the viewer's role may not see is absent. */
export type DashboardCountKey =
  | "products"
  | "posts"
  | "guides"
  | "testimonials"
  | "contactMessages"
  | "newContactMessages"
  | "staff"
  | "pickupsToday"
  | "unassignedJobs"
  | "quoteConversion"
  | "openErrors"
  | "outboxBacklog"
  | "operatorDocumentsDue";

/** The dashboard's series; a chart the viewer's role may not see is absent. */
export type DashboardChartKey = "contactMessagesPerDay" | "bookingsPerDay" | "revenuePerWeek";
/** One point: the Makkah day (or the week's Monday) and its figure. */
export interface DashboardPoint {
  at: string;
  value: number;
}

/** GET /api/admin/dashboard */
export interface DashboardAnswer {
  counts: Partial<Record<DashboardCountKey, number>>;
  charts: Partial<Record<DashboardChartKey, DashboardPoint[]>>;
  recentMessages: { id: number; name: string; email: string; subject: string; message: string; status: string; createdAt: string }[];
  /** Rows the demo seed wrote that are still there, and the command that removes them. */
  demoContent: { present: boolean; counts: Record<string, number>; removeCommand: string };
}
