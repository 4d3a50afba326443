import type { Config } from "@react-router/dev/config";

// Public pages are server-rendered from the Hono process (src/server/main.ts),
// which passes the read services in as the load context.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
