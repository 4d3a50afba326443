import { boolean, jsonb, timestamp } from "drizzle-orm/pg-core";
import type { LocalizedText } from "#shared/i18n/localized-text";

/** A text per language, stored as {"en": …, "ar": …}. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/**
 * True on rows the demo seed wrote (content/), so `npm run demo:remove` can delete exactly them.
 * A staff edit of such a row should clear it: the row is then the company's own.
 */
export const demoFlag = () => boolean("demo").notNull().default(false);
