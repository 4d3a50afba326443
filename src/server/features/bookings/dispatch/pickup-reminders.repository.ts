import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";

/** The time trigger's scan: legs whose pickup is within a rule's hours and that the rule has not sent for. */
export function createPickupRemindersRepository(db: Database) {
  return {
    /**
     * Live legs of confirmed bookings picking up after `now` and at most `hours` later, without a
     * send of this rule yet (its subject is "job:<id>"). The send's unique (rule, subject) is what
     * makes it once per leg; this only keeps the scan short.
     */
    async dueLegs(ruleId: number, hours: number, now: Date, limit = 200): Promise<number[]> {
      const rows = await executeRows<{ id: number }>(
        db,
        sql`select j.id from jobs j join bookings b on b.id = j.booking_id
            where b.status = 'confirmed' and j.status not in ('completed', 'cancelled', 'no_show')
              and j.pickup_at > ${now.toISOString()}::timestamptz
              and j.pickup_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${hours}::int)
              and not exists (select 1 from workflow_sends s where s.rule_id = ${ruleId} and s.subject_key = 'job:' || j.id)
            order by j.pickup_at, j.id limit ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },
  };
}
export type PickupRemindersRepository = ReturnType<typeof createPickupRemindersRepository>;
