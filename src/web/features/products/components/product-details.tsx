import type { ImageProps } from "#shared/files/image-url";
import { useTranslation } from "#web/lib/i18n/texts";
import { useOnlineBooking } from "#web/components/layout/use-online-booking";
import type { ProductView } from "#shared/content/public-read-api";
import { LANGUAGE_LOCALE } from "#shared/i18n/languages";
import { VAT_RATE_PERCENT } from "#shared/products/product-kinds";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { useLanguage } from "#web/lib/language";
import { PriceTable } from "./price-table";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * One service on the services page, addressable as /services#slug (the home page links there).
 * Phones read it top to bottom; wide screens put the prices under the picture, beside the text.
 * Not a named region: the kind's section around it already is one, and a page of dozens of
 * landmarks helps nobody.
 */
export function ProductDetails({
  product,
  bookingHref,
  priority = false,
}: {
  product: ProductView & { picture: ImageProps };
  bookingHref: string;
  priority?: boolean;
}) {
  const { t } = useTranslation("services");
  const { t: common } = useTranslation();
  // Switched off on /admin/configurations: WhatsApp and the contact page still take bookings.
  const { online } = useOnlineBooking();
  const language = useLanguage();
  const headingId = `${product.slug}-heading`;
  const vat = new Intl.NumberFormat(LANGUAGE_LOCALE[language], { style: "percent" }).format(VAT_RATE_PERCENT / 100);
  return (
    <section
      id={product.slug}
      className="scroll-mt-24 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm lg:grid lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr]"
    >
      <img
        {...product.picture}
        alt=""
        // The first picture is the page's largest paint on a phone: fetched at once, first.
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        className="aspect-[8/5] w-full bg-stone-100 object-cover lg:col-start-1 lg:row-start-1"
      />
      <div className="p-5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h3 id={headingId} className="text-xl font-semibold text-brand-900 sm:text-2xl">
          {product.name}
        </h3>
        <p className="mt-2 text-muted">{product.summary}</p>
        {/* Markdown rendered and sanitised on the server. */}
        <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
      </div>
      <div className="border-t border-stone-200 bg-stone-50 p-5 sm:p-6 lg:col-start-1 lg:row-start-2 lg:border-e lg:border-t-0">
        <PriceTable prices={product.prices} caption={t("pricesFor", { name: product.name })} />
        <p className="mt-3 text-xs text-muted">{t("vatIncluded", { vat })}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {online ? (
            <LocalizedLink
              to={`/book?product=${product.slug}`}
              className={`inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 ${focusRing}`}
            >
              {common("actions.bookOnline")}
              <span className="sr-only"> — {product.name}</span>
            </LocalizedLink>
          ) : null}
          {/* WhatsApp is the second way while the site takes bookings, the main one when it does not. */}
          <a
            href={bookingHref}
            rel="noopener noreferrer"
            className={`inline-flex min-h-11 items-center rounded-lg px-4 py-2.5 font-semibold ${online ? "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50" : "bg-brand-700 text-white hover:bg-brand-800"} ${focusRing}`}
          >
            {t("bookWhatsapp")}
            <span className="sr-only"> — {product.name}</span>
          </a>
          <LocalizedLink
            to="/contact"
            className={`inline-flex min-h-11 items-center rounded-lg border border-stone-400 bg-white px-4 py-2.5 font-semibold text-brand-800 hover:bg-stone-100 ${focusRing}`}
          >
            {t("askQuestion")}
            <span className="sr-only"> — {product.name}</span>
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
