import type { AvailabilityAnswerRow } from "#shared/dispatch/dispatch-api";
import type { Language } from "#shared/i18n/languages";
import { Badge, Button } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";

const TONE = { available: "good", unavailable: "bad", waiting: "neutral" } as const;

/** This round's answers as they arrive: available (with the note), not available, or still waiting; an available one can be assigned. */
export function AnswersList({
  requests,
  language,
  onAssign,
}: {
  requests: AvailabilityAnswerRow[];
  language: Language;
  onAssign?: (operatorId: number) => void;
}) {
  const { t } = useTranslation("admin-dispatch");
  if (requests.length === 0) return null;
  return (
    <div>
      <h5 className="text-xs font-semibold text-brand-900">{t("answers")}</h5>
      <ul className="mt-1 divide-y divide-stone-100" data-testid="dispatch-answers">
        {requests.map((request) => {
          const state = request.answer ?? "waiting";
          return (
            <li key={request.operatorId} data-answer={state} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  <bdi>{request.operatorName}</bdi> <Badge tone={TONE[state]}>{t(`answer.${state}`)}</Badge>
                </p>
                {request.note ? <p className="text-sm break-words whitespace-pre-line text-ink">“{request.note}”</p> : null}
                <p className="text-xs text-muted">
                  {request.answeredAt
                    ? t("answeredAt", { time: formatDateTime(request.answeredAt, language) })
                    : t("askedAt", { time: formatDateTime(request.askedAt, language) })}
                </p>
              </div>
              {onAssign && request.answer === "available" ? (
                <Button variant="secondary" className="min-h-9 px-3 py-1.5" onClick={() => onAssign(request.operatorId)}>
                  {t("assign.fromAnswer", { name: request.operatorName })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
