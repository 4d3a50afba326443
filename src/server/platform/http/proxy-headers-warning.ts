import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger/logger";

/**
 * With TRUST_PROXY off, X-Forwarded-For is ignored. When requests carry it anyway, the server is
 * most likely behind a proxy nobody told it about: every visitor then has the proxy's address,
 * and shares one rate-limit bucket with all the others. Said once per process, in the log.
 */
export function warnOnceOfProxyHeaders(logger: Pick<Logger, "warn">): MiddlewareHandler {
  let warned = false;
  return async (c, next) => {
    if (!warned && c.req.header("x-forwarded-for") !== undefined) {
      warned = true;
      logger.warn(
        "Requests carry X-Forwarded-For but TRUST_PROXY is false: every visitor has the proxy's address and they share its rate limits. Set TRUST_PROXY=true behind your own proxy.",
      );
    }
    await next();
  };
}
