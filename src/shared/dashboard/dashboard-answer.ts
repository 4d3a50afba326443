/** GET /api/admin/dashboard */
export interface DashboardAnswer {
  counts: Record<"products" | "posts" | "guides" | "testimonials" | "contactMessages" | "newContactMessages" | "staff", number>;
  recentMessages: { id: number; name: string; email: string; subject: string; message: string; status: string; createdAt: string }[];
}
