import type { Language } from "#shared/i18n/languages";
import type { BookingProduct } from "./booking-product";
import { ContactFields } from "./contact-fields";
import { ExtrasFields } from "./extras-fields";
import { useTripQuote } from "./use-trip-quote";

/** Step 3: the extras on offer (priced by the quote), then who we confirm with. */
export function ContactStep({ language, products }: { language: Language; products: BookingProduct[] }) {
  const { query } = useTripQuote(language, products);
  return (
    <div className="space-y-8">
      {query.data ? <ExtrasFields extras={query.data.extras} language={language} /> : null}
      <ContactFields language={language} />
    </div>
  );
}
