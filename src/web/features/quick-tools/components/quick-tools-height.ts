/**
 * The Quick Tools band's height, in its own module: the public layout reserves the same room
 * under the header without importing the bar (which it loads lazily).
 */
export const QUICK_TOOLS_HEIGHT_CLASS = "h-[52px]";
