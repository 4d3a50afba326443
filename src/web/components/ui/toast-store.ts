import { useSyncExternalStore } from "react";

/**
 * A tiny store behind both toast systems, so any component can call notify() or quickToast()
 * without loading the toast libraries: they are fetched the first time a toast is shown
 * (or when the browser is idle), keeping them out of every page's first load.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone: "success" | "error" | "info";
}

interface State {
  /** Radix toasts (5000 ms): results of what the visitor did. */
  toasts: ToastMessage[];
  /** Sonner toasts (4000 ms): brief notes, handed to sonner once it has loaded. */
  pendingQuick: string[];
  wanted: boolean;
}

let state: State = { toasts: [], pendingQuick: [], wanted: false };
let nextId = 1;
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

export function notify(message: Omit<ToastMessage, "id">): number {
  const id = nextId++;
  set({ toasts: [...state.toasts, { ...message, id }], wanted: true });
  return id;
}

export function dismiss(id: number): void {
  set({ toasts: state.toasts.filter((toast) => toast.id !== id) });
}

export function quickToast(text: string): void {
  set({ pendingQuick: [...state.pendingQuick, text], wanted: true });
}

/** Called by the loaded toaster: returns the queued quick toasts and empties the queue. */
export function takeQuickToasts(): string[] {
  const queued = state.pendingQuick;
  if (queued.length) set({ pendingQuick: [] });
  return queued;
}

/** Ask for the toasters to be loaded without showing anything (idle prefetch). */
export function wantToasters(): void {
  if (!state.wanted) set({ wanted: true });
}

const SERVER_STATE: State = { toasts: [], pendingQuick: [], wanted: false };
export function useToastState(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
}
