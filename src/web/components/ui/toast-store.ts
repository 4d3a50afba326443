import { useSyncExternalStore } from "react";

/** A tiny store behind the Radix toasts, so any component can call notify() (shadcn's pattern). */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone: "success" | "error" | "info";
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function notify(message: Omit<ToastMessage, "id">): number {
  const id = nextId++;
  toasts = [...toasts, { ...message, id }];
  emit();
  return id;
}

export function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const EMPTY: ToastMessage[] = [];
export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => EMPTY,
  );
}
