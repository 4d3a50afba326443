import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import type { Language } from "#shared/i18n/languages";
import type { SubmissionAttempt } from "../form/booking-draft";
import type { BookingProduct } from "./booking-product";
import type { BookingPaymentSlots } from "./payment-slots";

export interface CaptchaConfig {
  provider: "altcha" | "hcaptcha";
  siteKey?: string;
}

/** What the form hands the lazily loaded steps 2–4 and the success panel. */
export interface LaterStepsProps {
  /** 2–4, or 5 for the success panel. */
  step: number;
  done: BookingCreatedResponse | null;
  language: Language;
  products: BookingProduct[];
  captcha: CaptchaConfig;
  whatsapp: string;
  /** The company's phone, for "call us now" when the pickup is sooner than the confirmation promise. */
  phone: string;
  /** What the review tells before sending: free cancellation until N hours before pickup, and how payment happens. */
  terms: { cancellationCutoffHours: number; paymentSentence: string };
  attempt: SubmissionAttempt | null;
  onAttempt: (attempt: SubmissionAttempt | null) => void;
  onDone: (done: BookingCreatedResponse) => void;
  goTo: (step: number) => void;
  onStartOver: () => void;
  onInvalid: () => void;
  /** Online payment's parts, when the route hands them in. */
  payments?: BookingPaymentSlots;
}
