/*
 * Class names of the /track page's live parts, shared by the server's render (React) and the
 * page's script (plain DOM), so both draw the same thing.
 */
/** The summary box's look (the server's render and the script share it). */
export const SUMMARY_LOOK = {
  box: (lost: boolean) => `rounded-2xl p-4 ${lost ? "border border-amber-300 bg-amber-50" : "bg-brand-900 text-white"}`,
  eta: "text-2xl font-bold",
  distance: (lost: boolean) => (lost ? "text-ink" : "text-brand-100"),
  age: (lost: boolean) => `mt-1 text-sm ${lost ? "font-semibold text-amber-900" : "text-brand-100"}`,
};

/** The trip's steps (track-timeline.tsx renders them on the server, the script again when they change). */
export const TIMELINE_LOOK = {
  section: "space-y-3",
  heading: "text-lg font-bold text-brand-900",
  list: "space-y-2 border-s-2 border-stone-200 ps-4",
  item: "relative",
  dot: "absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-brand-700",
  step: "font-medium text-ink",
  time: "text-sm text-muted",
};
