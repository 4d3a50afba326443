import { lazy, Suspense, useEffect } from "react";
import { useToastState, wantToasters } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts both toast systems only once a toast is wanted, or when the browser is idle. */
export function LazyToaster({ dir }: { dir: "ltr" | "rtl" }) {
  const { wanted } = useToastState();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => wantToasters());
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster dir={dir} />
    </Suspense>
  );
}
