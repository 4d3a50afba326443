import { Component, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { RenderFailure } from "./render-failure";
import { reportClientError } from "./report-client-error";

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
    reportClientError(error, "app-boundary");
  }

  reset = () => this.setState({ error: null, dialogOpen: false });

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <>
        <RenderFailure error={this.state.error} onReset={this.reset} />
        <Dialog.Root open={this.state.dialogOpen} onOpenChange={(open) => this.setState({ dialogOpen: open })}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 bg-black/40" />
            <Dialog.Content className="fixed start-1/2 top-1/2 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl rtl:translate-x-1/2">
              <Dialog.Title className="text-lg font-semibold">Something went wrong</Dialog.Title>
              <Dialog.Description className="mt-2 text-muted">We've been notified and are working to fix the issue.</Dialog.Description>
              <div className="mt-5 flex justify-end gap-3">
                <Dialog.Close className="rounded-lg border border-stone-300 px-4 py-2">Close</Dialog.Close>
                <button type="button" onClick={this.reset} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
                  Try again
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </>
    );
  }
}
