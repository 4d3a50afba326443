import type { ModuleContext } from "#server/platform/modules/module-context";
import { COMPANY_PROFILE_KEY, companyProfileSchema } from "#shared/company/company-profile.schema";
import type { BookingEvents } from "../booking-events";
import type { TokenLinks } from "../token-links.service";
import { createDispatchRepository } from "./dispatch.repository";
import { createDispatchService } from "./dispatch.service";
import type { OperationsContact } from "./dispatch-alert-messages";
import { createDispatchReads } from "./dispatch-read.service";
import { createDispatchSettings } from "./dispatch-settings";
import { createDispatchSystem } from "./dispatch-system.service";
import { createJobMoves } from "./job-move.service";
import { createJobMovesRepository } from "./job-moves.repository";
import { createOperatorLinks } from "./operator-links.service";

/**
 * Dispatch, built once per process inside the bookings feature (it uses the feature's token links,
 * booking transitions and events). `now` is the clock every service reads (tests pass their own).
 * - moves.move(input) — the one way a leg changes;
 * - staff.ask / assign / unassign / transition / dismissAlert — the staff routes' actions;
 * - system.sweepNoAnswer / sendDueStartLinks / resendStartLink / legsCancelled — timers and hooks;
 * - operatorLinks.view / answerAvailability / confirm / decline / step — the operator's token pages;
 * - reads.leg / candidates / alerts — the job tracker's reads.
 */
export function createDispatchServices(
  ctx: Pick<ModuleContext, "db" | "audit" | "settings" | "siteSettings" | "siteUrl"> & { logger?: ModuleContext["logger"] },
  bookings: {
    tokenLinks: TokenLinks;
    events?: Pick<BookingEvents, "jobChanged">;
    completeBooking: (bookingId: number) => Promise<unknown>;
    /** Follows every committed move in its transaction (live tracking's track link). */
    onMoved?: Parameters<typeof createJobMoves>[0]["onMoved"];
  },
  now: () => Date = () => new Date(),
) {
  const moveRepository = createJobMovesRepository(ctx.db);
  const repository = createDispatchRepository(ctx.db);
  const settings = createDispatchSettings(ctx.siteSettings);
  const moves = createJobMoves({
    repository: moveRepository,
    events: bookings.events,
    completeBooking: bookings.completeBooking,
    onMoved: bookings.onMoved,
    onError: (error) => ctx.logger?.error({ err: error }, "dispatch: completing the booking after its last leg failed"),
    now,
  });
  // Alerts go to the company profile's email, in the public site's first language (the company's own).
  const operations = async (): Promise<OperationsContact | null> => {
    const profile = companyProfileSchema.safeParse(await ctx.settings.get(COMPANY_PROFILE_KEY));
    if (!profile.success) return null;
    const [language = "en"] = (await ctx.siteSettings.site()).languagesShown;
    return { email: profile.data.email, language };
  };
  const shared = { moves, repository, audit: ctx.audit, settings, siteUrl: ctx.siteUrl, operations };
  return {
    moves,
    settings,
    staff: createDispatchService(shared),
    system: createDispatchSystem({ ...shared, moveRepository }),
    operatorLinks: createOperatorLinks({ db: ctx.db, tokenLinks: bookings.tokenLinks, moves, repository, moveRepository, siteUrl: ctx.siteUrl, operations }),
    reads: createDispatchReads({ db: ctx.db, repository }),
  };
}
export type DispatchServices = ReturnType<typeof createDispatchServices>;
