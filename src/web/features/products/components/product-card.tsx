import type { ImageProps } from "#shared/files/image-url";
import { useTranslation } from "#web/lib/i18n/texts";
import type { ProductView } from "#shared/content/public-read-api";
import { formatSar } from "#shared/products/money";
import { LocalizedLink } from "#web/components/layout/localized-link";
import { whatsappLink } from "#web/components/layout/site-footer";
import { useOnlineBooking } from "#web/components/layout/use-online-booking";
import { useLanguage } from "#web/lib/language";

const bookButton =
  "mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** A service in a grid: picture, name, summary and the lowest price. */
export function ProductCard({
  product,
  headingLevel = 3,
}: {
  product: Pick<ProductView, "slug" | "name" | "summary" | "image" | "fromHalalas"> & { picture: ImageProps };
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("home");
  const { t: common } = useTranslation();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const booking = useOnlineBooking();
  return (
    <article className="link-card flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <img {...product.picture} alt="" loading="lazy" className="aspect-[8/5] w-full bg-stone-100 object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold text-brand-900">
          <LocalizedLink to={`/services#${product.slug}`} className="card-link">
            {product.name}
          </LocalizedLink>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-muted">{product.summary}</p>
        {product.fromHalalas !== null ? (
          <p className="mt-4 font-semibold text-brand-700">{t("fromPrice", { price: formatSar(product.fromHalalas, language) })}</p>
        ) : null}
        {booking.online ? (
          <LocalizedLink to={`/book?product=${product.slug}`} className={bookButton}>
            {common("actions.bookOnline")}
            <span className="sr-only"> — {product.name}</span>
          </LocalizedLink>
        ) : (
          // Online booking switched off: the company takes bookings on WhatsApp.
          <a href={whatsappLink(booking.whatsapp)} rel="noopener noreferrer" className={bookButton}>
            {common("actions.bookWhatsapp")}
            <span className="sr-only"> — {product.name}</span>
          </a>
        )}
      </div>
    </article>
  );
}
