import { useEffect } from "react";
import { useFieldArray, useFormContext, useWatch, useFormState } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { emptyLeg, FORM_MAX_LEGS, returnLeg, type BookingFormValues, type LegValues } from "../form/booking-form-values";
import { productOf, type BookingProduct } from "./booking-product";
import { errorAt, FieldError } from "./field-error";
import { LegFields } from "./leg-fields";
import { inputClass, labelClass, secondaryButton } from "./booking-ui";

/**
 * Step 1: the service, then each leg with the fields its kind needs; a transfer can add a return
 * trip or further legs (Makkah → Madinah…), a tour, an hourly hire or a package is one leg.
 */
export function TripStep({ products, language, leadHours }: { products: BookingProduct[]; language: Language; leadHours: number }) {
  const { t } = useTranslation("booking");
  const { register, getValues } = useFormContext<BookingFormValues>();
  const formState = useFormState<BookingFormValues>();
  const { fields, append, remove } = useFieldArray<BookingFormValues, "legs">({ name: "legs" });
  const productSlug = useWatch<BookingFormValues, "productSlug">({ name: "productSlug" });
  const product = productOf(products, productSlug);
  const severalLegs = product?.severalLegs ?? true;
  // A service booked as one trip keeps only the first leg.
  useEffect(() => {
    if (!severalLegs && fields.length > 1) remove(fields.slice(1).map((_, i) => i + 1));
  }, [severalLegs, fields, remove]);
  const productError = errorAt(formState.errors, "productSlug");
  const legsError = errorAt(formState.errors, "legs");
  const lastLeg = () => getValues("legs").at(-1) as LegValues;
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="booking-product" className={labelClass}>
          {t("trip.product")}
        </label>
        <select
          id="booking-product"
          className={inputClass(Boolean(productError))}
          aria-invalid={productError ? true : undefined}
          aria-describedby={productError ? "booking-product-error" : undefined}
          {...register("productSlug")}
        >
          <option value="">{t("trip.chooseProduct")}</option>
          {products.map((product) => (
            <option key={product.slug} value={product.slug}>
              {product.name}
            </option>
          ))}
        </select>
        <FieldError id="booking-product-error" message={productError} />
        {product ? <p className="mt-1 text-xs text-muted">{t("trip.servedOnly")}</p> : null}
      </div>
      {fields.map((field, index) => (
        <LegFields
          key={field.id}
          index={index}
          product={product}
          language={language}
          leadHours={leadHours}
          onRemove={index > 0 ? () => remove(index) : undefined}
        />
      ))}
      <FieldError id="booking-legs-error" message={legsError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {severalLegs && fields.length === 1 ? (
          <button type="button" className={secondaryButton} onClick={() => append(returnLeg(lastLeg()), { shouldFocus: false })}>
            {t("trip.addReturn")}
          </button>
        ) : null}
        {severalLegs && fields.length < FORM_MAX_LEGS ? (
          <button type="button" className={secondaryButton} onClick={() => append(emptyLeg({ ...lastLeg().to }), { shouldFocus: false })}>
            {t("trip.addLeg")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
