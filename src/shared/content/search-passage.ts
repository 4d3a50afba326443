/**
 * The passage of an article that matched a search, as the database highlights it (ts_headline):
 * the matches sit between these two private-use characters, which the body's text never keeps
 * (the query strips them first). It reaches the page as plain segments, never as HTML: the page
 * renders marked segments as <mark> and React escapes every character.
 */
export const PASSAGE_START = "\uE000";
export const PASSAGE_END = "\uE001";

export interface PassageSegment {
  text: string;
  mark: boolean;
}

/** Segments of a highlighted passage; null when nothing in it is marked (the match was elsewhere). */
export function passageSegments(headline: string | null | undefined): PassageSegment[] | null {
  if (!headline || !headline.includes(PASSAGE_START)) return null;
  const segments: PassageSegment[] = [];
  for (const [index, part] of headline.split(new RegExp(`[${PASSAGE_START}${PASSAGE_END}]`)).entries()) {
    const text = part.replace(/\s+/g, " ");
    if (text) segments.push({ text, mark: index % 2 === 1 });
  }
  return segments.some((segment) => segment.mark && segment.text.trim()) ? segments : null;
}
