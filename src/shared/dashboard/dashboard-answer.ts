/** The dashboard's counts, one per module tile; a tile the viewer's role may not see is absent. */
export type DashboardCountKey = "products" | "posts" | "guides" | "testimonials" | "contactMessages" | "newContactMessages" | "staff";

/** GET /api/admin/dashboard */
export interface DashboardAnswer {
  counts: Partial<Record<DashboardCountKey, number>>;
  recentMessages: { id: number; name: string; email: string; subject: string; message: string; status: string; createdAt: string }[];
  /** Rows the demo seed wrote that are still there, and the command that removes them. */
  demoContent: { present: boolean; counts: Record<string, number>; removeCommand: string };
}
