import { Component, lazy, Suspense, type ReactNode } from "react";
import { LazyRenderFailure, reportClientErrorLater } from "./lazy-error-views";

const ErrorDialog = lazy(() => import("./error-dialog"));

interface State {
  error: unknown;
  dialogOpen: boolean;
}

/**
 * The top-level boundary around the whole app (spec §2): a failure anywhere in the shell
 * shows the render-failure screen and a dialog telling the visitor we were notified.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, dialogOpen: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, dialogOpen: true };
  }

  override componentDidCatch(error: unknown) {
    reportClientErrorLater(error, "app-boundary");
  }

  reset = () => this.setState({ error: null, dialogOpen: false });

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <>
        <LazyRenderFailure error={this.state.error} onReset={this.reset} />
        <Suspense fallback={null}>
          <ErrorDialog open={this.state.dialogOpen} onOpenChange={(open) => this.setState({ dialogOpen: open })} onReset={this.reset} />
        </Suspense>
      </>
    );
  }
}
