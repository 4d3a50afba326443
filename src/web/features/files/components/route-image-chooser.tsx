import { lazy, Suspense, useState, type ReactNode } from "react";
import { ImageChooserProvider } from "#web/components/forms/image-chooser";

// The picker loads when it is first opened.
const FilePickerDialog = lazy(() => import("./file-picker-dialog").then((m) => ({ default: m.FilePickerDialog })));

/** Offers the file repository's picker to every image field below it (components/forms/image-chooser.tsx). */
export function FileRepositoryImageChooser({ children }: { children: ReactNode }) {
  const [use, setUse] = useState<((url: string) => void) | null>(null);
  return (
    <ImageChooserProvider choose={(next) => setUse(() => next)}>
      {children}
      {use ? (
        <Suspense fallback={null}>
          <FilePickerDialog
            open
            onClose={() => setUse(null)}
            onPick={(file) => {
              use(file.url);
              setUse(null);
            }}
          />
        </Suspense>
      ) : null}
    </ImageChooserProvider>
  );
}
