import type { SeedPost } from "#server/db/seed/seed-types";
import { postsPart1 } from "#server/db/seed/data/posts-1";
import { postsPart2 } from "#server/db/seed/data/posts-2";

export const posts: SeedPost[] = [...postsPart1, ...postsPart2];
