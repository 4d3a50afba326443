import type { Language } from "#shared/i18n/languages";
import { getFixedT, registerTexts, type TFunction, type TextTree } from "#web/lib/i18n/texts";
import ar from "../../locales/ar/operator-links.json";
import en from "../../locales/en/operator-links.json";

// The operator's pages bring their own texts: they are in no public page's JSON and no bundle of
// the site (texts-en.ts and texts-ar.ts leave them out), since only these server-rendered pages use them.
registerTexts("en", "operator-links", en as TextTree);
registerTexts("ar", "operator-links", ar as TextTree);

export const operatorTexts = (language: Language): TFunction => getFixedT(language, "operator-links");
