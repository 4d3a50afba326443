import { lazy, Suspense } from "react";
import { useToastState } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts both toast systems (Radix and sonner) the first time a toast is shown: no page pays for them before. */
export function LazyToaster({ dir }: { dir: "ltr" | "rtl" }) {
  const { wanted } = useToastState();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster dir={dir} />
    </Suspense>
  );
}
