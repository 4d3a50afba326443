import type { PageContext } from "#shared/content/public-read-api";

// The server hands every loader the read API and the public configuration (src/server/http-server.ts).
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs the interface form
  interface AppLoadContext extends PageContext {}
}
