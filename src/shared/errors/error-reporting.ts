/**
 * The error-reporting service's settings (spec: environment, sample rates, masking, trace
 * propagation, release), shared by the browser's and the server's Sentry set-up so both report
 * the same way. Used only when an error-reporting address (SENTRY_DSN, or the one saved on
 * /admin/configurations) is in force.
 */
export const ERROR_REPORTING_RELEASE = "1.0.0";
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;
/** Session replays never carry what a visitor typed or saw: all text masked, all media blocked. */
export const REPLAY_PRIVACY = { maskAllText: true, blockAllMedia: true } as const;

/**
 * Where trace headers may be sent: localhost, and the site's own host (one server answers both
 * the pages and the API here, so the backend's and the hosting's domains are the same).
 */
export function tracePropagationTargets(siteUrl: string): (string | RegExp)[] {
  const targets: (string | RegExp)[] = ["localhost", /^\//];
  try {
    targets.push(new URL(siteUrl).host);
  } catch {
    // An invalid site address is refused at start-up; nothing to add here.
  }
  return targets;
}
