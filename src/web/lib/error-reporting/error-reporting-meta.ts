/** The page's meta element naming the error-reporting address: root.tsx writes it, entry.client.tsx looks for it. */
export const ERROR_REPORTING_META = "error-reporting";
