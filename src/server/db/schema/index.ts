// The full schema for drizzle-kit and the client. (Only db/ and repositories import it.)
export * from "./settings";
export * from "./vehicle-classes";
export * from "./products";
export * from "./product-prices";
export * from "./articles";
export * from "./testimonials";
export * from "./site-pages";
export * from "./contact-messages";
export * from "./rate-limits";
export * from "./captcha-spent";
export * from "./users";
export * from "./error-logs";
export * from "./staff-auth";
export * from "./outbox";
export * from "./pricing-catalogue";
export * from "./bookings";
export * from "./files";
