import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { REALTIME_PATH, type ConnectionState } from "#shared/realtime/realtime-constants";
import type { RealtimeEvent } from "#shared/realtime/realtime-messages";
import { createRealtimeClient, type RealtimeClient } from "./realtime-client";

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** The socket's address on this site, with the query a caller adds (the staff ticket). */
export function realtimeUrl(query = ""): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${window.location.host}${REALTIME_PATH}${query}`;
}

/**
 * One realtime client for what is below, created in the browser only (server rendering has no
 * socket). `ticket` fetches a staff ticket for each connection (the admin pages); without it
 * the socket is anonymous (token pages).
 */
export function RealtimeProvider({ ticket, children }: { ticket?: () => Promise<string>; children: ReactNode }) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  useEffect(() => {
    const created = createRealtimeClient({
      url: async () => realtimeUrl(ticket ? `?ticket=${encodeURIComponent(await ticket())}` : ""),
    });
    setClient(created);
    return () => created.disconnect();
    // The ticket source is fixed for the provider's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

const noSubscription = () => () => {};

/** The connection as the header shows it: connecting, open or closed. */
export function useRealtimeConnection(): ConnectionState {
  const client = useContext(RealtimeContext);
  return useSyncExternalStore(
    client ? client.onConnectionState : noSubscription,
    () => client?.connectionState() ?? "connecting",
    () => "connecting",
  );
}

/**
 * Keeps the queries under `keys` live: while mounted, joins the channel, marks them stale on
 * every event (TanStack Query refetches the ones on screen), and after the socket was lost and
 * the channel joined again refetches them too, since events may have been missed meanwhile.
 * `keysFor` narrows what one event marks stale (a job.changed names its leg and booking).
 */
export function useLiveQueries(channel: string, keys: readonly QueryKey[], token?: string, keysFor?: (event: RealtimeEvent) => readonly QueryKey[]): void {
  const client = useContext(RealtimeContext);
  const queryClient = useQueryClient();
  const keysText = JSON.stringify(keys);
  // The narrowing rule is read when an event comes: a new function each render does not rejoin.
  const narrow = useRef(keysFor);
  narrow.current = keysFor;
  useEffect(() => {
    if (!client) return;
    const parsedKeys = JSON.parse(keysText) as QueryKey[];
    const invalidate = (list: readonly QueryKey[]) => list.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    const joined = client.channel(channel, token);
    const stopEvents = joined.onEvent((event) => invalidate(narrow.current ? narrow.current(event) : parsedKeys));
    const stopStates = joined.onState((state, detail) => {
      if (state === "joined" && detail.rejoined) invalidate(parsedKeys);
    });
    return () => {
      stopEvents();
      stopStates();
      joined.leave();
    };
  }, [client, channel, token, keysText, queryClient]);
}

/**
 * The events of one channel as they come (a live map moves its markers with them), joined while
 * mounted; `onRejoined` runs after the channel was joined again following a lost socket, when
 * events may have been missed (re-read then).
 */
export function useChannelEvents(channel: string, token: string | undefined, onEvent: (event: RealtimeEvent) => void, onRejoined?: () => void): void {
  const client = useContext(RealtimeContext);
  const handlers = useRef({ onEvent, onRejoined });
  handlers.current = { onEvent, onRejoined };
  useEffect(() => {
    if (!client) return;
    const joined = client.channel(channel, token);
    const stopEvents = joined.onEvent((event) => handlers.current.onEvent(event));
    const stopStates = joined.onState((state, detail) => {
      if (state === "joined" && detail.rejoined) handlers.current.onRejoined?.();
    });
    return () => {
      stopEvents();
      stopStates();
      joined.leave();
    };
  }, [client, channel, token]);
}
