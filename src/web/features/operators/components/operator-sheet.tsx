import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useOperator } from "../api/operators";
import { OperatorDetailView } from "./operator-detail";
import { OperatorForm } from "./operator-form";

export type SheetState = { kind: "closed" } | { kind: "new" } | { kind: "view"; id: number } | { kind: "edit"; id: number };

/** A side panel (full screen on a phone) with one operator: read, edit, or a new one. */
export function OperatorSheet({
  state,
  onState,
  vehicleClasses,
  canWrite,
  language,
}: {
  state: SheetState;
  onState: (next: SheetState) => void;
  vehicleClasses: { slug: string; name: LocalizedText }[];
  canWrite: boolean;
  language: Language;
}) {
  const { t } = useTranslation("admin-operators");
  const id = state.kind === "view" || state.kind === "edit" ? state.id : null;
  const operator = useOperator(id);
  const classNames = new Map(vehicleClasses.map((c) => [c.slug, c.name[language] || c.name.en]));
  const name = operator.data?.name ?? "";
  const title = state.kind === "new" ? t("detail.newTitle") : state.kind === "edit" ? t("detail.editTitle", { name }) : name || t("detail.title");
  return (
    <Dialog.Root open={state.kind !== "closed"} onOpenChange={(open) => (open ? null : onState({ kind: "closed" }))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-full flex-col bg-white shadow-xl sm:w-[min(100vw,42rem)]"
          data-testid="operator-sheet"
        >
          <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-6">
            <Dialog.Title className="text-lg font-semibold text-brand-900">
              <bdi>{title}</bdi>
            </Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-stone-100" aria-label={t("actions.close")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 pt-4 pb-0 sm:px-6">
            {state.kind === "new" ? (
              <OperatorForm
                operator={null}
                vehicleClasses={vehicleClasses}
                language={language}
                onSaved={(saved) => onState({ kind: "view", id: saved })}
                onCancel={() => onState({ kind: "closed" })}
              />
            ) : state.kind === "closed" ? null : operator.isPending ? (
              <LoadingRows label={t("admin:common.loading")} rows={6} />
            ) : operator.isError ? (
              <ErrorNote>{operator.error.message}</ErrorNote>
            ) : state.kind === "edit" && canWrite ? (
              <OperatorForm
                key={operator.data.version}
                operator={operator.data}
                vehicleClasses={vehicleClasses}
                language={language}
                onSaved={(saved) => onState({ kind: "view", id: saved })}
                onCancel={() => onState({ kind: "view", id: operator.data.id })}
              />
            ) : (
              <div className="pb-6">
                <OperatorDetailView
                  operator={operator.data}
                  classNames={classNames}
                  canWrite={canWrite}
                  language={language}
                  onEdit={() => onState({ kind: "edit", id: operator.data.id })}
                  onDeleted={() => onState({ kind: "closed" })}
                />
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
