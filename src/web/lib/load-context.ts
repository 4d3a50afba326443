import type { PageContext } from "#shared/content/public-read-api";

// The server hands every loader the read API and the public configuration (src/server/server.ts).
declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
