import { count, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { blogPosts, guides } from "#server/db/schema/articles";
import { contactMessages } from "#server/db/schema/contact-messages";
import { products } from "#server/db/schema/products";
import { testimonials } from "#server/db/schema/testimonials";
import { users } from "#server/db/schema/users";

/** What the first dashboard shows: how many of each thing exist, and the latest contact messages. */
export function createDashboardRepository(db: Database) {
  const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    async counts() {
      const [productCount, postCount, guideCount, testimonialCount, messageCount, newMessageCount, staffCount] = await Promise.all([
        total(db.select({ n: count() }).from(products)),
        total(db.select({ n: count() }).from(blogPosts)),
        total(db.select({ n: count() }).from(guides)),
        total(db.select({ n: count() }).from(testimonials)),
        total(db.select({ n: count() }).from(contactMessages)),
        total(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new"))),
        total(db.select({ n: count() }).from(users).where(eq(users.banned, false))),
      ]);
      return {
        products: productCount,
        posts: postCount,
        guides: guideCount,
        testimonials: testimonialCount,
        contactMessages: messageCount,
        newContactMessages: newMessageCount,
        staff: staffCount,
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
