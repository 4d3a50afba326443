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

/**
 * The image a customer sends in the recorded inbound payloads: a 96×64 JPEG carrying an EXIF
 * copyright tag (the inbox must strip metadata when it stores it).
 */
export const RECORDED_IMAGE = Buffer.from(
  "/9j/4QDSRXhpZgAASUkqAAgAAAAHABIBAwABAAAAAQAAABoBBQABAAAAYgAAABsBBQABAAAAagAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAJiCAgAJAAAAcgAAAGmHBAABAAAAfAAAAAAAAABIAAAAAQAAAEgAAAABAAAAc3RhbmQtaW4AAAYAAJAHAAQAAAAwMjEwAZEHAAQAAAABAgMAAKAHAAQAAAAwMTAwAaADAAEAAAD//wAAAqAEAAEAAABgAAAAA6AEAAEAAABAAAAAAAAAAP/iAfBJQ0NfUFJPRklMRQABAQAAAeBsY21zBCAAAG1udHJSR0IgWFlaIAfiAAMAFAAJAA4AHWFjc3BNU0ZUAAAAAHNhd3NjdHJsAAAAAAAAAAAAAAAAAAD21gABAAAAANMtaGFuZHnpv1ZaPgG2gyOFVUb3T6oAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACmRlc2MAAAD8AAAAJGNwcnQAAAEgAAAAInd0cHQAAAFEAAAAFGNoYWQAAAFYAAAALHJYWVoAAAGEAAAAFGdYWVoAAAGYAAAAFGJYWVoAAAGsAAAAFHJUUkMAAAHAAAAAIGdUUkMAAAHAAAAAIGJUUkMAAAHAAAAAIG1sdWMAAAAAAAAAAQAAAAxlblVTAAAACAAAABwAcwBSAEcAQm1sdWMAAAAAAAAAAQAAAAxlblVTAAAABgAAABwAQwBDADAAAFhZWiAAAAAAAAD21gABAAAAANMtc2YzMgAAAAAAAQw/AAAF3f//8yYAAAeQAAD9kv//+6H///2iAAAD3AAAwHFYWVogAAAAAAAAb6AAADjyAAADj1hZWiAAAAAAAABilgAAt4kAABjaWFlaIAAAAAAAACSgAAAPhQAAtsRwYXJhAAAAAAADAAAAAmZpAADypwAADVkAABPQAAAKW//bAEMACgcHCAcGCggICAsKCgsOGBAODQ0OHRUWERgjHyUkIh8iISYrNy8mKTQpISIwQTE0OTs+Pj4lLkRJQzxINz0+O//bAEMBCgsLDg0OHBAQHDsoIig7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O//AABEIAEAAYAMBIgACEQEDEQH/xAAbAAEAAwEBAQEAAAAAAAAAAAAABQYHAwQCAf/EADcQAAAFAgEFDQkBAAAAAAAAAAABAgMEBREGBxITIYMXIjE2RVFVYZGks8PSFSMkMlJTYoHR4f/EABoBAAEFAQAAAAAAAAAAAAAAAAIAAQMEBgX/xAAlEQACAQMCBQUAAAAAAAAAAAABAgADBBETMTIzQVFxEiFSkfD/2gAMAwEAAhEDEQA/AKmAAIZnIAfSG1urJDaFLUrUSUlczEm1hetOozkwFkX5KSk+wzANUROIgQ0pO/ApPiRQD1zKVPga5URxpP1GW97S1DyB1YMMg5jMrKcMMGAHpp1Ol1Wc3ChNaWQ7fMRnEm9iMz1mZFwEYm9zzFXRfeGvUCxHVHYZUZlbAWTc8xV0X3hr1BueYq6L7w16gsGPo1PifqVsBJVjD1VoOh9pxdBp87R+8SrOta/ymfOQjQoBBU4MDtEiuzZTcZhOc44qxEOItWA4yXJ8mSormy2SU9RqP/BBcVdKkX7Sa2o61ZafeWej0OLR45JaSSnjLfumWtX8LqEiADJu7O3qY5M2qItNQqjAn4tCXEGhaSUlRWMjK5GKJirDiKf8dDTaOo7LR9sz5uoxfBwnxkzID8ZRXJ1s0/u2oT21w1GoCNusr3dstxTII9+kpGTzjxT9r4axtwxHJ5x4p+18NY24bBdpwbLlnzAAAKXZm2V7kjbeWM2Gk5XuSNt5YzYRNvOLdc4/ukC1YDkpbnyYyjsbzZKT1mk/9FVHaJKdhSm5LCs1xtV0mK9xS1aRTvBtq2jWWp2muAI2j1yLWI5KaUSHiLftGetP9LrEkMm6Mjelhgzao61FDKciBwnyUw4D8lZ2Jps1fu2odlrS2g1rUSUpK5mZ2IhRMVYjRUPgYarx0nda/uGXN1EJ7a3atUAG3WV7u5W3pkk+/SfOTzjxT9r4axtwxHJ5x4p+18NY24bBdpwbLlnzAAAKXZm2V7kjbeWM2Gk5XuSNt5YzYRNvOLdc4/ukAABpWn0ha2lkttakKTrJSTsZCTaxPWmkZqZ6zL8kpUfaZCKAA1NH4gDDSq6cDEeJ65lVnz9UqW46n6TPe9nAPIAB1UKMAYjMzMcscmemnVGXSpzc2E7opDV8xeaSrXIyPUZGXAZib3Q8VdKd3a9IrYAsx1d1GFOJZN0PFXSnd2vSG6HirpTu7XpFbALJj61T5H7klWMQ1WvaH2nK0+gztH7tKc29r/KRcxCNAAoBJY5M/9k=",
  "base64",
);

export const MEDIA_ANSWER = (id: string, origin: string) => ({
  messaging_product: "whatsapp",
  url: `${origin}/media-download/${id}`,
  mime_type: "image/jpeg",
  sha256: "4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a",
  file_size: RECORDED_IMAGE.length,
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
