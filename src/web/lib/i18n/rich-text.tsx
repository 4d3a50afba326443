import { Fragment, type ReactNode } from "react";
import type { TFunction, TranslateOptions } from "./texts";

// Private-use characters: they never occur in the texts, so they mark where each node goes.
const OPEN = "\uE000";
const CLOSE = "\uE001";

/**
 * A translated text with some of its {{values}} rendered as React nodes (an isolated phone
 * number, a link) instead of strings; the translation keeps the word order of its language.
 */
export function richText(t: TFunction, key: string, nodes: Record<string, ReactNode>, options: TranslateOptions = {}): ReactNode {
  const names = Object.keys(nodes);
  const markers = Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`]));
  const parts = t(key, { ...options, ...markers }).split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? nodes[names[Number(part)] as string] : part}</Fragment>);
}
