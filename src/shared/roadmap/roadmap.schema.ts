import { z } from "zod";
import { safeText } from "../validation/safe-text";

/** DESIGN: roadmap items move planned → in progress → done (and back: plans change). */
export const ROADMAP_STATUSES = ["planned", "in_progress", "done"] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];
/** 1 is the most urgent. */
export const ROADMAP_PRIORITIES = [1, 2, 3, 4] as const;
export type RoadmapPriority = (typeof ROADMAP_PRIORITIES)[number];

const status = z.enum(ROADMAP_STATUSES, { error: "Choose planned, in progress or done." });
const priority = z
  .number({ error: "Choose a priority from 1 to 4." })
  .int("Choose a priority from 1 to 4.")
  .min(1, "Choose a priority from 1 to 4.")
  .max(4, "Choose a priority from 1 to 4.");
const targetDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-31.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Use a real date.")
  .nullable();
const version = z.number({ error: "The item's version is missing." }).int().min(1);

export const roadmapItemInputSchema = z
  .object({
    title: safeText({ min: 3, max: 120 }),
    description: safeText({ max: 2_000, multiline: true }),
    status,
    priority,
    targetDate,
  })
  .strict();
export type RoadmapItemInput = z.input<typeof roadmapItemInputSchema>;

/** An edit carries the version it was made from: a stale copy is refused (409). */
export const roadmapItemUpdateSchema = roadmapItemInputSchema.extend({ version }).strict();

/** Drag or "move to…": the column, the place in it (0 = top), and the version moved from. */
export const roadmapMoveSchema = z.object({ status, position: z.number().int().min(0).max(10_000), version }).strict();
export type RoadmapMove = z.infer<typeof roadmapMoveSchema>;

export interface RoadmapItem {
  id: number;
  title: string;
  description: string;
  status: RoadmapStatus;
  priority: number;
  targetDate: string | null;
  position: number;
  version: number;
  updatedAt: string;
}

export interface RoadmapEvent {
  id: number;
  kind: "created" | "edited" | "moved" | "deleted";
  changes: Record<string, { from: unknown; to: unknown }>;
  actorEmail: string | null;
  at: string;
}
