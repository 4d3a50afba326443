import * as Dialog from "@radix-ui/react-dialog";

/** The top-level boundary's dialog; loaded only when something has failed. */
export default function ErrorDialog({ open, onOpenChange, onReset }: { open: boolean; onOpenChange: (open: boolean) => void; onReset: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Something went wrong</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">We've been notified and are working to fix the issue.</Dialog.Description>
          <div className="mt-5 flex justify-end gap-3">
            <Dialog.Close className="rounded-lg border border-stone-300 px-4 py-2">Close</Dialog.Close>
            <button type="button" onClick={onReset} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
              Try again
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
