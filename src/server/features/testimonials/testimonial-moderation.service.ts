import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { TestimonialFieldValues } from "#shared/testimonials/testimonial-submission.schema";
import type { TestimonialPatch, TestimonialsAdminRepository } from "./testimonials-admin.repository";

export type ModerationAction =
  | { kind: "approve" }
  | { kind: "reject"; reason: string }
  | { kind: "feature"; featured: boolean }
  | { kind: "edit"; fields: TestimonialFieldValues }
  | { kind: "reply"; reply: string };

export type ModerationResult = { ok: true } | { ok: false; status: 404 | 409; error: string };

type Stored = NonNullable<Awaited<ReturnType<TestimonialsAdminRepository["lock"]>>>;
const EDITABLE = ["name", "country", "rating", "text", "language"] as const;

/** What the action changes, or why it cannot (the review's status decides; nothing is written then). */
function decide(row: Stored, action: ModerationAction, actorId: string, at: Date): TestimonialPatch | { error: string } {
  const moderated = { moderatedAt: at, moderatedBy: actorId };
  switch (action.kind) {
    case "approve":
      if (row.status === "approved") return { error: "This review is already approved." };
      return { status: "approved", rejectReason: null, ...moderated };
    case "reject":
      if (row.status === "rejected") return { error: "This review is already rejected." };
      // A rejected review leaves the public lists, featured ones included.
      return { status: "rejected", rejectReason: action.reason, featured: false, ...moderated };
    case "feature":
      if (action.featured && row.status !== "approved") return { error: "Only an approved review can be featured." };
      if (row.featured === action.featured) return { error: action.featured ? "This review is already featured." : "This review is not featured." };
      return { featured: action.featured };
    case "edit": {
      const changed = EDITABLE.some((key) => row[key] !== action.fields[key]);
      if (!changed) return { error: "Nothing was changed." };
      // Staff's edit makes a demo row the company's own, so demo removal keeps it.
      return { ...action.fields, demo: false };
    }
    case "reply":
      if ((row.reply ?? "") === action.reply) return { error: "The reply is unchanged." };
      return { reply: action.reply || null, repliedAt: action.reply ? at : null };
  }
}

const pick = (row: Stored, patch: TestimonialPatch) => Object.fromEntries(Object.keys(patch).map((key) => [key, row[key as keyof Stored] ?? null]));
const auditable = (patch: TestimonialPatch) => Object.fromEntries(Object.entries(patch).filter(([key]) => key !== "moderatedAt" && key !== "moderatedBy"));

/**
 * Every staff change of a review: the row is locked, the action checked against its status, and
 * the change and its audit entry (before and after, typos included) commit together. The public
 * pages' cache is emptied after, so an approval shows at once.
 */
export function createTestimonialModeration(deps: { repository: TestimonialsAdminRepository; audit: AuditLog; clearPageCache: () => void; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async apply(id: number, action: ModerationAction, actor: Actor): Promise<ModerationResult> {
      const result = await deps.repository.transaction(async (tx): Promise<ModerationResult> => {
        const row = await deps.repository.lock(tx, id);
        if (!row) return { ok: false, status: 404, error: "This review does not exist." };
        const patch = decide(row, action, actor.id, now());
        if ("error" in patch) return { ok: false, status: 409, error: patch.error };
        await deps.repository.update(tx, id, patch);
        const changes = auditable(patch);
        await deps.audit.record(tx, actor, {
          action: `testimonial.${action.kind === "feature" && !action.featured ? "unfeature" : action.kind}`,
          entity: "testimonial",
          entityId: String(id),
          before: { ...pick(row, changes), name: row.name },
          after: { ...changes, name: "name" in changes ? changes.name : row.name },
        });
        return { ok: true };
      });
      if (result.ok) deps.clearPageCache();
      return result;
    },
  };
}
export type TestimonialModeration = ReturnType<typeof createTestimonialModeration>;
