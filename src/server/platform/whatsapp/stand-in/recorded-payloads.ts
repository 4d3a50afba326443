/**
 * Answers of the WhatsApp Cloud API (Graph v21.0) as recorded from Meta's documentation and a
 * test number; the stand-in serves them with fresh ids.
 */
export const SEND_ANSWER = (input: string, id: string) => ({
  messaging_product: "whatsapp",
  contacts: [{ input, wa_id: input }],
  messages: [{ id }],
});

export const TEMPLATES_ANSWER = {
  data: [
    { name: "booking_confirmed", language: "en", status: "APPROVED", category: "UTILITY", id: "1187302915733501" },
    { name: "booking_confirmed", language: "ar", status: "APPROVED", category: "UTILITY", id: "1187302915733502" },
    { name: "driver_on_the_way", language: "en_US", status: "PENDING", category: "UTILITY", id: "1187302915733503" },
    // Rihla's own names (rihla_<purpose>): approved, rejected with Meta's reason, paused for quality.
    { name: "rihla_booking_confirmed_customer", language: "en", status: "APPROVED", category: "UTILITY", rejected_reason: "NONE", id: "1187302915733511" },
    {
      name: "rihla_booking_confirmed_customer",
      language: "ar",
      status: "REJECTED",
      category: "UTILITY",
      rejected_reason: "INVALID_FORMAT",
      id: "1187302915733512",
    },
    {
      name: "rihla_dispatch_start_operator",
      language: "en_US",
      status: "PAUSED",
      category: "UTILITY",
      rejected_reason: "NONE",
      quality_score: { score: "RED", date: 1795740000 },
      id: "1187302915733513",
    },
    { name: "rihla_dispatch_start_operator", language: "ar", status: "PENDING", category: "UTILITY", rejected_reason: "NONE", id: "1187302915733514" },
    // Never ar_SA for Rihla, but another team's template may use it: the sync skips it.
    { name: "rihla_booking_cancelled_customer", language: "ar_SA", status: "APPROVED", category: "UTILITY", id: "1187302915733515" },
  ],
  paging: { cursors: { before: "QVFIU", after: "QVFIU" } },
};

export const MEDIA_ANSWER = (id: string, origin: string) => ({
  messaging_product: "whatsapp",
  url: `${origin}/media-download/${id}`,
  mime_type: "image/jpeg",
  sha256: "4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a",
  file_size: 3,
  id,
});

/** Meta refuses a number that is not on WhatsApp (or not in a test number's allowed list). */
export const RECIPIENT_REFUSED = {
  error: {
    message: "(#131030) Recipient phone number not in allowed list",
    type: "OAuthException",
    code: 131030,
    error_data: {
      messaging_product: "whatsapp",
      details: "Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.",
    },
    error_user_title: "Recipient phone number not in allowed list",
    fbtrace_id: "AxZ1nqkQ4rJ0Yy8ow0u7xGk",
  },
};

export const RATE_LIMITED = {
  error: { message: "(#130429) Rate limit hit", type: "OAuthException", code: 130429, error_user_title: "Rate limit hit", fbtrace_id: "A3Rbq9Kx2w" },
};

export const BAD_TOKEN = {
  error: { message: "Error validating access token: Session has expired.", type: "OAuthException", code: 190, error_subcode: 463, fbtrace_id: "AbC9" },
};

/** The template-status webhook (field message_template_status_update), as Meta sends it. */
export const TEMPLATE_STATUS_EVENT = (event: string, name: string, language: string, id: string, time: number, extra: Record<string, unknown> = {}) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      time,
      changes: [
        {
          field: "message_template_status_update",
          value: { event, message_template_id: Number(id), message_template_name: name, message_template_language: language, reason: "NONE", ...extra },
        },
      ],
    },
  ],
});
