import type { SeedGuide } from "#server/db/seed/seed-types";
import { guidesPart1 } from "#server/db/seed/data/guides-1";
import { guidesPart2 } from "#server/db/seed/data/guides-2";

export const guides: SeedGuide[] = [...guidesPart1, ...guidesPart2];
