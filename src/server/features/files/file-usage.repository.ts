import { and, eq, like, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { blogPosts, guides } from "#server/db/schema/articles";
import { products } from "#server/db/schema/products";
import { settings } from "#server/db/schema/settings";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import { COMPANY_PROFILE_KEY } from "#shared/company/company-profile.schema";
import type { FileUse } from "#shared/files/files-answers";

type Executor = Database | Transaction;

/**
 * Where a file is used: articles' covers and Markdown bodies (either language), products' and
 * vehicle classes' images, the company's logo. A use is any text containing the file's address stem (/media/<uuid>),
 * so variants, sizes and absolute addresses all count.
 */
export function createFileUsageRepository(db: Database) {
  return {
    async usesOf(stem: string, tx: Executor = db): Promise<FileUse[]> {
      const pattern = `%${stem}%`;
      const articleUses = async (table: typeof blogPosts | typeof guides, kind: "blog_post" | "guide") => {
        const rows = await tx
          .select({ id: table.id, title: table.title, cover: table.coverImage, body: sql<string>`${table.body}::text` })
          .from(table)
          .where(or(like(table.coverImage, pattern), like(sql`${table.body}::text`, pattern)));
        return rows.map((row): FileUse => ({ kind, id: row.id, title: row.title.en || row.title.ar, field: row.cover.includes(stem) ? "cover" : "body" }));
      };
      const [posts, guideUses, productRows, classRows, logoRows] = await Promise.all([
        articleUses(blogPosts, "blog_post"),
        articleUses(guides, "guide"),
        tx.select({ id: products.id, name: products.name }).from(products).where(like(products.image, pattern)),
        tx.select({ id: vehicleClasses.id, name: vehicleClasses.name }).from(vehicleClasses).where(like(vehicleClasses.image, pattern)),
        tx
          .select({ key: settings.key })
          .from(settings)
          .where(and(eq(settings.key, COMPANY_PROFILE_KEY), like(sql`${settings.value}->>'logo'`, pattern))),
      ]);
      return [
        ...posts,
        ...guideUses,
        ...productRows.map((row): FileUse => ({ kind: "product", id: row.id, title: row.name.en || row.name.ar, field: "image" })),
        ...classRows.map((row): FileUse => ({ kind: "vehicle_class", id: row.id, title: row.name.en || row.name.ar, field: "image" })),
        ...logoRows.map((): FileUse => ({ kind: "company_profile", id: 0, title: "", field: "logo" })),
      ];
    },
  };
}
export type FileUsageRepository = ReturnType<typeof createFileUsageRepository>;
