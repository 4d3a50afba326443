import { countedPhrase, formatCount } from "#shared/i18n/counted";
import { COUNTED_NOUNS } from "#shared/i18n/counted-nouns";
import type { Language } from "#shared/i18n/languages";

/*
 * Every refusal and validation message of the bookings domain, by stable key, in English and
 * Arabic. Schemas and refusals carry keys; the server answers in the visitor's language and the
 * screens translate the same keys. "{count:noun}" becomes a counted phrase with the right plural
 * form ("٦ ساعات", "ساعتين"); "{count}" a bare number in the reader's digits.
 */
const NOUNS = COUNTED_NOUNS;

const ZERO_OR_MORE = { en: "Please enter 0 or more.", ar: "يُرجى إدخال صفر أو أكثر." };

export const BOOKING_MESSAGES = {
  "booking.invalid": { en: "Please check this field.", ar: "يُرجى التحقق من هذا الحقل." },
  "booking.unknownField": { en: "“{field}” is not accepted.", ar: "الحقل «{field}» غير مقبول." },
  "booking.text.forbidden": { en: "Please remove the special characters from this text.", ar: "يُرجى حذف الرموز غير المسموح بها من هذا النص." },
  "booking.product.invalid": { en: "Please choose a service.", ar: "يُرجى اختيار الخدمة." },
  "booking.product.unavailable": { en: "This service cannot be booked at the moment.", ar: "لا يمكن حجز هذه الخدمة حاليًا." },
  "booking.vehicleClass.invalid": { en: "Please choose a vehicle.", ar: "يُرجى اختيار نوع السيارة." },
  "booking.vehicleClass.unavailable": { en: "This vehicle is not offered for this service.", ar: "نوع السيارة هذا غير متاح لهذه الخدمة." },
  "booking.vehicleClass.tooSmall": {
    en: "This vehicle is too small for your party and luggage; please choose a larger one.",
    ar: "هذه السيارة لا تتسع لعدد الركاب والأمتعة؛ يُرجى اختيار سيارة أكبر.",
  },
  "booking.legs.min": { en: "Please add at least one trip.", ar: "يُرجى إضافة رحلة واحدة على الأقل." },
  "booking.legs.max": { en: "A booking can have at most {count:legs}.", ar: "يمكن أن يتضمن الحجز {count:legs} كحد أقصى." },
  "booking.legs.outOfOrder": {
    en: "This trip starts before the previous one; please check the dates.",
    ar: "تبدأ هذه الرحلة قبل الرحلة السابقة؛ يُرجى مراجعة التواريخ.",
  },
  "booking.place.invalid": { en: "Please choose a place from the list or type an address.", ar: "يُرجى اختيار مكان من القائمة أو كتابة العنوان." },
  "booking.address.required": { en: "Please type the address.", ar: "يُرجى كتابة العنوان." },
  "booking.address.tooShort": {
    en: "Please give a bit more of the address (at least {count:characters}).",
    ar: "يُرجى كتابة العنوان بتفصيل أكثر ({count:characters} على الأقل).",
  },
  "booking.address.tooLong": { en: "Please keep the address to at most {count:characters}.", ar: "يُرجى ألا يتجاوز العنوان {count:characters}." },
  "booking.address.zone": {
    en: "Please choose the city your address is in: it sets the route and its price.",
    ar: "يُرجى اختيار المدينة التي يقع فيها العنوان: بها يُحدَّد المسار وسعره.",
  },
  "booking.legs.single": {
    en: "This service is booked as one trip: make another booking for another day or trip.",
    ar: "تُحجز هذه الخدمة رحلةً واحدة: أنشئ حجزًا آخر ليوم أو رحلة أخرى.",
  },
  "booking.place.toRequired": { en: "Please choose where the trip goes.", ar: "يُرجى اختيار وجهة الرحلة." },
  "booking.route.unserved": {
    en: "This service does not go from {from} to {to}. Choose places this service serves, or the service that makes this trip.",
    ar: "هذه الخدمة لا تعمل من {from} إلى {to}. اختر أماكن تخدمها هذه الخدمة، أو الخدمة التي تقدّم هذه الرحلة.",
  },
  "booking.route.unservedStart": {
    en: "This service does not start from {from}. Choose a start place this service serves.",
    ar: "هذه الخدمة لا تبدأ من {from}. اختر مكان انطلاق تخدمه هذه الخدمة.",
  },
  "booking.plan.tooLong": { en: "Please keep your plan to at most {count:characters}.", ar: "يُرجى ألا تتجاوز خطتك {count:characters}." },
  "booking.address.coordinates": { en: "The location on the map is not valid.", ar: "الموقع المحدد على الخريطة غير صالح." },
  "booking.pickup.invalid": { en: "Please choose a valid date and time.", ar: "يُرجى اختيار تاريخ ووقت صحيحين." },
  "booking.pickup.past": { en: "This time has already passed; please choose a later one.", ar: "هذا الوقت قد مضى؛ يُرجى اختيار وقت لاحق." },
  "booking.pickup.tooSoon": { en: "The pickup must be at least {count:hours} from now.", ar: "يجب أن يكون موعد الانطلاق بعد {count:hours} على الأقل من الآن." },
  "booking.pickup.tooFar": {
    en: "We take bookings up to 18 months ahead; please choose an earlier date.",
    ar: "نستقبل الحجوزات قبل 18 شهرًا كحد أقصى؛ يُرجى اختيار تاريخ أقرب.",
  },
  "booking.flight.required": {
    en: "Please enter the flight number so the driver can follow your landing.",
    ar: "يُرجى إدخال رقم الرحلة الجوية ليتابع السائق موعد هبوطك.",
  },
  "booking.flight.invalid": { en: "Please enter a flight number such as SV 1234.", ar: "يُرجى إدخال رقم رحلة صحيح مثل SV 1234." },
  "booking.hours.invalid": { en: "Please choose between 1 and 24 hours.", ar: "يُرجى اختيار مدة بين ساعة واحدة و24 ساعة." },
  "booking.extras.invalid": { en: "Please choose extras from the list.", ar: "يُرجى اختيار الإضافات من القائمة." },
  "booking.extras.unavailable": { en: "This extra is not available for this trip.", ar: "هذه الإضافة غير متاحة لهذه الرحلة." },
  "booking.extras.quantity": { en: "Please enter a quantity of 1 or more.", ar: "يُرجى إدخال كمية لا تقل عن واحد." },
  "booking.extras.duplicate": { en: "Each extra can be chosen once per trip.", ar: "يمكن اختيار كل إضافة مرة واحدة لكل رحلة." },
  "booking.extras.tooMany": { en: "At most {count} of this extra per trip.", ar: "الحد الأقصى من هذه الإضافة {count} لكل رحلة." },
  "booking.adults.invalid": { en: "Please enter the number of adults.", ar: "يُرجى إدخال عدد البالغين." },
  "booking.adults.min": { en: "At least one adult must travel.", ar: "يجب أن يسافر بالغ واحد على الأقل." },
  "booking.adults.max": {
    en: "At most {count:adults} per booking; contact us for larger groups.",
    ar: "الحد الأقصى {count:adults} في الحجز الواحد؛ تواصل معنا للمجموعات الأكبر.",
  },
  "booking.children.invalid": { en: "Please enter the number of children.", ar: "يُرجى إدخال عدد الأطفال." },
  "booking.children.min": ZERO_OR_MORE,
  "booking.children.max": { en: "At most {count:children} per booking.", ar: "الحد الأقصى {count:children} في الحجز الواحد." },
  "booking.infants.invalid": { en: "Please enter the number of infants.", ar: "يُرجى إدخال عدد الرُّضّع." },
  "booking.infants.min": ZERO_OR_MORE,
  "booking.infants.max": { en: "At most {count:infants} per booking.", ar: "الحد الأقصى {count:infants} في الحجز الواحد." },
  "booking.bags.invalid": { en: "Please enter the number of bags.", ar: "يُرجى إدخال عدد الحقائب." },
  "booking.bags.min": ZERO_OR_MORE,
  "booking.bags.max": {
    en: "At most {count:bags} per booking; contact us for more luggage.",
    ar: "الحد الأقصى {count:bags} في الحجز الواحد؛ تواصل معنا للأمتعة الإضافية.",
  },
  "booking.passengers.max": {
    en: "At most {count:passengers} per booking; contact us for larger groups.",
    ar: "الحد الأقصى {count:passengers} في الحجز الواحد؛ تواصل معنا للمجموعات الأكبر.",
  },
  "booking.contact.required": { en: "Please fill in your contact details.", ar: "يُرجى إدخال بيانات التواصل." },
  "booking.contact.name.required": { en: "Please enter your name (at least 2 characters).", ar: "يُرجى إدخال اسمك (حرفان على الأقل)." },
  "booking.contact.name.tooLong": { en: "Please keep your name to at most {count:characters}.", ar: "يُرجى ألا يتجاوز الاسم {count:characters}." },
  "booking.contact.phone.invalid": {
    en: "Please enter a mobile number, such as 05X XXX XXXX or with your country code (+).",
    ar: "يُرجى إدخال رقم جوال صحيح، مثل 05XXXXXXXX أو مع رمز الدولة (+).",
  },
  "booking.contact.email.invalid": { en: "Please enter a valid email address, or leave it empty.", ar: "يُرجى إدخال بريد إلكتروني صحيح أو ترك الحقل فارغًا." },
  "booking.contact.country.invalid": { en: "Please choose your country.", ar: "يُرجى اختيار دولتك." },
  "booking.contact.language.invalid": { en: "Please choose English or Arabic.", ar: "يُرجى اختيار العربية أو الإنجليزية." },
  "booking.contact.notes.tooLong": { en: "Please keep your notes to at most {count:characters}.", ar: "يُرجى ألا تتجاوز الملاحظات {count:characters}." },
  "booking.quote.invalid": {
    en: "This quote is not valid; please get a new price.",
    ar: "عرض السعر هذا غير صالح؛ يُرجى طلب سعر جديد.",
  },
  "booking.accept.noQuote": {
    en: "This booking has no price quote to accept; we will send you one if the price needs confirming.",
    ar: "لا يوجد في هذا الحجز عرض سعر لقبوله؛ سنرسل إليك عرضًا إن احتاج السعر إلى تأكيدك.",
  },
  "booking.captcha.required": { en: "Please complete the verification.", ar: "يُرجى إكمال خطوة التحقق." },
  "booking.idempotencyKey.invalid": {
    en: "The request is missing its retry key; please reload the page and try again.",
    ar: "الطلب ينقصه مفتاح إعادة المحاولة؛ يُرجى تحديث الصفحة والمحاولة مرة أخرى.",
  },
  "booking.idempotencyKey.reused": {
    en: "This request was already sent with different details; please reload the page.",
    ar: "سبق إرسال هذا الطلب ببيانات مختلفة؛ يُرجى تحديث الصفحة.",
  },
  "booking.price.changed": {
    en: "The price has changed since your quote. Please review the new price before you confirm.",
    ar: "تغيّر السعر منذ عرض السعر. يُرجى مراجعة السعر الجديد قبل التأكيد.",
  },
  "booking.link.invalid": {
    en: "This booking link is no longer valid. You can ask for a new one below.",
    ar: "رابط الحجز هذا لم يعد صالحًا. يمكنك طلب رابط جديد أدناه.",
  },
  "booking.lookup.sent": {
    en: "If a booking matches, a new link has been sent to its contact. Links sent before keep working.",
    ar: "إذا وُجد حجز مطابق، فقد أُرسل رابط جديد إلى وسيلة التواصل المسجلة فيه. وتبقى الروابط المرسلة سابقًا صالحة.",
  },
  "booking.cancel.afterCutoff": {
    en: "Free cancellation ends {count:hours} before the first pickup; your request has been sent to our team.",
    ar: "ينتهي الإلغاء المجاني قبل أول موعد انطلاق بـ{count:hours}؛ وقد أُرسل طلبك إلى فريقنا.",
  },
  "booking.note.tooLong": { en: "Please keep the note to at most {count:characters}.", ar: "يُرجى ألا تتجاوز الملاحظة {count:characters}." },
  "booking.transition.terminal": { en: "This booking is closed and can no longer change.", ar: "هذا الحجز مغلق ولا يمكن تعديله." },
  "booking.transition.notAllowed": {
    en: "This change is not possible at the booking's current status.",
    ar: "لا يمكن إجراء هذا التغيير في الحالة الحالية للحجز.",
  },
  "booking.transition.actorNotAllowed": { en: "You are not allowed to make this change to the booking.", ar: "لا تملك صلاحية إجراء هذا التغيير على الحجز." },
  "booking.transition.noteRequired": { en: "Please give a reason for this change.", ar: "يُرجى ذكر سبب هذا التغيير." },
  "job.transition.terminal": { en: "This trip has ended and can no longer change.", ar: "انتهت هذه الرحلة ولا يمكن تعديلها." },
  "job.transition.notAllowed": { en: "This change is not possible at the trip's current status.", ar: "لا يمكن إجراء هذا التغيير في الحالة الحالية للرحلة." },
  "job.transition.actorNotAllowed": { en: "You are not allowed to make this change to the trip.", ar: "لا تملك صلاحية إجراء هذا التغيير على الرحلة." },
  "job.transition.noteRequired": { en: "Please add a note explaining this change.", ar: "يُرجى إضافة ملاحظة توضح سبب هذا التغيير." },
} as const satisfies Record<string, Record<Language, string>>;

