import { lazy, Suspense, type ComponentProps } from "react";

/*
 * What a visitor sees when something fails (the render-failure screen, the 404 page) is loaded
 * when it is needed, not with every page. A server render waits for it like for any other
 * suspended part, so the HTML still carries it; in the browser it hydrates when it arrives.
 */
const RenderFailureView = lazy(() => import("./render-failure").then((module) => ({ default: module.RenderFailure })));
const NotFoundView = lazy(() => import("#web/components/layout/not-found").then((module) => ({ default: module.NotFound })));

export function LazyRenderFailure(props: ComponentProps<typeof RenderFailureView>) {
  return (
    <Suspense fallback={<div role="alert" aria-busy="true" className="min-h-64" />}>
      <RenderFailureView {...props} />
    </Suspense>
  );
}

export function LazyNotFound() {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-96" />}>
      <NotFoundView />
    </Suspense>
  );
}

/** Reports a failure to the server's error log, loading the reporter first (see report-client-error.ts). */
export function reportClientErrorLater(error: unknown, where: string): void {
  void import("./report-client-error").then((module) => module.reportClientError(error, where)).catch(() => undefined);
}
