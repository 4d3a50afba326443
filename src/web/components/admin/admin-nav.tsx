import {
  Activity,
  BookOpen,
  Bug,
  CarFront,
  ClipboardList,
  CreditCard,
  Database,
  FileUp,
  FolderOpen,
  Gauge,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageCircle,
  MessagesSquare,
  Map as RoadmapIcon,
  MessageSquareQuote,
  Newspaper,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  Workflow,
} from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { ADMIN_PAGES, type AdminPageSlug } from "#shared/auth/admin-pages";
import type { StaffSummary } from "#shared/auth/staff-summary";

const ICONS: Record<AdminPageSlug, typeof Users> = {
  dashboard: LayoutDashboard,
  jobs: ClipboardList,
  "jobs/payments": CreditCard,
  operators: Truck,
  products: CarFront,
  blogs: Newspaper,
  guides: BookOpen,
  "file-repository": FolderOpen,
  "whatsapp-inbox": MessagesSquare,
  "contact-messages": Inbox,
  "email-templates": Mail,
  "whatsapp-templates": MessageCircle,
  workflow: Workflow,
  testimonials: MessageSquareQuote,
  "guides/import": FileUp,
  users: Users,
  security: ShieldCheck,
  configurations: Settings,
  "error-logs": Bug,
  "system-dashboard": Activity,
  "database-performance": Database,
  optimization: Gauge,
  roadmap: RoadmapIcon,
};

/** Only the pages that exist and that this person's role may open; `badges` puts a live count beside a page (the layout composes them). */
export function AdminNav({
  staff,
  onNavigate,
  badges = {},
}: {
  staff: StaffSummary;
  onNavigate?: () => void;
  badges?: Partial<Record<AdminPageSlug, ReactNode>>;
}) {
  const { t } = useTranslation("admin");
  const pages = ADMIN_PAGES.filter((page) => staff.permissions.includes(page.permission));
  return (
    <nav aria-label={t("layout.navigation")}>
      <ul className="space-y-1">
        {pages.map((page) => {
          const Icon = ICONS[page.slug];
          return (
            <li key={page.slug}>
              <NavLink
                to={`/admin/${page.slug}`}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-white ${isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"}`
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(`pages.${page.slug}`)}
                {badges[page.slug] ?? null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
