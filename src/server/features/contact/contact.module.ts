import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createContactRepository } from "./contact.repository";
import { contactRoutes } from "./contact.routes";
import { contactTiles } from "./contact-tiles.repository";
import { createContactService } from "./contact.service";

/** The contact form (with its captcha challenge): an anonymous write, limited per address. */
export const contactModule: FeatureModuleFactory = ({ db, captcha, limiter, trustProxy }) => {
  const contact = createContactService({ repository: createContactRepository(db), captcha });
  return { name: "contact", tiles: contactTiles(db), routes: [contactRoutes({ contact, captcha, limiter, trustProxy })] };
};
