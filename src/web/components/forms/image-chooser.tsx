import { createContext, useContext, type ReactNode } from "react";

/**
 * How a form inside a page asks for an image from the file repository: the page (a route) offers
 * a chooser, which opens the repository's picker and hands back the chosen file's address; forms
 * deep inside (a product's dialog) use it without knowing the files feature. No chooser: the
 * form offers the address field alone.
 */
export type ChooseImage = (use: (url: string) => void) => void;

const ImageChooserContext = createContext<ChooseImage | null>(null);

export function ImageChooserProvider({ choose, children }: { choose: ChooseImage; children: ReactNode }) {
  return <ImageChooserContext.Provider value={choose}>{children}</ImageChooserContext.Provider>;
}

export const useImageChooser = (): ChooseImage | null => useContext(ImageChooserContext);
