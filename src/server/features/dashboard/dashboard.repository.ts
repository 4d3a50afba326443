import { count, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { blogPosts, guides } from "#server/db/schema/articles";
import { contactMessages } from "#server/db/schema/contact-messages";
import { products } from "#server/db/schema/products";
import { sitePages } from "#server/db/schema/site-pages";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import { testimonials } from "#server/db/schema/testimonials";

/** What the dashboard reads itself: the latest contact messages and the demo rows still present (counts come from the modules' tiles). */
export function createDashboardRepository(db: Database) {
  const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    /** Rows the demo seed wrote and nobody has removed yet (`npm run demo:remove` deletes them). */
    async demoCounts() {
      const [postCount, guideCount, productCount, vehicleClassCount, testimonialCount, sitePageCount] = await Promise.all([
        total(db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.demo, true))),
        total(db.select({ n: count() }).from(guides).where(eq(guides.demo, true))),
        total(db.select({ n: count() }).from(products).where(eq(products.demo, true))),
        total(db.select({ n: count() }).from(vehicleClasses).where(eq(vehicleClasses.demo, true))),
        total(db.select({ n: count() }).from(testimonials).where(eq(testimonials.demo, true))),
        total(db.select({ n: count() }).from(sitePages).where(eq(sitePages.demo, true))),
      ]);
      return {
        posts: postCount,
        guides: guideCount,
        products: productCount,
        vehicleClasses: vehicleClassCount,
        testimonials: testimonialCount,
        sitePages: sitePageCount,
      };
    },
    async recentContactMessages(limit: number) {
      return db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
