import "#web/lib/staff-session/admin-i18n";
import "#web/features/whatsapp-inbox/whatsapp-inbox-texts";
import { useSearchParams } from "react-router";
import { WHATSAPP_INBOX_FILTERS, type WhatsappInboxFilter } from "#shared/messaging/whatsapp-inbox.schema";
import { useTranslation } from "#web/lib/i18n/texts";
import { Card, EmptyState, PageHeading } from "#web/components/admin/admin-ui";
import { ContactInboxList } from "#web/features/contact/components/contact-inbox-list";
import { ConversationList, type ListState } from "#web/features/whatsapp-inbox/components/conversation-list";
import { ConversationThread } from "#web/features/whatsapp-inbox/components/conversation-thread";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/whatsapp-inbox";

// Every staff member reads the inbox; admin and operations answer in it (DESIGN: Roles).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = await requirePermission(context, request, "dashboard.read");
  const staff = await context.staff.whoIs(request);
  return { language, staffId: staff?.id ?? "", canWrite: Boolean(staff?.permissions.includes("operations.write")) };
}
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.whatsapp-inbox");

const filterOf = (value: string | null): WhatsappInboxFilter =>
  (WHATSAPP_INBOX_FILTERS as readonly string[]).includes(value ?? "") ? (value as WhatsappInboxFilter) : "open";
const idOf = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /admin/whatsapp-inbox: the conversations beside the open one on wide screens; on a phone the
 * list, then the thread alone with a way back. Contact-form messages are the second tab.
 */
export default function WhatsappInboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("whatsapp-inbox");
  const { t: tAdmin } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "contact" && loaderData.canWrite ? "contact" : "whatsapp";
  const selected = idOf(params.get("c"));
  const state: ListState = { filter: filterOf(params.get("filter")), q: params.get("q") ?? "", page: Math.max(1, Number(params.get("page")) || 1) };
  const write = (next: Partial<ListState> & { c?: number | null; tab?: string }) => {
    const merged = { ...state, c: selected, tab, ...next };
    const query: Record<string, string> = {};
    if (merged.tab === "contact") query.tab = "contact";
    if (merged.filter !== "open") query.filter = merged.filter;
    if (merged.q) query.q = merged.q;
    if (merged.page > 1) query.page = String(merged.page);
    if (merged.c) query.c = String(merged.c);
    setParams(query, { preventScrollReset: true });
  };
  return (
    <>
      <PageHeading title={tAdmin("pages.whatsapp-inbox")} intro={t("intro")} />
      {loaderData.canWrite ? (
        <nav aria-label={t("tabs.label")} className="mb-4 flex gap-2">
          {(["whatsapp", "contact"] as const).map((option) => (
            <a
              key={option}
              href={option === "contact" ? "?tab=contact" : "?"}
              aria-current={option === tab ? "page" : undefined}
              onClick={(event) => {
                event.preventDefault();
                write({ tab: option, c: null, page: 1 });
              }}
              className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {t(`tabs.${option}`)}
            </a>
          ))}
        </nav>
      ) : null}
      {tab === "contact" ? (
        <Card>
          <p className="mb-3 text-sm text-muted">{t("contactIntro")}</p>
          <ContactInboxList view="open" page={state.page} onPage={(page) => write({ page })} language={loaderData.language} />
        </Card>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className={selected ? "hidden min-w-0 lg:block" : "min-w-0"}>
            <ConversationList
              state={state}
              onState={(next) => write({ ...next, c: selected })}
              selectedId={selected}
              onSelect={(c) => write({ c })}
              language={loaderData.language}
            />
          </div>
          <div className={selected ? "min-w-0" : "hidden min-w-0 lg:block"}>
            {selected ? (
              <>
                <button
                  type="button"
                  onClick={() => write({ c: null })}
                  className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline lg:hidden"
                >
                  <span aria-hidden="true" className="rtl:rotate-180">
                    ←
                  </span>
                  &nbsp;{t("back")}
                </button>
                <ConversationThread key={selected} id={selected} canWrite={loaderData.canWrite} language={loaderData.language} staffId={loaderData.staffId} />
              </>
            ) : (
              <EmptyState>{t("choose")}</EmptyState>
            )}
          </div>
        </div>
      )}
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
