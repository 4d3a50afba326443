import type { FeatureModuleFactory } from "./platform/modules/feature-module";
import { authModule } from "./features/auth/auth.module";
import { backupsModule } from "./features/backups/backups.module";
import { bookingsModule } from "./features/bookings/bookings.module";
import { contactModule } from "./features/contact/contact.module";
import { contentModule } from "./features/content/content.module";
import { dashboardModule } from "./features/dashboard/dashboard.module";
import { errorsModule } from "./features/errors/errors.module";
import { guidesImportModule } from "./features/guides-import/guides-import.module";
import { filesModule } from "./features/files/files.module";
import { messagingModule } from "./features/messaging/messaging.module";
import { operatorsModule } from "./features/operators/operators.module";
import { paymentsModule } from "./features/payments/payments.module";
import { productsModule } from "./features/products/products.module";
import { roadmapModule } from "./features/roadmap/roadmap.module";
import { realtimeModule } from "./features/realtime/realtime.module";
import { quickToolsModule } from "./features/quick-tools/quick-tools.module";
import { securityModule } from "./features/security/security.module";
import { settingsModule } from "./features/settings/settings.module";
import { systemModule } from "./features/system/system.module";
import { testimonialsModule } from "./features/testimonials/testimonials.module";
import { usersModule } from "./features/users/users.module";

/**
 * The server's features, one module each (src/server/features/<name>/<name>.module.ts). A new
 * feature adds its folder and one line here; the host mounts what it declares. Routers are
 * mounted in this order.
 */
export const featureModules: readonly FeatureModuleFactory[] = [
  systemModule,
  settingsModule,
  contentModule,
  guidesImportModule,
  productsModule,
  testimonialsModule,
  quickToolsModule,
  contactModule,
  errorsModule,
  authModule,
  usersModule,
  securityModule,
  dashboardModule,
  messagingModule,
  // Before bookings: payments wraps the booking link's cancel to refund by the policy.
  paymentsModule,
  bookingsModule,
  operatorsModule,
  realtimeModule,
  roadmapModule,
  filesModule,
  backupsModule,
];
