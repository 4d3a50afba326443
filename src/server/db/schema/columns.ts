import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { LocalizedText } from "#shared/i18n/localized-text";

/** A text per language, stored as {"en": …, "ar": …}. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
