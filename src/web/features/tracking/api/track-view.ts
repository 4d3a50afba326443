import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "#shared/i18n/languages";
import type { TrackView } from "#shared/tracking/tracking-api";

export class TrackLinkGone extends Error {}

/** GET /api/track/:token — the customer's track view (404: the link does not work). */
export async function fetchTrackView(token: string, language: Language, signal?: AbortSignal): Promise<TrackView> {
  const response = await fetch(`/api/track/${encodeURIComponent(token)}`, { headers: { Accept: "application/json", "Accept-Language": language }, signal });
  if (response.status === 404) throw new TrackLinkGone();
  if (!response.ok) throw new Error(`track view: ${response.status}`);
  return (await response.json()) as TrackView;
}

export const trackViewQuery = (token: string, language: Language, initialData?: TrackView) =>
  queryOptions({
    queryKey: ["tracking", "view", token],
    queryFn: ({ signal }) => fetchTrackView(token, language, signal),
    initialData,
    initialDataUpdatedAt: initialData ? Date.now() : undefined,
    // Positions arrive over the socket; a re-read happens on a status change or after a lost connection.
    staleTime: 60_000,
  });

export const useTrackView = (token: string, language: Language, initialData?: TrackView) => useQuery(trackViewQuery(token, language, initialData));