export type BookingMessageKey = keyof typeof BOOKING_MESSAGES;

export function isBookingMessageKey(key: string): key is BookingMessageKey {
  return Object.hasOwn(BOOKING_MESSAGES, key);
}

/**
 * The text of a message in a language; unknown keys fall back to the generic "check this field".
 * "{field}" is the name of a field the visitor sent (an unknown one), shown as sent; "{from}" and
 * "{to}" are a route refusal's zones in the reader's language.
 */
export interface BookingMessageValues {
  count?: number;
  field?: string;
  from?: string;
  to?: string;
}

export function bookingMessage(key: string, language: Language, values: BookingMessageValues = {}): string {
  const text: string = (isBookingMessageKey(key) ? BOOKING_MESSAGES[key] : BOOKING_MESSAGES["booking.invalid"])[language];
  // A route refusal without its places (a screen that only has the key) still reads as a sentence.
  const places = text
    .replace("{field}", () => values.field ?? "")
    .replace(/\{(from|to)\}/g, (_match, end: "from" | "to") => values[end] ?? (language === "ar" ? "هذا المكان" : "this place"));
  return places.replace(/\{count(?::(\w+))?\}/g, (_match, noun: string | undefined) => {
    const count = values.count ?? 0;
    if (noun && noun in NOUNS) return countedPhrase(NOUNS[noun as keyof typeof NOUNS], count, language);
    return formatCount(count, language);
  });
}
