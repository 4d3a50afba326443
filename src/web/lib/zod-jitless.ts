/**
 * No eval may run in our pages (Content-Security-Policy): zod must not probe `new Function` to
 * compile fast parsers, a probe the browser reports as a violation even though zod catches it.
 * zod decides when each schema is built, at its module's evaluation, and route modules are
 * evaluated before entry.client: so this is root.tsx's first import. It sets zod's global
 * configuration (the object zod itself reads, whenever it loads) without importing zod.
 */
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;

export {};
